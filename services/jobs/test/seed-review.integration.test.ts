/**
 * The seed passes the same review as the employers' ads (issue 12): every seeded ad's salary is at
 * least the minimum wage in force in its region, no discriminating words or fees; and the seed is
 * stable under the schedule (ongoing ads registered within 21 days, so the first run ends none).
 */
import { SEED_DATASET } from '@phjobs/seed-data/dataset';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { closeExpiredAds } from '../src/data/close-expired-ads.ts';
import { openDatabase } from '../src/data/db.ts';
import { manilaDate } from '../src/domain/manila-day.ts';
import { reviewJobAd } from '../src/domain/review-job-ad.ts';
import { loadAds } from '../src/seed/seed.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';

const REFERENCE = new Date('2026-11-24T02:00:00.000Z');
let database: TestDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  database = await startTestDatabase('jobs_seed_review', MIGRATIONS_DIR);
  pool = new pg.Pool({ connectionString: database.databaseUrl });
  await loadAds(database.databaseUrl, SEED_DATASET.ads, SEED_DATASET.seed, REFERENCE);
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

it('every seeded ad passes the automatic review on the reference day', async () => {
  const { rows } = await pool.query<{ id: string; title: string; job_description: string; salary_code: string; salary: number | null; province_id: string | null; specialization_ids: string[] }>(
    'SELECT id, title, job_description, salary_code, salary::float8 AS salary, province_id, specialization_ids FROM job_ad ORDER BY id',
  );
  expect(rows.length).toBe(SEED_DATASET.ads);
  const refused = rows
    .map((row) => ({
      id: row.id,
      reasons: reviewJobAd(
        { title: row.title, jobDescription: row.job_description, salaryCode: row.salary_code, salary: row.salary, provinceId: row.province_id, specializationIds: row.specialization_ids, deadlineDate: null },
        manilaDate(REFERENCE),
      ),
    }))
    .filter((ad) => ad.reasons.length > 0);
  expect(refused.slice(0, 5)).toEqual([]);
});

it('registers ongoing seeded ads within 21 days, so that the schedule ends none of them for the 21-day rule', async () => {
  const db = openDatabase(database.databaseUrl, 1);
  try {
    // Before any run: no ongoing ad is past its 21 days (registered on or after the reference's Manila day - 20).
    const lastOpen = new Date(Date.parse(`${manilaDate(REFERENCE)}T00:00:00+08:00`) - 20 * 86_400_000).toISOString();
    const stale = await pool.query(`SELECT 1 FROM job_ad WHERE status_code = '012C' AND registered_at < $1::timestamptz`, [lastOpen]);
    expect(stale.rowCount).toBe(0);
    // The deadlines end some (as the seed's own run does); then nothing more ends on the reference day.
    await closeExpiredAds(db, REFERENCE);
    const ongoing = (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM job_ad WHERE status_code = '012C'`)).rows[0]!.n;
    expect(ongoing).toBeGreaterThan(SEED_DATASET.ads / 2);
    expect(await closeExpiredAds(db, REFERENCE)).toBe(0);
  } finally {
    await db.close();
  }
});
