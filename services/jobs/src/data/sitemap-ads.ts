/**
 * The ongoing ads for the gateway's sitemaps (internal routes sitemapIndex and sitemapPage): files
 * of `pageSize` ads in id order, each with the latest update among its ads (the file's lastmod).
 * An ad that ends or is deleted leaves status 012C, so it drops out of the next sitemap asked.
 */
import type { SitemapIndex, SitemapPage } from '@phjobs/contracts/job-pages';
import type { Sql } from '@phjobs/service-kit/events/sql';
import { ONGOING } from '../domain/ad-status.ts';

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

export async function sitemapIndex(db: Sql, pageSize: number): Promise<SitemapIndex> {
  const rows = await db.$queryRawUnsafe<{ page: number; count: number; lastmod: string }[]>(
    `SELECT page::int, count(*)::int AS count, to_char(max(updated_at) AT TIME ZONE 'UTC', ${ISO}) AS lastmod
     FROM (SELECT (row_number() OVER (ORDER BY id) - 1) / $1::int + 1 AS page, updated_at FROM job_ad WHERE status_code = '${ONGOING}' AND deleted_at IS NULL) numbered
     GROUP BY page ORDER BY page`,
    pageSize,
  );
  return { total: rows.reduce((sum, r) => sum + r.count, 0), pageSize, pages: rows };
}

export async function sitemapPage(db: Sql, page: number, pageSize: number): Promise<SitemapPage> {
  const rows = await db.$queryRawUnsafe<{ id: string; updated_at: string }[]>(
    `SELECT id::text, to_char(updated_at AT TIME ZONE 'UTC', ${ISO}) AS updated_at FROM job_ad
     WHERE status_code = '${ONGOING}' AND deleted_at IS NULL ORDER BY id OFFSET $1::bigint LIMIT $2::int`,
    (page - 1) * pageSize,
    pageSize,
  );
  return { ads: rows.map((r) => ({ jobId: Number(r.id), updatedAt: r.updated_at })) };
}
