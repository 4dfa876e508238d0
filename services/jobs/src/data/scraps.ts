/**
 * Scraps (bookmarks) of job ads by individual members: `isScrapped` on cards and the detail, the
 * member's /myPage/scrap list and the my-page count. Scrapping asks for an ongoing ad; both scrap
 * and unscrap are idempotent (the answer says the state that now holds).
 */
import type { ScrapCard, ScrapListResponse } from '@phjobs/contracts/jobs';
import type { Sql } from '@phjobs/service-kit/events/sql';
import type { SearchLookups } from '../domain/lookups.ts';
import { ONGOING } from '../domain/ad-status.ts';
import { cardOf, type CardRow } from './search-job-ads.ts';

/** Ads a member's scrap list shows: ongoing and ended (an ad back under review is hidden). */
const LISTED = `('${ONGOING}', '012D')`;

/** Scraps an ongoing ad; false when there is no such ongoing ad (and it was not scrapped already). */
export async function scrapJobAd(db: Sql, userId: string, jobId: number): Promise<boolean> {
  const rows = await db.$queryRawUnsafe<{ ok: boolean }[]>(
    `WITH ad AS (SELECT id FROM job_ad WHERE id = $2::bigint AND status_code = '${ONGOING}'),
     added AS (INSERT INTO ad_scrap (user_id, job_id) SELECT $1::bigint, id FROM ad ON CONFLICT DO NOTHING RETURNING job_id)
     SELECT EXISTS (SELECT 1 FROM ad) OR EXISTS (SELECT 1 FROM ad_scrap WHERE user_id = $1::bigint AND job_id = $2::bigint) AS ok`,
    userId,
    jobId,
  );
  return rows[0]?.ok ?? false;
}

/**
 * Removes a scrap; false when the member had no scrap of the ad and it is not ongoing. A hidden ad
 * (under review, ended, deleted) answers like a missing one unless the member scrapped it, so
 * sequential ids cannot be used to map unpublished ads; an ongoing ad stays idempotent.
 */
export async function unscrapJobAd(db: Sql, userId: string, jobId: number): Promise<boolean> {
  const rows = await db.$queryRawUnsafe<{ ok: boolean }[]>(
    `WITH gone AS (DELETE FROM ad_scrap WHERE user_id = $1::bigint AND job_id = $2::bigint RETURNING job_id)
     SELECT EXISTS (SELECT 1 FROM gone) OR EXISTS (SELECT 1 FROM job_ad WHERE id = $2::bigint AND status_code = '${ONGOING}') AS ok`,
    userId,
    jobId,
  );
  return rows[0]?.ok ?? false;
}

type ScrapRow = Omit<CardRow, 'total' | 'payment_services'> & { id: string; total: number; status_code: string; deadline_date: string | null; scrapped_at: string };

/** The member's scrapped ads, newest scrap first, as cards with their status and deadline. */
export async function listScraps(db: Sql, userId: string, page: { pageUnit: number; pageNo: number }, lookups: SearchLookups): Promise<ScrapListResponse> {
  const rows = await db.$queryRawUnsafe<ScrapRow[]>(
    `SELECT count(*) OVER ()::int AS total, j.id, j.title, j.city_id, j.salary::float8 AS salary, j.salary_code, j.working_day_code, j.company_name,
       j.working_period_code, j.working_period_negotiable, j.working_hour_code, j.working_hour_negotiable, j.logo_key, j.lat, j.lng,
       true AS is_scrapped, j.status_code, to_char(j.deadline_date, 'YYYY-MM-DD') AS deadline_date,
       to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS scrapped_at
     FROM ad_scrap s JOIN job_ad j ON j.id = s.job_id
     WHERE s.user_id = $1::bigint AND j.status_code IN ${LISTED}
     ORDER BY s.created_at DESC, s.job_id DESC
     LIMIT $2::int OFFSET $3::bigint`,
    userId,
    page.pageUnit,
    (page.pageNo - 1) * page.pageUnit,
  );
  // A page past the end has no rows to carry the count: count alone.
  const total = rows[0]?.total ?? (page.pageNo > 1 ? await countScraps(db, userId) : 0);
  const list: ScrapCard[] = rows.map((row) => ({ ...cardOf(row, lookups), statusCode: row.status_code, deadlineDate: row.deadline_date, scrappedAt: row.scrapped_at }));
  return { list, resultListCount: total };
}

export async function countScraps(db: Sql, userId: string): Promise<number> {
  const rows = await db.$queryRawUnsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM ad_scrap s JOIN job_ad j ON j.id = s.job_id WHERE s.user_id = $1::bigint AND j.status_code IN ${LISTED}`,
    userId,
  );
  return rows[0]?.n ?? 0;
}
