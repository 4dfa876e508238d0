/**
 * The service as start() runs it (the embedded mode's way): migrations applied to its own
 * database, health and readiness, and the outbox relay putting community.qna.answered on the bus
 * once the answer commits.
 */
import type { EventEnvelope } from '@phjobs/contracts/events';
import { createInProcessBus, type EventBus } from '@phjobs/service-kit/events/bus';
import { createLogger } from '@phjobs/service-kit/logger';
import type { RunningService } from '@phjobs/service-kit/runtime';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import { testKeys } from '@phjobs/test-utils/keys';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type CommunityDb } from '../src/data/db.ts';
import { qnaStore } from '../src/data/qna.ts';
import { answerInquiry } from '../src/domain/answer-inquiry.ts';
import { start } from '../src/start.ts';
import { call, until } from './harness.ts';

const keys = testKeys();
let database: TestDatabase;
let bus: EventBus;
let service: RunningService;
let db: CommunityDb;
let base = '';
const published: EventEnvelope[] = [];

beforeAll(async () => {
  database = await startTestDatabase('community_start');
  bus = createInProcessBus({ retryBaseMs: 50 });
  await bus.transport.subscribe({ durable: 'test.community-events', subjects: ['community.>'], handler: async ({ envelope }) => void published.push(envelope as EventEnvelope) });
  service = await start({ name: 'community', port: 0, databaseUrl: database.databaseUrl, keys, bus, logger: createLogger('community', 'silent'), env: { HOST: '127.0.0.1' }, dataDir: '.data' });
  base = `http://127.0.0.1:${service.port}`;
  db = openDatabase(database.databaseUrl);
});
afterAll(async () => {
  await db?.$disconnect();
  await service?.close();
  await bus?.close();
  await database?.drop();
});

it('answers health and readiness once migrated, and a JSON 404 elsewhere', async () => {
  expect((await call(base, 'GET', '/healthz')).body).toEqual({ status: 'ok', service: 'community' });
  expect((await call(base, 'GET', '/readyz')).status).toBe(200);
  expect((await call(base, 'GET', '/api/nothing')).body.code).toBe('not-found');
  expect((await call(base, 'GET', '/api/event')).body).toEqual({ list: [], count: 0 });
});

it('publishes community.qna.answered after the answer commits', async () => {
  const row = await db.qna.create({ data: { userId: 1n, majorCategoryCode: '023H', detailCategoryCode: '023H02', content: 'Job fair in Davao?', email: 'seeker@demo.ph' } });
  await answerInquiry(qnaStore(db), Number(row.id), 'Yes, in March.');
  await until(() => published.some((e) => e.subject === 'community.qna.answered'), 'the published event');
  expect(published.find((e) => e.subject === 'community.qna.answered')?.payload).toMatchObject({ qnaId: String(row.id), answer: 'Yes, in March.' });
});
