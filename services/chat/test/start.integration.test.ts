/**
 * The service as start() runs it (the embedded mode's way): migrations applied to its own database,
 * health and readiness, and the outbox relay putting chat.memo.saved on the bus once the memo
 * commits; jobs.application.cancelled on the bus freezes the chat.
 */
import { encodeMemoText } from '@phjobs/contracts/chat';
import type { EventEnvelope } from '@phjobs/contracts/events';
import { serviceToken, signAccessToken } from '@phjobs/service-kit/auth';
import { createInProcessBus, type EventBus } from '@phjobs/service-kit/events/bus';
import { createEnvelope } from '@phjobs/service-kit/events/envelope';
import { createLogger } from '@phjobs/service-kit/logger';
import type { RunningService } from '@phjobs/service-kit/runtime';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import { testKeys } from '@phjobs/test-utils/keys';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { start } from '../src/start.ts';
import { JUAN, JUAN_CHAT, SERVICE_SECRET, startJobsStandIn, until, type JobsStandIn } from './harness.ts';

const keys = testKeys();
let database: TestDatabase;
let bus: EventBus;
let jobs: JobsStandIn;
let service: RunningService;
let base = '';
const published: EventEnvelope[] = [];

beforeAll(async () => {
  database = await startTestDatabase('chat_start');
  jobs = await startJobsStandIn();
  jobs.applications.set(JUAN_CHAT.applicationId, JUAN_CHAT);
  bus = createInProcessBus({ retryBaseMs: 50 });
  await bus.transport.subscribe({ durable: 'test.chat-events', subjects: ['chat.>'], handler: async ({ envelope }) => void published.push(envelope as EventEnvelope) });
  service = await start({
    name: 'chat',
    port: 0,
    databaseUrl: database.databaseUrl,
    keys,
    bus,
    logger: createLogger('chat', 'silent'),
    env: { SERVICE_TOKEN_SECRET: SERVICE_SECRET, UPSTREAM_JOBS: jobs.url, HOST: '127.0.0.1' },
    dataDir: '.data',
  });
  base = `http://127.0.0.1:${service.port}`;
});
afterAll(async () => {
  await service?.close();
  await bus?.close();
  await jobs?.close();
  await database?.drop();
});

it('answers health and readiness, and a JSON 404 elsewhere', async () => {
  expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok', service: 'chat' });
  expect((await fetch(`${base}/readyz`)).status).toBe(200);
  const missing = await fetch(`${base}/api/nothing`);
  expect(missing.status).toBe(404);
  expect((await missing.json()).code).toBe('not-found');
});

it('publishes chat.memo.saved on the bus once the memo commits', async () => {
  const memo = encodeMemoText('Interview on Friday');
  const res = await fetch(`${base}/chats/memo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${signAccessToken(keys.privateKey, JUAN)}` },
    body: JSON.stringify({ chat_url: 'apply_12_1', applicationId: 501, memo }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  await until(() => published.some((event) => event.subject === 'chat.memo.saved'), 'chat.memo.saved on the bus');
  expect(published.find((event) => event.subject === 'chat.memo.saved')?.payload).toEqual({ applicationId: '501', jobId: '12', userId: '1', memo, savedAt: (await res.json()).savedAt });
});

it('freezes the chat when jobs.application.cancelled arrives on the bus', async () => {
  await bus.transport.publish(
    createEnvelope('jobs.application.cancelled', { applicationId: '501', jobId: '12', jobTitle: 'Barista', employerUserId: '2', applicantUserId: '1', applicantEmail: 'seeker@demo.ph', howToApplyCode: '018B', chatUrl: 'apply_12_1' }),
  );
  const read = async () => (await (await fetch(`${base}/internal/chats/apply_12_1/freeze`, { headers: { 'x-service-token': serviceToken(SERVICE_SECRET, 'test') } })).json()) as { frozen: boolean };
  await until(async () => (await read()).frozen, 'the chat frozen');
});
