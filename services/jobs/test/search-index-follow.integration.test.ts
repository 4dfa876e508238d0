/**
 * The search index follows the ads (src/data/search-index/live.ts): an ad registered, edited and ended
 * through the API is in the index's answers within a second of the call's answer (NOTIFY
 * job_ad_changed names it, the index re-reads it); the list calls are then answered by the index,
 * not by the SQL search; while the change listener is cut off the SQL answers again.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ZJobAdCreated, type JobAdPayloadInput } from '@phjobs/contracts/job-ad-form';
import { ZAllJobsQuery, ZJobListResponse, ZJobSearchFilter } from '@phjobs/contracts/jobs';
import { signAccessToken, type Principal } from '@phjobs/service-kit/auth';
import { createLogger } from '@phjobs/service-kit/logger';
import { jobAdBody } from '@phjobs/test-utils/job-ad-body';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import { testKeys } from '@phjobs/test-utils/keys';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { openDatabase, type JobsDb } from '../src/data/db.ts';
import { insertJobAds } from '../src/data/insert-job-ads.ts';
import { startListCaches } from '../src/data/list-cache.ts';
import { searchTerms } from '../src/data/search-job-ads.ts';
import { createCatalogLookups } from '../src/domain/catalog.ts';
import { LiveSearchIndex, readAdsWith } from '../src/data/search-index/live.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';
import { ad } from './fixtures.ts';
import { startUpstreams, type Upstreams } from './upstreams.ts';

const keys = testKeys();
const lookups = createCatalogLookups();
const SECRET = 'jobs-test-secret';
const company: Principal = { userId: '1001', userType: 'company', email: 'hr@plain.ph' };
let database: TestDatabase;
let db: JobsDb;
let upstreams: Upstreams;
let server: Server;
let base = '';
let caches: Awaited<ReturnType<typeof startListCaches>>;
let index: LiveSearchIndex;
/** SQL search statements run (the index answers without one). */
let searches = 0;
/** Reads of a page's cards by id (the index keeps the cards: none while it answers). */
let cardReads = 0;

const payload = (overrides: Partial<JobAdPayloadInput> = {}) =>
  jobAdBody(
    { title: 'Kasambahay, stay-in', detailInput: null, noOfVacancy: 1, howToApply: ['018A'], isEmailNotification: false, jobDescription: 'Cleaning, cooking and laundry for a family of four.', ...overrides },
    { deadlineInDays: 20 },
  );

beforeAll(async () => {
  database = await startTestDatabase('jobs_search_index_follow', MIGRATIONS_DIR);
  db = openDatabase(database.databaseUrl);
  await insertJobAds(db, [1, 2, 3].map((id) => ad(id)));
  upstreams = await startUpstreams(SECRET);
  const counting = {
    ...db,
    $queryRawUnsafe<T>(text: string, ...values: unknown[]): Promise<T> {
      if (text.includes('total.n')) searches++;
      if (text.includes('j.id = ANY')) cardReads++;
      return db.$queryRawUnsafe<T>(text, ...values);
    },
  };
  // No answer cache (0 s): every list call is a search, by the index while it is current.
  caches = await startListCaches(database.databaseUrl, 0, createLogger('jobs', 'silent'), { searchIndex: { readAds: readAdsWith((text, ...values) => db.$queryRawUnsafe(text, ...values)) } });
  index = caches.searchIndex!;
  await index.ready;
  const app = createApp({ db: counting, publicKey: keys.publicKey, logger: createLogger('jobs', 'silent'), members: upstreams.members, resumes: upstreams.resumes, serviceSecret: SECRET, caches });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await caches?.stop();
  await upstreams?.close();
  await db?.close();
  await database?.drop();
});

async function call(path: string, method: string, body?: unknown, as?: Principal): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (as) headers.authorization = `Bearer ${signAccessToken(keys.privateKey, as)}`;
  return fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** Milliseconds until the index's answer to `keyword` meets `check` (polled every 5 ms), at most 3 s. */
async function millisUntil(keyword: string, check: (ids: number[]) => boolean): Promise<number> {
  const started = performance.now();
  for (;;) {
    const current = index.current();
    const terms = searchTerms({ kind: { type: 'all' }, filter: ZJobSearchFilter.parse({ keyword }), query: ZAllJobsQuery.parse({}) }, lookups);
    const ids = current ? current.search(terms, 'createdAt', 0, 100).ids : [];
    if (current && check(ids)) return performance.now() - started;
    if (performance.now() - started > 3_000) return Number.POSITIVE_INFINITY;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function listedCards(keyword: string) {
  const res = await call('/api/jobAds/allJobs?pageUnit=10&pageNo=1', 'POST', { keyword });
  expect(res.status).toBe(200);
  return ZJobListResponse.parse(await res.json()).list;
}

async function listed(keyword: string): Promise<number[]> {
  return (await listedCards(keyword)).map((card) => card.jobId);
}

describe('the search index follows ads changed through the API', () => {
  let jobId = 0;

  it('sees a registered ad within a second, and the list call then answers from the index', async () => {
    const res = await call('/api/jobAds', 'POST', payload(), company);
    expect(res.status, await res.clone().text()).toBe(201);
    const created = ZJobAdCreated.parse(await res.json()).data;
    expect(created.statusCode).toBe('012C');
    jobId = created.jobId;
    expect(await millisUntil('housekeeper', (ids) => ids.includes(jobId))).toBeLessThan(1_000);
    const [before, readsBefore] = [searches, cardReads];
    const [card] = await listedCards('housekeeper');
    expect(card).toMatchObject({ jobId, title: 'Kasambahay, stay-in' });
    // neither the search nor its page's cards read from PostgreSQL
    expect(searches).toBe(before);
    expect(cardReads).toBe(readsBefore);
  });

  it('sees an edit within a second: the new title is found, the old one no longer', async () => {
    const res = await call(`/api/jobAds/${jobId}`, 'PUT', payload({ title: 'Yaya for two kids', jobDescription: 'Childcare during weekdays.' }), company);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await millisUntil('nanny', (ids) => ids.includes(jobId))).toBeLessThan(1_000);
    expect(await millisUntil('housekeeper', (ids) => !ids.includes(jobId))).toBeLessThan(1_000);
    const readsBefore = cardReads;
    const cards = await listedCards('yaya');
    // the card as the ad is now, from the index
    expect(cards.map((card) => [card.jobId, card.title])).toEqual([[jobId, 'Yaya for two kids']]);
    expect(cardReads).toBe(readsBefore);
  });

  it('sees an ended ad leave within a second', async () => {
    const res = await call(`/api/jobAds/end/${jobId}`, 'PUT', undefined, company);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await millisUntil('yaya', (ids) => !ids.includes(jobId))).toBeLessThan(1_000);
    expect(index.current()?.has(jobId)).toBe(false);
    expect(await listed('yaya')).toEqual([]);
  });

  it('answers nothing while changes cannot be heard (the SQL answers), and is current again once reloaded', async () => {
    // The listener's connection is cut as a failover would: the index may miss changes meanwhile.
    const admin = new pg.Client({ connectionString: database.databaseUrl });
    await admin.connect();
    await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'jobs ad-changes' AND datname = current_database()");
    await admin.query("UPDATE job_ad SET title = 'Tindera in Cubao' WHERE id = 1");
    await admin.end();
    const deadline = Date.now() + 3_000;
    while (index.current() !== null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    const before = searches;
    expect(await listed('tindera')).toEqual([1]);
    // Either answered by SQL while deaf, or by the index already reloaded (which then has the change).
    expect(searches - before <= 1).toBe(true);
    expect(await millisUntil('tindera', (ids) => ids.includes(1))).toBeLessThan(3_000);
  });
  it('answers nothing between hearing a change and applying it (the SQL answers): no list shows an ad as it was before its change', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const read = readAdsWith((text, ...values) => db.$queryRawUnsafe(text, ...values));
    const live = new LiveSearchIndex({ databaseUrl: database.databaseUrl, readAds: async (ids) => (await gate, read(ids)) });
    try {
      live.listening();
      await live.ready;
      expect(live.current()).not.toBeNull();
      // NOTIFY job_ad_changed named ad 2: its re-read is held back
      live.changed([2]);
      expect(live.current()).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(live.current()).toBeNull();
      release();
      await live.settled();
      expect(live.current()).not.toBeNull();
    } finally {
      await live.stop();
    }
  });
});
