/**
 * The copies of services/employer's and services/account's company facts, by their events (real
 * PostgreSQL, in-process transport):
 * - employer.company.permit_changed ('jobs.permits'): the company's ads carry the permit badge (and
 *   count in Verified jobs' permit tab) exactly while 015B; the latest changedAt wins whatever
 *   order events come in; once per event;
 * - employer.company.master_changed ('jobs.masters'): the master-branch link, latest wins, once;
 * - account.user.withdrawn of a company or master ('jobs.withdrawal'): its ads end at once (gone
 *   from the public), its links go, its applications stay for their applicants, and the schedule
 *   erases the applicants' personal data in them after the retention period, once.
 */
import { createEnvelope } from '@phjobs/service-kit/events/envelope';
import { createInProcessTransport } from '@phjobs/service-kit/events/in-process';
import type { Transport } from '@phjobs/service-kit/events/transport';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runAdSchedule } from '../src/data/close-expired-ads.ts';
import { openDatabase, type JobsDb } from '../src/data/db.ts';
import { getJobAd } from '../src/data/get-job-ad.ts';
import { insertJobAds } from '../src/data/insert-job-ads.ts';
import { ERASED_APPLICANT_NAME } from '../src/data/withdraw-company.ts';
import { createCatalogLookups } from '../src/domain/catalog.ts';
import { MASTER_CONSUMER, startMasterConsumer } from '../src/events/master-changed.ts';
import { PERMIT_CONSUMER, startPermitConsumer } from '../src/events/permit-changed.ts';
import { startWithdrawalConsumer, WITHDRAWAL_CONSUMER } from '../src/events/withdrawal.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';
import { ad } from './fixtures.ts';

let database: TestDatabase;
let db: JobsDb;
let transport: Transport;
let stop: () => Promise<void>;

async function until(check: () => Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
const processed = async (consumer: string) => (await db.$queryRawUnsafe<{ n: number }[]>('SELECT count(*)::int AS n FROM processed_event WHERE consumer = $1', consumer))[0]?.n ?? 0;
/** Publishes and waits until the consumer has handled one more event. */
async function deliver(consumer: string, envelope: Parameters<Transport['publish']>[0]) {
  const before = await processed(consumer);
  await transport.publish(envelope);
  await until(async () => (await processed(consumer)) > before, `${consumer} handled ${envelope.subject}`);
}

const permits = async () => (await db.$queryRawUnsafe<{ id: string; is_permit: boolean }[]>('SELECT id::text, is_permit FROM job_ad ORDER BY id')).map((row) => [row.id, row.is_permit]);
/** The ads of Verified jobs' permit tab: the search table's '#permit' token (data/list-kinds.ts). */
const permitTab = async () => (await db.$queryRawUnsafe<{ id: string }[]>(`SELECT id::text FROM job_ad_search WHERE filter_vector @@ '''#permit'''::tsquery ORDER BY id`)).map((row) => row.id);
const permitChanged = (companyId: string, statusCode: '015A' | '015B' | '015C', changedAt: string) =>
  createEnvelope('employer.company.permit_changed', { companyId, statusCode, validTo: statusCode === '015B' ? '2028-01-31' : null, changedAt });
const masterChanged = (companyId: string, masterId: string | null, changedAt: string) => createEnvelope('employer.company.master_changed', { companyId, masterId, changedAt });
const masterOf = async (companyId: string) =>
  (await db.$queryRawUnsafe<{ master_id: string | null }[]>('SELECT master_id::text FROM company_master WHERE company_id = $1::bigint', companyId))[0]?.master_id;
const withdrawn = (userId: string, userType: 'company' | 'master.company' | 'individual') => createEnvelope('account.user.withdrawn', { userId, email: `${userId}@withdrawn.ph`, userType });

beforeAll(async () => {
  database = await startTestDatabase('jobs_company_events', MIGRATIONS_DIR);
  db = openDatabase(database.databaseUrl);
  transport = createInProcessTransport({ duplicateWindowMs: 0, retryBaseMs: 20 });
  const consumers = [await startPermitConsumer({ db, transport }), await startMasterConsumer({ db, transport }), await startWithdrawalConsumer({ db, transport })];
  stop = async () => {
    for (const consumer of consumers) await consumer.stop();
    await transport.close();
  };
});

afterAll(async () => {
  await stop?.();
  await db?.close();
  await database?.drop();
});

beforeEach(async () => {
  await db.$executeRawUnsafe('TRUNCATE job_ad, application, company_permit, company_master, withdrawn_company, processed_event RESTART IDENTITY CASCADE');
});

describe(`employer.company.permit_changed (durable '${PERMIT_CONSUMER}')`, () => {
  beforeEach(async () => {
    await insertJobAds(db, [ad(1, { companyId: 2 }), ad(2, { companyId: 2, statusCode: '012A' }), ad(3, { companyId: 1001 }), ad(4, { companyId: 2, isEmploymentContract: true })]);
  });

  it("puts the badge on every ad of a certified company (and in Verified jobs' permit tab), and takes it off when the permit is no longer 015B", async () => {
    await deliver(PERMIT_CONSUMER, permitChanged('2', '015B', '2026-03-01T00:00:00.000Z'));
    expect(await permits()).toEqual([['1', true], ['2', true], ['3', false], ['4', true]]);
    expect(await permitTab()).toEqual(['1', '4']);
    await deliver(PERMIT_CONSUMER, permitChanged('2', '015C', '2026-03-02T00:00:00.000Z'));
    expect(await permits()).toEqual([['1', false], ['2', false], ['3', false], ['4', false]]);
    expect(await permitTab()).toEqual([]);
    await deliver(PERMIT_CONSUMER, permitChanged('2', '015B', '2026-03-03T00:00:00.000Z'));
    await deliver(PERMIT_CONSUMER, permitChanged('2', '015A', '2026-03-04T00:00:00.000Z'));
    expect(await permits()).toEqual([['1', false], ['2', false], ['3', false], ['4', false]]);
  });

  it('the latest changedAt wins whatever order the events come in', async () => {
    await deliver(PERMIT_CONSUMER, permitChanged('2', '015C', '2026-03-05T00:00:00.000Z'));
    // An older certification arrives late: nothing changes.
    await deliver(PERMIT_CONSUMER, permitChanged('2', '015B', '2026-03-01T00:00:00.000Z'));
    expect(await permits()).toEqual([['1', false], ['2', false], ['3', false], ['4', false]]);
    expect(await db.$queryRawUnsafe('SELECT status_code, changed_at FROM company_permit')).toEqual([{ status_code: '015C', changed_at: new Date('2026-03-05T00:00:00.000Z') }]);
    await deliver(PERMIT_CONSUMER, permitChanged('2', '015B', '2026-03-06T00:00:00.000Z'));
    expect((await permits()).filter(([, on]) => on).map(([id]) => id)).toEqual(['1', '2', '4']);
  });

  it('applies an event once, however often it is delivered', async () => {
    const event = permitChanged('1001', '015B', '2026-03-01T00:00:00.000Z');
    await deliver(PERMIT_CONSUMER, event);
    await db.$executeRawUnsafe('UPDATE job_ad SET is_permit = false WHERE id = 3');
    await transport.publish(event);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await permits()).toEqual([['1', false], ['2', false], ['3', false], ['4', false]]);
    expect(await processed(PERMIT_CONSUMER)).toBe(1);
  });
});

describe(`employer.company.master_changed (durable '${MASTER_CONSUMER}')`, () => {
  it('links a company to its master, unlinks it with masterId null, the latest changedAt winning, once per event', async () => {
    await deliver(MASTER_CONSUMER, masterChanged('1001', '3', '2026-03-01T00:00:00.000Z'));
    expect(await masterOf('1001')).toBe('3');
    // An older link to another master comes late: ignored.
    await deliver(MASTER_CONSUMER, masterChanged('1001', '4', '2026-02-01T00:00:00.000Z'));
    expect(await masterOf('1001')).toBe('3');
    const left = masterChanged('1001', null, '2026-03-02T00:00:00.000Z');
    await deliver(MASTER_CONSUMER, left);
    expect(await masterOf('1001')).toBeNull();
    await deliver(MASTER_CONSUMER, masterChanged('1001', '4', '2026-03-03T00:00:00.000Z'));
    expect(await masterOf('1001')).toBe('4');
    // The same event again: acknowledged, nothing applied.
    await transport.publish(left);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await masterOf('1001')).toBe('4');
    expect(await processed(MASTER_CONSUMER)).toBe(4);
  });
});

describe(`account.user.withdrawn of a company (durable '${WITHDRAWAL_CONSUMER}')`, () => {
  const lookups = createCatalogLookups();
  const statuses = async () => (await db.$queryRawUnsafe<{ id: string; status_code: string }[]>('SELECT id::text, status_code FROM job_ad ORDER BY id')).map((row) => [row.id, row.status_code]);
  const application = (id: number) =>
    db.$queryRawUnsafe<{ user_id: string | null; applicant_full_name: string; applicant_email: string | null; self_introduction: string | null; resume_title: string | null; memo: string | null }[]>(
      'SELECT user_id::text, applicant_full_name, applicant_email, self_introduction, resume_title, memo FROM application WHERE id = $1::bigint',
      id,
    );

  beforeEach(async () => {
    await insertJobAds(db, [ad(1, { companyId: 2 }), ad(2, { companyId: 2, statusCode: '012A' }), ad(3, { companyId: 2, statusCode: '012D' }), ad(4, { companyId: 1001 }), ad(5, { companyId: 3 })]);
    await db.$executeRawUnsafe(`UPDATE job_ad SET review_due_at = now() WHERE id = 2`);
    await db.$executeRawUnsafe(
      `INSERT INTO application (job_id, user_id, how_to_apply_code, applicant_full_name, applicant_email, self_introduction, resume_title, memo)
       VALUES (1, 1, '018A', 'Juan Dela Cruz', 'seeker@demo.ph', 'Hello', 'Barista, 3 years', 'bXk='), (4, 1, '018D', 'Juan Dela Cruz', 'seeker@demo.ph', 'Call me', NULL, NULL)`,
    );
    await db.$executeRawUnsafe(
      `INSERT INTO company_master (company_id, master_id, changed_at) VALUES (2, 3, '2026-01-01'), (1001, 3, '2026-01-01'), (1002, 4, '2026-01-01')`,
    );
  });

  it('ends its ongoing and under-review ads at once (their pages 404 to the public), leaves other companies alone, and unlinks it from its master', async () => {
    expect(await getJobAd(db, { jobId: 1, viewerId: null }, lookups)).not.toBeNull();
    await deliver(WITHDRAWAL_CONSUMER, withdrawn('2', 'company'));
    expect(await statuses()).toEqual([['1', '012D'], ['2', '012D'], ['3', '012D'], ['4', '012C'], ['5', '012C']]);
    expect(await getJobAd(db, { jobId: 1, viewerId: null }, lookups)).toBeNull();
    expect((await db.$queryRawUnsafe<{ n: number }[]>('SELECT count(*)::int AS n FROM job_ad_search WHERE id IN (1, 2)'))[0]?.n).toBe(0);
    expect((await db.$queryRawUnsafe<{ review_due_at: Date | null }[]>('SELECT review_due_at FROM job_ad WHERE id = 2'))[0]?.review_due_at).toBeNull();
    expect(await masterOf('2')).toBeNull();
    expect(await masterOf('1001')).toBe('3');
    // Its applications stay, readable by their applicants.
    expect(await application(1)).toEqual([{ user_id: '1', applicant_full_name: 'Juan Dela Cruz', applicant_email: 'seeker@demo.ph', self_introduction: 'Hello', resume_title: 'Barista, 3 years', memo: 'bXk=' }]);
    // A master_changed older than the withdrawal does not bring the link back.
    await deliver(MASTER_CONSUMER, masterChanged('2', '3', '2026-01-02T00:00:00.000Z'));
    expect(await masterOf('2')).toBeNull();
  });

  it('announces the ended ads and the chats to freeze (jobs.company_ads.closed), once', async () => {
    await db.$executeRawUnsafe(
      `INSERT INTO application (job_id, user_id, how_to_apply_code, applicant_full_name) VALUES (3, 7, '018B', 'Maria Santos'), (4, 8, '018B', 'Other company')`,
    );
    await db.$executeRawUnsafe('TRUNCATE outbox_event');
    const closed = async () =>
      (await db.$queryRawUnsafe<{ payload: unknown }[]>(`SELECT payload FROM outbox_event WHERE subject = 'jobs.company_ads.closed'`)).map((row) => row.payload);
    await deliver(WITHDRAWAL_CONSUMER, withdrawn('2', 'company'));
    await deliver(WITHDRAWAL_CONSUMER, withdrawn('2', 'company'));
    const [chatApplication] = await db.$queryRawUnsafe<{ id: string }[]>(`SELECT id::text FROM application WHERE job_id = 3`);
    expect(await closed()).toEqual([
      { companyUserId: '2', reason: 'company.withdrawn', jobIds: ['1', '2'], chats: [{ jobId: '3', applicationId: chatApplication!.id, applicantUserId: '7' }] },
    ]);
  });

  it("a withdrawn master's ads end and its branches are unlinked", async () => {
    await deliver(WITHDRAWAL_CONSUMER, withdrawn('3', 'master.company'));
    expect(await statuses()).toEqual([['1', '012C'], ['2', '012A'], ['3', '012D'], ['4', '012C'], ['5', '012D']]);
    expect([await masterOf('2'), await masterOf('1001'), await masterOf('1002')]).toEqual([null, null, '4']);
  });

  it('the schedule erases the applicant data of its applications once the retention period (3 years) is over, once; the applications stay', async () => {
    await deliver(WITHDRAWAL_CONSUMER, withdrawn('2', 'company'));
    const at = (await db.$queryRawUnsafe<{ withdrawn_at: Date }[]>('SELECT withdrawn_at FROM withdrawn_company WHERE company_id = 2'))[0]!.withdrawn_at;
    const later = (years: number, ms = 0) => new Date(Date.UTC(at.getUTCFullYear() + years, at.getUTCMonth(), at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds(), at.getUTCMilliseconds()) + ms);
    expect(await runAdSchedule(db, later(3, -1000))).toMatchObject({ won: true, erased: 0 });
    expect((await application(1))[0]?.applicant_email).toBe('seeker@demo.ph');
    expect(await runAdSchedule(db, later(3))).toMatchObject({ erased: 1 });
    expect(await application(1)).toEqual([{ user_id: '1', applicant_full_name: ERASED_APPLICANT_NAME, applicant_email: null, self_introduction: null, resume_title: null, memo: 'bXk=' }]);
    // Another company's application is untouched; a second run erases nothing more.
    expect((await application(2))[0]).toMatchObject({ applicant_full_name: 'Juan Dela Cruz', applicant_email: 'seeker@demo.ph' });
    expect(await runAdSchedule(db, later(4))).toMatchObject({ erased: 0 });
  });

  it('an individual withdrawing ends no ads', async () => {
    await deliver(WITHDRAWAL_CONSUMER, withdrawn('1', 'individual'));
    expect(await statuses()).toEqual([['1', '012C'], ['2', '012A'], ['3', '012D'], ['4', '012C'], ['5', '012C']]);
    expect((await application(1))[0]).toMatchObject({ user_id: null, applicant_full_name: 'Withdrawn member' });
  });
});
