/**
 * The service as start() runs it, on an in-process event bus (the transport the embedded mode
 * uses; service-kit's own tests cover JetStream): the outbox relay publishes what an application
 * wrote, and the durable consumer 'jobs.withdrawal' erases a withdrawn member once, however often
 * the event comes.
 */
import type { EventEnvelope } from '@phjobs/contracts/events';
import { signAccessToken } from '@phjobs/service-kit/auth';
import { createInProcessBus, type EventBus } from '@phjobs/service-kit/events/bus';
import { createEnvelope } from '@phjobs/service-kit/events/envelope';
import { createLogger } from '@phjobs/service-kit/logger';
import type { RunningService } from '@phjobs/service-kit/runtime';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import { testKeys } from '@phjobs/test-utils/keys';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/data/db.ts';
import { WITHDRAWN_NAME } from '../src/data/applications/erase-member.ts';
import { insertJobAds } from '../src/data/insert-job-ads.ts';
import { WITHDRAWAL_CONSUMER } from '../src/events/withdrawal.ts';
import { start } from '../src/start.ts';
import { ad } from './fixtures.ts';
import { startUpstreams, type Upstreams } from './upstreams.ts';

const SECRET = 'jobs-events-secret';
const keys = testKeys();
let database: TestDatabase;
let bus: EventBus;
let upstreams: Upstreams;
let running: RunningService;
let pool: pg.Pool;
const published: EventEnvelope[] = [];

async function until(check: () => Promise<boolean> | boolean, what: string, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  database = await startTestDatabase('jobs_events');
  upstreams = await startUpstreams(SECRET);
  upstreams.profiles.set('1', { userId: 1, userType: 'individual', fullName: 'Juan Dela Cruz', email: 'seeker@demo.ph', genderCode: '003A', birthDate: null, phoneNumber: null });
  bus = createInProcessBus({ retryBaseMs: 50 });
  await bus.transport.subscribe({
    durable: 'test.jobs-events',
    subjects: ['jobs.>'],
    handler: async ({ envelope }) => {
      published.push(envelope as EventEnvelope);
    },
  });
  const logger = createLogger('jobs', 'silent');
  running = await start({
    name: 'jobs',
    port: 0,
    databaseUrl: database.databaseUrl,
    keys,
    bus,
    logger,
    env: { SERVICE_TOKEN_SECRET: SECRET, UPSTREAM_ACCOUNT: upstreams.accountUrl, UPSTREAM_TALENT: upstreams.talentUrl, HOST: '127.0.0.1' },
    dataDir: '.data',
  });
  pool = new pg.Pool({ connectionString: database.databaseUrl });
  const db = openDatabase(database.databaseUrl);
  await insertJobAds(db, [ad(1, { applyMethods: ['018B', '018D'] }), ad(2, { applyMethods: ['018D'] })]);
  await db.close();
});

afterAll(async () => {
  await running?.close();
  await bus?.close();
  await upstreams?.close();
  await pool?.end();
  await database?.drop();
});

describe('start(): outbox relay and withdrawal consumer', () => {
  it('publishes jobs.application.created once the application commits', async () => {
    const res = await fetch(`http://127.0.0.1:${running.port}/api/application/etc/1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${signAccessToken(keys.privateKey, { userId: '1', userType: 'individual', email: 'seeker@demo.ph' })}` },
      body: JSON.stringify({ howToApplyCode: '018B', selfIntroduction: 'From chat apply' }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    await until(() => published.some((event) => event.subject === 'jobs.application.created'), 'the created event on the bus');
    const event = published.find((e) => e.subject === 'jobs.application.created')!;
    expect(event.payload).toMatchObject({ jobId: '1', applicantUserId: '1', employerUserId: '1001', howToApplyCode: '018B', statusCode: '021C' });
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM outbox_event WHERE published_at IS NULL');
    expect(rows[0].n).toBe(0);
  });

  it("account.user.withdrawn deletes the member's scraps and anonymises their applications, once", async () => {
    await pool.query(`INSERT INTO ad_scrap (user_id, job_id) VALUES (1, 1), (1, 2), (7, 1)`);
    await pool.query(`INSERT INTO application (job_id, user_id, how_to_apply_code, applicant_full_name, applicant_email, self_introduction, memo)
      VALUES (2, 1, '018D', 'Juan Dela Cruz', 'seeker@demo.ph', 'Call me', 'bWVtbw=='), (2, 7, '018D', 'Ana Reyes', 'ana@demo.ph', 'Me too', null)`);
    const withdrawn = createEnvelope('account.user.withdrawn', { userId: '1', email: 'seeker@demo.ph', userType: 'individual' });
    await bus.transport.publish(withdrawn);
    await until(async () => (await pool.query('SELECT count(*)::int AS n FROM ad_scrap WHERE user_id = 1')).rows[0].n === 0, 'scraps deleted');
    const { rows } = await pool.query('SELECT user_id, applicant_full_name, applicant_email, self_introduction, memo, status_code FROM application ORDER BY id');
    expect(rows).toEqual([
      { user_id: null, applicant_full_name: WITHDRAWN_NAME, applicant_email: null, self_introduction: null, memo: null, status_code: '021C' },
      { user_id: null, applicant_full_name: WITHDRAWN_NAME, applicant_email: null, self_introduction: null, memo: null, status_code: '021C' },
      { user_id: '7', applicant_full_name: 'Ana Reyes', applicant_email: 'ana@demo.ph', self_introduction: 'Me too', memo: null, status_code: '021C' },
    ]);
    expect((await pool.query('SELECT count(*)::int AS n FROM ad_scrap WHERE user_id = 7')).rows[0].n).toBe(1);
    // The same event again is not applied again (the bus de-duplicates by id; a redelivery would find processed_event).
    await pool.query(`INSERT INTO ad_scrap (user_id, job_id) VALUES (1, 1)`);
    expect(await bus.transport.publish(withdrawn)).toEqual({ duplicate: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await pool.query('SELECT count(*)::int AS n FROM ad_scrap WHERE user_id = 1')).rows[0].n).toBe(1);
    const processed = await pool.query('SELECT consumer FROM processed_event WHERE event_id = $1', [withdrawn.id]);
    expect(processed.rows).toEqual([{ consumer: WITHDRAWAL_CONSUMER }]);
  });
});
