/**
 * job_ad_search, the search table of the search_table migration: the triggers keep it equal to the
 * ongoing ads of job_ad, and its filter tokens agree with what the search asks (search-terms.ts).
 */
import { SALARY_RANGES } from '@phjobs/contracts/codes';
import { startTestDatabase, type TestDatabase } from '@phjobs/service-kit/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type JobsDb } from '../src/db.ts';
import { insertJobAds } from '../src/domain/insert-job-ads.ts';
import { salaryBoundaries } from '../src/domain/search-terms.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';
import { ad } from './fixtures.ts';

let database: TestDatabase;
let db: JobsDb;
let pool: pg.Pool;

beforeAll(async () => {
  database = await startTestDatabase('jobs_search_table', MIGRATIONS_DIR);
  db = openDatabase(database.databaseUrl);
  pool = new pg.Pool({ connectionString: database.databaseUrl });
});
afterAll(async () => {
  await pool?.end();
  await db?.close();
  await database?.drop();
});

const searchIds = async () => (await pool.query<{ id: string }>('SELECT id FROM job_ad_search ORDER BY id')).rows.map((row) => Number(row.id));
const tokensOf = async (id: number) =>
  (await pool.query<{ lexeme: string }>('SELECT unnest(tsvector_to_array(filter_vector)) AS lexeme FROM job_ad_search WHERE id = $1', [id])).rows.map((row) => row.lexeme);

describe('the search table', () => {
  it('holds exactly the ongoing ads, following inserts, status changes, edits and deletes', async () => {
    await insertJobAds(db, [ad(1), ad(2, { statusCode: '012A' }), ad(3, { statusCode: '012D' }), ad(4)]);
    expect(await searchIds()).toEqual([1, 4]);

    await pool.query("UPDATE job_ad SET status_code = '012C' WHERE id = 2");
    await pool.query("UPDATE job_ad SET status_code = '012D' WHERE id = 1");
    expect(await searchIds()).toEqual([2, 4]);

    await pool.query("UPDATE job_ad SET title = 'Night Auditor', salary = 31000 WHERE id = 4");
    expect(await tokensOf(4)).toEqual(expect.arrayContaining(['night', 'auditor', 'u#010D#30000']));
    expect(await tokensOf(4)).not.toContain('job');
    await pool.query("UPDATE job_ad SET lat = 10.31, lng = 123.89, province_id = '0702200000', city_id = '0730600000' WHERE id = 4");
    const { rows } = await pool.query('SELECT salary, lat, lng, province_id, city_id FROM job_ad_search WHERE id = 4');
    expect(rows[0]).toEqual({ salary: '31000.00', lat: 10.31, lng: 123.89, province_id: '0702200000', city_id: '0730600000' });

    await pool.query('DELETE FROM job_ad WHERE id = 2');
    expect(await searchIds()).toEqual([4]);
  });

  it('carries a token for every filter value of an ad', async () => {
    await insertJobAds(db, [
      ad(10, {
        title: 'Barista',
        companyName: 'Bean There',
        specializationIds: ['SP0601'],
        welfareIds: ['WF0401'],
        preferenceIds: ['PF0101'],
        employeeTypes: ['011A', '011C'],
        educationCode: '004E',
        workingDayCode: '007G',
        workingDaySelected: ['SAT', 'SUN'],
        workingDayNegotiable: true,
        workingHourCode: '009Z',
        workingPeriodCode: '008A',
        salaryCode: '010B',
        salary: 650,
        languages: ['all'],
        workTypes: ['remote'],
        isBeginnerPossible: true,
        isThreeMajor: true,
      }),
    ]);
    expect((await tokensOf(10)).sort()).toEqual(
      [
        'barista', 'bean', 'there',
        'p#1300000000', 'c#1381300000',
        'sp#SP0601', 'wf#WF0401', 'pf#PF0101', 'et#011A', 'et#011C',
        'e#004E', 'e#004F', 'e#004G',
        'wd#007G', 'd#SAT', 'd#SUN', 'wdn', 'wh#009Z', 'wp#008A',
        'u#010B', 'u#010B#500', 'u#010B#600', 'r#010B#600',
        'lang#all', 'multi', 'wt#remote',
        'beginner', 'insurance', 'safe',
      ].sort(),
    );
  });

  it('knows the salary range boundaries of SALARY_RANGES, each inclusive, and the range each salary is in', async () => {
    const units = Object.keys(SALARY_RANGES) as (keyof typeof SALARY_RANGES)[];
    let id = 100;
    for (const unit of units) {
      const bounds = salaryBoundaries(unit);
      expect(bounds.length).toBeGreaterThan(0);
      // Every range's max is another range's min: one boundary list serves both ends.
      for (const range of SALARY_RANGES[unit]) if (range.max !== null) expect(bounds).toContain(range.max);
      for (const bound of bounds) {
        const below = Math.round((bound - 0.01) * 100) / 100;
        await insertJobAds(db, [ad(++id, { salaryCode: unit, salary: bound }), ad(++id, { salaryCode: unit, salary: below })]);
        expect(await tokensOf(id - 1)).toContain(`u#${unit}#${bound}`);
        expect(await tokensOf(id)).not.toContain(`u#${unit}#${bound}`);
        // The range token: the range starting at the bound, and the one before it just below.
        expect((await tokensOf(id - 1)).filter((lexeme) => lexeme.startsWith('r#'))).toEqual([`r#${unit}#${bound}`]);
        const before = bounds.filter((b) => b < bound).pop();
        expect((await tokensOf(id)).filter((lexeme) => lexeme.startsWith('r#'))).toEqual([`r#${unit}#${before ?? 'below'}`]);
      }
      await insertJobAds(db, [ad(++id, { salaryCode: unit, salary: 1e9 })]);
      expect((await tokensOf(id)).filter((lexeme) => lexeme.startsWith(`u#${unit}#`)).sort()).toEqual(bounds.map((b) => `u#${unit}#${b}`).sort());
    }
  });

  it("marks as multilingual only the ads that want Korean or English and Korean ('Multilingual jobs')", async () => {
    await insertJobAds(db, [ad(31, { languages: ['english'] }), ad(32, { languages: ['korean'] }), ad(33, { languages: ['all'] }), ad(34, { languages: [] })]);
    const multi = await Promise.all([31, 32, 33, 34].map(async (id) => (await tokensOf(id)).includes('multi')));
    expect(multi).toEqual([false, true, true, false]);
  });
});
