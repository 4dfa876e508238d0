/**
 * Later pages of a search (search-job-ads.ts, searchRows and buildPageQuery): once the first page
 * has kept the count, a later page or the other order runs the page alone, walking the newest ads
 * where the count shows a filter's matches to be common. On 3,000 generated ads in a real
 * PostgreSQL, every such page must equal what the whole statement answers.
 */
import { ZAllJobsQuery, ZSalaryJobsFilter, type OrderKey } from '@phjobs/contracts/jobs';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type JobsDb } from '../src/data/db.ts';
import { createCatalogLookups } from '../src/domain/catalog.ts';
import { ResultCache } from '../src/data/result-cache.ts';
import { searchRows, type SearchJobAdsInput } from '../src/data/search-job-ads.ts';
import { loadAds } from '../src/seed/seed.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';
import { PLACES } from './fixtures.ts';

const lookups = createCatalogLookups();
let database: TestDatabase;
let db: JobsDb;
/** The statements run through `spy`, in order. */
let statements: string[] = [];
let spy: JobsDb;

beforeAll(async () => {
  database = await startTestDatabase('jobs_later_pages', MIGRATIONS_DIR);
  await loadAds(database.databaseUrl, 3_000, 7, new Date('2026-11-20T00:00:00Z'));
  const admin = new pg.Client({ connectionString: database.databaseUrl });
  await admin.connect();
  await admin.query('ANALYZE');
  await admin.end();
  db = openDatabase(database.databaseUrl);
  spy = {
    ...db,
    $queryRawUnsafe<T>(text: string, ...values: unknown[]): Promise<T> {
      statements.push(text);
      return db.$queryRawUnsafe<T>(text, ...values);
    },
  };
});

afterAll(async () => {
  await db?.close();
  await database?.drop();
});

const input = (kind: SearchJobAdsInput['kind'], body: object, query: Record<string, string> = {}): SearchJobAdsInput => ({
  kind,
  filter: ZSalaryJobsFilter.parse(body),
  query: ZAllJobsQuery.parse({ pageUnit: '10', pageNo: '1', orderKey: 'createdAt', ...query }),
});

/**
 * Each search, and how its page 2 newest first is read once the count is known: 'page' (the page
 * alone: an index in order for no filter, a walk for a common filter) or 'whole' (the statement
 * with the count: a rare filter, or a keyword that may fall back to substrings). In salary order a
 * filter always runs the whole statement.
 */
const SEARCHES: [string, SearchJobAdsInput, 'page' | 'whole'][] = [
  ['All jobs, no filter', input({ type: 'all' }, {}), 'page'],
  ['beginner, no filter', input({ type: 'beginner' }, {}), 'page'],
  ['safe contract tab', input({ type: 'safe', safeType: 'contract' }, {}), 'page'],
  ['two monthly salary ranges', input({ type: 'all' }, { salaryRanges: [{ salaryType: '010D', min: 15000, max: 20000 }, { salaryType: '010D', min: 20000, max: 30000 }] }), 'page'],
  ['regular + Metro Manila', input({ type: 'regular' }, { region: [PLACES.metroManila] }), 'page'],
  ['welfare + Cebu (rare)', input({ type: 'all' }, { welfarebenefits: ['WF04'], region: [PLACES.cebu] }), 'whole'],
  ['multilingual, 20 a page', input({ type: 'all' }, { language: ['korean'], workType: ['all'] }, { isMulti: 'true', pageUnit: '20' }), 'page'],
  ['keyword', input({ type: 'all' }, { keyword: 'staff' }), 'whole'],
  ['job map, Metro Manila box', input({ type: 'map', box: { north: 14.8, south: 14.4, west: 120.9, east: 121.1 } }, {}), 'page'],
  ['home region section', { ...input({ type: 'region', province: PLACES.metroManila }, {}, { pageUnit: '15' }), offset: 18 }, 'page'],
];

const ids = (rows: { id: unknown }[]) => rows.map((row) => Number(row.id));
const withPage = (search: SearchJobAdsInput, pageNo: number, orderKey: OrderKey): SearchJobAdsInput => ({ ...search, query: { ...search.query, pageNo, orderKey } });

describe('a later page of a search', () => {
  it.each(SEARCHES)('%s: every page in either order equals the whole statement’s, with the count of the first', async (_name, search, later) => {
    const counts = new ResultCache<number>({ ttlMs: 60_000, maxEntries: 100 });
    const first = await searchRows(spy, withPage(search, 1, 'createdAt'), lookups, counts);
    expect(first.total).toBeGreaterThan(0);
    const last = Math.ceil(first.total / search.query.pageUnit);
    for (const orderKey of ['createdAt', 'salary'] as const) {
      for (const pageNo of new Set([1, 2, 3, 7, last, last + 1])) {
        const page = withPage(search, pageNo, orderKey);
        const expected = await searchRows(db, page, lookups);
        statements = [];
        const got = await searchRows(spy, page, lookups, counts);
        expect({ pageNo, orderKey, total: got.total, ids: ids(got.rows) }).toEqual({ pageNo, orderKey, total: expected.total, ids: ids(expected.rows) });
        if (pageNo === 2 && orderKey === 'createdAt') expect(statements.some((text) => text.includes('total.n'))).toBe(later === 'whole');
      }
    }
  });

  it('walks the newest ads for a common filter, gathers the matches for a rare one, and runs nothing past the end', async () => {
    const counts = new ResultCache<number>({ ttlMs: 60_000, maxEntries: 100 });
    const common = SEARCHES.find(([name]) => name === 'two monthly salary ranges')![1];
    const rare = SEARCHES.find(([name]) => name === 'welfare + Cebu (rare)')![1];
    const { total } = await searchRows(spy, common, lookups, counts);
    await searchRows(spy, rare, lookups, counts);

    statements = [];
    await searchRows(spy, withPage(common, 2, 'createdAt'), lookups, counts);
    expect(statements.filter((text) => !text.includes('pg_class'))).toEqual([expect.stringMatching(/ORDER BY s\.created_at DESC, s\.id DESC LIMIT/)]);
    expect(statements.join('\n')).not.toContain('MATERIALIZED');

    statements = [];
    await searchRows(spy, withPage(rare, 2, 'createdAt'), lookups, counts);
    expect(statements.filter((text) => !text.includes('pg_class'))).toEqual([expect.stringContaining('WITH matches AS MATERIALIZED')]);

    // The map's box walks with a plan made for its values (db.ts, CUSTOM_PLAN).
    const map = SEARCHES.find(([name]) => name.startsWith('job map'))![1];
    await searchRows(spy, map, lookups, counts);
    statements = [];
    await searchRows(spy, withPage(map, 2, 'createdAt'), lookups, counts);
    expect(statements.filter((text) => !text.includes('pg_class'))).toEqual([expect.stringMatching(/^\/\* custom plan \*\/\n[^]*ORDER BY s\.created_at DESC, s\.id DESC LIMIT/)]);

    statements = [];
    const past = await searchRows(spy, withPage(common, Math.ceil(total / 10) + 1, 'createdAt'), lookups, counts);
    expect(past).toEqual({ rows: [], total });
    expect(statements).toEqual([]);
  });

  it('keeps no count loaded before the ads changed', async () => {
    const counts = new ResultCache<number>({ ttlMs: 60_000, maxEntries: 100 });
    const search = SEARCHES[0]![1];
    const loading = searchRows(spy, search, lookups, counts);
    counts.clear();
    await loading;
    statements = [];
    await searchRows(spy, withPage(search, 2, 'createdAt'), lookups, counts);
    expect(statements.some((text) => text.includes('total.n'))).toBe(true);
  });
});
