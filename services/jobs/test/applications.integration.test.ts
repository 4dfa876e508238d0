/**
 * Applying and what follows, over real HTTP against a real PostgreSQL, with local HTTP stand-ins
 * of services/account and services/talent (./upstreams.ts): the apply screen's data, the five
 * methods, the rules (ongoing ad, offered method, own resume, own file, one live application),
 * the seeker's list and cancel, the employer's counts, lists and status change, who may call
 * what, and the events each change writes to the outbox.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ALREADY_APPLIED_MESSAGE,
  ZApplicantDetail,
  ZApplicantJobsResponse,
  ZApplicantRow,
  ZApplicantsResponse,
  ZApplyResponse,
  ZChangeApplicationStatusResponse,
  ZJobApplicantCounts,
  ZMyApplicationRow,
  ZMyApplicationsResponse,
  ZSeekerCounts,
} from '@phjobs/contracts/applications';
import { parseEventPayload, type EventSubject } from '@phjobs/contracts/events';
import { ZApplicationData } from '@phjobs/contracts/jobs';
import { serviceToken, signAccessToken, type Principal } from '@phjobs/service-kit/auth';
import { releaseAfterCommit } from '@phjobs/service-kit/events/after-commit';
import { createLogger } from '@phjobs/service-kit/logger';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import { testKeys } from '@phjobs/test-utils/keys';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
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
let outboxWakeUps = 0;

const seeker: Principal = { userId: '1', userType: 'individual', email: 'seeker@demo.ph' };
const otherSeeker: Principal = { userId: '7', userType: 'individual', email: 'other@demo.ph' };
const owner: Principal = { userId: '1001', userType: 'company', email: 'hr@plain.ph' };
const otherCompany: Principal = { userId: '1002', userType: 'company', email: 'hr@other.ph' };
const master: Principal = { userId: '3', userType: 'master.company', email: 'master@demo.ph' };
const tokenOf = (principal: Principal) => signAccessToken(keys.privateKey, principal);

/** 'Now': 2026-03-02 10:00 in Manila. */
const NOW = new Date('2026-03-02T02:00:00.000Z');
const ALL_METHODS = ['018A', '018B', '018C', '018D', '018F'];
const FORM = { key: 'form/1001/acme-form', fileName: 'Application Form.docx' };

const ADS = [
  ad(1, { applyMethods: ALL_METHODS, directCustomizedInput: 'name :\nadress :\nage :', title: 'Barista', companyName: 'Bean There Coffee' }),
  ad(2, { applyMethods: ['018C'], ownForm: FORM, title: 'Cashier' }),
  ad(3, { applyMethods: ALL_METHODS, statusCode: '012D' }),
  ad(4, { applyMethods: ALL_METHODS, statusCode: '012A' }),
  ad(5, { applyMethods: ALL_METHODS, deadlineDate: '2026-03-01' }),
  ad(6, { applyMethods: ['0190'], companyId: 1002, companyName: 'Other Corp', title: 'Chat only' }),
  ad(7, { applyMethods: ['018E'], websiteUrl: 'https://example.ph/jobs' }),
  ad(8, { applyMethods: ALL_METHODS, title: 'Server', companyName: 'Jollibee Foods Corp', deadlineDate: '2026-03-02' }),
];

const RESUMES = [
  { id: 11, statusCode: '020A' as const, title: 'Barista, 3 years', updatedAt: '2026-02-20T01:00:00.000Z' },
  { id: 12, statusCode: '020B' as const, title: 'Private draft', updatedAt: '2026-02-10T01:00:00.000Z' },
];

/** The resume 11 as services/talent answers GET /internal/resumes/11. */
const RESUME_11 = {
  resumeId: 11,
  userId: 1,
  statusCode: '020A' as const,
  isPublish: true,
  title: 'Barista, 3 years',
  resumeProfileImageKey: 'resume/1/profile.jpg',
  photoKey: 'photos/1/me.jpg',
  resumePhoto: [{ key: 'resume/1/p1.jpg', fileName: 'p1.jpg' }],
  education: '004E' as const,
  career: [{ companyName: 'Bean There Coffee', periodFrom: '2023-01', periodTo: '2026-02', isInOffice: true, position: 'Barista' }],
  isNewcomer: false,
  totalNumberOfMonthsInCareer: 38,
  workingConditions: { specialization: ['SP0101'], region: [{ province: '1339', city: null }], employeeType: ['011A'], workingDay: null, workPeriod: null, workingHour: null, salary: null },
  selection: 'direct' as const,
  selfIntroduction: 'I make good coffee.',
  ability: [{ skill: '005A' as const, field: 'English', level: 'Fluent' }],
  portfolio: [{ key: 'resume/1/latte-art.pdf', fileName: 'latte-art.pdf' }],
  regionList: [],
  specializationList: [],
  createdAt: '2026-02-01T01:00:00.000Z',
  updatedAt: '2026-02-20T01:00:00.000Z',
};

beforeAll(async () => {
  database = await startTestDatabase('jobs_applications', MIGRATIONS_DIR);
  db = openDatabase(database.databaseUrl);
  await insertJobAds(db, ADS);
  upstreams = await startUpstreams(SECRET);
  upstreams.profiles.set('1', { userId: 1, userType: 'individual', fullName: 'Juan Dela Cruz', email: 'seeker@demo.ph', genderCode: '003A', birthDate: '1998-06-12', phoneNumber: '+63 917 555 0101' });
  upstreams.profiles.set('7', { userId: 7, userType: 'individual', fullName: 'Ana Reyes', email: 'other@demo.ph', genderCode: '003B', birthDate: null, phoneNumber: null });
  upstreams.resumeLists.set('1', RESUMES);
  upstreams.profiles.get('1')!.address = 'Quezon City, Metro Manila';
  upstreams.profiles.get('1')!.photoKey = 'photos/1/me.jpg';
  upstreams.resumeById.set('11', RESUME_11);
  // As start.ts hands it: a transaction that wrote an event wakes the relay (here, counts) after it commits.
  const app = createApp({
    db: releaseAfterCommit(db, { notify: () => void outboxWakeUps++ }),
    publicKey: keys.publicKey,
    logger: createLogger('jobs', 'silent'),
    members: upstreams.members,
    resumes: upstreams.resumes,
    now: () => NOW,
    serviceSecret: SECRET,
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await upstreams?.close();
  await db?.close();
  await database?.drop();
});

beforeEach(async () => {
  await db.$executeRawUnsafe('TRUNCATE application, outbox_event RESTART IDENTITY');
  upstreams.fail.account = false;
  upstreams.fail.talent = false;
});

type Call = { method?: string; query?: Record<string, string>; body?: unknown; as?: Principal };
async function call(path: string, { method = 'GET', query = {}, body, as }: Call = {}): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (as) headers.authorization = `Bearer ${tokenOf(as)}`;
  const search = new URLSearchParams(query).toString();
  return fetch(`${base}${path}${search ? `?${search}` : ''}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}
const applyOnline = (jobId: number, resumeId: unknown = 11, as: Principal = seeker) => call(`/api/application/${jobId}`, { method: 'POST', body: { resumeId }, as });
const applyEtc = (jobId: number, body: Record<string, unknown>, as: Principal = seeker) =>
  call(`/api/application/etc/${jobId}`, { method: 'POST', body: { selfIntroduction: null, companyOwnResumeKey: null, companyOwnResumeFileName: null, ...body }, as });

async function created(res: Response) {
  expect(res.status, await res.clone().text()).toBe(201);
  return ZApplyResponse.parse(await res.json());
}
async function errorOf(res: Response, status: number) {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as { code: string; message: string; fields?: Record<string, string> };
}
async function outbox(subject: EventSubject) {
  const rows = await db.$queryRawUnsafe<{ payload: unknown }[]>('SELECT payload FROM outbox_event WHERE subject = $1 ORDER BY occurred_at, id', subject);
  return rows.map((row) => parseEventPayload(subject, row.payload));
}

describe('GET /api/application/{id}: the apply screen', () => {
  it("answers the company line, the applicant from services/account and, for Online, the resumes from services/talent", async () => {
    const res = await call('/api/application/1', { query: { applyType: 'online', email: 'seeker@demo.ph' }, as: seeker });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(ZApplicationData.strict().parse(await res.json())).toEqual({
      comapny: { title: 'Barista', companyName: 'Bean There Coffee' },
      employee: { fullName: 'Juan Dela Cruz', genderCode: '003A', birthDate: '1998-06-12', phoneNumber: '+63 917 555 0101', email: 'seeker@demo.ph' },
      resumeList: RESUMES,
      companyOwnForm: null,
      directCustomizedInput: 'name :\nadress :\nage :',
    });
  });

  it("gives the company's own form for Email, and no resumes for the other methods", async () => {
    const email = ZApplicationData.parse(await (await call('/api/application/2', { query: { applyType: 'email' }, as: seeker })).json());
    expect(email.companyOwnForm).toEqual(FORM);
    expect(email.resumeList).toEqual([]);
    const direct = ZApplicationData.parse(await (await call('/api/application/1', { query: { applyType: 'direct' }, as: seeker })).json());
    expect(direct).toMatchObject({ resumeList: [], companyOwnForm: null });
  });

  it('is for individuals: visitors 401, company members 403, and the email parameter must be theirs', async () => {
    expect((await call('/api/application/1', { query: { applyType: 'online' } })).status).toBe(401);
    expect((await call('/api/application/1', { query: { applyType: 'online' }, as: owner })).status).toBe(403);
    expect((await call('/api/application/1', { query: { applyType: 'online', email: 'x@y.ph' }, as: seeker })).status).toBe(403);
  });

  it('answers an under-review or ended ad exactly as an unknown one (404), 409 for an ongoing ad past its deadline, 400 for a method the ad does not take', async () => {
    const unknown = await call('/api/application/999', { query: { applyType: 'online' }, as: seeker });
    const missing = [unknown.status, await unknown.json()];
    expect(missing).toEqual([404, { code: 'not-found', message: 'No such job ad.' }]);
    for (const hidden of [4, 3]) {
      const res = await call(`/api/application/${hidden}`, { query: { applyType: 'online' }, as: seeker });
      expect([res.status, await res.json()]).toEqual(missing);
    }
    expect((await errorOf(await call('/api/application/5', { query: { applyType: 'online' }, as: seeker }), 409)).code).toBe('application/ad-closed');
    expect((await errorOf(await call('/api/application/2', { query: { applyType: 'online' }, as: seeker }), 400)).fields).toEqual({ howToApplyCode: 'This job ad does not take Online applications.' });
    expect((await call('/api/application/1', { query: { applyType: 'fax' }, as: seeker })).status).toBe(400);
    expect((await call('/api/application/1', { as: seeker })).status).toBe(400);
  });

  it('answers 503 when services/account or services/talent cannot answer', async () => {
    upstreams.fail.account = true;
    expect((await errorOf(await call('/api/application/1', { query: { applyType: 'direct' }, as: seeker }), 503)).code).toBe('service/unavailable');
    upstreams.fail.account = false;
    upstreams.fail.talent = true;
    expect((await call('/api/application/1', { query: { applyType: 'online' }, as: seeker })).status).toBe(503);
    expect((await call('/api/application/1', { query: { applyType: 'direct' }, as: seeker })).status).toBe(200);
  });
});

describe('POST /api/application/{id}: Online', () => {
  it('stores an application under review (021C) with the resume, and writes jobs.application.created in the same transaction', async () => {
    const before = outboxWakeUps;
    const answer = await created(await applyOnline(1));
    expect(answer).toEqual({ applicationId: 1, jobId: 1, howToApplyCode: '018A', statusCode: '021C' });
    const rows = await db.$queryRawUnsafe<Record<string, unknown>[]>('SELECT job_id::int, user_id::int, how_to_apply_code, status_code, resume_id::int, resume_title, applicant_full_name FROM application');
    expect(rows).toEqual([{ job_id: 1, user_id: 1, how_to_apply_code: '018A', status_code: '021C', resume_id: 11, resume_title: 'Barista, 3 years', applicant_full_name: 'Juan Dela Cruz' }]);
    expect(await outbox('jobs.application.created')).toEqual([
      {
        applicationId: '1',
        jobId: '1',
        jobTitle: 'Barista',
        employerUserId: '1001',
        companyName: 'Bean There Coffee',
        applicantUserId: '1',
        applicantEmail: 'seeker@demo.ph',
        applicantFullName: 'Juan Dela Cruz',
        howToApplyCode: '018A',
        resumeId: '11',
        statusCode: '021C',
      },
    ]);
    expect(outboxWakeUps).toBe(before + 1);
  });

  it("applying twice to the same ad is a 409: 'You have already applied to this job ad.'", async () => {
    await created(await applyOnline(1));
    const again = await errorOf(await applyOnline(1, 12), 409);
    expect(again).toEqual({ code: 'application/already-applied', message: ALREADY_APPLIED_MESSAGE });
    expect((await errorOf(await applyEtc(1, { howToApplyCode: '018D', selfIntroduction: 'Call me' }), 409)).message).toBe(ALREADY_APPLIED_MESSAGE);
  });

  it('lets exactly one of two simultaneous applications through', async () => {
    const answers = await Promise.all([applyOnline(1), applyOnline(1), applyEtc(1, { howToApplyCode: '018B', selfIntroduction: 'From chat apply' })]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    const rows = await db.$queryRawUnsafe<{ n: number }[]>('SELECT count(*)::int AS n FROM application');
    expect(rows[0]!.n).toBe(1);
  });

  it("needs one of the applicant's own resumes", async () => {
    expect((await errorOf(await applyOnline(1, 99), 400)).fields).toEqual({ resumeId: 'The resume is not one of yours.' });
    expect((await errorOf(await applyOnline(1, null), 400)).fields).toEqual({ resumeId: 'Resume is not selected' });
    expect((await errorOf(await applyOnline(1, 11, otherSeeker), 400)).fields).toEqual({ resumeId: 'The resume is not one of yours.' });
  });

  it('refuses ads that are not ongoing or do not take Online, and writes nothing; an ended ad answers as an unknown one', async () => {
    const unknown = await applyOnline(999);
    const ended = await applyOnline(3);
    expect([ended.status, await ended.json()]).toEqual([unknown.status, await unknown.json()]);
    expect((await applyOnline(4)).status).toBe(404);
    expect((await applyOnline(5)).status).toBe(409);
    expect((await applyOnline(2)).status).toBe(400);
    expect((await applyOnline(999)).status).toBe(404);
    expect(await outbox('jobs.application.created')).toEqual([]);
  });

  it('an ad whose deadline is today (Manila) still takes applications', async () => {
    await created(await applyOnline(8));
  });

  it('only individuals apply: visitors 401, company members 403', async () => {
    expect((await call('/api/application/1', { method: 'POST', body: { resumeId: 11 } })).status).toBe(401);
    expect((await applyOnline(1, 11, owner)).status).toBe(403);
    expect((await applyOnline(1, 11, master)).status).toBe(403);
    expect((await applyEtc(1, { howToApplyCode: '018D', selfIntroduction: 'hi' }, owner)).status).toBe(403);
    expect((await call('/api/application/etc/1', { method: 'POST', body: { howToApplyCode: '018D', selfIntroduction: 'hi' } })).status).toBe(401);
  });

  it('answers 503 and stores nothing when services/talent cannot answer', async () => {
    upstreams.fail.talent = true;
    expect((await applyOnline(1)).status).toBe(503);
    expect(await db.$queryRawUnsafe('SELECT id FROM application')).toEqual([]);
  });
});

describe('POST /api/application/etc/{id}: Direct (chat), Email, Telephone, Onsite', () => {
  it("the chat apply of the detail page (018B, 'From chat apply') is taken by an ad offering Chat", async () => {
    const answer = await created(await applyEtc(6, { howToApplyCode: '018B', selfIntroduction: 'From chat apply' }));
    expect(answer).toMatchObject({ jobId: 6, howToApplyCode: '018B', statusCode: '021C' });
    expect((await outbox('jobs.application.created'))[0]).toMatchObject({ employerUserId: '1002', howToApplyCode: '018B', resumeId: null });
  });

  it('Telephone and Onsite need a message', async () => {
    expect((await errorOf(await applyEtc(1, { howToApplyCode: '018D', selfIntroduction: '  ' }), 400)).fields).toEqual({ selfIntroduction: 'Please write a message.' });
    await created(await applyEtc(1, { howToApplyCode: '018F', selfIntroduction: 'name : Juan\nage : 27' }));
    const rows = await db.$queryRawUnsafe<{ self_introduction: string }[]>('SELECT self_introduction FROM application');
    expect(rows[0]!.self_introduction).toBe('name : Juan\nage : 27');
  });

  it("Email with the company's own form needs the applicant's uploaded file, given as files/{key}/{fileName}", async () => {
    expect((await errorOf(await applyEtc(2, { howToApplyCode: '018C', selfIntroduction: 'hello' }), 400)).fields).toEqual({ companyOwnResumeKey: 'Please upload resume file' });
    expect((await errorOf(await applyEtc(2, { howToApplyCode: '018C', companyOwnResumeKey: 'files/individual/7/abc-123/cv.pdf' }), 400)).fields).toEqual({
      companyOwnResumeKey: 'The resume file is not one you uploaded.',
    });
    expect((await applyEtc(2, { howToApplyCode: '018C', companyOwnResumeKey: 'files/../../etc/passwd' })).status).toBe(400);
    await created(await applyEtc(2, { howToApplyCode: '018C', companyOwnResumeKey: 'files/individual/1/abc-123/My%20CV.pdf', companyOwnResumeFileName: null }));
    const rows = await db.$queryRawUnsafe<Record<string, unknown>[]>('SELECT company_own_resume_key, company_own_resume_file_name, self_introduction FROM application');
    expect(rows).toEqual([{ company_own_resume_key: 'individual/1/abc-123', company_own_resume_file_name: 'My CV.pdf', self_introduction: null }]);
  });

  it('Email without an own form needs a message', async () => {
    expect((await applyEtc(1, { howToApplyCode: '018C' })).status).toBe(400);
    await created(await applyEtc(1, { howToApplyCode: '018C', selfIntroduction: 'Please find my details.' }));
  });

  it('refuses Online and Website through etc, and methods the ad does not take', async () => {
    expect((await applyEtc(1, { howToApplyCode: '018A', selfIntroduction: 'x' })).status).toBe(400);
    expect((await applyEtc(7, { howToApplyCode: '018E', selfIntroduction: 'x' })).status).toBe(400);
    expect((await errorOf(await applyEtc(7, { howToApplyCode: '018D', selfIntroduction: 'x' }), 400)).fields).toEqual({ howToApplyCode: 'This job ad does not take Telephone applications.' });
    expect((await applyEtc(6, { howToApplyCode: '018D', selfIntroduction: 'x' })).status).toBe(400);
  });
});

describe('the seeker: GET /api/application/myApplications and cancel', () => {
  async function mine(query: Record<string, string> = {}, as: Principal = seeker) {
    const res = await call('/api/application/myApplications', { query, as });
    expect(res.status, await res.clone().text()).toBe(200);
    return ZMyApplicationsResponse.parse(await res.json());
  }
  async function seed() {
    const online = await created(await applyOnline(1));
    const chat = await created(await applyEtc(6, { howToApplyCode: '018B', selfIntroduction: 'From chat apply' }));
    const phone = await created(await applyEtc(8, { howToApplyCode: '018D', selfIntroduction: 'Call me' }));
    await created(await applyEtc(8, { howToApplyCode: '018D', selfIntroduction: 'Me too' }, otherSeeker));
    // The online application is older than the period of one week.
    await db.$executeRawUnsafe("UPDATE application SET created_at = '2026-02-01T00:00:00Z' WHERE id = $1", online.applicationId);
    return { online, chat, phone };
  }

  it('lists my live applications newest first, with the spec row fields and the chat url of chat applications', async () => {
    const { online, chat, phone } = await seed();
    const page = await mine({ howToApplyCode: 'all', howToApply: 'all', pageUnit: '10', pageNo: '1', email: 'seeker@demo.ph' });
    expect(page.resultListCount).toBe(3);
    expect(page.list.map((row) => row.applicationId)).toEqual([phone.applicationId, chat.applicationId, online.applicationId]);
    for (const row of page.list) ZMyApplicationRow.strict().parse(row);
    expect(page.list[1]).toMatchObject({ applicationType: '018B', applicationTitle: 'Direct', jobId: 6, uid: 1, companyName: 'Other Corp', jobStatusCode: '012C', statusCode: '021C', chat_url: 'apply_6_1', memo: null });
    expect(page.list[2]).toMatchObject({ applicationTitle: 'Online', chat_url: null, registerDate: '2026-02-01T00:00:00.000Z' });
    expect(page.list[0]).toMatchObject({ jobTitle: 'Server', deadlineDate: '2026-03-02' });
  });

  it('filters by tab, method, status, company name and period', async () => {
    await seed();
    const ids = async (query: Record<string, string>) => (await mine(query)).list.map((row) => row.jobId);
    expect(await ids({ howToApply: 'chat' })).toEqual([6]);
    expect(await ids({ howToApply: 'online' })).toEqual([8, 1]);
    expect(await ids({ howToApplyCode: '018D' })).toEqual([8]);
    expect(await ids({ companyName: 'jolli' })).toEqual([8]);
    expect(await ids({ periodValue: '1', periodUnit: 'w' })).toEqual([8, 6]);
    expect(await ids({ periodValue: '3', periodUnit: 'm' })).toEqual([8, 6, 1]);
    expect(await ids({ statusCode: '021A' })).toEqual([]);
    expect((await mine({ pageUnit: '2', pageNo: '5' })).resultListCount).toBe(3);
  });

  it('is for individuals (401, 403), and refuses a bad query with 400', async () => {
    expect((await call('/api/application/myApplications')).status).toBe(401);
    expect((await call('/api/application/myApplications', { as: owner })).status).toBe(403);
    expect((await call('/api/application/myApplications', { query: { statusCode: '999Z' }, as: seeker })).status).toBe(400);
  });

  it('cancels my own application: 021D, gone from my list, jobs.application.cancelled with the chat to freeze', async () => {
    const { chat } = await seed();
    const res = await call(`/api/application/${chat.applicationId}`, { method: 'PUT', body: { howToApplyCode: '018B' }, as: seeker });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ applicationId: chat.applicationId, statusCode: '021D' });
    expect((await mine()).list.map((row) => row.jobId)).toEqual([8, 1]);
    expect(await outbox('jobs.application.cancelled')).toEqual([
      expect.objectContaining({ applicationId: String(chat.applicationId), jobId: '6', employerUserId: '1002', applicantUserId: '1', howToApplyCode: '018B', chatUrl: 'apply_6_1' }),
    ]);
    expect((await errorOf(await call(`/api/application/${chat.applicationId}`, { method: 'PUT', as: seeker }), 409)).code).toBe('application/not-cancellable');
    // Cancelled: the member may apply again.
    await created(await applyEtc(6, { howToApplyCode: '018B', selfIntroduction: 'From chat apply' }));
  });

  it("cannot cancel another member's application (404), nor a Pass or Non pass (409)", async () => {
    const { phone, online } = await seed();
    expect((await call(`/api/application/${phone.applicationId}`, { method: 'PUT', body: {}, as: otherSeeker })).status).toBe(404);
    expect((await call(`/api/application/${phone.applicationId}`, { method: 'PUT', body: {}, as: owner })).status).toBe(403);
    expect((await call(`/api/application/${phone.applicationId}`, { method: 'PUT', body: {} })).status).toBe(401);
    await db.$executeRawUnsafe("UPDATE application SET status_code = '021A' WHERE id = $1", online.applicationId);
    expect((await errorOf(await call(`/api/application/${online.applicationId}`, { method: 'PUT', as: seeker }), 409)).message).toBe('An application that passed or did not pass cannot be cancelled.');
    expect((await call('/api/application/9999', { method: 'PUT', as: seeker })).status).toBe(404);
  });
});

describe('the employer', () => {
  const changeStatus = (id: number, statusCode: unknown, as: Principal = owner) =>
    call(`/api/employer/myPage/applicant/changeStatus/${id}`, { method: 'PUT', body: { howToApply: '018A', statusCode }, as });

  async function seed() {
    const a = await created(await applyOnline(1));
    const b = await created(await applyEtc(1, { howToApplyCode: '018B', selfIntroduction: 'From chat apply' }, otherSeeker));
    const c = await created(await applyEtc(8, { howToApplyCode: '018D', selfIntroduction: 'Call me' }));
    const d = await created(await applyEtc(6, { howToApplyCode: '018B', selfIntroduction: 'From chat apply' }));
    return { a, b, c, d };
  }

  it('changes the status of an application to its ad, and tells the applicant through jobs.application.status_changed', async () => {
    const { a } = await seed();
    const res = await changeStatus(a.applicationId, '021A');
    expect(res.status, await res.clone().text()).toBe(200);
    expect(ZChangeApplicationStatusResponse.parse(await res.json())).toEqual({ applicationId: a.applicationId, statusCode: '021A', previousStatusCode: '021C' });
    expect(await outbox('jobs.application.status_changed')).toEqual([
      expect.objectContaining({ applicationId: String(a.applicationId), applicantUserId: '1', employerUserId: '1001', previousStatusCode: '021C', statusCode: '021A', jobTitle: 'Barista' }),
    ]);
    // The same status again changes nothing and tells nobody.
    expect((await changeStatus(a.applicationId, '021A')).status).toBe(200);
    expect(await outbox('jobs.application.status_changed')).toHaveLength(1);
    // Pass: the applicant can no longer cancel it.
    expect((await call(`/api/application/${a.applicationId}`, { method: 'PUT', as: seeker })).status).toBe(409);
  });

  it("only the ad's company: other companies 404, individuals 403, visitors 401; Pass, Non pass or Under review only", async () => {
    const { a, d } = await seed();
    expect((await changeStatus(a.applicationId, '021B', otherCompany)).status).toBe(404);
    expect((await changeStatus(d.applicationId, '021B', otherCompany)).status).toBe(200);
    expect((await changeStatus(a.applicationId, '021B', seeker)).status).toBe(403);
    expect((await call(`/api/employer/myPage/applicant/changeStatus/${a.applicationId}`, { method: 'PUT', body: { statusCode: '021B' } })).status).toBe(401);
    expect((await changeStatus(a.applicationId, '021D')).status).toBe(400);
    expect((await changeStatus(9999, '021B')).status).toBe(404);
    // The query carries the status as well as the body.
    const viaQuery = await call(`/api/employer/myPage/applicant/changeStatus/${a.applicationId}`, { method: 'PUT', query: { howToApply: '018A', statusCode: '021B' }, as: owner });
    expect(await viaQuery.json()).toMatchObject({ statusCode: '021B' });
  });

  it('a cancelled application keeps its status (409)', async () => {
    const { c } = await seed();
    await call(`/api/application/${c.applicationId}`, { method: 'PUT', as: seeker });
    expect((await errorOf(await changeStatus(c.applicationId, '021A'), 409)).code).toBe('application/cancelled');
  });

  it('counts an ad’s live applications by status, for its company only', async () => {
    const { a, b } = await seed();
    await changeStatus(a.applicationId, '021A');
    await changeStatus(b.applicationId, '021B');
    const res = await call('/api/application/applicants/job/1', { query: { email: 'hr@plain.ph' }, as: owner });
    expect(ZJobApplicantCounts.strict().parse(await res.json())).toEqual({ title: 'Barista', underReview: 0, pass: 1, nonPass: 1, jobId: 1, applicant: 2, unread: 2 });
    expect(await (await call('/api/application/applicants/job/8', { as: owner })).json()).toMatchObject({ underReview: 1, pass: 0, nonPass: 0 });
    expect((await call('/api/application/applicants/job/1', { as: otherCompany })).status).toBe(404);
    expect((await call('/api/application/applicants/job/1', { as: seeker })).status).toBe(403);
    expect((await call('/api/application/applicants/job/1')).status).toBe(401);
  });

  it("lists the company's live applications newest first, chat ones with howToApplyCode=018B, one ad's with its id", async () => {
    const { a, b, c } = await seed();
    const all = ZApplicantsResponse.parse(await (await call('/api/application/applicants', { query: { pageUnit: '10', pageNo: '1' }, as: owner })).json());
    expect(all.resultListCount).toBe(3);
    expect(all.list.map((row) => row.applicationId)).toEqual([c.applicationId, b.applicationId, a.applicationId]);
    for (const row of all.list) ZApplicantRow.strict().parse(row);
    expect(all.list[2]).toMatchObject({ title: 'Barista, 3 years', fullName: 'Juan Dela Cruz', jobId: 1, jobTitle: 'Barista', howToApplyCode: '018A', statusCode: '021C', applicationStatusCode: '021C' });
    expect(all.list[0]).toMatchObject({ title: 'Telephone application', fullName: 'Juan Dela Cruz' });
    const chat = ZApplicantsResponse.parse(await (await call('/api/application/applicants', { query: { howToApplyCode: '018B' }, as: owner })).json());
    expect(chat.list.map((row) => [row.applicationId, row.fullName])).toEqual([[b.applicationId, 'Ana Reyes']]);
    const one = ZApplicantsResponse.parse(await (await call('/api/employer/myPage/applicant/8', { query: { type: 'all' }, as: owner })).json());
    expect(one.list.map((row) => row.applicationId)).toEqual([c.applicationId]);
    expect((await call('/api/employer/myPage/applicant/6', { as: owner })).status).toBe(404);
    expect((await call('/api/application/applicants', { as: seeker })).status).toBe(403);
    expect((await call('/api/application/applicants')).status).toBe(401);
  });
});

describe('the employer: applicant lists by ad, unread marks and the applicant detail', () => {
  async function seed() {
    const a = await created(await applyOnline(1));
    const b = await created(await applyEtc(1, { howToApplyCode: '018B', selfIntroduction: 'From chat apply' }, otherSeeker));
    const e = await created(await applyEtc(2, { howToApplyCode: '018C', selfIntroduction: 'Please see my form.', companyOwnResumeKey: 'files/individual/1/abc-123/Application%20Form.zip', companyOwnResumeFileName: null }));
    const d = await created(await applyEtc(6, { howToApplyCode: '018B', selfIntroduction: 'From chat apply' }));
    return { a, b, e, d };
  }
  const detail = (id: number, as: Principal = owner, howToApply = '018A') => call(`/api/employer/myPage/applicant/detail/${id}`, { query: { howToApply, email: as.email }, as });
  const readAt = async (id: number) => (await db.$queryRawUnsafe<{ read_at: Date | null }[]>('SELECT read_at FROM application WHERE id = $1::bigint', id))[0]?.read_at ?? null;

  it("GET /api/employer/myPage/applicant/detail/{id}?howToApply&email: the applicant (e-mail masked), the online resume, and it marks the application read", async () => {
    const { a } = await seed();
    expect(await readAt(a.applicationId)).toBeNull();
    const res = await detail(a.applicationId);
    expect(res.status, await res.clone().text()).toBe(200);
    const body = ZApplicantDetail.strict().parse(await res.json());
    expect(body.userInfo).toEqual({
      fullName: 'Juan Dela Cruz',
      genderCode: '003A',
      birthDate: '1998-06-12',
      address: 'Quezon City, Metro Manila',
      phoneNumber: '+63 917 555 0101',
      email: 'se***@demo.ph',
      photoKey: 'photos/1/me.jpg',
    });
    expect(body.resumeInfo).toMatchObject({ title: 'Barista, 3 years', education: '004E', isNewcomer: false, selfIntroduction: 'I make good coffee.', resumeProfileImageKey: 'resume/1/profile.jpg' });
    expect(body.resumeInfo?.career).toHaveLength(1);
    expect(body.resumeInfo?.ability).toEqual([{ skill: '005A', field: 'English', level: 'Fluent' }]);
    expect(body.resumeInfo?.portfolio).toEqual([{ key: 'resume/1/latte-art.pdf', fileName: 'latte-art.pdf' }]);
    expect(body).toMatchObject({ applicationId: a.applicationId, jobId: 1, jobTitle: 'Barista', howToApplyCode: '018A', statusCode: '021C', resumeKey: null, resumeFileNmae: null });
    expect(JSON.stringify(body)).not.toContain('seeker@demo.ph');
    expect((await readAt(a.applicationId))?.toISOString()).toBe(NOW.toISOString());
  });

  it("gives the Email apply's own-form file as resumeKey/resumeFileNmae and the message as selfIntroduction", async () => {
    const { e } = await seed();
    const body = ZApplicantDetail.parse(await (await detail(e.applicationId, owner, '018C')).json());
    expect(body).toMatchObject({ resumeInfo: null, resumeKey: 'individual/1/abc-123', resumeFileNmae: 'Application Form.zip', selfIntroduction: 'Please see my form.', howToApplyCode: '018C' });
  });

  it("only the ad's company sees an application: another company 404 and nothing marked, individuals 403, visitors 401", async () => {
    const { a, d } = await seed();
    expect((await detail(a.applicationId, otherCompany)).status).toBe(404);
    expect(await readAt(a.applicationId)).toBeNull();
    // Nor can it change the status: 404, the status unchanged, nobody told.
    const otherChange = await call(`/api/employer/myPage/applicant/changeStatus/${a.applicationId}`, { method: 'PUT', body: { howToApply: '018A', statusCode: '021A' }, as: otherCompany });
    expect(otherChange.status).toBe(404);
    expect((await db.$queryRawUnsafe<{ status_code: string }[]>('SELECT status_code FROM application WHERE id = $1::bigint', a.applicationId))[0]?.status_code).toBe('021C');
    expect(await outbox('jobs.application.status_changed')).toEqual([]);
    expect((await detail(d.applicationId, owner)).status).toBe(404);
    expect(await readAt(d.applicationId)).toBeNull();
    expect((await detail(a.applicationId, seeker)).status).toBe(403);
    expect((await call(`/api/employer/myPage/applicant/detail/${a.applicationId}`)).status).toBe(401);
    expect((await call('/api/employer/myPage/applicant/detail/abc', { as: owner })).status).toBe(400);
    expect((await detail(9999)).status).toBe(404);
    // The e-mail query must be the caller's (403, nothing marked).
    expect((await call(`/api/employer/myPage/applicant/detail/${a.applicationId}`, { query: { email: 'hr@other.ph' }, as: owner })).status).toBe(403);
    expect(await readAt(a.applicationId)).toBeNull();
    // A cancelled application is gone for the company.
    await call(`/api/application/${a.applicationId}`, { method: 'PUT', as: seeker });
    expect((await detail(a.applicationId)).status).toBe(404);
  });

  it('does not mark the application read when services/account cannot be asked (503)', async () => {
    const { a } = await seed();
    upstreams.fail.account = true;
    expect((await detail(a.applicationId)).status).toBe(503);
    expect(await readAt(a.applicationId)).toBeNull();
  });

  it('the unread counts, isRead and the unread tab (type=unread; byJob is all) follow the opening', async () => {
    const { a, b } = await seed();
    const one = (type: string) => call('/api/employer/myPage/applicant/1', { query: { type, email: 'hr@plain.ph', pageUnit: '10', pageNo: '1' }, as: owner });
    expect(ZApplicantsResponse.parse(await (await one('unread')).json()).list.map((row) => row.applicationId)).toEqual([b.applicationId, a.applicationId]);
    await detail(a.applicationId);
    const unread = ZApplicantsResponse.parse(await (await one('unread')).json());
    expect(unread).toMatchObject({ resultListCount: 1, list: [{ applicationId: b.applicationId, isRead: false }] });
    const all = ZApplicantsResponse.parse(await (await one('byJob')).json());
    expect(all.list.map((row) => [row.applicationId, row.isRead])).toEqual([[b.applicationId, false], [a.applicationId, true]]);
    expect(await (await call('/api/application/applicants/job/1', { as: owner })).json()).toMatchObject({ applicant: 2, unread: 1 });
    const overview = ZApplicantsResponse.parse(await (await call('/api/application/applicants', { query: { pageUnit: '10', pageNo: '1', email: 'hr@plain.ph' }, as: owner })).json());
    expect(overview.list.find((row) => row.applicationId === a.applicationId)?.isRead).toBe(true);
    expect((await one('nope')).status).toBe(400);
  });

  it("GET /api/application/applicants/job?pageUnit=10&pageNo&email&isOnlyOngoing: the company's ads with counts, newest first, deleted ads left out", async () => {
    const { a } = await seed();
    await changeStatusOf(a.applicationId, '021A');
    const page = async (query: Record<string, string>) => {
      const res = await call('/api/application/applicants/job', { query: { pageUnit: '10', pageNo: '1', email: 'hr@plain.ph', ...query }, as: owner });
      expect(res.status, await res.clone().text()).toBe(200);
      return ZApplicantJobsResponse.strict().parse(await res.json());
    };
    const all = await page({});
    // Company 1001 owns ads 1-5, 7 and 8 (6 is another company's).
    expect(all.resultListCount).toBe(7);
    expect(all.list.map((row) => row.jobId)).not.toContain(6);
    expect(all.list.find((row) => row.jobId === 1)).toMatchObject({ title: 'Barista', underReview: 1, pass: 1, nonPass: 0, applicant: 2, unread: 2, statusCode: '012C' });
    expect(all.list.find((row) => row.jobId === 2)).toMatchObject({ applicant: 1, unread: 1 });
    const registered = all.list.map((row) => row.createdAt);
    expect([...registered].sort().reverse()).toEqual(registered);
    const ongoing = await page({ isOnlyOngoing: 'true' });
    expect(ongoing.list.every((row) => row.statusCode === '012C')).toBe(true);
    expect(ongoing.list.map((row) => row.jobId)).not.toContain(3);
    expect((await page({ pageUnit: '2', pageNo: '4' })).list).toHaveLength(1);
    // A deleted ad leaves the lists, its applications and its counts with it.
    await db.$executeRawUnsafe('UPDATE job_ad SET deleted_at = now() WHERE id = 2');
    try {
      expect((await page({})).list.map((row) => row.jobId)).not.toContain(2);
      const apps = ZApplicantsResponse.parse(await (await call('/api/application/applicants', { as: owner })).json());
      expect(apps.list.map((row) => row.jobId)).not.toContain(2);
      expect((await call('/api/application/applicants/job/2', { as: owner })).status).toBe(404);
    } finally {
      await db.$executeRawUnsafe('UPDATE job_ad SET deleted_at = NULL WHERE id = 2');
    }
    expect((await call('/api/application/applicants/job', { query: { isOnlyOngoing: 'maybe' }, as: owner })).status).toBe(400);
    expect((await call('/api/application/applicants/job', { as: seeker })).status).toBe(403);
    expect((await call('/api/application/applicants/job')).status).toBe(401);
    expect((await call('/api/application/applicants/job', { as: otherCompany })).status).toBe(200);
  });

  const changeStatusOf = (id: number, statusCode: string) => call(`/api/employer/myPage/applicant/changeStatus/${id}`, { method: 'PUT', body: { howToApply: '018A', statusCode }, as: owner });
});

describe('GET /internal/users/{id}/seeker-counts', () => {
  it("counts a member's live applications and scraps, for services with the service token only", async () => {
    await created(await applyOnline(1));
    const c = await created(await applyEtc(8, { howToApplyCode: '018D', selfIntroduction: 'Call me' }));
    await call(`/api/application/${c.applicationId}`, { method: 'PUT', as: seeker });
    await db.$executeRawUnsafe('INSERT INTO ad_scrap (user_id, job_id) VALUES (1, 1), (1, 8) ON CONFLICT DO NOTHING');
    const res = await fetch(`${base}/internal/users/1/seeker-counts`, { headers: { 'x-service-token': serviceToken(SECRET, 'account') } });
    expect(ZSeekerCounts.parse(await res.json())).toEqual({ applicationCount: 1, scrapCount: 2 });
    expect((await fetch(`${base}/internal/users/1/seeker-counts`)).status).toBe(403);
  });
});
