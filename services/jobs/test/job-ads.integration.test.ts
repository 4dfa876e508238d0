/**
 * The job ad calls over real HTTP against a real PostgreSQL with small known ads: every filter of
 * the 'Detail search' narrows as services/jobs/docs/design.md says, both sorts, paging, identity and bad input.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { ZJobAdCard, ZJobAdDetail, ZJobListResponse, type JobListResponse } from '@phjobs/contracts/jobs';
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
const otherSeeker: Principal = { userId: '7', userType: 'individual', email: 'other@demo.ph' };
const owner: Principal = { userId: '1001', userType: 'company', email: 'hr@plain.ph' };
const otherCompany: Principal = { userId: '1002', userType: 'company', email: 'hr@other.ph' };
const tokenOf = (principal: Principal) => signAccessToken(keys.privateKey, principal);

/** The same instant for ads 9 and 10 (the newest): the register-date sort must break the tie by id. */
const SAME_TIME = '2026-02-01T00:00:00.000Z';

const ADS = [
  ad(1),
  ad(2, {
    title: 'Barista at Makati Cafe',
    companyName: 'Bean There Coffee',
    specializationIds: ['SP0601'],
    salaryCode: '010B',
    salary: 650,
    workingDayCode: '007G',
    workingDaySelected: ['SAT', 'SUN'],
    workingHourCode: '009Z',
    workingHourFrom: null,
    workingHourTo: null,
    languages: ['korean'],
    workTypes: ['remote'],
    provinceId: PLACES.cebu,
    cityId: PLACES.cebuCity,
  }),
  ad(3, { title: 'Barista (ended)', statusCode: '012D' }),
  ad(4, { title: 'Barista (under review)', statusCode: '012A' }),
  ad(5, { educationCode: '004F', employeeTypes: ['011C'], workingPeriodCode: '008A', workingPeriodNegotiable: true }),
  ad(6, {
    salaryCode: '010F',
    salary: null,
    workingDayNegotiable: true,
    workingHourNegotiable: true,
    welfareIds: ['WF0401'],
    preferenceIds: ['PF0101'],
    contact: { manager: 'Jose Cruz', phoneNumber: ['+63 917 000 0006'], isShowPhoneNumber: false, email: 'hr6@plain.ph', fax: null },
  }),
  ad(7, { salary: 50000, workingDayCode: '007C', workingHourCode: '009A', workingHourFrom: '06:00', workingHourTo: '12:00', workTypes: ['all'], languages: ['all'] }),
  ad(8, { workingHourCode: '009D', workingHourFrom: '22:00', workingHourTo: '06:00' }),
  ad(9, { title: 'Service Crew', companyName: 'Jollibee Foods Corp', specializationIds: ['SP0605'], workingDayCode: '007G', workingDaySelected: ['MON', 'WED'], createdAt: SAME_TIME }),
  ad(10, { createdAt: SAME_TIME }),
  ad(11, { title: 'IT Support Specialist', specializationIds: ['SP0205'], languages: [] }),
];
const ONGOING = [1, 2, 5, 6, 7, 8, 9, 10, 11];

beforeAll(async () => {
  database = await startTestDatabase('jobs', MIGRATIONS_DIR);
  db = openDatabase(database.databaseUrl);
  await insertJobAds(db, ADS);
  await db.$executeRawUnsafe('INSERT INTO ad_scrap (user_id, job_id) VALUES (1, 2), (1, 7), (7, 9)');
  const app = createApp({ db, publicKey: keys.publicKey, logger: createLogger('jobs', 'silent'), ...noUpstreams });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await db?.close();
  await database?.drop();
});

type Call = { query?: Record<string, string>; body?: unknown; raw?: string; token?: string };

async function allJobs({ query = {}, body, raw, token }: Call = {}): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const search = new URLSearchParams({ pageUnit: '100', ...query });
  return fetch(`${base}/api/jobAds/allJobs?${search}`, { method: 'POST', headers, body: raw ?? (body === undefined ? undefined : JSON.stringify(body)) });
}

async function list(call: Call = {}): Promise<JobListResponse> {
  const res = await allJobs(call);
  expect(res.status, await res.clone().text()).toBe(200);
  return ZJobListResponse.parse(await res.json());
}

/** The ids a filter finds, in answer order, checked against the count. */
async function idsFor(body: unknown, query: Record<string, string> = {}): Promise<number[]> {
  const answer = await list({ body, query });
  expect(answer.resultListCount).toBe(answer.list.length);
  return answer.list.map((card) => card.jobId);
}
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('POST /api/jobAds/allJobs: lists and sorts', () => {
  it('lists only ongoing (012C) ads, newest first, with the spec card fields and the count', async () => {
    const answer = await list();
    expect(answer.resultListCount).toBe(ONGOING.length);
    expect(answer.list.map((card) => card.jobId)).toEqual([10, 9, 11, 8, 7, 6, 5, 2, 1]);
    for (const card of answer.list) expect(ZJobAdCard.strict().parse(card)).toEqual(card);
    expect(answer.list.find((card) => card.jobId === 2)).toMatchObject({ city: 'Cebu City', companyName: 'Bean There Coffee', salary: 650, salaryCode: '010B' });
  });

  it('breaks register-date ties by id, so the order is stable', async () => {
    const ids = await idsFor({});
    expect(ids.indexOf(10)).toBe(ids.indexOf(9) - 1);
  });

  it("sorts by salary: highest first, ads without an amount last, ties by id", async () => {
    // 7 pays 50,000; 1, 5, 8, 9, 10, 11 pay 20,000 (ties: higher id first); 2 pays 650; 6 is negotiable (null).
    expect(await idsFor({}, { orderKey: 'salary' })).toEqual([7, 11, 10, 9, 8, 5, 1, 2, 6]);
  });

  it('pages through every ad exactly once, and a page past the end is empty with the full count', async () => {
    const seen: number[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const page = await list({ query: { pageUnit: '4', pageNo: String(pageNo) } });
      expect(page.resultListCount).toBe(ONGOING.length);
      seen.push(...page.list.map((card) => card.jobId));
      if (page.list.length < 4) break;
    }
    expect(seen).toEqual([10, 9, 11, 8, 7, 6, 5, 2, 1]);
    const past = await list({ query: { pageUnit: '4', pageNo: '9' } });
    expect(past).toEqual({ list: [], resultListCount: ONGOING.length });
  });

  it('defaults to 10 a page and takes an absent or empty body as no filter', async () => {
    const res = await fetch(`${base}/api/jobAds/allJobs`, { method: 'POST' });
    expect(res.status).toBe(200);
    const answer = ZJobListResponse.parse(await res.json());
    expect(answer.list).toHaveLength(9);
    expect((await list({ body: {} })).resultListCount).toBe(ONGOING.length);
  });
});

describe('POST /api/jobAds/allJobs: every filter narrows', () => {
  it('specialization: a child finds its ads; a parent finds the ads of all its children', async () => {
    expect(await idsFor({ specialization: ['SP0601'] })).toEqual([2]);
    expect(sorted(await idsFor({ specialization: [{ codegroup_id: 'specialization', id: 'SP06', name: 'Hospitality / Food', depth: 1, parent_id: null }] }))).toEqual([2, 9]);
  });

  it('region: a province finds the ads of its cities, a city its own', async () => {
    expect(await idsFor({ region: [PLACES.cebu] })).toEqual([2]);
    expect(await idsFor({ region: [PLACES.cebuCity] })).toEqual([2]);
    expect(sorted(await idsFor({ region: [PLACES.metroManila] }))).toEqual([1, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('education: ads asking at most the chosen level', async () => {
    expect(await idsFor({ education: '004D' })).not.toContain(5);
    expect(await idsFor({ education: '004G' })).toHaveLength(ONGOING.length);
  });

  it("employeeType: any of the chosen types; 'all' finds every ad", async () => {
    expect(await idsFor({ employeeType: ['011C'] })).toEqual([5]);
    expect(await idsFor({ employeeType: ['all'] })).toHaveLength(ONGOING.length);
  });

  it('workingPeriod: the chosen periods, or negotiable periods', async () => {
    expect(await idsFor({ workingPeriod: ['008A'] })).toEqual([5]);
    expect(await idsFor({ workingPeriodNegotiable: true })).toEqual([5]);
  });

  it('workingDay: a code finds that code; selected days find ads working on them; onlySelectedDay only on them', async () => {
    expect(await idsFor({ workingDay: '007C' })).toEqual([7]);
    expect(sorted(await idsFor({ workingDay: '007G' }))).toEqual([2, 9]);
    // Saturday: 2 (Sat, Sun) and 7 (Mon~Sat).
    expect(sorted(await idsFor({ workingDay: '007G', selectedDay: ['SAT'] }))).toEqual([2, 7]);
    expect(await idsFor({ workingDay: '007G', selectedDay: ['SAT', 'SUN'], onlySelectedDay: true })).toEqual([2]);
    expect(await idsFor({ workingDayNegotiable: true })).toEqual([6]);
    expect(await idsFor({ workingDay: 'All' })).toHaveLength(ONGOING.length);
  });

  it("workingHour: the chosen codes ('Flexible' 009Z), hours inside a range (overnight too), or negotiable hours", async () => {
    expect(await idsFor({ workingHour: { isListSelect: true, workingHour: ['Flexible'] } })).toEqual([2]);
    expect(await idsFor({ workingHour: { isListSelect: false, workingHourFrom: '05:00', workingHourTo: '13:00' } })).toEqual([7]);
    expect(await idsFor({ workingHour: { isListSelect: false, workingHourFrom: '21:00', workingHourTo: '07:00' } })).toEqual([8]);
    expect(await idsFor({ workingHour: { isNegotiable: true } })).toEqual([6]);
  });

  it('salary: the same unit paying at least salaryMoreThan; empty amount = any amount; 010F = negotiable', async () => {
    expect(await idsFor({ salary: { salaryType: '010D', salaryMoreThan: 30000 } })).toEqual([7]);
    expect(await idsFor({ salary: { salaryType: '010D', salaryMoreThan: '' } })).toHaveLength(7);
    expect(await idsFor({ salary: { salaryType: '010B', salaryMoreThan: '600' } })).toEqual([2]);
    expect(await idsFor({ salary: { salaryType: '010B', salaryMoreThan: 651 } })).toEqual([]);
    expect(await idsFor({ salary: { salaryType: '010F', salaryMoreThan: null } })).toEqual([6]);
  });

  it('welfarebenefits and preference: a parent finds its children, a child itself', async () => {
    expect(await idsFor({ welfarebenefits: ['WF04'] })).toEqual([6]);
    expect(await idsFor({ welfarebenefits: ['WF0101'] })).toEqual([]);
    expect(await idsFor({ preference: ['PF0101'] })).toEqual([6]);
  });

  it('keyword: words of title or company name, word prefixes, and substrings', async () => {
    expect(await idsFor({ keyword: 'barista' })).toEqual([2]);
    expect(await idsFor({ keyword: 'bean there' })).toEqual([2]);
    expect(await idsFor({ keyword: 'jolli' })).toEqual([9]);
    expect(await idsFor({ keyword: 'arist' })).toEqual([2]);
    expect(await idsFor({ keyword: 'IT' })).toEqual([11]);
    expect(await idsFor({ keyword: '100%_sure' })).toEqual([]);
  });

  it('searchKey: the search tabs look in titles, company names, specializations and regions', async () => {
    expect(await idsFor(undefined, { searchKey: 'crew', searchType: 'title' })).toEqual([9]);
    expect(await idsFor(undefined, { searchKey: 'jollibee', searchType: 'title' })).toEqual([]);
    expect(await idsFor(undefined, { searchKey: 'jollibee', searchType: 'companyName' })).toEqual([9]);
    expect(await idsFor(undefined, { searchKey: 'barista', searchType: 'specialization' })).toEqual([2]);
    expect(await idsFor(undefined, { searchKey: 'cebu', searchType: 'region' })).toEqual([2]);
    expect(sorted(await idsFor(undefined, { searchKey: 'cebu' }))).toEqual([2]);
  });

  it("language and workType (multilingual): an ad's 'all' matches every choice", async () => {
    expect(sorted(await idsFor({ language: ['korean'] }))).toEqual([2, 7]);
    expect(sorted(await idsFor({ workType: ['remote'] }))).toEqual([2, 7]);
    expect(await idsFor({ language: ['all'], workType: ['all'] })).toHaveLength(ONGOING.length);
    expect(await idsFor({ language: ['all'] }, { isMulti: 'true' })).not.toContain(11);
  });

  it('combines filters with AND: keyword and two filters', async () => {
    expect(await idsFor({ keyword: 'plain', salary: { salaryType: '010D', salaryMoreThan: 30000 }, workingDay: '007C' })).toEqual([7]);
    expect(await idsFor({ keyword: 'jollibee', specialization: ['SP06'], region: [PLACES.metroManila] })).toEqual([9]);
  });
});

describe('POST /api/jobAds/allJobs: identity', () => {
  it("isScrapped follows the token's user, never the email parameter", async () => {
    const mine = await list({ token: tokenOf(seeker), query: { email: seeker.email } });
    expect(mine.list.filter((card) => card.isScrapped).map((card) => card.jobId).sort()).toEqual([2, 7]);
    const theirs = await list({ token: tokenOf(otherSeeker) });
    expect(theirs.list.filter((card) => card.isScrapped).map((card) => card.jobId)).toEqual([9]);
    const visitor = await list();
    expect(visitor.list.some((card) => card.isScrapped)).toBe(false);
  });

  it("refuses an email of another user (403), and an email without a token", async () => {
    const other = await allJobs({ token: tokenOf(seeker), query: { email: otherSeeker.email } });
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ code: 'auth/forbidden' });
    expect((await allJobs({ query: { email: seeker.email } })).status).toBe(403);
    expect((await allJobs({ query: { email: '' } })).status).toBe(200);
  });

  it('refuses a bad token with 401', async () => {
    const res = await allJobs({ token: 'not-a-token' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'auth/unauthorized' });
  });
});

describe('POST /api/jobAds/allJobs: bad input is a 400 with field messages, never a 500', () => {
  const bad = async (call: Call) => {
    const res = await allJobs(call);
    expect(res.status).toBe(400);
    return (await res.json()) as { code: string; message: string; fields?: Record<string, string> };
  };

  it('malformed JSON', async () => {
    expect(await bad({ raw: '{"keyword":' })).toMatchObject({ code: 'validation/malformed-json' });
  });

  it("pageNo 'abc', pageNo 0, pageUnit 0 and 101", async () => {
    expect((await bad({ query: { pageNo: 'abc' } })).fields).toEqual({ pageNo: 'Must be an integer of at least 1.' });
    expect(Object.keys((await bad({ query: { pageNo: '0' } })).fields ?? {})).toEqual(['pageNo']);
    expect(Object.keys((await bad({ query: { pageUnit: '0' } })).fields ?? {})).toEqual(['pageUnit']);
    expect((await bad({ query: { pageUnit: '101' } })).fields).toEqual({ pageUnit: 'Must be an integer from 1 to 100.' });
  });

  it('wrong types and unknown codes name their fields', async () => {
    const answer = await bad({ body: { specialization: 'SP01', education: '009X', salary: { salaryMoreThan: 'abc' }, onlySelectedDay: 'yes', region: ['123'] } });
    expect(answer.code).toBe('validation/invalid');
    expect(Object.keys(answer.fields ?? {}).sort()).toEqual(['education', 'onlySelectedDay', 'region.0', 'salary.salaryMoreThan', 'specialization']);
  });

  it('more than 5 specializations', async () => {
    expect((await bad({ body: { specialization: ['SP01', 'SP02', 'SP03', 'SP04', 'SP05', 'SP06'] } })).fields).toEqual({ specialization: 'At most 5 choices.' });
  });

  it('a body that is not an object, and an unknown sort key', async () => {
    expect((await bad({ body: [1] })).fields).toEqual({ '(root)': 'The filter must be a JSON object.' });
    expect(Object.keys((await bad({ query: { orderKey: 'title' } })).fields ?? {})).toEqual(['orderKey']);
  });

  it('odd but valid input never fails: symbols-only and non-Latin keywords, short keywords, every tab', async () => {
    for (const keyword of ['!!!', '%', '_', '\\', "o'neil", 'Las Piñas', '日本語', 'a', '::*&|!']) {
      expect((await allJobs({ body: { keyword } })).status).toBe(200);
      for (const searchType of ['all', 'title', 'companyName', 'specialization', 'region'])
        expect((await allJobs({ query: { searchKey: keyword, searchType } })).status).toBe(200);
    }
  });

  it('strange shapes are 400s, never 500s', async () => {
    const bodies: unknown[] = [
      'text',
      42,
      { workingHour: [1, 2] },
      { salary: 'lots' },
      { specialization: [{ name: 'no id' }] },
      { region: [null] },
      { keyword: { $ne: '' } },
      { selectedDay: ['FUNDAY'] },
      { language: 'english' },
    ];
    for (const body of bodies) expect((await allJobs({ raw: JSON.stringify(body) })).status, JSON.stringify(body)).toBe(400);
    expect((await allJobs({ raw: '{"salary":{"salaryMoreThan":1e400}}' })).status).toBe(400);
    expect((await allJobs({ query: { searchKey: 'x'.repeat(101) } })).status).toBe(400);
  });

  it('a huge page number is an empty page, not an error', async () => {
    expect(await list({ query: { pageNo: '999999999999' } })).toEqual({ list: [], resultListCount: ONGOING.length });
  });
});

describe('GET /api/jobAds/{id}', () => {
  const get = (id: string, principal?: Principal) =>
    fetch(`${base}/api/jobAds/${id}`, { headers: principal ? { authorization: `Bearer ${tokenOf(principal)}` } : {} });

  it('answers every detail field of the spec, spelled as the spec spells them', async () => {
    const res = await get('2', seeker);
    expect(res.status).toBe(200);
    const detail = ZJobAdDetail.strict().parse(await res.json());
    expect(detail).toMatchObject({
      jobId: 2,
      title: 'Barista at Makati Cafe',
      comapnyName: 'Bean There Coffee',
      workingDayCode: '007G',
      workingDaySelectedList: ['SAT', 'SUN'],
      workingDayNagotiable: false,
      workingHourNagotiable: false,
      workingPeriodNagotiable: false,
      salary: 650,
      salaryCode: '010B',
      workType: ['remote'],
      language: ['korean'],
      workPlace: '1 Plain Street, Cebu City, Cebu',
      city: 'Cebu City',
      province: 'Cebu',
      isScrapped: true,
      contactInfo: { manager: 'Maria Santos', phoneNumber: ['+63 917 123 4567'], email: 'hr@plain.ph', fax: null },
    });
    expect(detail.specializationList).toEqual([{ codegroup_id: 'specialization', id: 'SP0601', name: 'Barista', depth: 2, parent_id: 'SP06' }]);
    expect(detail.jobCreatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('gives code items for welfare benefits and preferences, and hides phones the company chose to hide', async () => {
    const detail = ZJobAdDetail.parse(await (await get('6')).json());
    expect(detail.welfarebenefitList.map((item) => item.name)).toEqual(['13th month pay']);
    expect(detail.preferenceList.map((item) => item.id)).toEqual(['PF0101']);
    expect(detail.contactInfo.phoneNumber).toEqual([]);
    expect(detail.salary).toBeNull();
    const asOwner = ZJobAdDetail.parse(await (await get('6', owner)).json());
    expect(asOwner.contactInfo.phoneNumber).toEqual(['+63 917 000 0006']);
  });

  it('refuses a non-numeric id with 400 and answers 404 for an unknown one', async () => {
    const bad = await get('abc');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation/invalid', fields: { id: 'The job ad id must be a positive integer.' } });
    expect((await get('0')).status).toBe(400);
    const missing = await get('999');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'not-found' });
  });

  it('shows ads that are not ongoing to the owning company only', async () => {
    expect((await get('3')).status).toBe(404);
    expect((await get('3', seeker)).status).toBe(404);
    expect((await get('4', otherCompany)).status).toBe(404);
    const own = await get('3', owner);
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ jobId: 3, statusCode: '012D' });
  });
});
