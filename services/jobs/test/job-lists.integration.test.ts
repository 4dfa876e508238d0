/**
 * The list calls of jobs-seeker.md section 7 beside allJobs, the home region sections and the
 * scraps, over real HTTP against a real PostgreSQL with small known ads.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SALARY_RANGES } from '@phjobs/contracts/codes';
import { ZJobAdCard, ZJobListResponse, ZRegionJobsResponse, ZScrapCard, ZScrapListResponse, ZScrapResponse } from '@phjobs/contracts/jobs';
import { signAccessToken, type Principal } from '@phjobs/service-kit/auth';
import { createLogger } from '@phjobs/service-kit/logger';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import { testKeys } from '@phjobs/test-utils/keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { openDatabase, type JobsDb } from '../src/data/db.ts';
import { insertJobAds } from '../src/data/insert-job-ads.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';
import { ad, PLACES } from './fixtures.ts';
import { noUpstreams } from './upstreams.ts';

const keys = testKeys();
let database: TestDatabase;
let db: JobsDb;
let server: Server;
let base = '';

const seeker: Principal = { userId: '1', userType: 'individual', email: 'seeker@demo.ph' };
const company: Principal = { userId: '1001', userType: 'company', email: 'hr@plain.ph' };
const tokenOf = (principal: Principal) => signAccessToken(keys.privateKey, principal);

/** 'Now' for the service: 10:00 in Manila on 2026-03-02 (02:00 UTC); the Manila day began 2026-03-01T16:00Z. */
const NOW = new Date('2026-03-02T02:00:00.000Z');

const ADS = [
  ad(1, { isBeginnerPossible: true, createdAt: '2026-03-01T15:59:59.000Z' }),
  ad(2, { isWithFriend: true, employeeTypes: ['011B'], createdAt: '2026-03-01T16:00:00.000Z' }),
  ad(3, { isEmploymentContract: true, salaryCode: '010D', salary: 15000, createdAt: '2026-03-02T01:00:00.000Z' }),
  ad(4, { isThreeMajor: true, salaryCode: '010D', salary: 19999.99, isBeginnerPossible: true }),
  ad(5, { isPermit: true, salaryCode: '010B', salary: 499, employeeTypes: ['011A', '011C'], paymentServices: [1, 3] }),
  ad(6, { salaryCode: '010B', salary: 500, lat: 14.6, lng: 120.98, provinceId: PLACES.metroManila, cityId: '1380600000' }),
  ad(7, { salaryCode: '010D', salary: 80000, lat: 10.31, lng: 123.89, provinceId: PLACES.cebu, cityId: PLACES.cebuCity, employeeTypes: ['011D'] }),
  ad(8, { isBeginnerPossible: true, statusCode: '012D' }),
  ad(9, { salaryCode: '010F', salary: null, lat: 14.59, lng: 120.99, welfareIds: ['WF0401'], preferenceIds: ['PF0101'], employeeTypes: ['011E'] }),
];
const ONGOING = [1, 2, 3, 4, 5, 6, 7, 9];

beforeAll(async () => {
  database = await startTestDatabase('jobs_lists', MIGRATIONS_DIR);
  db = openDatabase(database.databaseUrl);
  await insertJobAds(db, ADS);
  const app = createApp({ db, publicKey: keys.publicKey, logger: createLogger('jobs', 'silent'), now: () => NOW, ...noUpstreams });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await db?.close();
  await database?.drop();
});

type Call = { method?: string; query?: Record<string, string>; body?: unknown; token?: string };

async function call(path: string, { method = 'POST', query = {}, body, token }: Call = {}): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(`${base}${path}?${new URLSearchParams(query)}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** The ids a list call answers (sorted), checked against its count and the card contract. */
async function ids(path: string, body?: unknown, query: Record<string, string> = {}, token?: string): Promise<number[]> {
  const res = await call(path, { query: { pageUnit: '100', ...query }, body, ...(token ? { token } : {}) });
  expect(res.status, await res.clone().text()).toBe(200);
  const answer = ZJobListResponse.parse(await res.json());
  for (const card of answer.list) ZJobAdCard.strict().parse(card);
  expect(answer.resultListCount).toBe(answer.list.length);
  return answer.list.map((card) => card.jobId).sort((a, b) => a - b);
}

describe('the list calls', () => {
  it('beginner: ads open to beginners, ongoing only; a filter narrows them further', async () => {
    expect(await ids('/api/jobAds/beginner')).toEqual([1, 4]);
    expect(await ids('/api/jobAds/beginner', { salary: { salaryType: '010D', salaryMoreThan: 20000 } })).toEqual([1]);
  });

  it('regular: ads offering regular employment (011A)', async () => {
    expect(await ids('/api/jobAds/regular')).toEqual([1, 3, 4, 5, 6]);
    expect(await ids('/api/jobAds/regular', { region: [PLACES.cebu] })).toEqual([]);
  });

  it('withFriend: ads that take friends applying together', async () => {
    expect(await ids('/api/jobAds/withFriend')).toEqual([2]);
  });

  it('today: ads created since midnight in Manila (UTC+8), with or without a filter', async () => {
    expect(await ids('/api/jobAds/today')).toEqual([2, 3]);
    expect(await ids('/api/jobAds/today', { employeeType: ['011B'] })).toEqual([2]);
  });

  it('safe: all = any of the three badges; each tab its own badge', async () => {
    expect(await ids('/api/jobAds/safe')).toEqual([3, 4, 5]);
    expect(await ids('/api/jobAds/safe', undefined, { safeType: 'all' })).toEqual([3, 4, 5]);
    expect(await ids('/api/jobAds/safe', undefined, { safeType: 'contract' })).toEqual([3]);
    expect(await ids('/api/jobAds/safe', undefined, { safeType: 'insurance' })).toEqual([4]);
    expect(await ids('/api/jobAds/safe', undefined, { safeType: 'permit' })).toEqual([5]);
    expect(await ids('/api/jobAds/safe', { employeeType: ['011A'] }, { safeType: 'all' })).toEqual([3, 4, 5]);
    expect((await call('/api/jobAds/safe', { query: { safeType: 'cheap' } })).status).toBe(400);
  });

  it('preference and welfare: the body picks filter like the Detail search', async () => {
    expect(await ids('/api/jobAds/preference', { preference: ['PF01'] })).toEqual([9]);
    expect(await ids('/api/jobAds/welfare', { welfarebenefits: ['WF0401'] })).toEqual([9]);
    expect(await ids('/api/jobAds/welfare')).toEqual(ONGOING);
  });

  it('salary: an ad matches a range of its own unit, min inclusive and max exclusive', async () => {
    const range = (unit: '010B' | '010D', index: number) => ({ salaryType: unit, min: SALARY_RANGES[unit][index]!.min, max: SALARY_RANGES[unit][index]!.max });
    // Monthly 15,000-20,000: 15,000 (3) and 19,999.99 (4); daily below 500: 499 (5).
    expect(await ids('/api/jobAds/salary', { salaryRanges: [range('010D', 2)] })).toEqual([3, 4]);
    expect(await ids('/api/jobAds/salary', { salaryRanges: [range('010D', 2), range('010B', 0)] })).toEqual([3, 4, 5]);
    // The spec's shape: the salary list itself. Daily 500-600: 500 (6) but not 499.
    expect(await ids('/api/jobAds/salary', { salary: [range('010B', 1)] })).toEqual([6]);
    expect(await ids('/api/jobAds/salary', { salaryRanges: [range('010D', 6)] })).toEqual([7]);
    expect(await ids('/api/jobAds/salary')).toEqual(ONGOING);
  });

  it('salary: more than 5 ranges, or a range not of the table, is a 400', async () => {
    const six = SALARY_RANGES['010D'].slice(0, 6).map(({ min, max }) => ({ salaryType: '010D', min, max }));
    const res = await call('/api/jobAds/salary', { body: { salaryRanges: six } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation/invalid', fields: { salaryRanges: 'At most 5 salary ranges.' } });
    expect((await call('/api/jobAds/salary', { body: { salaryRanges: [{ salaryType: '010D', min: 1, max: 2 }] } })).status).toBe(400);
  });

  it('every list call refuses more than 5 picks of a list', async () => {
    const six = ['SP01', 'SP02', 'SP03', 'SP04', 'SP05', 'SP06'];
    for (const path of ['allJobs', 'beginner', 'preference', 'regular', 'today', 'withFriend', 'safe', 'salary', 'welfare'])
      expect((await call(`/api/jobAds/${path}`, { body: { specialization: six } })).status, path).toBe(400);
    expect((await call('/api/jobAds/preference', { body: { preference: ['PF01', 'PF02', 'PF03', 'PF04', 'PF05', 'PF06'] } })).status).toBe(400);
  });
});

describe('POST /api/jobAds/jobMap', () => {
  const bounds = { leftTopLat: 14.618, leftTopLng: 120.964, rightBottomLat: 14.582, rightBottomLng: 120.996 };
  const query = Object.fromEntries(Object.entries(bounds).map(([key, value]) => [key, String(value)]));

  it('lists the ongoing ads inside the visible area, the bounds in the body or the query', async () => {
    expect(await ids('/api/jobAds/jobMap', bounds)).toEqual([6, 9]);
    expect(await ids('/api/jobAds/jobMap', undefined, { ...query, authType: 'individual' })).toEqual([6, 9]);
    // The body wins: Cebu.
    expect(await ids('/api/jobAds/jobMap', { leftTopLat: 10.4, leftTopLng: 123.8, rightBottomLat: 10.2, rightBottomLng: 124 }, query)).toEqual([7]);
  });

  it('narrows the area by the filter of the body', async () => {
    expect(await ids('/api/jobAds/jobMap', { ...bounds, salary: { salaryType: '010B' } })).toEqual([6]);
  });

  it('refuses missing or impossible bounds with 400', async () => {
    const missing = await call('/api/jobAds/jobMap', { body: { leftTopLat: 14.6 } });
    expect(missing.status).toBe(400);
    expect(Object.keys((await missing.json()).fields).sort()).toEqual(['leftTopLng', 'rightBottomLat', 'rightBottomLng']);
    expect((await call('/api/jobAds/jobMap', { body: { ...bounds, leftTopLat: 95 } })).status).toBe(400);
  });
});

describe('GET /api/jobAds/region', () => {
  const region = async (query: Record<string, string>) => {
    const res = await call('/api/jobAds/region', { method: 'GET', query });
    expect(res.status, await res.clone().text()).toBe(200);
    return ZRegionJobsResponse.strict().parse(await res.json());
  };

  it('lists ongoing ads of the region, newest first, with their paid services', async () => {
    const all = await region({ pageUnit: '18' });
    expect(all.resultListCount).toBe(ONGOING.length);
    // 1-3 were created in March, the others on the fixtures' clock in January.
    expect(all.list.map((item) => item.jobId)).toEqual([3, 2, 1, 9, 7, 6, 5, 4]);
    expect(all.list.find((item) => item.jobId === 5)).toEqual({ jobId: 5, companyName: 'Plain Company Inc.', title: 'Plain job 5', paymentService: [{ serviceId: 1 }, { serviceId: 3 }] });
    expect((await region({ province: PLACES.cebu })).list.map((item) => item.jobId)).toEqual([7]);
    expect((await region({ province: 'All', city: PLACES.cebuCity })).list.map((item) => item.jobId)).toEqual([7]);
  });

  it('pageOffset is the position of the first ad, so that the sections follow each other', async () => {
    expect((await region({ pageUnit: '3', pageOffset: '0' })).list.map((item) => item.jobId)).toEqual([3, 2, 1]);
    expect((await region({ pageUnit: '3', pageOffset: '1' })).list.map((item) => item.jobId)).toEqual([3, 2, 1]);
    expect((await region({ pageUnit: '3', pageOffset: '4' })).list.map((item) => item.jobId)).toEqual([9, 7, 6]);
  });

  it('refuses an unknown place with 400', async () => {
    expect((await call('/api/jobAds/region', { method: 'GET', query: { province: 'Atlantis' } })).status).toBe(400);
  });
});

describe('scraps', () => {
  const scrap = (id: string, method: 'POST' | 'DELETE', principal?: Principal) => call(`/api/jobAds/scrap/${id}`, { method, ...(principal ? { token: tokenOf(principal) } : {}) });
  const myScraps = async (query: Record<string, string> = {}) => {
    const res = await call('/api/jobAds/scrap', { method: 'GET', query, token: tokenOf(seeker) });
    expect(res.status).toBe(200);
    return ZScrapListResponse.parse(await res.json());
  };

  it('an individual scraps and unscraps an ad, both idempotent, and isScrapped follows', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await scrap('3', 'POST', seeker);
      expect(res.status).toBe(200);
      expect(ZScrapResponse.parse(await res.json())).toEqual({ jobId: 3, isScrapped: true });
    }
    const listed = await call('/api/jobAds/safe', { query: { safeType: 'contract' }, token: tokenOf(seeker) });
    expect((await listed.json()).list[0]).toMatchObject({ jobId: 3, isScrapped: true });
    for (let i = 0; i < 2; i++) expect(await (await scrap('3', 'DELETE', seeker)).json()).toEqual({ jobId: 3, isScrapped: false });
    expect((await (await call('/api/jobAds/safe', { query: { safeType: 'contract' }, token: tokenOf(seeker) })).json()).list[0].isScrapped).toBe(false);
  });

  it('lists the member’s scraps newest first as cards with status and deadline, ended ads too', async () => {
    await scrap('5', 'POST', seeker);
    await scrap('2', 'POST', seeker);
    await db.$executeRawUnsafe("UPDATE job_ad SET status_code = '012D' WHERE id = 5");
    const page = await myScraps({ pageUnit: '10' });
    expect(page.resultListCount).toBe(2);
    expect(page.list.map((card) => [card.jobId, card.statusCode])).toEqual([[2, '012C'], [5, '012D']]);
    for (const card of page.list) expect(ZScrapCard.strict().parse(card)).toMatchObject({ isScrapped: true });
    expect(await myScraps({ pageUnit: '1', pageNo: '3' })).toEqual({ list: [], resultListCount: 2 });
    await db.$executeRawUnsafe("UPDATE job_ad SET status_code = '012C' WHERE id = 5");
  });

  it('answers 404 for an unknown ad, and the same for an ad that is not ongoing (hidden ads cannot be told from missing ones)', async () => {
    expect((await scrap('999', 'POST', seeker)).status).toBe(404);
    expect((await scrap('999', 'DELETE', seeker)).status).toBe(404);
    expect((await scrap('8', 'POST', seeker)).status).toBe(404);
    const hidden = await scrap('8', 'DELETE', seeker);
    const missing = await scrap('999', 'DELETE', seeker);
    expect([hidden.status, await hidden.json()]).toEqual([missing.status, await missing.json()]);
    expect((await scrap('abc', 'POST', seeker)).status).toBe(400);
  });

  it('still removes the scrap of an ad that ended after the member scrapped it', async () => {
    await scrap('6', 'POST', seeker);
    await db.$executeRawUnsafe("UPDATE job_ad SET status_code = '012D' WHERE id = 6");
    const res = await scrap('6', 'DELETE', seeker);
    await db.$executeRawUnsafe("UPDATE job_ad SET status_code = '012C' WHERE id = 6");
    expect(res.status).toBe(200);
    expect((await myScraps()).list.map((card) => card.jobId)).not.toContain(6);
  });

  it('is for individual members only: visitors 401, company members 403', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      expect((await scrap('3', method)).status).toBe(401);
      expect((await scrap('3', method, company)).status).toBe(403);
    }
    expect((await call('/api/jobAds/scrap', { method: 'GET' })).status).toBe(401);
    expect((await call('/api/jobAds/scrap', { method: 'GET', token: tokenOf(company) })).status).toBe(403);
  });

  it("refuses an email parameter naming someone else (403)", async () => {
    const res = await call('/api/jobAds/scrap/3', { token: tokenOf(seeker), query: { email: 'other@demo.ph' } });
    expect(res.status).toBe(403);
    expect((await call('/api/jobAds/beginner', { query: { email: 'other@demo.ph' } })).status).toBe(403);
  });
});
