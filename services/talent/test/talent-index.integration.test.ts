/**
 * The talent index against the SQL: the same page (whole list items, in order) and the same exact
 * count for random talent searches over 6,000 resumes (5,000 generated, 1,000 copies with other
 * birth dates, views and update times), before and after the index followed a mix of changes.
 */
import { mulberry32 as seededRandom } from '@phjobs/seed-data/prng';
import { createLogger } from '@phjobs/service-kit/logger';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import { until } from '@phjobs/test-utils/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type TalentDb } from '../src/data/db.ts';
import { openSearchPool, type SearchSql } from '../src/data/search-pool.ts';
import { loadTalentIndex, RESUME_CHANGES_CHANNEL, startTalentIndex } from '../src/data/talent-index/live.ts';
import { randomTalentSearch, sampleTalentValues, type RandomTalentSearch, type TalentSamples } from '../src/data/talent-index/random-searches.ts';
import type { TalentIndex } from '../src/data/talent-index/talent-index.ts';
import { talentQuery } from '../src/data/talent-index/talent-query.ts';
import { searchTalents } from '../src/data/talent-search.ts';
import { loadManyResumes } from '../src/seed/many-resumes.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';

const RESUMES = 6_000;
let database: TestDatabase;
let db: TalentDb;
let search: SearchSql & { close(): Promise<void> };
let samples: TalentSamples;

beforeAll(async () => {
  database = await startTestDatabase('talent_index', MIGRATIONS_DIR);
  db = openDatabase(database.databaseUrl, 2);
  await loadManyResumes(db, RESUMES);
  await db.$executeRawUnsafe('ANALYZE resume');
  search = openSearchPool(database.databaseUrl, 2);
  samples = await sampleTalentValues(search);
}, 120_000);
afterAll(async () => {
  await search?.close();
  await db?.$disconnect();
  await database?.drop();
});

/** Both answers of a search: the index's and the SQL's (the same `now`, as a company that scrapped some). */
async function both(index: TalentIndex, s: RandomTalentSearch, now: Date) {
  const input = { filter: s.filter, list: s.list, orderKey: s.orderKey, pageUnit: s.pageUnit, pageNo: s.pageNo, companyId: 2n, now };
  return { fromIndex: await searchTalents(search, { ...input, index }), fromSql: await searchTalents(search, input) };
}

async function compare(index: TalentIndex, count: number, seed: number): Promise<{ found: number; pages: number }> {
  const next = seededRandom(seed);
  const now = new Date();
  let found = 0;
  let pages = 0;
  for (let i = 0; i < count; i++) {
    const s = randomTalentSearch(next, samples);
    const { fromIndex, fromSql } = await both(index, s, now);
    expect(fromIndex, `search ${i}: ${JSON.stringify({ list: s.list, orderKey: s.orderKey, pageNo: s.pageNo, body: s.body })}`).toEqual(fromSql);
    if (fromSql.count > 0) found++;
    if (fromSql.list.length > 0) pages++;
  }
  return { found, pages };
}

describe('the talent index', () => {
  it('answers 600 random talent searches (any mix of filters, the four list calls, both orders, later pages) with the same items in order and the same counts as the SQL', async () => {
    await db.$executeRawUnsafe(`INSERT INTO talent_scrap (resume_id, company_user_id, company_name) SELECT id, 2, 'Sampaguita' FROM resume WHERE id % 7 = 0`);
    const index = await loadTalentIndex(database.databaseUrl);
    const [{ published }] = await db.$queryRawUnsafe<[{ published: number }]>(`SELECT count(*)::int AS published FROM resume WHERE status_code = '020A'`);
    expect(index.size).toBe(published);
    const { found, pages } = await compare(index, 600, 21);
    // the draws find something most of the time: the comparison is not of empty answers
    expect(found).toBeGreaterThan(300);
    expect(pages).toBeGreaterThan(250);
  });

  it('never shows a resume made private after the index answered (the page is read from the record)', async () => {
    const index = await loadTalentIndex(database.databaseUrl);
    const input = { filter: (await emptyFilter()), list: { kind: 'all' } as const, orderKey: 'updatedAt' as const, pageUnit: 10, pageNo: 1, companyId: 2n };
    const before = await searchTalents(search, { ...input, index });
    const hidden = before.list[0]!.resumeId;
    await db.$executeRawUnsafe(`UPDATE resume SET status_code = '020B' WHERE id = $1`, hidden);
    try {
      // This index has not heard of it (loaded once, not listening): it still names the resume.
      expect(index.search(talentQuery(input.filter, input.list, new Date()), 'updatedAt', 0, 10).ids).toContain(hidden);
      const after = await searchTalents(search, { ...input, index });
      expect(after.list.map((item) => item.resumeId)).toEqual(before.list.slice(1).map((item) => item.resumeId));
    } finally {
      await db.$executeRawUnsafe(`UPDATE resume SET status_code = '020A' WHERE id = $1`, hidden);
    }
  });

  it('follows every change heard (published, hidden, edited, viewed, deleted, added) and still answers as the SQL', async () => {
    const live = await startTalentIndex(database.databaseUrl, search, createLogger('talent', 'silent'));
    try {
      await live.index.ready;
      const heard = live.index.changesHeard;
      const [{ unique }] = await db.$queryRawUnsafe<[{ unique: number }]>(`SELECT min(id)::int AS unique FROM resume WHERE status_code = '020A'`);
      await db.$transaction([
        db.$executeRawUnsafe(`UPDATE resume SET status_code = CASE status_code WHEN '020A' THEN '020B' ELSE '020A' END WHERE id % 13 = 0`),
        db.$executeRawUnsafe(`UPDATE resume SET title = 'Zqxj welder and fitter', updated_at = now() WHERE id = $1`, unique),
        db.$executeRawUnsafe(`UPDATE resume SET view_count = view_count + 300 WHERE id % 17 = 1`),
        db.$executeRawUnsafe(`UPDATE resume SET working_conditions = jsonb_set(working_conditions, '{workingDay}', '{"workingDay":"007G","selectedDay":["SAT","SUN"],"isNegotiable":true}') WHERE id % 19 = 2`),
        db.$executeRawUnsafe(`UPDATE resume SET birth_date = birth_date - 400, total_career_months = 0, salary_more_than = salary_more_than + 1000 WHERE id % 23 = 3`),
        db.$executeRawUnsafe(`DELETE FROM resume WHERE id % 29 = 4`),
        db.$executeRawUnsafe(`INSERT INTO resume (id, user_id, status_code, title, full_name, education, specialization_ids, employee_types, working_conditions, salary_type, salary_more_than, ability, career, birth_date, view_count)
          SELECT 90000 + id, 3000000 + id, '020A', 'New ' || title, full_name, education, specialization_ids, employee_types, working_conditions, salary_type, salary_more_than, ability, career, birth_date, view_count
            FROM resume WHERE id % 31 = 5`),
      ]);
      // Each statement above named its resumes in a NOTIFY (more than 500 ask for a reload): heard, then applied.
      await until(() => live.index.changesHeard >= heard + 7, 'the talent index to hear the seven statements');
      await db.$executeRawUnsafe(`SELECT pg_notify('${RESUME_CHANGES_CHANNEL}', '0')`);
      await until(() => live.index.changesHeard >= heard + 8, 'the talent index to hear its own NOTIFY');
      await live.index.settled();
      const index = live.index.current();
      expect(index).not.toBeNull();
      const found = index!.search(talentQuery({ ...(await emptyFilter()), keyword: 'zqxj' }, { kind: 'all' }, new Date()), 'updatedAt', 0, 10);
      expect(found).toEqual({ ids: [unique], total: 1 });
      await compare(index!, 300, 22);
    } finally {
      await live.stop();
    }
    expect(live.index.current()).toBeNull(); // no longer hearing changes: the SQL answers
  });
});

async function emptyFilter() {
  const { ZTalentSearchFilter } = await import('@phjobs/contracts/talent');
  return ZTalentSearchFilter.parse({});
}
