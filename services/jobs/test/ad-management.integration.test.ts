/**
 * The company's ads over real HTTP against a real PostgreSQL (issue 12 'Register and edit wizards'
 * server side, 'Ad lifecycle'): register, load for edit, save, suspend, re-register, delete and the
 * management list, with the spec's query and body; who may call what (another company: 404 and
 * nothing changed, individuals 403, visitors 401); bad input 400 with field messages and nothing
 * written; the automatic review; the schedule with a moved clock and two schedulers racing.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ZMyApplicationsResponse } from '@phjobs/contracts/applications';
import { parseEventPayload } from '@phjobs/contracts/events';
import { ZJobAdCreated, ZJobAdForEdit, ZJobAdStatusAnswer, ZMyJobsResponse, type JobAdPayloadInput } from '@phjobs/contracts/job-ad-form';
import { signAccessToken, type Principal } from '@phjobs/service-kit/auth';
import { createLogger } from '@phjobs/service-kit/logger';
import { jobAdBody } from '@phjobs/test-utils/job-ad-body';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import { testKeys } from '@phjobs/test-utils/keys';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { runAdSchedule } from '../src/data/close-expired-ads.ts';
import { openDatabase, type JobsDb } from '../src/data/db.ts';
import { insertJobAds } from '../src/data/insert-job-ads.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';
import { ad, PLACES } from './fixtures.ts';
import { startUpstreams, type Upstreams } from './upstreams.ts';

const keys = testKeys();
const SECRET = 'jobs-test-secret';
const company: Principal = { userId: '1001', userType: 'company', email: 'hr@plain.ph' };
const otherCompany: Principal = { userId: '1002', userType: 'company', email: 'hr@other.ph' };
const seeker: Principal = { userId: '1', userType: 'individual', email: 'seeker@demo.ph' };

let database: TestDatabase;
let db: JobsDb;
let pool: pg.Pool;
let upstreams: Upstreams;
let server: Server;
let base: string;
/** 'Now': moved by the lifecycle tests. Starts 2026-03-02 10:00 in Manila. */
let now = new Date('2026-03-02T02:00:00.000Z');

beforeAll(async () => {
  database = await startTestDatabase('jobs_ad_management', MIGRATIONS_DIR);
  db = openDatabase(database.databaseUrl);
  pool = new pg.Pool({ connectionString: database.databaseUrl });
  upstreams = await startUpstreams(SECRET);
  const app = createApp({ db, publicKey: keys.publicKey, logger: createLogger('jobs', 'silent'), members: upstreams.members, resumes: upstreams.resumes, now: () => now, serviceSecret: SECRET });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await upstreams?.close();
  await pool?.end();
  await db?.close();
  await database?.drop();
});

beforeEach(async () => {
  now = new Date('2026-03-02T02:00:00.000Z');
  await db.$executeRawUnsafe('TRUNCATE job_ad, application, outbox_event RESTART IDENTITY CASCADE');
});

type Call = { method?: string; query?: Record<string, string>; body?: unknown; as?: Principal };
async function call(path: string, { method = 'GET', query = {}, body, as }: Call = {}): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (as) headers.authorization = `Bearer ${signAccessToken(keys.privateKey, as)}`;
  const search = new URLSearchParams(query).toString();
  return fetch(`${base}${path}${search ? `?${search}` : ''}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}
async function ok<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}
async function errorOf(res: Response, status: number) {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as { code: string; message: string; fields?: Record<string, string> };
}
const email = { email: company.email };

/** The combined wizard values as the register wizard sends them (steps 0-5). */
const payload = (overrides: Partial<JobAdPayloadInput> = {}) =>
  jobAdBody({ jobPhoto: [{ key: 'files/1001/photo-1/shop.jpg', fileName: 'shop.jpg' }], deadlineDate: '2026-03-20', ...overrides });

const register = async (body: JobAdPayloadInput = payload(), as: Principal = company) => ZJobAdCreated.parse(await ok(await call('/api/jobAds', { method: 'POST', query: { email: as.email }, body, as }), 201)).data;
const statusOf = async (id: number) => (await pool.query<{ status_code: string }>('SELECT status_code FROM job_ad WHERE id = $1', [id])).rows[0]?.status_code;
const inSearch = async (id: number) => (await pool.query('SELECT 1 FROM job_ad_search WHERE id = $1', [id])).rowCount === 1;
const rowOf = async (id: number) => (await pool.query('SELECT * FROM job_ad WHERE id = $1', [id])).rows[0] as Record<string, unknown>;

describe('POST /api/jobAds and GET /api/jobAds/update/{id}', () => {
  it('registers an ad that the review passes at once (delay 0): Ongoing, searchable, data.jobId answered', async () => {
    const { jobId, statusCode } = await register();
    expect(statusCode).toBe('012C');
    expect(await inSearch(jobId)).toBe(true);
    const detail = await ok<{ title: string; statusCode: string }>(await call(`/api/jobAds/${jobId}`));
    expect(detail).toMatchObject({ title: 'Barista', statusCode: '012C' });
    const row = await rowOf(jobId);
    expect(row).toMatchObject({ company_id: '1001', company_name: 'Company', is_employment_contract: true, apply_methods: ['018A', '018B'], working_hour_codes: ['009G'] });
    expect(row.contact).toEqual({ manager: 'Maria Santos', phoneNumber: ['+63 917 123 4567'], isShowPhoneNumber: true, email: 'hr@plain.ph', fax: null });
  });

  it("copies the company name and logo of the company's latest ad", async () => {
    await insertJobAds(db, [ad(1, { companyName: 'Bean There Coffee', logoKey: 'logos/1001.png' })]);
    const { jobId } = await register();
    expect(await rowOf(jobId)).toMatchObject({ company_name: 'Bean There Coffee', logo_key: 'logos/1001.png' });
  });

  it("gives a certified company's new ad the Business Permit badge (company_permit 015B), and no one else's", async () => {
    await pool.query(`INSERT INTO company_permit (company_id, status_code, valid_to, changed_at) VALUES (1001, '015B', '2027-12-31', now()), (1002, '015C', NULL, now())`);
    try {
      const certified = await register();
      const other = await register(payload({ email: otherCompany.email }), otherCompany);
      expect([(await rowOf(certified.jobId)).is_permit, (await rowOf(other.jobId)).is_permit]).toEqual([true, false]);
      expect(await ok(await call(`/api/jobAds/${certified.jobId}`))).toMatchObject({ isPermit: true });
      await pool.query('DELETE FROM company_permit');
      expect((await rowOf((await register()).jobId)).is_permit).toBe(false);
    } finally {
      await pool.query('DELETE FROM company_permit');
    }
  });

  it('loads the ad in the spec groups (recuriterInfo spelled so), language and workType as items', async () => {
    const { jobId } = await register();
    const loaded = ZJobAdForEdit.strict().parse(await ok(await call(`/api/jobAds/update/${jobId}`, { query: email, as: company })));
    expect(loaded.recruitment).toMatchObject({ title: 'Barista', isBeginnerPossible: true, noOfVacancy: 2, isVacancyNotSpecified: false, jobDescription: 'Prepare coffee and serve our customers.' });
    expect(loaded.recruitment.specialization.map((item) => item.id)).toEqual(['SP0601']);
    expect(loaded.workingCondition.salary).toEqual({ isSameDayPayment: false, salaryMoreThan: 18_000, salaryType: '010D' });
    expect(loaded.workingCondition.language).toEqual([{ id: 'english', name: 'English' }]);
    expect(loaded.workingCondition.workType).toEqual([{ id: 'inOffice', name: 'In office' }]);
    expect(loaded.workPlace).toMatchObject({ province: PLACES.metroManila, city: PLACES.quezonCity, targetProvince: [PLACES.metroManila], targetCity: [] });
    expect(loaded.workPlace.lat).not.toBeNull();
    expect(loaded.applicationInfo).toMatchObject({ isDeadlineSpecified: true, deadlineDate: '2026-03-20', howToApply: ['018A', '018B'] });
    expect(loaded.recuriterInfo).toMatchObject({ detailInput: 'A coffee shop in Quezon City.', contactInfoName: 'Maria Santos', contactMainPhoneNumber: '+63 917 123 4567', isContract: true });
    expect(loaded.jobPhoto).toEqual([{ key: 'files/1001/photo-1/shop.jpg', fileName: 'shop.jpg' }]);
  });

  it('answers 400 with field messages for bad input and writes nothing', async () => {
    const bad = await errorOf(await call('/api/jobAds', { method: 'POST', query: email, body: payload({ title: '', salary: { salaryType: '010D', salaryMoreThan: null, isSameDayPayment: false }, howToApply: [] }), as: company }), 400);
    expect(bad.fields).toMatchObject({ title: 'Please enter the job title.', 'salary.salaryMoreThan': 'Please enter the salary (a number of at least 0).', howToApply: 'Please choose at least one way to apply.' });
    const past = await errorOf(await call('/api/jobAds', { method: 'POST', query: email, body: payload({ deadlineDate: '2026-03-01' }), as: company }), 400);
    expect(past.fields).toEqual({ deadlineDate: 'The deadline cannot be in the past: choose today or a later day.' });
    expect((await pool.query('SELECT 1 FROM job_ad')).rowCount).toBe(0);
  });

  it('refuses visitors (401) and individuals (403)', async () => {
    await errorOf(await call('/api/jobAds', { method: 'POST', body: payload() }), 401);
    await errorOf(await call('/api/jobAds', { method: 'POST', query: { email: seeker.email }, body: payload(), as: seeker }), 403);
    await errorOf(await call('/api/employer/myPage/myJobs', { query: { status: '012C' } }), 401);
    await errorOf(await call('/api/employer/myPage/myJobs', { query: { status: '012C', email: seeker.email }, as: seeker }), 403);
    expect((await pool.query('SELECT 1 FROM job_ad')).rowCount).toBe(0);
  });
});

describe('the automatic review', () => {
  it('keeps an ad with a sub-minimum wage and an age limit Under Review with its reasons, then passes it once edited', async () => {
    const { jobId, statusCode } = await register(payload({ title: 'Barista (age 18-25 only)', salary: { salaryType: '010B', salaryMoreThan: 600, isSameDayPayment: false } }));
    expect(statusCode).toBe('012A');
    expect(await inSearch(jobId)).toBe(false);
    const loaded = ZJobAdForEdit.parse(await ok(await call(`/api/jobAds/update/${jobId}`, { query: email, as: company })));
    expect(loaded.reviewReasons.map((reason) => [reason.field, reason.code])).toEqual([
      ['salary.salaryMoreThan', 'review/minimum-wage'],
      ['title', 'review/discrimination'],
    ]);
    const listed = ZMyJobsResponse.parse(await ok(await call('/api/employer/myPage/myJobs', { query: { status: '012A', ...email }, as: company })));
    expect(listed.list[0]?.reviewReasons).toHaveLength(2);

    const saved = ZJobAdStatusAnswer.parse(await ok(await call(`/api/jobAds/${jobId}`, { method: 'PUT', query: email, body: payload({ salary: { salaryType: '010B', salaryMoreThan: 700, isSameDayPayment: false } }), as: company })));
    expect(saved).toEqual({ jobId, statusCode: '012C', reviewReasons: [] });
    expect(await inSearch(jobId)).toBe(true);
  });
});

describe('PUT /api/jobAds/{id}, end, reRegistration, DELETE: only the own company', () => {
  it("answers 404 for another company's ad and changes nothing", async () => {
    const { jobId } = await register();
    const before = await rowOf(jobId);
    await errorOf(await call(`/api/jobAds/update/${jobId}`, { query: { email: otherCompany.email }, as: otherCompany }), 404);
    await errorOf(await call(`/api/jobAds/${jobId}`, { method: 'PUT', query: { email: otherCompany.email }, body: payload({ title: 'Hijacked' }), as: otherCompany }), 404);
    await errorOf(await call(`/api/jobAds/end/${jobId}`, { method: 'PUT', query: { email: otherCompany.email }, as: otherCompany }), 404);
    await errorOf(await call(`/api/jobAds/reRegistration/${jobId}`, { method: 'PUT', query: { email: otherCompany.email }, as: otherCompany }), 404);
    await errorOf(await call(`/api/jobAds/${jobId}`, { method: 'DELETE', query: { email: otherCompany.email }, as: otherCompany }), 404);
    expect(await rowOf(jobId)).toEqual(before);
    const theirs = ZMyJobsResponse.parse(await ok(await call('/api/employer/myPage/myJobs', { query: { status: '012C', email: otherCompany.email }, as: otherCompany })));
    expect(theirs.list).toEqual([]);
    await errorOf(await call(`/api/jobAds/end/${jobId}`, { method: 'PUT', query: { email: seeker.email }, as: seeker }), 403);
    await errorOf(await call(`/api/jobAds/end/${jobId}`, { method: 'PUT' }), 401);
  });

  it('suspends only an ongoing ad (409 otherwise) and re-registers only an ended one, registered anew and reviewed again', async () => {
    const { jobId } = await register();
    expect(ZJobAdStatusAnswer.parse(await ok(await call(`/api/jobAds/end/${jobId}`, { method: 'PUT', query: email, as: company })))).toEqual({ jobId, statusCode: '012D', reviewReasons: [] });
    expect(await inSearch(jobId)).toBe(false);
    await errorOf(await call(`/api/jobAds/end/${jobId}`, { method: 'PUT', query: email, as: company }), 409);

    now = new Date('2026-03-05T02:00:00.000Z');
    const again = ZJobAdStatusAnswer.parse(await ok(await call(`/api/jobAds/reRegistration/${jobId}`, { method: 'PUT', query: email, as: company })));
    expect(again.statusCode).toBe('012C');
    expect(((await rowOf(jobId)).registered_at as Date).toISOString()).toBe('2026-03-05T02:00:00.000Z');
    await errorOf(await call(`/api/jobAds/reRegistration/${jobId}`, { method: 'PUT', query: email, as: company }), 409);
  });

  it('lists the ads of one status, newest change first, with live counts and unread', async () => {
    await insertJobAds(db, [ad(1, { title: 'Old', updatedAt: '2026-02-01T00:00:00.000Z' }), ad(2, { title: 'New', updatedAt: '2026-02-10T00:00:00.000Z', paymentServices: [1] }), ad(3, { statusCode: '012D' }), ad(4, { companyId: 1002 })]);
    await pool.query(`INSERT INTO application (job_id, user_id, how_to_apply_code, status_code, applicant_full_name, read_at, cancelled_at) VALUES
      (2, 1, '018A', '021C', 'A', NULL, NULL), (2, 7, '018A', '021A', 'B', now(), NULL), (2, 8, '018A', '021B', 'C', NULL, NULL), (2, 9, '018A', '021D', 'D', NULL, now())`);
    const page = ZMyJobsResponse.strict().parse(await ok(await call('/api/employer/myPage/myJobs', { query: { status: '012C', email: company.email }, as: company })));
    expect(page.resultListCount).toBe(2);
    expect(page.list.map((row) => row.title)).toEqual(['New', 'Old']);
    expect(page.list[0]).toMatchObject({ jobId: 2, underReview: 1, pass: 1, nonPass: 1, applicant: 3, unread: 2, statusCode: '012C', paymentService: [{ serviceId: 1 }] });
    const second = ZMyJobsResponse.parse(await ok(await call('/api/employer/myPage/myJobs', { query: { status: '012C', pageUnit: '1', pageNo: '2', ...email }, as: company })));
    expect(second.list.map((row) => row.jobId)).toEqual([1]);
    const past = ZMyJobsResponse.parse(await ok(await call('/api/employer/myPage/myJobs', { query: { status: '012C', pageUnit: '1', pageNo: '5', ...email }, as: company })));
    expect(past).toEqual({ list: [], resultListCount: 2 });
    await errorOf(await call('/api/employer/myPage/myJobs', { query: { status: '012X', ...email }, as: company }), 400);
  });

  it("deletes an ad: gone from the lists and the search, the applicant still reads the application (marked deleted), and jobs.job_ad.deleted names the chats", async () => {
    const { jobId } = await register();
    await pool.query(`INSERT INTO application (job_id, user_id, how_to_apply_code, applicant_full_name) VALUES ($1, 1, '018B', 'Juan'), ($1, 7, '018A', 'Ana')`, [jobId]);
    expect(ZJobAdStatusAnswer.parse(await ok(await call(`/api/jobAds/${jobId}`, { method: 'DELETE', query: email, as: company })))).toMatchObject({ jobId });
    expect(await inSearch(jobId)).toBe(false);
    await errorOf(await call(`/api/jobAds/${jobId}`), 404);
    await errorOf(await call(`/api/jobAds/update/${jobId}`, { query: email, as: company }), 404);
    for (const status of ['012A', '012C', '012D']) {
      expect(ZMyJobsResponse.parse(await ok(await call('/api/employer/myPage/myJobs', { query: { status, ...email }, as: company }))).list).toEqual([]);
    }
    const mine = ZMyApplicationsResponse.parse(await ok(await call('/api/application/myApplications', { query: { email: seeker.email }, as: seeker })));
    expect(mine.list).toEqual([expect.objectContaining({ jobId, jobTitle: 'Barista', jobDeleted: true })]);
    const events = await pool.query<{ payload: unknown }>(`SELECT payload FROM outbox_event WHERE subject = 'jobs.job_ad.deleted'`);
    expect(events.rows.map((row) => parseEventPayload('jobs.job_ad.deleted', row.payload))).toEqual([
      { jobId: String(jobId), companyUserId: '1001', applicationIds: ['1', '2'], chats: [{ applicationId: '1', applicantUserId: '1' }] },
    ]);
    await errorOf(await call(`/api/jobAds/${jobId}`, { method: 'DELETE', query: email, as: company }), 404);
  });
});

describe('the schedule: due reviews, deadlines and 21 days, one winner', () => {
  it('ends an ad after 21 days including the registration date (Manila days), and by its deadline', async () => {
    // Registered 2026-03-02 10:00 Manila: open through 2026-03-22, ended on 2026-03-23.
    const { jobId } = await register(payload({ isDeadlineSpecified: false, deadlineDate: null }));
    const { jobId: withDeadline } = await register(payload({ deadlineDate: '2026-03-04' }));
    expect(await runAdSchedule(db, new Date('2026-03-04T15:59:00.000Z'))).toMatchObject({ won: true, ended: 0 });
    expect(await runAdSchedule(db, new Date('2026-03-04T16:00:00.000Z'))).toMatchObject({ won: true, ended: 1 });
    expect(await statusOf(withDeadline)).toBe('012D');
    expect(await runAdSchedule(db, new Date('2026-03-22T15:59:00.000Z'))).toMatchObject({ ended: 0 });
    expect(await statusOf(jobId)).toBe('012C');
    expect(await runAdSchedule(db, new Date('2026-03-22T16:00:00.000Z'))).toMatchObject({ ended: 1 });
    expect(await statusOf(jobId)).toBe('012D');
    expect(await inSearch(jobId)).toBe(false);
  });

  it('reviews an ad once its review is due (a review delay), not before', async () => {
    await insertJobAds(db, [ad(1, { statusCode: '012A' })]);
    await pool.query(`UPDATE job_ad SET review_due_at = '2026-03-02T03:00:00Z', registered_at = '2026-03-02T02:00:00Z'`);
    expect(await runAdSchedule(db, new Date('2026-03-02T02:59:00.000Z'))).toMatchObject({ reviewed: 0 });
    expect(await statusOf(1)).toBe('012A');
    expect(await runAdSchedule(db, new Date('2026-03-02T03:00:00.000Z'))).toMatchObject({ reviewed: 1 });
    expect(await statusOf(1)).toBe('012C');
  });

  it('skips a run while another instance holds the lock, and two schedulers racing end each ad once', async () => {
    await insertJobAds(db, Array.from({ length: 20 }, (_, i) => ad(i + 1, { deadlineDate: '2026-03-01' })));
    const holder = await pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT pg_advisory_xact_lock(7311204052500)');
      expect(await runAdSchedule(db, now)).toEqual({ won: false, ended: 0, reviewed: 0, erased: 0 });
      await holder.query('ROLLBACK');
    } finally {
      holder.release();
    }
    const other = openDatabase(database.databaseUrl);
    try {
      const runs = await Promise.all([runAdSchedule(db, now), runAdSchedule(other, now)]);
      expect(runs.reduce((sum, run) => sum + run.ended, 0)).toBe(20);
      expect(runs.filter((run) => run.ended > 0)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
