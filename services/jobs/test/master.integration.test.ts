/**
 * A master's read-only view of its branches over real HTTP against a real PostgreSQL (issue 13
 * 'Master companies and branches', packages/contracts branches.ts): GET /api/master/job/{employerId},
 * /api/master/applicant/{employerId}/application and /job, the branch's applicant screens read by
 * its master (nothing marked read, no status change: 403), the branch's ads in any status, and
 * GET /internal/companies/{id}/branch-counts. Who may call what: visitors 401, companies and
 * individuals 403, another master's branch, a company without master, a former branch and an
 * unknown id 404.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ZApplicantDetail, ZApplicantJobsResponse, ZApplicantsResponse, ZJobApplicantCounts } from '@phjobs/contracts/applications';
import { MASTER_READ_ONLY_MESSAGE, ZBranchApplicantJobsResponse, ZBranchApplicationItem, ZBranchApplicationsResponse, ZBranchCounts, ZMasterJobsResponse } from '@phjobs/contracts/branches';
import { ZMyJobsResponse } from '@phjobs/contracts/job-ad-form';
import { serviceToken, signAccessToken, type Principal } from '@phjobs/service-kit/auth';
import { createLogger } from '@phjobs/service-kit/logger';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import { testKeys } from '@phjobs/test-utils/keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { setCompanyMaster } from '../src/data/company-master.ts';
import { openDatabase, type JobsDb } from '../src/data/db.ts';
import { insertJobAds } from '../src/data/insert-job-ads.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';
import { ad } from './fixtures.ts';
import { startUpstreams, type Upstreams } from './upstreams.ts';

const keys = testKeys();
const SECRET = 'jobs-test-secret';
let database: TestDatabase;
let db: JobsDb;
let upstreams: Upstreams;
let server: Server;
let base = '';

const master: Principal = { userId: '3', userType: 'master.company', email: 'master@demo.ph' };
const otherMaster: Principal = { userId: '4', userType: 'master.company', email: 'other@master.ph' };
const branch: Principal = { userId: '2', userType: 'company', email: 'employer@demo.ph' };
const company: Principal = { userId: '1002', userType: 'company', email: 'hr@lone.ph' };
const seeker: Principal = { userId: '1', userType: 'individual', email: 'seeker@demo.ph' };
const otherSeeker: Principal = { userId: '7', userType: 'individual', email: 'other@demo.ph' };
const NOW = new Date('2026-03-02T02:00:00.000Z');
const ALL_METHODS = ['018A', '018B', '018C', '018D', '018F'];

/** Branch 2 of master 3: ongoing 1 and 6, under review 2, ended 3, deleted 8; 1001 is master 4's branch; 1002 has no master; 7 is the master's own. */
const ADS = [
  ad(1, { companyId: 2, companyName: 'Sampaguita Coffee', title: 'Barista', applyMethods: ALL_METHODS }),
  ad(2, { companyId: 2, companyName: 'Sampaguita Coffee', title: 'Baker', statusCode: '012A', applyMethods: ALL_METHODS }),
  ad(3, { companyId: 2, companyName: 'Sampaguita Coffee', title: 'Cashier', statusCode: '012D', applyMethods: ALL_METHODS }),
  ad(4, { companyId: 1001, companyName: 'Other Branch Inc.', title: 'Cook', applyMethods: ALL_METHODS }),
  ad(5, { companyId: 1002, companyName: 'Lone Company', title: 'Clerk', applyMethods: ALL_METHODS }),
  ad(6, { companyId: 2, companyName: 'Sampaguita Coffee', title: 'Server', applyMethods: ALL_METHODS }),
  ad(7, { companyId: 3, companyName: 'Mabuhay Food Group', title: 'Area Manager', applyMethods: ALL_METHODS }),
  ad(8, { companyId: 2, companyName: 'Sampaguita Coffee', title: 'Deleted job', applyMethods: ALL_METHODS }),
];

const link = (companyId: string, masterId: string | null, changedAt: string) => setCompanyMaster(db, { companyId, masterId, changedAt });

type Call = { method?: string; query?: Record<string, string>; body?: unknown; as?: Principal };
async function call(path: string, { method = 'GET', query = {}, body, as }: Call = {}): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (as) headers.authorization = `Bearer ${signAccessToken(keys.privateKey, as)}`;
  const search = new URLSearchParams(query).toString();
  return fetch(`${base}${path}${search ? `?${search}` : ''}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}
async function ok(res: Response, status = 200): Promise<unknown> {
  expect(res.status, await res.clone().text()).toBe(status);
  return res.json();
}
async function errorOf(res: Response, status: number) {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as { code: string; message: string; fields?: Record<string, string> };
}
const apply = async (jobId: number, code: string, as: Principal) =>
  ((await ok(await call(`/api/application/etc/${jobId}`, { method: 'POST', body: { howToApplyCode: code, selfIntroduction: 'Please call me.', companyOwnResumeKey: null, companyOwnResumeFileName: null }, as }), 201)) as { applicationId: number }).applicationId;
const readAt = async (id: number) => (await db.$queryRawUnsafe<{ read_at: Date | null }[]>('SELECT read_at FROM application WHERE id = $1::bigint', id))[0]?.read_at ?? null;
const statusOf = async (id: number) => (await db.$queryRawUnsafe<{ status_code: string }[]>('SELECT status_code FROM application WHERE id = $1::bigint', id))[0]?.status_code;

/** The applications: a, b on ad 1 (b newest), c on ad 6, d on ad 4 (master 4's branch), e on the master's own ad 7, f on ad 8 (deleted later), g on ad 6 cancelled. */
const apps = { a: 0, b: 0, c: 0, d: 0, e: 0, f: 0, g: 0 };

beforeAll(async () => {
  database = await startTestDatabase('jobs_master', MIGRATIONS_DIR);
  db = openDatabase(database.databaseUrl);
  await insertJobAds(db, ADS);
  upstreams = await startUpstreams(SECRET);
  upstreams.profiles.set('1', { userId: 1, userType: 'individual', fullName: 'Juan Dela Cruz', email: 'seeker@demo.ph', genderCode: '003A', birthDate: '1998-06-12', phoneNumber: '+63 917 555 0101' });
  upstreams.profiles.set('7', { userId: 7, userType: 'individual', fullName: 'Ana Reyes', email: 'other@demo.ph', genderCode: '003B', birthDate: null, phoneNumber: null });
  const app = createApp({ db, publicKey: keys.publicKey, logger: createLogger('jobs', 'silent'), members: upstreams.members, resumes: upstreams.resumes, now: () => NOW, serviceSecret: SECRET });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  await link('2', '3', '2026-01-01T00:00:00.000Z');
  await link('1001', '4', '2026-01-01T00:00:00.000Z');
  // 1003 was a branch of 3 and left; 1004 is a branch of 3 without ads.
  await link('1003', '3', '2026-01-01T00:00:00.000Z');
  await link('1003', null, '2026-02-01T00:00:00.000Z');
  await link('1004', '3', '2026-01-01T00:00:00.000Z');

  apps.a = await apply(1, '018D', seeker);
  apps.c = await apply(6, '018F', seeker);
  apps.d = await apply(4, '018D', seeker);
  apps.e = await apply(7, '018D', seeker);
  apps.f = await apply(8, '018D', seeker);
  apps.g = await apply(6, '018D', otherSeeker);
  apps.b = await apply(1, '018B', otherSeeker);
  await call(`/api/application/${apps.g}`, { method: 'PUT', as: otherSeeker });
  await db.$executeRawUnsafe(`UPDATE job_ad SET deleted_at = now(), status_code = '012D' WHERE id = 8`);
  // Distinct times, b the newest (the inserts share NOW).
  for (const [i, id] of [apps.a, apps.c, apps.d, apps.e, apps.f, apps.g, apps.b].entries())
    await db.$executeRawUnsafe(`UPDATE application SET created_at = $2::timestamptz WHERE id = $1::bigint`, id, new Date(NOW.getTime() - (10 - i) * 60_000).toISOString());
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await upstreams?.close();
  await db?.close();
  await database?.drop();
});

/** Not one of the master's branches: another master's, a company without master, a former branch, itself, unknown. */
const NOT_BRANCHES = ['1001', '1002', '1003', '3', '999999'];

async function expectGuarded(path: string) {
  expect((await call(path)).status).toBe(401);
  expect((await call(path, { as: branch })).status).toBe(403);
  expect((await call(path, { as: company })).status).toBe(403);
  expect((await call(path, { as: seeker })).status).toBe(403);
  expect((await errorOf(await call(path, { as: otherMaster }), 404)).message).toBe('Not one of your branches.');
}

describe('GET /api/master/job/{employerId}?status=', () => {
  it("answers the branch's ads of the status as the branch's own myJobs does, Ongoing by default, deleted ads left out", async () => {
    for (const status of ['012C', '012A', '012D']) {
      const answer = ZMasterJobsResponse.parse(await ok(await call('/api/master/job/2', { query: { status }, as: master })));
      const own = ZMyJobsResponse.parse(await ok(await call('/api/employer/myPage/myJobs', { query: { status, pageUnit: '100' }, as: branch })));
      expect(answer).toEqual(own);
    }
    const ongoing = ZMasterJobsResponse.parse(await ok(await call('/api/master/job/2', { as: master })));
    expect(ongoing.list.map((row) => row.jobId).sort()).toEqual([1, 6]);
    expect(ongoing.resultListCount).toBe(2);
    expect(ongoing.list.find((row) => row.jobId === 1)).toMatchObject({ title: 'Barista', applicant: 2, underReview: 2, unread: 2 });
    expect((ZMasterJobsResponse.parse(await ok(await call('/api/master/job/2', { query: { status: '012D' }, as: master })))).list.map((row) => row.jobId)).toEqual([3]);
  });

  it('pages with pageUnit and pageNo; a branch without ads answers an empty list', async () => {
    const first = ZMasterJobsResponse.parse(await ok(await call('/api/master/job/2', { query: { status: '012C', pageUnit: '1', pageNo: '1' }, as: master })));
    const second = ZMasterJobsResponse.parse(await ok(await call('/api/master/job/2', { query: { status: '012C', pageUnit: '1', pageNo: '2' }, as: master })));
    expect([first.list.length, second.list.length, first.resultListCount, second.resultListCount]).toEqual([1, 1, 2, 2]);
    expect(first.list[0]!.jobId).not.toBe(second.list[0]!.jobId);
    const past = ZMasterJobsResponse.parse(await ok(await call('/api/master/job/2', { query: { pageUnit: '1', pageNo: '9' }, as: master })));
    expect(past).toEqual({ list: [], resultListCount: 2 });
    expect(await ok(await call('/api/master/job/1004', { as: master }))).toEqual({ list: [], resultListCount: 0 });
  });

  it("only the master's own branches: others 404, companies and individuals 403, visitors 401; a bad status or id 400", async () => {
    for (const id of NOT_BRANCHES) expect((await call(`/api/master/job/${id}`, { query: { status: '012A' }, as: master })).status, id).toBe(404);
    await expectGuarded('/api/master/job/2');
    expect((await errorOf(await call('/api/master/job/2', { query: { status: '012B' }, as: master }), 400)).fields).toHaveProperty('status');
    expect((await call('/api/master/job/abc', { as: master })).status).toBe(400);
    expect((await call('/api/master/job/2', { query: { pageUnit: '0' }, as: master })).status).toBe(400);
  });
});

describe('GET /api/master/applicant/{employerId}/application', () => {
  it("answers the branch's live applications newest first as 'Branch application item's (howToAppliyCode spelled so), paged", async () => {
    const body = ZBranchApplicationsResponse.parse(await ok(await call('/api/master/applicant/2/application', { query: { pageUnit: '10', pageNo: '1', email: master.email }, as: master })));
    for (const item of body.list) ZBranchApplicationItem.strict().parse(item);
    expect(body.resultListCount).toBe(3);
    expect(body.list.map((item) => item.applicationId)).toEqual([apps.b, apps.c, apps.a]);
    expect(body.list[0]).toEqual({
      applicationId: apps.b,
      jobId: 1,
      jobTitle: 'Barista',
      createdAt: expect.any(String),
      howToAppliyCode: '018B',
      applicationStatusCode: '021C',
      resumeTitle: 'Direct application',
      fullName: 'Ana Reyes',
    });
    expect(body.list[2]).toMatchObject({ howToAppliyCode: '018D', resumeTitle: 'Telephone application', fullName: 'Juan Dela Cruz' });
    const second = ZBranchApplicationsResponse.parse(await ok(await call('/api/master/applicant/2/application', { query: { pageUnit: '2', pageNo: '2' }, as: master })));
    expect(second).toMatchObject({ resultListCount: 3, list: [{ applicationId: apps.a }] });
    expect(await ok(await call('/api/master/applicant/1004/application', { as: master }))).toEqual({ list: [], resultListCount: 0 });
  });

  it("only the master's own branches (404), master members only (401, 403); the email must be the caller's; bad paging 400", async () => {
    for (const id of NOT_BRANCHES) expect((await call(`/api/master/applicant/${id}/application`, { as: master })).status, id).toBe(404);
    await expectGuarded('/api/master/applicant/2/application');
    expect((await call('/api/master/applicant/2/application', { query: { email: 'someone@else.ph' }, as: master })).status).toBe(403);
    expect((await call('/api/master/applicant/2/application', { query: { pageUnit: 'x' }, as: master })).status).toBe(400);
  });
});

describe('GET /api/master/applicant/{employerId}/job', () => {
  it("answers the branch's ads with their applicant counts, as the branch's own applicantJobs does", async () => {
    const answer = ZBranchApplicantJobsResponse.parse(await ok(await call('/api/master/applicant/2/job', { query: { pageUnit: '10', pageNo: '1', email: master.email }, as: master })));
    const own = ZApplicantJobsResponse.parse(await ok(await call('/api/application/applicants/job', { query: { pageUnit: '10', pageNo: '1' }, as: branch })));
    expect(answer).toEqual(own);
    expect(answer.resultListCount).toBe(4);
    expect(answer.list.find((row) => row.jobId === 1)).toMatchObject({ applicant: 2, underReview: 2 });
    expect(answer.list.find((row) => row.jobId === 6)).toMatchObject({ applicant: 1 });
    const paged = ZBranchApplicantJobsResponse.parse(await ok(await call('/api/master/applicant/2/job', { query: { pageUnit: '3', pageNo: '2' }, as: master })));
    expect(paged).toMatchObject({ resultListCount: 4, list: [{ jobId: answer.list[3]!.jobId }] });
  });

  it("only the master's own branches (404), master members only (401, 403)", async () => {
    for (const id of NOT_BRANCHES) expect((await call(`/api/master/applicant/${id}/job`, { as: master })).status, id).toBe(404);
    await expectGuarded('/api/master/applicant/2/job');
  });
});

describe("the branch's applicant screens, read by its master", () => {
  it('GET /api/application/applicants/job/{id}: the same counts for the master; another master 404', async () => {
    const own = ZJobApplicantCounts.parse(await ok(await call('/api/application/applicants/job/1', { as: branch })));
    expect(ZJobApplicantCounts.parse(await ok(await call('/api/application/applicants/job/1', { as: master })))).toEqual(own);
    expect((await call('/api/application/applicants/job/1', { as: otherMaster })).status).toBe(404);
    expect((await call('/api/application/applicants/job/4', { as: master })).status).toBe(404);
    expect((await call('/api/application/applicants/job/5', { as: master })).status).toBe(404);
    expect((await call('/api/application/applicants/job/8', { as: master })).status).toBe(404);
  });

  it('GET /api/employer/myPage/applicant/{id}: the same list for the master; another master 404', async () => {
    const own = ZApplicantsResponse.parse(await ok(await call('/api/employer/myPage/applicant/1', { query: { type: 'all' }, as: branch })));
    expect(own.list.map((row) => row.applicationId)).toEqual([apps.b, apps.a]);
    expect(ZApplicantsResponse.parse(await ok(await call('/api/employer/myPage/applicant/1', { query: { type: 'all', email: master.email }, as: master })))).toEqual(own);
    expect((await call('/api/employer/myPage/applicant/1', { as: otherMaster })).status).toBe(404);
    expect((await call('/api/employer/myPage/applicant/4', { as: master })).status).toBe(404);
  });

  it("GET /api/employer/myPage/applicant/detail/{id}: the master reads it and nothing is marked read; the branch's opening marks it", async () => {
    const id = apps.c;
    expect(await readAt(id)).toBeNull();
    const detail = ZApplicantDetail.parse(await ok(await call(`/api/employer/myPage/applicant/detail/${id}`, { query: { howToApply: '018F', email: master.email }, as: master })));
    expect(detail).toMatchObject({ applicationId: id, jobId: 6, jobTitle: 'Server', howToApplyCode: '018F', selfIntroduction: 'Please call me.' });
    expect(detail.userInfo).toMatchObject({ fullName: 'Juan Dela Cruz', email: 'se***@demo.ph' });
    expect(await readAt(id)).toBeNull();
    expect(ZApplicantsResponse.parse(await ok(await call('/api/employer/myPage/applicant/6', { query: { type: 'unread' }, as: branch }))).list.map((row) => row.applicationId)).toEqual([id]);
    await ok(await call(`/api/employer/myPage/applicant/detail/${id}`, { query: { howToApply: '018F' }, as: branch }));
    expect((await readAt(id))?.toISOString()).toBe(NOW.toISOString());
  });

  it('the detail: another master, a former master and strangers 404; individuals 403; visitors 401', async () => {
    expect((await call(`/api/employer/myPage/applicant/detail/${apps.a}`, { as: otherMaster })).status).toBe(404);
    expect((await call(`/api/employer/myPage/applicant/detail/${apps.d}`, { as: master })).status).toBe(404);
    expect((await call(`/api/employer/myPage/applicant/detail/${apps.f}`, { as: master })).status).toBe(404);
    expect((await call(`/api/employer/myPage/applicant/detail/${apps.g}`, { as: master })).status).toBe(404);
    expect((await call(`/api/employer/myPage/applicant/detail/${apps.a}`, { as: company })).status).toBe(404);
    expect((await call(`/api/employer/myPage/applicant/detail/${apps.a}`, { as: seeker })).status).toBe(403);
    expect((await call(`/api/employer/myPage/applicant/detail/${apps.a}`)).status).toBe(401);
    expect(await readAt(apps.a)).toBeNull();
  });

  it("PUT changeStatus: the master of the ad's company 403 and nothing changes; another master 404; its own ad's applicants it changes", async () => {
    const change = (id: number, as: Principal) => call(`/api/employer/myPage/applicant/changeStatus/${id}`, { method: 'PUT', body: { howToApply: '018D', statusCode: '021A' }, as });
    expect((await errorOf(await change(apps.a, master), 403)).message).toBe(MASTER_READ_ONLY_MESSAGE);
    expect(await statusOf(apps.a)).toBe('021C');
    expect((await change(apps.a, otherMaster)).status).toBe(404);
    expect((await change(apps.d, master)).status).toBe(404);
    expect(await statusOf(apps.a)).toBe('021C');
    expect((await db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM outbox_event WHERE subject = 'jobs.application.status_changed'`))[0]?.n).toBe(0);
    expect((await change(apps.e, master)).status).toBe(200);
    expect(await statusOf(apps.e)).toBe('021A');
  });

  it("GET /api/jobAds/{id}: the master sees its branch's ads in any status, another master and the public only ongoing ones", async () => {
    expect(await ok(await call('/api/jobAds/2', { as: master }))).toMatchObject({ jobId: 2, statusCode: '012A', title: 'Baker' });
    expect(await ok(await call('/api/jobAds/3', { as: master }))).toMatchObject({ jobId: 3, statusCode: '012D' });
    expect((await call('/api/jobAds/2', { as: otherMaster })).status).toBe(404);
    expect((await call('/api/jobAds/2')).status).toBe(404);
    expect((await call('/api/jobAds/8', { as: master })).status).toBe(404);
    expect((await call('/api/jobAds/2', { as: company })).status).toBe(404);
  });
});

describe('GET /internal/companies/{id}/branch-counts', () => {
  const get = (id: string, token: string | null = serviceToken(SECRET, 'employer')) => fetch(`${base}/internal/companies/${id}/branch-counts`, { headers: token ? { 'x-service-token': token } : {} });

  it('counts live applications to its ads (not deleted), its ads (not deleted) and its ongoing ads', async () => {
    expect(ZBranchCounts.strict().parse(await ok(await get('2')))).toEqual({ applicantCount: 3, jobCount: 4, recruitmentCount: 2 });
    expect(await ok(await get('1004'))).toEqual({ applicantCount: 0, jobCount: 0, recruitmentCount: 0 });
  });

  it('is for services only (403 without a valid token) and answers a bad id with 400', async () => {
    expect((await get('2', null)).status).toBe(403);
    expect((await get('2', serviceToken('another-secret', 'employer'))).status).toBe(403);
    expect((await get('abc')).status).toBe(400);
    expect((await get('0')).status).toBe(400);
  });
});
