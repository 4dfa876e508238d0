/**
 * The memo of an application (services/chat owns memos): the internal read services/chat asks
 * before it stores one (GET /internal/applications/{id}), and the durable consumer 'jobs.memos'
 * of chat.memo.saved that copies the memo into the application, once per event, only onto the
 * member's own application and only when later than the copy there, so that
 * GET /api/application/myApplications answers it. Real PostgreSQL, real HTTP, in-process transport.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ZInternalApplication, ZMyApplicationsResponse } from '@phjobs/contracts/applications';
import { encodeMemoText } from '@phjobs/contracts/chat';
import { serviceToken, signAccessToken, type Principal } from '@phjobs/service-kit/auth';
import { createEnvelope } from '@phjobs/service-kit/events/envelope';
import { createInProcessTransport } from '@phjobs/service-kit/events/in-process';
import type { Transport } from '@phjobs/service-kit/events/transport';
import { createLogger } from '@phjobs/service-kit/logger';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import { testKeys } from '@phjobs/test-utils/keys';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { openDatabase, type JobsDb } from '../src/data/db.ts';
import { insertJobAds } from '../src/data/insert-job-ads.ts';
import { MEMO_CONSUMER, startMemoConsumer } from '../src/events/memo-saved.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';
import { ad } from './fixtures.ts';
import { startUpstreams, type Upstreams } from './upstreams.ts';

const keys = testKeys();
const SECRET = 'jobs-memo-secret';
const seeker: Principal = { userId: '1', userType: 'individual', email: 'seeker@demo.ph' };
let database: TestDatabase;
let db: JobsDb;
let upstreams: Upstreams;
let server: Server;
let base = '';
let transport: Transport;
let stopConsumer: () => Promise<void>;
/** Application ids: the seeker's chat application on ad 1, their telephone one on ad 2, another member's on ad 2. */
let chatApp = '';
let phoneApp = '';
let othersApp = '';

async function until(check: () => Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const memoOf = async (id: string) => (await db.$queryRawUnsafe<{ memo: string | null }[]>('SELECT memo FROM application WHERE id = $1::bigint', id))[0]?.memo;
const processed = async () => (await db.$queryRawUnsafe<{ n: number }[]>('SELECT count(*)::int AS n FROM processed_event WHERE consumer = $1', MEMO_CONSUMER))[0]?.n ?? 0;
const saved = (applicationId: string, userId: string, text: string, savedAt: string, jobId = '1') =>
  createEnvelope('chat.memo.saved', { applicationId, jobId, userId, memo: text === '' ? '' : encodeMemoText(text), savedAt });

beforeAll(async () => {
  database = await startTestDatabase('jobs_memo', MIGRATIONS_DIR);
  db = openDatabase(database.databaseUrl);
  await insertJobAds(db, [ad(1, { applyMethods: ['018B', '018D'], title: 'Barista' }), ad(2, { applyMethods: ['018D'], title: 'Cashier' })]);
  upstreams = await startUpstreams(SECRET);
  const app = createApp({ db, publicKey: keys.publicKey, logger: createLogger('jobs', 'silent'), members: upstreams.members, resumes: upstreams.resumes, serviceSecret: SECRET });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.closeAllConnections();
  server?.close();
  await upstreams?.close();
  await db?.close();
  await database?.drop();
});

beforeEach(async () => {
  await db.$executeRawUnsafe('DELETE FROM application');
  await db.$executeRawUnsafe('DELETE FROM processed_event');
  const rows = await db.$queryRawUnsafe<{ id: string }[]>(
    `INSERT INTO application (job_id, user_id, how_to_apply_code, applicant_full_name, applicant_email)
     VALUES (1, 1, '018B', 'Juan Dela Cruz', 'seeker@demo.ph'), (2, 1, '018D', 'Juan Dela Cruz', 'seeker@demo.ph'), (2, 7, '018D', 'Ana Reyes', 'ana@demo.ph')
     RETURNING id::text`,
  );
  [chatApp, phoneApp, othersApp] = rows.map((row) => row.id) as [string, string, string];
  // A re-published id is delivered again (no duplicate window): only processed_event stops a second effect.
  transport = createInProcessTransport({ duplicateWindowMs: 0, retryBaseMs: 20 });
  const consumer = await startMemoConsumer({ db, transport });
  stopConsumer = async () => {
    await consumer.stop();
    await transport.close();
  };
});

afterEach(async () => {
  await stopConsumer?.();
});

describe('GET /internal/applications/{id} (services/chat, before a memo)', () => {
  const get = (path: string, token = serviceToken(SECRET, 'chat')) => fetch(base + path, { headers: { 'x-service-token': token } });

  it("answers the application's owner, ad, method and chat", async () => {
    const res = await get(`/internal/applications/${chatApp}`);
    expect(res.status).toBe(200);
    expect(ZInternalApplication.parse(await res.json())).toEqual({
      applicationId: Number(chatApp),
      jobId: 1,
      userId: 1,
      howToApplyCode: '018B',
      statusCode: '021C',
      chat_url: 'apply_1_1',
      cancelled: false,
    });
    expect(await (await get(`/internal/applications/${othersApp}`)).json()).toMatchObject({ userId: 7, chat_url: null });
  });

  it('answers 404 for an unknown application and 400 for a bad id', async () => {
    expect((await get('/internal/applications/999999')).status).toBe(404);
    expect((await get('/internal/applications/abc')).status).toBe(400);
  });

  it('refuses a call without a valid service token (403)', async () => {
    expect((await fetch(`${base}/internal/applications/${chatApp}`)).status).toBe(403);
    expect((await get(`/internal/applications/${chatApp}`, serviceToken('another-secret', 'chat'))).status).toBe(403);
  });
});

describe(`chat.memo.saved (durable '${MEMO_CONSUMER}')`, () => {
  it('copies the memo once, however often the event is delivered', async () => {
    const event = saved(chatApp, '1', 'Call Ms. Santos on Monday', '2026-03-02T02:00:00.000Z');
    await transport.publish(event);
    await transport.publish(event);
    await until(async () => (await processed()) === 1, 'the memo copied');
    // The copy is changed behind the consumer's back: a second application of the same event would undo that.
    await db.$executeRawUnsafe(`UPDATE application SET memo = 'changed since' WHERE id = $1::bigint`, chatApp);
    await transport.publish(event);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await memoOf(chatApp)).toBe('changed since');
    expect(await processed()).toBe(1);
  });

  it("shows the memo in the member's GET /api/application/myApplications", async () => {
    await transport.publish(saved(phoneApp, '1', 'Bring my NBI clearance 😀', '2026-03-02T02:00:00.000Z', '2'));
    await until(async () => (await memoOf(phoneApp)) !== null, 'the memo copied');
    const res = await fetch(`${base}/api/application/myApplications?howToApply=all`, { headers: { authorization: `Bearer ${signAccessToken(keys.privateKey, seeker)}` } });
    expect(res.status).toBe(200);
    const { list } = ZMyApplicationsResponse.parse(await res.json());
    expect(list.find((row) => row.applicationId === Number(phoneApp))?.memo).toBe(encodeMemoText('Bring my NBI clearance 😀'));
    expect(list.find((row) => row.applicationId === Number(chatApp))?.memo).toBeNull();
  });

  it("never writes onto another member's application", async () => {
    await transport.publish(saved(othersApp, '1', 'Not mine', '2026-03-02T02:00:00.000Z', '2'));
    await until(async () => (await processed()) === 1, 'the event handled');
    expect(await memoOf(othersApp)).toBeNull();
  });

  it('keeps the latest memo when an earlier one arrives after it, and an empty memo clears it', async () => {
    await transport.publish(saved(chatApp, '1', 'Second thought', '2026-03-02T02:00:05.000Z'));
    await transport.publish(saved(chatApp, '1', 'First thought', '2026-03-02T02:00:01.000Z'));
    await until(async () => (await processed()) === 2, 'both events handled');
    expect(await memoOf(chatApp)).toBe(encodeMemoText('Second thought'));
    await transport.publish(saved(chatApp, '1', '', '2026-03-02T02:00:09.000Z'));
    await until(async () => (await processed()) === 3, 'the clearing handled');
    expect(await memoOf(chatApp)).toBeNull();
  });
});
