/**
 * The Chat apply (018B; jobs-seeker.md: "Same etc call with howToApplyCode 018B and
 * selfIntroduction 'From chat apply'"): services/jobs' jobs.application.created opens the
 * seeker's room with the first message 'From chat apply', once per application however often the
 * event comes, and the company sees the room live (and hears of it in My news when not connected).
 * Real PostgreSQL, in-process transport.
 */
import { CHAT_APPLY_TEXT } from '@phjobs/contracts/chat-live';
import { createEnvelope } from '@phjobs/service-kit/events/envelope';
import { createInProcessTransport } from '@phjobs/service-kit/events/in-process';
import type { Transport } from '@phjobs/service-kit/events/transport';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startRoomsConsumer } from '../src/events/chat-applied.ts';
import { AD_12, call, JUAN, SAMPAGUITA, startChat, until, type Harness } from './harness.ts';

let h: Harness;
let transport: Transport;
let stop: () => Promise<void>;

beforeAll(async () => {
  h = await startChat('chat_apply');
  h.jobs.ads.set(12, AD_12);
  transport = createInProcessTransport({ duplicateWindowMs: 0, retryBaseMs: 20 });
  const consumer = await startRoomsConsumer({ db: h.db, deps: h.deps, transport });
  stop = () => consumer.stop();
});
afterAll(async () => {
  await stop?.();
  await transport?.close();
  await h?.close();
});

const applied = (applicationId: string, howToApplyCode: '018B' | '018D' = '018B') =>
  createEnvelope('jobs.application.created', {
    applicationId,
    jobId: '12',
    jobTitle: 'Barista',
    employerUserId: '2',
    applicantUserId: '1',
    applicantEmail: 'seeker@demo.ph',
    howToApplyCode,
    companyName: 'Sampaguita Coffee',
    applicantFullName: 'Juan Dela Cruz',
    resumeId: null,
    statusCode: '021C',
  });

it("opens the room with 'From chat apply' once, shows it to the company live, and tells the company in My news when it is not connected", async () => {
  const company = await h.connect(SAMPAGUITA);
  await company.next('ready');
  const event = applied('501');
  await transport.publish(event);
  await transport.publish(event);
  await transport.publish(applied('502', '018D')); // a telephone application has no chat
  await until(async () => (await h.db.processedEvent.count()) === 2, 'the events');
  await new Promise((resolve) => setTimeout(resolve, 200)); // the repeated delivery, had it stored anything

  const rooms = (await call(h.base, 'GET', '/chats/rooms', { token: h.token(SAMPAGUITA) })).body.rooms;
  expect(rooms).toEqual([expect.objectContaining({ chatUrl: 'apply_12_1', seekerName: 'Juan Dela Cruz', unread: 1, lastMessage: expect.objectContaining({ text: CHAT_APPLY_TEXT, senderRole: 'seeker' }) })]);
  expect((await company.next('room')).room).toMatchObject({ chatUrl: 'apply_12_1', unread: 1 });
  expect(await h.db.chatMessage.count()).toBe(1);
  // Connected: no news for the company.
  expect(await h.db.outboxEvent.count({ where: { subject: 'chat.message.unread' } })).toBe(0);
  await company.close();

  // The seeker applies again later (a new application): one more first message, and the company, now away, hears of it.
  await new Promise((resolve) => setTimeout(resolve, 100));
  await transport.publish(applied('503'));
  await until(async () => (await h.db.chatMessage.count()) === 2, 'the second chat apply');
  expect((await call(h.base, 'GET', '/chats/rooms/apply_12_1', { token: h.token(JUAN) })).body.lastMessage.text).toBe(CHAT_APPLY_TEXT);
  await until(async () => (await h.db.outboxEvent.count({ where: { subject: 'chat.message.unread' } })) === 1, 'the notification');
});
