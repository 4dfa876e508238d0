/**
 * job_ad_search, the search table of the search_table migration: the triggers keep it equal to the
 * ongoing ads of job_ad, and its filter tokens agree with what the search asks (search-terms.ts).
 */
import { SALARY_RANGES } from '@phjobs/contracts/codes';
import { ZAllJobsQuery, ZSalaryJobsFilter } from '@phjobs/contracts/jobs';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type JobsDb } from '../src/data/db.ts';
import { insertJobAds } from '../src/data/insert-job-ads.ts';
import { createCatalogLookups } from '../src/domain/catalog.ts';
import type { ListKind } from '../src/data/list-kinds.ts';
import { searchRows } from '../src/data/search-job-ads.ts';
import { salaryBoundaries } from '../src/data/search-terms.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';
import { ad, PLACES } from './fixtures.ts';

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
    expect(await tokensOf(4)).toEqual(expect.arrayContaining(['night', 'auditor', '#u#010D#30000']));
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
        // title, company name and description (the fixture's 'Plain work.')
        'barista', 'bean', 'there', 'plain', 'work',
        ...[
          'p#1300000000', 'c#1381300000',
          'sp#SP0601', 'wf#WF0401', 'pf#PF0101', 'et#011A', 'et#011C',
          'e#004E', 'e#004F', 'e#004G',
          'wd#007G', 'd#SAT', 'd#SUN', 'wdn', 'wh#009Z', 'wp#008A',
          'u#010B', 'u#010B#500', 'u#010B#600', 'r#010B#600',
          'lang#all', 'multi', 'wt#remote',
          'beginner', 'insurance', 'safe',
        ].map((name) => `#${name}`),
      ].sort(),
    );
  });

  it('keeps words and tokens apart: a flag in a company name is a word, a keyword prefix never a token', async () => {
    await insertJobAds(db, [
      ad(20, { companyName: 'Tagumpay Insurance Agency', title: 'Safe Clerk', isThreeMajor: false, isPermit: false, isEmploymentContract: false }),
      ad(21, { companyName: 'Bean There', title: 'Barista', jobDescription: 'Brewing coffee.' }),
    ]);
    expect(await tokensOf(20)).toEqual(expect.arrayContaining(['insurance', 'safe']));
    const lookups = createCatalogLookups();
    const found = async (kind: ListKind, filter: object) =>
      (await searchRows(db, { kind, filter: ZSalaryJobsFilter.parse(filter), query: ZAllJobsQuery.parse({ pageUnit: '100' }) }, lookups)).rows.map((row) => Number(row.id));
    // The 3 Major Insurances and Verified tabs (with a filter, so by their tokens) do not list ad 20; its words find it.
    expect(await found({ type: 'safe', safeType: 'insurance' }, { region: [PLACES.metroManila] })).not.toContain(20);
    expect(await found({ type: 'safe', safeType: 'all' }, { region: [PLACES.metroManila] })).not.toContain(20);
    expect(await found({ type: 'all' }, { keyword: 'insurance' })).toContain(20);
    // The keywords 'p' and 'sp' begin no word of ad 21, only its region and specialization tokens.
    expect(await found({ type: 'all' }, { keyword: 'p' })).not.toContain(21);
    expect(await found({ type: 'all' }, { keyword: 'sp' })).not.toContain(21);
    expect(await found({ type: 'all' }, { keyword: 'ba' })).toContain(21);
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
        expect(await tokensOf(id - 1)).toContain(`#u#${unit}#${bound}`);
        expect(await tokensOf(id)).not.toContain(`#u#${unit}#${bound}`);
        // The range token: the range starting at the bound, and the one before it just below.
        expect((await tokensOf(id - 1)).filter((lexeme) => lexeme.startsWith('#r#'))).toEqual([`#r#${unit}#${bound}`]);
        const before = bounds.filter((b) => b < bound).pop();
        expect((await tokensOf(id)).filter((lexeme) => lexeme.startsWith('#r#'))).toEqual([`#r#${unit}#${before ?? 'below'}`]);
      }
      await insertJobAds(db, [ad(++id, { salaryCode: unit, salary: 1e9 })]);
      expect((await tokensOf(id)).filter((lexeme) => lexeme.startsWith(`#u#${unit}#`)).sort()).toEqual(bounds.map((b) => `#u#${unit}#${b}`).sort());
    }
  });

  it("marks as multilingual only the ads that want Korean or English and Korean ('Multilingual jobs')", async () => {
    await insertJobAds(db, [ad(31, { languages: ['english'] }), ad(32, { languages: ['korean'] }), ad(33, { languages: ['all'] }), ad(34, { languages: [] })]);
    const multi = await Promise.all([31, 32, 33, 34].map(async (id) => (await tokensOf(id)).includes('#multi')));
    expect(multi).toEqual([false, true, true, false]);
  });
});

/** What job_ad_list_count should hold, counted from job_ad itself: ongoing ads by list and region. */
const EXPECTED_COUNTS = `
  SELECT k AS list, count(*)::int AS ads FROM job_ad j CROSS JOIN LATERAL unnest(ARRAY[
    '*', 'p#' || j.province_id, 'c#' || j.city_id,
    CASE WHEN j.is_beginner_possible THEN 'beginner' END,
    CASE WHEN j.is_with_friend THEN 'friend' END,
    CASE WHEN j.employee_types @> '{011A}' THEN 'et#011A' END,
    CASE WHEN j.is_employment_contract THEN 'contract' END,
    CASE WHEN j.is_three_major THEN 'insurance' END,
    CASE WHEN j.is_permit THEN 'permit' END,
    CASE WHEN j.is_employment_contract OR j.is_three_major OR j.is_permit THEN 'safe' END
  ]) k
  WHERE j.status_code = '012C' AND k IS NOT NULL GROUP BY k ORDER BY k`;
const counts = async () => (await pool.query('SELECT list, ads FROM job_ad_list_count WHERE ads <> 0 ORDER BY list')).rows;
const expectedCounts = async () => (await pool.query(EXPECTED_COUNTS)).rows;

describe('the list counts (job_ad_list_count)', () => {
  it('hold how many ongoing ads each list and region has, through inserts, edits, status changes and deletes', async () => {
    await insertJobAds(db, [
      ad(201, { isBeginnerPossible: true, isEmploymentContract: true }),
      ad(202, { isWithFriend: true, isThreeMajor: true, isPermit: true, provinceId: PLACES.cebu, cityId: PLACES.cebuCity }),
      ad(203, { employeeTypes: ['011B'], statusCode: '012A' }),
      ad(204, { isBeginnerPossible: true, employeeTypes: ['011A', '011C'] }),
    ]);
    expect(await counts()).toEqual(await expectedCounts());
    const before = Object.fromEntries((await counts()).map((row) => [row.list, row.ads]));

    await pool.query('UPDATE job_ad SET is_beginner_possible = NOT is_beginner_possible, province_id = $1, city_id = $2 WHERE id IN (201, 204)', [PLACES.cebu, PLACES.cebuCity]);
    await pool.query("UPDATE job_ad SET status_code = '012C' WHERE id = 203");
    await pool.query("UPDATE job_ad SET status_code = '012D' WHERE id = 202");
    await pool.query("UPDATE job_ad SET title = 'Only the title' WHERE id = 201");
    expect(await counts()).toEqual(await expectedCounts());
    const after = Object.fromEntries((await counts()).map((row) => [row.list, row.ads]));
    // 203 began and 202 ended; 201 and 204 are no longer for beginners and moved to Cebu, which 202 left.
    expect(after['*']).toBe(before['*']);
    expect(after.beginner ?? 0).toBe(before.beginner! - 2);
    expect(after[`p#${PLACES.cebu}`]).toBe(before[`p#${PLACES.cebu}`]! + 1);

    await pool.query('DELETE FROM job_ad WHERE id IN (201, 203)');
    expect(await counts()).toEqual(await expectedCounts());
  });

  it('stay right when two transactions add and end ads at the same time', async () => {
    await insertJobAds(db, [ad(301), ad(302, { isPermit: true })]);
    const a = await pool.connect();
    const b = await pool.connect();
    try {
      await a.query('BEGIN');
      await b.query('BEGIN');
      await a.query("UPDATE job_ad SET status_code = '012D' WHERE id = 301");
      const second = b.query("UPDATE job_ad SET status_code = '012D' WHERE id = 302");
      await a.query('COMMIT');
      await second;
      await b.query('COMMIT');
    } finally {
      a.release();
      b.release();
    }
    expect(await counts()).toEqual(await expectedCounts());
  });

  it('are emptied when the ads are truncated, and count again from there', async () => {
    await pool.query('TRUNCATE job_ad CASCADE');
    expect(await counts()).toEqual([]);
    await insertJobAds(db, [ad(401, { isWithFriend: true })]);
    expect(await counts()).toEqual(await expectedCounts());
    expect(await counts()).toContainEqual({ list: 'friend', ads: 1 });
  });
});
