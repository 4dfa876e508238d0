/**
 * The list answers' cache (src/list-cache.ts) against a real PostgreSQL: the same search answered
 * twice runs its statement once; any committed change of job_ad, from any connection, reaches the
 * next answer (NOTIFY job_ad_changed); isScrapped stays each viewer's own although the answer is
 * shared; and while the change listener is cut off nothing is served from memory.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ZJobListResponse, ZRegionJobsResponse } from '@phjobs/contracts/jobs';
import { signAccessToken, type Principal } from '@phjobs/service-kit/auth';
import { createLogger } from '@phjobs/service-kit/logger';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import { testKeys } from '@phjobs/test-utils/keys';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { openDatabase, type JobsDb } from '../src/data/db.ts';
import { insertJobAds } from '../src/data/insert-job-ads.ts';
import { startListCaches } from '../src/data/list-cache.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';
import { ad, PLACES } from './fixtures.ts';
import { noUpstreams } from './upstreams.ts';

const keys = testKeys();
let database: TestDatabase;
let db: JobsDb;
/** Another process's connection: its writes reach the service only through NOTIFY. */
let other: pg.Pool;
let server: Server;
let caches: Awaited<ReturnType<typeof startListCaches>>;
let base = '';
/** Search statements the service ran (the scrap probe is not one). */
let searches = 0;

const seeker: Principal = { userId: '1', userType: 'individual', email: 'seeker@demo.ph' };
const another: Principal = { userId: '2', userType: 'individual', email: 'other@demo.ph' };

beforeAll(async () => {
  database = await startTestDatabase('jobs_list_cache', MIGRATIONS_DIR);
  db = openDatabase(database.databaseUrl);
  await insertJobAds(db, [1, 2, 3, 4].map((id) => ad(id, { provinceId: PLACES.metroManila, cityId: PLACES.quezonCity })));
  other = new pg.Pool({ connectionString: database.databaseUrl, max: 2 });
  const counting = {
    ...db,
    $queryRawUnsafe<T>(text: string, ...values: unknown[]): Promise<T> {
      if (text.includes('total.n')) searches++;
      return db.$queryRawUnsafe<T>(text, ...values);
    },
  };
  caches = await startListCaches(database.databaseUrl, 60, createLogger('jobs', 'silent'));
  const app = createApp({ db: counting, publicKey: keys.publicKey, logger: createLogger('jobs', 'silent'), caches, ...noUpstreams });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await caches?.stop();
  await other?.end();
  await db?.close();
  await database?.drop();
});

async function allJobs(principal?: Principal, page = { pageUnit: 10, pageNo: 1 }): Promise<{ ids: number[]; scrapped: number[]; count: number }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (principal) headers.authorization = `Bearer ${signAccessToken(keys.privateKey, principal)}`;
  const res = await fetch(`${base}/api/jobAds/allJobs?pageUnit=${page.pageUnit}&pageNo=${page.pageNo}`, { method: 'POST', headers, body: '{}' });
  expect(res.status).toBe(200);
  const answer = ZJobListResponse.parse(await res.json());
  return { ids: answer.list.map((card) => card.jobId), scrapped: answer.list.filter((card) => card.isScrapped).map((card) => card.jobId), count: answer.resultListCount };
}

/** Polls until the answer meets `check` (NOTIFY arrives moments after the commit), at most 5 s. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 5_000;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the list answers cache', () => {
  it('answers the same search twice with one statement', async () => {
    const before = searches;
    const first = await allJobs();
    const second = await allJobs(seeker);
    expect(second.ids).toEqual(first.ids);
    expect(first.ids).toEqual([4, 3, 2, 1]);
    expect(searches - before).toBe(1);
  });

  it('shows a change committed by another connection in the next answers', async () => {
    await allJobs();
    await other.query("UPDATE job_ad SET status_code = '012D' WHERE id = 4");
    expect((await eventually(allJobs, (page) => !page.ids.includes(4))).ids).toEqual([3, 2, 1]);
    await other.query("UPDATE job_ad SET status_code = '012C' WHERE id = 4");
    expect((await eventually(allJobs, (page) => page.count === 4)).ids).toEqual([4, 3, 2, 1]);
  });

  it('a later page reuses the count of the first, and a change empties the count with the pages', async () => {
    const pageOf = (pageNo: number) => () => allJobs(undefined, { pageUnit: 3, pageNo });
    expect(await pageOf(1)()).toMatchObject({ ids: [4, 3, 2], count: 4 });
    const before = searches;
    expect(await pageOf(2)()).toMatchObject({ ids: [1], count: 4 });
    expect(await pageOf(3)()).toMatchObject({ ids: [], count: 4 });
    // Neither ran the statement with the count.
    expect(searches).toBe(before);
    await insertJobAds(db, [ad(6, { provinceId: PLACES.metroManila, cityId: PLACES.quezonCity })]);
    expect(await eventually(pageOf(2), (page) => page.count === 5)).toMatchObject({ ids: [2, 1], count: 5 });
    await other.query('DELETE FROM job_ad WHERE id = 6');
    expect(await eventually(pageOf(2), (page) => page.count === 4)).toMatchObject({ ids: [1], count: 4 });
  });

  it('a statement that changes no row empties nothing', async () => {
    await allJobs();
    const before = searches;
    await other.query("UPDATE job_ad SET status_code = '012D' WHERE id = 9999");
    await other.query('SELECT pg_sleep(0.2)');
    await allJobs();
    expect(searches).toBe(before);
  });

  it('keeps isScrapped each viewer’s own on a shared answer, and follows scraps made anywhere', async () => {
    await other.query('INSERT INTO ad_scrap (user_id, job_id) VALUES (1, 3), (1, 1), (2, 2)');
    const before = searches;
    expect((await eventually(() => allJobs(seeker), (page) => page.scrapped.length === 2)).scrapped).toEqual([3, 1]);
    expect((await eventually(() => allJobs(another), (page) => page.scrapped.length === 1)).scrapped).toEqual([2]);
    expect((await allJobs()).scrapped).toEqual([]);
    expect(searches).toBe(before);
    // Through this service: the member's next list shows it at once.
    const scrap = (method: string) => fetch(`${base}/api/jobAds/scrap/4`, { method, headers: { authorization: `Bearer ${signAccessToken(keys.privateKey, seeker)}` } });
    expect((await scrap('POST')).status).toBe(200);
    expect((await allJobs(seeker)).scrapped).toEqual([4, 3, 1]);
    expect((await scrap('DELETE')).status).toBe(200);
    expect((await allJobs(seeker)).scrapped).toEqual([3, 1]);
    // Elsewhere (another process, a withdrawal): heard through NOTIFY ad_scrap_changed.
    await other.query('DELETE FROM ad_scrap WHERE user_id = 1');
    expect((await eventually(() => allJobs(seeker), (page) => page.scrapped.length === 0)).scrapped).toEqual([]);
    expect((await allJobs(another)).scrapped).toEqual([2]);
  });

  it('caches the home region sections and empties them on a change', async () => {
    const section = async () => ZRegionJobsResponse.parse(await (await fetch(`${base}/api/jobAds/region?province=${PLACES.metroManila}&pageUnit=18&pageOffset=0`)).json());
    expect((await section()).list.map((row) => row.title)).toContain('Plain job 1');
    await other.query("UPDATE job_ad SET title = 'Night Auditor' WHERE id = 1");
    const after = await eventually(section, (answer) => answer.list.some((row) => row.title === 'Night Auditor'));
    expect(after.list.map((row) => row.title)).toContain('Night Auditor');
  });

  it('serves nothing from memory while the change listener is cut off, and caches again once it is back', async () => {
    await allJobs();
    await other.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'jobs ad-changes'");
    await eventually(async () => caches.scraps.suspended, (suspended) => suspended);
    // Cut off (the listener retries after 1 s): a change cannot be heard, so every answer is read afresh.
    const before = searches;
    await allJobs();
    await allJobs();
    expect(searches - before).toBe(2);
    await insertJobAds(db, [ad(5, { provinceId: PLACES.metroManila, cityId: PLACES.quezonCity })]);
    expect((await allJobs()).count).toBe(5);
    // Back: the same search is answered from memory again, and changes are heard again.
    await eventually(async () => caches.scraps.suspended, (suspended) => !suspended);
    await allJobs();
    const cached = searches;
    await allJobs();
    expect(searches).toBe(cached);
    await other.query('DELETE FROM job_ad WHERE id = 5');
    expect((await eventually(allJobs, (page) => page.count === 4)).count).toBe(4);
  });
});
