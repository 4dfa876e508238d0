/**
 * The search index answers exactly as the SQL (the record): on 20,000 generated ads in a real
 * PostgreSQL, random list calls of the seeker spec (seeded: the same every run) give the same ids
 * in the same order and the same count from both, in both sorts; and again after a few hundred ads
 * were ended, edited and added and the index followed them.
 */
import { ZAllJobsQuery, ZJobSearchFilter } from '@phjobs/contracts/jobs';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, SEARCH_WORK_MEM, type JobsDb } from '../src/data/db.ts';
import { createCatalogLookups } from '../src/domain/catalog.ts';
import { noCache } from '../src/data/result-cache.ts';
import { cardOf, searchRows, searchTerms, type SearchJobAdsInput } from '../src/data/search-job-ads.ts';
import type { StoredCard } from '../src/data/search-index/card.ts';
import { startOfManilaDay } from '../src/domain/manila-day.ts';
import { loadSearchIndex, readAdsWith } from '../src/data/search-index/live.ts';
import { mulberry32 as seededRandom } from '@phjobs/seed-data/prng';
import { randomSearch, sampleSearchValues, type SearchSamples } from '../src/data/search-index/random-searches.ts';
import type { SearchIndex } from '../src/data/search-index/search-index.ts';
import { loadAds } from '../src/seed/seed.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';

const ADS = 20_000;
const REFERENCE = new Date('2026-11-20T04:00:00Z');
const lookups = createCatalogLookups();
let database: TestDatabase;
let db: JobsDb;
let index: SearchIndex<StoredCard>;
let samples: SearchSamples;

beforeAll(async () => {
  database = await startTestDatabase('jobs_search_index', MIGRATIONS_DIR);
  await loadAds(database.databaseUrl, ADS, 11, REFERENCE);
  const admin = new pg.Client({ connectionString: database.databaseUrl });
  await admin.connect();
  await admin.query('ANALYZE');
  await admin.end();
  db = openDatabase(database.databaseUrl, 4);
  index = (await loadSearchIndex(database.databaseUrl)).index;
  samples = await sampleSearchValues(db);
}, 240_000);

afterAll(async () => {
  await db?.close();
  await database?.drop();
});

const sql = (input: SearchJobAdsInput) => searchRows(db, input, lookups);
type Answer = Awaited<ReturnType<typeof sql>>;
const idsOf = (answer: Answer) => ({ total: answer.total, ids: answer.rows.map((row) => Number(row.id)) });
/** The cards as the list call shows them. */
const cardsIn = (answer: Answer) => answer.rows.map((row) => cardOf(row, lookups));
/** The index's own answer (not the SQL it would fall back to), served through searchRows with the cards it keeps. */
async function fromIndex(input: SearchJobAdsInput): Promise<Answer> {
  const own = index.search(searchTerms(input, lookups), input.query.orderKey, input.offset ?? (input.query.pageNo - 1) * input.query.pageUnit, input.query.pageUnit);
  expect(own.cards.every((card) => card !== undefined)).toBe(true);
  const served = await searchRows(db, input, lookups, noCache(), { current: () => index });
  expect(idsOf(served)).toEqual({ total: own.total, ids: own.ids });
  return served;
}
/** The index's answer and the SQL's: the same ids in order, the same count, the same cards. */
async function expectAlike(input: SearchJobAdsInput, label?: string): Promise<Answer> {
  const expected = await sql(input);
  const actual = await fromIndex(input);
  expect(idsOf(actual), label).toEqual(idsOf(expected));
  expect(cardsIn(actual), label).toEqual(cardsIn(expected));
  return actual;
}

/** Runs `count` random searches through both and returns how many found something. */
async function compare(seed: number, count: number): Promise<{ found: number; keywords: number }> {
  const random = seededRandom(seed);
  const today = startOfManilaDay(new Date(Math.max(...samples.createdMs)));
  let found = 0;
  let keywords = 0;
  for (let i = 0; i < count; i++) {
    const search = randomSearch(random, samples, today);
    const answer = await expectAlike(search.input, search.label);
    if (answer.total > 0) found++;
    if (search.input.filter.keyword || search.input.query.searchKey) keywords++;
  }
  return { found, keywords };
}

describe('the search index against the SQL at 20,000 ads', () => {
  it('holds every ongoing ad', async () => {
    const [{ n }] = (await db.$queryRawUnsafe<{ n: number }[]>('SELECT count(*)::int AS n FROM job_ad_search')) as [{ n: number }];
    expect(index.size).toBe(n);
    expect(n).toBeGreaterThan(10_000);
  });

  it('answers 600 random list calls (any mix of filters, keywords, list kinds, map boxes, both sorts, later pages) with the same ids in order and the same counts', async () => {
    const { found, keywords } = await compare(20261127, 600);
    // The draws must exercise the search, not only empty answers.
    expect(found).toBeGreaterThan(300);
    expect(keywords).toBeGreaterThan(150);
  }, 600_000);

  it('answers the fixed calls of the bench alike, every page of a scroll in both sorts', async () => {
    const query = (q: Record<string, string>) => ZAllJobsQuery.parse({ pageUnit: '10', pageNo: '1', orderKey: 'createdAt', ...q });
    const inputs: SearchJobAdsInput[] = [
      { kind: { type: 'all' }, filter: ZJobSearchFilter.parse({}), query: query({}) },
      { kind: { type: 'all' }, filter: ZJobSearchFilter.parse({ keyword: 'staff', region: ['1300000000'], salary: { salaryType: '010D', salaryMoreThan: 15000 } }), query: query({}) },
      { kind: { type: 'region', province: '1300000000' }, filter: ZJobSearchFilter.parse({}), query: { pageUnit: 15, pageNo: 1, orderKey: 'createdAt' }, offset: 18 },
      { kind: { type: 'all' }, filter: ZJobSearchFilter.parse({}), query: query({ searchKey: 'cook', searchType: 'ALL' }) },
    ];
    for (const input of inputs)
      for (const orderKey of ['createdAt', 'salary'] as const)
        for (const pageNo of [1, 2, 3, 7]) {
          const paged = { ...input, query: { ...input.query, orderKey, pageNo } };
          await expectAlike(paged);
        }
  }, 120_000);

  it('answers alike with no room for the sets it derives (prefix unions, salary slices, token unions): each is pushed out by the next and freed once the search using it has ended', async () => {
    const tight = (await loadSearchIndex(database.databaseUrl, { derivedBytes: 0 })).index;
    const random = seededRandom(99);
    const today = startOfManilaDay(new Date(Math.max(...samples.createdMs)));
    const searches = Array.from({ length: 400 }, () => randomSearch(random, samples, today));
    // Twice over: the second round derives again what the first pushed out and freed.
    for (const { input, label } of [...searches, ...searches]) {
      const args = [searchTerms(input, lookups), input.query.orderKey, input.offset ?? (input.query.pageNo - 1) * input.query.pageUnit, input.query.pageUnit] as const;
      expect(tight.search(...args), label).toEqual(index.search(...args));
    }
  }, 120_000);

  it('still answers alike after 400 ads were ended, edited (title, salary, place, hours, flags) and added, once it applied those changes', async () => {
    const changed = await db.$queryRawUnsafe<{ id: string }[]>(
      `WITH ended AS (UPDATE job_ad SET status_code = '012D' WHERE id IN (SELECT id FROM job_ad WHERE status_code = '012C' ORDER BY id LIMIT 100) RETURNING id),
       edited AS (
         UPDATE job_ad SET title = 'Kasambahay stay-in ' || id, salary = salary + 777, lat = lat + 0.01, working_hour_from = '22:00', working_hour_to = '06:00',
           is_beginner_possible = NOT is_beginner_possible, job_description = job_description || ' Housekeeper needed urgently.', created_at = created_at - interval '3 days',
           company_name = company_name || ' Inc.', logo_key = 'logos/' || id || '.png',
           payment_services = CASE WHEN id % 2 = 0 THEN '{1,2}'::smallint[] ELSE payment_services END,
           payment_services_until = CASE WHEN id % 4 = 0 THEN now() - interval '1 hour' WHEN id % 2 = 0 THEN now() + interval '1 day' ELSE payment_services_until END
         WHERE id IN (SELECT id FROM job_ad WHERE status_code = '012C' ORDER BY id DESC LIMIT 200) RETURNING id),
       added AS (
         INSERT INTO job_ad (company_id, company_name, status_code, title, job_description, working_day_code, salary_code, salary, province_id, city_id, lat, lng, created_at, specialization_ids, welfare_ids)
         SELECT company_id, 'Tindahan ni Aling Nena', '012C', 'Tindera wanted ' || id, 'Saleslady for our sari-sari store.', working_day_code, salary_code, salary, province_id, city_id, lat, lng,
           now() - (id % 50) * interval '1 hour', specialization_ids, welfare_ids
         FROM job_ad WHERE status_code = '012C' ORDER BY id LIMIT 100 RETURNING id)
       SELECT id::text FROM ended UNION ALL SELECT id::text FROM edited UNION ALL SELECT id::text FROM added`,
    );
    expect(changed).toHaveLength(400);
    const ids = changed.map((row) => Number(row.id));
    const ads = await readAdsWith((text, ...values) => db.$queryRawUnsafe(text, ...values))(ids);
    const found = new Set(ads.map((ad) => ad.id));
    index.apply(ads, ids.filter((id) => !found.has(id)));
    samples = await sampleSearchValues(db);
    const { found: nonEmpty } = await compare(777, 300);
    expect(nonEmpty).toBeGreaterThan(150);
    const kasambahay = { kind: { type: 'all' }, filter: ZJobSearchFilter.parse({ keyword: 'housekeeper' }), query: ZAllJobsQuery.parse({}) } satisfies SearchJobAdsInput;
    const answer = await expectAlike(kasambahay);
    expect(answer.total).toBeGreaterThanOrEqual(200);
    // the edited cards as they are now: the new company name and logo, paid styling only while it lasts
    const cards = cardsIn(answer);
    expect(cards.filter((card) => card.companyName.endsWith(' Inc.') && card.logoKey === `logos/${card.jobId}.png`).length).toBeGreaterThan(0);
    expect(cards.some((card) => card.jobId % 4 === 2 && card.paymentService?.length === 2)).toBe(true);
    expect(cards.filter((card) => card.jobId % 4 === 0 && card.companyName.endsWith(' Inc.')).every((card) => card.paymentService?.length === 0)).toBe(true);
  }, 600_000);
  it("counts right where PostgreSQL's keyword bitmaps would turn lossy: the service's connections bring their own work_mem", async () => {
    // A server whose default work_mem is far below what a keyword search's bitmaps need at this size
    // (as 4 MB is at 800,000 ads): the GIN scan then counted too few (bench/README.md, 'Search index').
    const name = new URL(database.databaseUrl).pathname.slice(1);
    const admin = new pg.Client({ connectionString: database.databaseUrl });
    await admin.connect();
    await admin.query(`ALTER DATABASE "${name}" SET work_mem = '64kB'`);
    const service = openDatabase(database.databaseUrl, 2);
    try {
      const shown = await service.$queryRawUnsafe<{ work_mem: string }[]>('SHOW work_mem');
      expect(shown[0]?.work_mem).toBe(SEARCH_WORK_MEM);
      const random = seededRandom(4242);
      const today = startOfManilaDay(new Date(Math.max(...samples.createdMs)));
      let keywords = 0;
      for (let i = 0; i < 2_000 && keywords < 200; i++) {
        const { input, label } = randomSearch(random, samples, today);
        if (!input.filter.keyword && !input.query.searchKey) continue;
        keywords++;
        const own = index.search(searchTerms(input, lookups), input.query.orderKey, input.offset ?? (input.query.pageNo - 1) * input.query.pageUnit, input.query.pageUnit);
        expect(idsOf(await searchRows(service, input, lookups)), label).toEqual({ total: own.total, ids: own.ids });
      }
      expect(keywords).toBe(200);
    } finally {
      await service.close();
      await admin.query(`ALTER DATABASE "${name}" RESET work_mem`);
      await admin.end();
    }
  }, 600_000);
});
