import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type JobsDb } from '../src/data/db.ts';
import { closeExpiredAds } from '../src/data/close-expired-ads.ts';
import { manilaDate } from '../src/domain/manila-day.ts';
import { insertJobAds } from '../src/data/insert-job-ads.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';
import { ad } from './fixtures.ts';

let database: TestDatabase;
let db: JobsDb;
let pool: pg.Pool;

beforeAll(async () => {
  database = await startTestDatabase('jobs_close_expired', MIGRATIONS_DIR);
  db = openDatabase(database.databaseUrl);
  pool = new pg.Pool({ connectionString: database.databaseUrl });
});
afterAll(async () => {
  await pool?.end();
  await db?.close();
  await database?.drop();
});

it('ends ongoing ads whose deadline day has passed in Manila, and no list shows them any more', async () => {
  // 2026-03-10 23:30 in Manila is 15:30 UTC: the Manila day is the 10th.
  const now = new Date('2026-03-10T15:30:00Z');
  expect(manilaDate(now)).toBe('2026-03-10');
  await insertJobAds(db, [
    ad(1, { deadlineDate: '2026-03-09' }),
    ad(2, { deadlineDate: '2026-03-10' }),
    ad(3, { deadlineDate: null }),
    ad(4, { deadlineDate: '2026-03-01', statusCode: '012A' }),
  ]);

  expect(await closeExpiredAds(db, now)).toBe(1);
  const { rows } = await pool.query<{ id: string; status_code: string }>('SELECT id, status_code FROM job_ad ORDER BY id');
  expect(rows.map((row) => [Number(row.id), row.status_code])).toEqual([[1, '012D'], [2, '012C'], [3, '012C'], [4, '012A']]);
  const listed = await pool.query<{ id: string }>('SELECT id FROM job_ad_search ORDER BY id');
  expect(listed.rows.map((row) => Number(row.id))).toEqual([2, 3]);

  // The deadline day itself is still open; the next Manila day closes it.
  expect(await closeExpiredAds(db, new Date('2026-03-10T16:30:00Z'))).toBe(1);
});
