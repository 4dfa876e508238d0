/**
 * The freeze of an apply chat (account-community.md: "POST {chat service}/chats/freeze (job_id,
 * user_id) after cancel"; "Application cancel answering 409: the chat freeze is still run"): the
 * member's own call, the consumer of jobs.application.cancelled, and the internal read the chat
 * rooms will use. Real PostgreSQL, real HTTP, in-process transport.
 */
import { ZChatFreeze } from '@phjobs/contracts/chat';
import type { EventPayload } from '@phjobs/contracts/events';
import { serviceToken } from '@phjobs/service-kit/auth';
import { createEnvelope } from '@phjobs/service-kit/events/envelope';
import { createInProcessTransport } from '@phjobs/service-kit/events/in-process';
import type { Transport } from '@phjobs/service-kit/events/transport';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FREEZE_CONSUMER, startFreezeConsumer } from '../src/events/application-cancelled.ts';
import { ANA, call, JUAN, SAMPAGUITA, SERVICE_SECRET, startChat, until, type Harness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startChat('chat_freeze');
});
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  await h.db.chatFreeze.deleteMany();
  await h.db.processedEvent.deleteMany();
});

/** token null = a visitor. */
const freeze = (body: unknown, token: string | null = h.token(JUAN)) => call(h.base, 'POST', '/chats/freeze', { body, ...(token ? { token } : {}) });
const readFreeze = (chatUrl: string, token = serviceToken(SERVICE_SECRET, 'jobs')) => call(h.base, 'GET', `/internal/chats/${chatUrl}/freeze`, { headers: { 'x-service-token': token } });

describe('POST /chats/freeze', () => {
  it("freezes the caller's chat for that ad, and answers 200 the same the second time", async () => {
    const first = await freeze({ job_id: 12, user_id: 1 });
    expect(first.status).toBe(200);
    expect(ZChatFreeze.parse(first.body)).toEqual({ chat_url: 'apply_12_1', jobId: 12, userId: 1, frozen: true, frozenAt: expect.any(String), reason: 'member' });
    const second = await freeze({ job_id: '12', user_id: '1' });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await h.db.chatFreeze.count()).toBe(1);
  });

  it("refuses to freeze another member's chat (403) and records nothing", async () => {
    const res = await freeze({ job_id: 12, user_id: 7 });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('auth/forbidden');
    expect(await h.db.chatFreeze.count()).toBe(0);
    expect((await freeze({ job_id: 12, user_id: 7 }, h.token(ANA))).status).toBe(200);
  });

  it('refuses visitors (401) and company members (403)', async () => {
    expect((await freeze({ job_id: 12, user_id: 1 }, null)).status).toBe(401);
    expect((await freeze({ job_id: 12, user_id: 2 }, h.token(SAMPAGUITA))).status).toBe(403);
    expect(await h.db.chatFreeze.count()).toBe(0);
  });

  it('answers 400 with field messages for missing or non-numeric ids', async () => {
    const res = await freeze({ job_id: 'twelve' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['job_id', 'user_id']);
  });
});

describe('GET /internal/chats/{chatUrl}/freeze', () => {
  it('tells whether a chat is frozen', async () => {
    expect((await readFreeze('apply_12_1')).body).toEqual({ chat_url: 'apply_12_1', jobId: 12, userId: 1, frozen: false, frozenAt: null, reason: null });
    await freeze({ job_id: 12, user_id: 1 });
    expect((await readFreeze('apply_12_1')).body).toMatchObject({ frozen: true, reason: 'member' });
  });

  it('refuses calls without a valid service token (403) and answers 400 for a malformed chat', async () => {
    expect((await call(h.base, 'GET', '/internal/chats/apply_12_1/freeze')).status).toBe(403);
    expect((await readFreeze('apply_12_1', serviceToken('another-secret', 'jobs'))).status).toBe(403);
    expect((await readFreeze('room-12')).status).toBe(400);
  });
});

describe(`jobs.application.cancelled (durable '${FREEZE_CONSUMER}')`, () => {
  let transport: Transport;
  let stop: () => Promise<void>;
  beforeEach(async () => {
    // A re-published id is delivered again (no duplicate window): only processed_event stops a second effect.
    transport = createInProcessTransport({ duplicateWindowMs: 0, retryBaseMs: 20 });
    const consumer = await startFreezeConsumer({ db: h.db, transport });
    stop = async () => {
      await consumer.stop();
      await transport.close();
    };
  });
  afterEach(async () => {
    await stop?.();
  });

  const cancelled = (overrides: Partial<EventPayload<'jobs.application.cancelled'>> = {}) =>
    createEnvelope('jobs.application.cancelled', {
      applicationId: '501',
      jobId: '12',
      jobTitle: 'Barista',
      employerUserId: '2',
      applicantUserId: '1',
      applicantEmail: 'seeker@demo.ph',
      howToApplyCode: '018B',
      chatUrl: 'apply_12_1',
      ...overrides,
    });

  it("freezes the cancelled chat application's chat once, however often the event comes", async () => {
    const event = cancelled();
    await transport.publish(event);
    await transport.publish(event);
    await until(async () => (await h.db.processedEvent.count()) === 1, 'the freeze');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await h.db.chatFreeze.findMany({ select: { jobId: true, userId: true, reason: true, applicationId: true } })).toEqual([{ jobId: 12n, userId: 1n, reason: 'application.cancelled', applicationId: 501n }]);
    expect(await h.db.processedEvent.findMany({ select: { consumer: true, eventId: true } })).toEqual([{ consumer: FREEZE_CONSUMER, eventId: event.id }]);
    // The member's own call afterwards finds it frozen (200, the first freeze kept).
    expect((await freeze({ job_id: 12, user_id: 1 })).body).toMatchObject({ frozen: true, reason: 'application.cancelled' });
  });

  it('freezes nothing for an application that was not a chat application', async () => {
    await transport.publish(cancelled({ howToApplyCode: '018D', chatUrl: null }));
    await until(async () => (await h.db.processedEvent.count()) === 1, 'the event handled');
    expect(await h.db.chatFreeze.count()).toBe(0);
  });

  it("freezes the chats of a deleted ad's chat applications (jobs.job_ad.deleted), once each", async () => {
    const event = createEnvelope('jobs.job_ad.deleted', {
      jobId: '12',
      companyUserId: '2',
      applicationIds: ['501', '502', '503'],
      chats: [
        { applicationId: '501', applicantUserId: '1' },
        { applicationId: '503', applicantUserId: '7' },
      ],
    });
    await transport.publish(event);
    await transport.publish(event);
    await until(async () => (await h.db.processedEvent.count()) === 1, 'the freezes');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await h.db.chatFreeze.findMany({ select: { jobId: true, userId: true, reason: true, applicationId: true }, orderBy: { userId: 'asc' } })).toEqual([
      { jobId: 12n, userId: 1n, reason: 'job_ad.deleted', applicationId: 501n },
      { jobId: 12n, userId: 7n, reason: 'job_ad.deleted', applicationId: 503n },
    ]);
  });

  it("freezes the chats of a withdrawn company's chat applications (jobs.company_ads.closed)", async () => {
    const event = createEnvelope('jobs.company_ads.closed', {
      companyUserId: '2',
      reason: 'company.withdrawn',
      jobIds: ['12'],
      chats: [
        { jobId: '12', applicationId: '501', applicantUserId: '1' },
        { jobId: '14', applicationId: '520', applicantUserId: '9' },
      ],
    });
    await transport.publish(event);
    await until(async () => (await h.db.processedEvent.count()) === 1, 'the freezes');
    expect(await h.db.chatFreeze.findMany({ select: { jobId: true, userId: true, reason: true }, orderBy: { userId: 'asc' } })).toEqual([
      { jobId: 12n, userId: 1n, reason: 'company.withdrawn' },
      { jobId: 14n, userId: 9n, reason: 'company.withdrawn' },
    ]);
    expect((await freeze({ job_id: 12, user_id: 1 })).body).toMatchObject({ frozen: true, reason: 'company.withdrawn' });
  });
});
