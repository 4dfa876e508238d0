/**
 * An ad's public page, for the gateway's renderer (internal route jobAdPage): an ongoing ad as a
 * visitor sees it (getJobAd with no viewer, so the page can hand the screen the very answer of
 * `GET /api/jobAds/{id}`), or, for an ad that ended or was deleted, what it was and up to six
 * ongoing ads like it (same specialization first, then the same province), for its 410 page.
 * Ads under review and unknown ids: null (404), never public.
 */
import type { JobAdPage, SimilarAd } from '@phjobs/contracts/job-pages';
import type { Sql } from '@phjobs/service-kit/events/sql';
import { ENDED, ONGOING } from '../domain/ad-status.ts';
import type { SearchLookups } from '../domain/lookups.ts';
import { getJobAd } from './get-job-ad.ts';

type StateRow = {
  id: string;
  title: string;
  company_name: string;
  status_code: string;
  deleted: boolean;
  province_id: string | null;
  city_id: string | null;
  specialization_ids: string[];
  detail_address: string | null;
  updated_at: string;
};

type SimilarRow = { id: string; title: string; company_name: string; city_id: string | null };

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const SIMILAR_COUNT = 6;

// Each walks the ongoing ads' partial index on created_at newest first, stopping at six matches.
const SIMILAR_BY_SPECIALIZATION = `SELECT id::text, title, company_name, city_id FROM job_ad
  WHERE status_code = '${ONGOING}' AND specialization_ids && $1::text[] AND id <> $2::bigint
  ORDER BY created_at DESC, id DESC LIMIT ${SIMILAR_COUNT}`;
const SIMILAR_BY_PROVINCE = `SELECT id::text, title, company_name, city_id FROM job_ad
  WHERE status_code = '${ONGOING}' AND province_id = $1 AND id <> $2::bigint
  ORDER BY created_at DESC, id DESC LIMIT ${SIMILAR_COUNT}`;
const NEWEST = `SELECT id::text, title, company_name, city_id FROM job_ad
  WHERE status_code = '${ONGOING}' AND id <> $1::bigint ORDER BY created_at DESC, id DESC LIMIT ${SIMILAR_COUNT}`;

async function similarAds(db: Sql, row: StateRow, lookups: SearchLookups): Promise<SimilarAd[]> {
  const found = new Map<string, SimilarRow>();
  const add = (rows: SimilarRow[]) => {
    for (const r of rows) if (found.size < SIMILAR_COUNT && !found.has(r.id)) found.set(r.id, r);
  };
  if (row.specialization_ids.length > 0) add(await db.$queryRawUnsafe<SimilarRow[]>(SIMILAR_BY_SPECIALIZATION, row.specialization_ids, row.id));
  if (found.size < SIMILAR_COUNT && row.province_id) add(await db.$queryRawUnsafe<SimilarRow[]>(SIMILAR_BY_PROVINCE, row.province_id, row.id));
  if (found.size === 0) add(await db.$queryRawUnsafe<SimilarRow[]>(NEWEST, row.id));
  return [...found.values()].map((r) => ({ jobId: Number(r.id), title: r.title, companyName: r.company_name, city: lookups.cityName(r.city_id) }));
}

export async function getJobAdPage(db: Sql, jobId: number, lookups: SearchLookups): Promise<JobAdPage | null> {
  const rows = await db.$queryRawUnsafe<StateRow[]>(
    `SELECT id::text, title, company_name, status_code, deleted_at IS NOT NULL AS deleted, province_id, city_id, specialization_ids, detail_address,
       to_char(updated_at AT TIME ZONE 'UTC', ${ISO}) AS updated_at
     FROM job_ad WHERE id = $1::bigint`,
    jobId,
  );
  const row = rows[0];
  if (!row) return null;
  if (!row.deleted && row.status_code === ONGOING) {
    const ad = await getJobAd(db, { jobId, viewerId: null }, lookups);
    // ended between the two reads: the next ask gets the 410
    if (ad) return { state: 'ongoing', ad, updatedAt: row.updated_at, streetAddress: row.detail_address?.trim() || null };
  }
  if (!row.deleted && row.status_code !== ENDED && row.status_code !== ONGOING) return null;
  return {
    state: 'gone',
    jobId: Number(row.id),
    title: row.title,
    companyName: row.company_name,
    city: lookups.cityName(row.city_id),
    similar: await similarAds(db, row, lookups),
  };
}
