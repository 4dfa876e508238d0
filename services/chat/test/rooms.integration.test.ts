/**
 * The apply chats over REST (packages/contracts/src/chat-live.ts): rooms opened by the seeker and
 * seen by the ad's company once the seeker wrote, participants only (404 to anyone else), read-only
 * for the master, messages with a client id stored once, read marks and unread counts, freeze,
 * block, report, rate limit and the notification of a participant with no socket, once per room
 * until read. Real PostgreSQL, real HTTP.
 */
import { ZChatMessage, ZChatMessagesResponse, ZChatRoomDetail, ZChatRoomsResponse } from '@phjobs/contracts/chat';
import { CHAT_MESSAGES } from '@phjobs/contracts/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AD_12, AD_14_ENDED, AD_15_OTHER, ANA, call, JUAN, MASTER, OTHER_COMPANY, SAMPAGUITA, startChat, uuid, type Harness } from './harness.ts';
import type { Principal } from '@phjobs/service-kit/auth';

let h: Harness;
let clock = Date.parse('2026-11-24T08:00:00.000Z');

beforeAll(async () => {
  h = await startChat('chat_rooms', () => new Date((clock += 10)));
  for (const ad of [AD_12, AD_14_ENDED, AD_15_OTHER]) h.jobs.ads.set(ad.jobId, ad);
  h.jobs.names.set(1, 'Juan Dela Cruz');
});
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  await h.db.chatMessage.deleteMany();
  await h.db.chatRoom.deleteMany();
  await h.db.chatFreeze.deleteMany();
  await h.db.chatReport.deleteMany();
  await h.db.outboxEvent.deleteMany();
  h.jobs.ads.set(AD_12.jobId, AD_12);
  clock += 3_600_000; // past the ad refresh and the rate-limit window
});

const as = (who: Principal | null) => (who ? { token: h.token(who) } : {});
const open = (jobId: unknown, who: Principal | null = JUAN) => call(h.base, 'POST', '/chats/rooms', { body: { jobId }, ...as(who) });
const send = (chatUrl: string, body: Record<string, unknown>, who: Principal = JUAN) => call(h.base, 'POST', `/chats/rooms/${chatUrl}/messages`, { body: { clientId: uuid(), ...body }, ...as(who) });
const room = (chatUrl: string, who: Principal) => call(h.base, 'GET', `/chats/rooms/${chatUrl}`, as(who));
const list = (who: Principal, query = '') => call(h.base, 'GET', `/chats/rooms${query}`, as(who));
const messages = (chatUrl: string, who: Principal, query = '') => call(h.base, 'GET', `/chats/rooms/${chatUrl}/messages${query}`, as(who));
const unreadEvents = async () => (await h.db.outboxEvent.findMany({ where: { subject: 'chat.message.unread' }, orderBy: { occurredAt: 'asc' } })).map((e) => e.payload as Record<string, string>);

describe('opening a room from the ad', () => {
  it("opens the seeker's room apply_{jobId}_{uid} on an Ongoing ad with the ad's company, and finds the same room again", async () => {
    const first = await open(12);
    expect(first.status).toBe(200);
    expect(ZChatRoomDetail.parse(first.body)).toMatchObject({
      chatUrl: 'apply_12_1',
      jobTitle: 'Barista',
      companyUserId: 2,
      companyName: 'Sampaguita Coffee',
      seekerName: 'Juan Dela Cruz',
      role: 'seeker',
      lastMessage: null,
      unread: 0,
      frozen: false,
      canSend: true,
    });
    expect((await open('12')).body.chatUrl).toBe('apply_12_1');
    expect(await h.db.chatRoom.count()).toBe(1);
  });

  it('sends visitors to login (401), refuses company members (403), and answers an ended ad exactly as an unknown one (404)', async () => {
    expect((await open(12, null)).status).toBe(401);
    expect((await open(12, SAMPAGUITA)).status).toBe(403);
    const unknown = await open(999);
    expect([unknown.status, unknown.body]).toEqual([404, { code: 'not-found', message: CHAT_MESSAGES.noAd }]);
    const ended = await open(14);
    expect([ended.status, ended.body]).toEqual([unknown.status, unknown.body]);
    const bad = await open('twelve');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ jobId: 'The job id must be a positive integer.' });
  });

  it("answers the ad's company for GET /chats/business-id-by-job-id", async () => {
    const answer = await call(h.base, 'GET', '/chats/business-id-by-job-id?job_id=12', as(JUAN));
    expect(answer.body).toEqual({ job_id: 12, business_id: 2, companyName: 'Sampaguita Coffee' });
    expect((await call(h.base, 'GET', '/chats/business-id-by-job-id?job_id=999', as(JUAN))).status).toBe(404);
    expect((await call(h.base, 'GET', '/chats/business-id-by-job-id?job_id=12')).status).toBe(401);
  });

  it("answers an ended ad's company to its company only: to anyone else exactly as an unknown ad", async () => {
    const unknown = await call(h.base, 'GET', '/chats/business-id-by-job-id?job_id=999', as(JUAN));
    const ended = await call(h.base, 'GET', '/chats/business-id-by-job-id?job_id=14', as(JUAN));
    expect([ended.status, ended.body]).toEqual([unknown.status, unknown.body]);
    expect((await call(h.base, 'GET', '/chats/business-id-by-job-id?job_id=14', as(SAMPAGUITA))).status).toBe(200);
  });
});

describe('who sees a room', () => {
  it('shows the room to the company only once the seeker has written, with the unread badge, newest activity first', async () => {
    await open(12);
    expect((await room('apply_12_1', SAMPAGUITA)).status).toBe(404);
    expect(ZChatRoomsResponse.parse((await list(SAMPAGUITA)).body).rooms).toEqual([]);

    const sent = await send('apply_12_1', { text: '  Hello, is the Barista job still open?  ' });
    expect(sent.status).toBe(200);
    expect(ZChatMessage.parse(sent.body)).toMatchObject({ chatUrl: 'apply_12_1', senderId: 1, senderRole: 'seeker', text: 'Hello, is the Barista job still open?' });

    const companyList = ZChatRoomsResponse.parse((await list(SAMPAGUITA)).body);
    expect(companyList.rooms).toHaveLength(1);
    expect(companyList.rooms[0]).toMatchObject({ chatUrl: 'apply_12_1', role: 'company', unread: 1, seekerName: 'Juan Dela Cruz', lastMessage: { text: 'Hello, is the Barista job still open?' } });
    expect(ZChatRoomsResponse.parse((await list(JUAN)).body).rooms[0]).toMatchObject({ unread: 0, role: 'seeker' });
    expect((await list(SAMPAGUITA, '?jobId=13')).body.rooms).toEqual([]);
    expect((await list(SAMPAGUITA, '?jobId=12')).body.rooms).toHaveLength(1);
  });

  it("answers 404 to another member and to another company, for the room, its messages and a send", async () => {
    await open(12);
    await send('apply_12_1', { text: 'Hi' });
    for (const outsider of [ANA, OTHER_COMPANY]) {
      expect((await room('apply_12_1', outsider)).status).toBe(404);
      expect((await messages('apply_12_1', outsider)).status).toBe(404);
      expect((await send('apply_12_1', { text: 'Let me in' }, outsider)).status).toBe(404);
      expect((await list(outsider)).body.rooms).toEqual([]);
    }
    expect((await room('apply_12_7', ANA)).status).toBe(404);
    expect(await h.db.chatMessage.count()).toBe(1);
  });

  it("lets the company's master read the room but not write in it", async () => {
    await open(12);
    await send('apply_12_1', { text: 'Hi' });
    const listed = ZChatRoomsResponse.parse((await list(MASTER)).body).rooms;
    expect(listed).toEqual([expect.objectContaining({ chatUrl: 'apply_12_1', role: 'master', unread: 0 })]);
    expect(ZChatRoomDetail.parse((await room('apply_12_1', MASTER)).body)).toMatchObject({ canSend: false, sendRefusal: CHAT_MESSAGES.readOnly });
    expect((await messages('apply_12_1', MASTER)).body.messages).toHaveLength(1);
  });
});

describe('messages', () => {
  it('stores a resend with the same clientId once and answers the original', async () => {
    await open(12);
    const clientId = uuid();
    const first = await send('apply_12_1', { clientId, text: 'Once' });
    const again = await send('apply_12_1', { clientId, text: 'Once' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await h.db.chatMessage.count()).toBe(1);
  });

  it('answers 400 with field messages for a long text, a text with an image, an image not of the sender, and a bad chat', async () => {
    await open(12);
    const long = await send('apply_12_1', { text: 'a'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ text: CHAT_MESSAGES.textTooLong });
    expect((await send('apply_12_1', { text: 'hi', imageKey: 'chat/1/a.png' })).body.fields).toEqual({ imageKey: CHAT_MESSAGES.textOrImage });
    expect((await send('apply_12_1', { imageKey: 'chat/7/a.png' })).body.fields).toEqual({ imageKey: CHAT_MESSAGES.imageKey });
    expect((await send('room-1', { text: 'hi' })).status).toBe(400);
    expect(await h.db.chatMessage.count()).toBe(0);
    const image = await send('apply_12_1', { imageKey: 'chat/1/3f2a.png' });
    expect(image.body).toMatchObject({ text: null, imageKey: 'chat/1/3f2a.png' });
  });

  it('pages history backwards and catches up forwards, oldest first', async () => {
    await open(12);
    for (let i = 1; i <= 35; i += 1) {
      await send('apply_12_1', { text: `m${i}` }, i % 2 ? JUAN : SAMPAGUITA);
      if (i % 15 === 0) clock += 20_000; // past the rate-limit window
    }
    const newest = ZChatMessagesResponse.parse((await messages('apply_12_1', JUAN)).body);
    expect(newest.messages.map((m) => m.text)).toEqual(Array.from({ length: 30 }, (_, i) => `m${i + 6}`));
    expect(newest.hasMore).toBe(true);
    const older = ZChatMessagesResponse.parse((await messages('apply_12_1', JUAN, `?before=${newest.messages[0]?.id}`)).body);
    expect(older.messages.map((m) => m.text)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(older.hasMore).toBe(false);
    const since = ZChatMessagesResponse.parse((await messages('apply_12_1', SAMPAGUITA, `?after=${newest.messages[27]?.id}&limit=5`)).body);
    expect(since.messages.map((m) => m.text)).toEqual(['m34', 'm35']);
    expect((await messages('apply_12_1', JUAN, '?limit=101')).status).toBe(400);
  });

  it('refuses the 21st message of a sender within 10 seconds (429) with a clear message', async () => {
    await open(12);
    for (let i = 0; i < 20; i += 1) expect((await send('apply_12_1', { text: `m${i}` })).status).toBe(200);
    const refused = await send('apply_12_1', { text: 'one too many' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'chat/rate-limited', message: CHAT_MESSAGES.rateLimited });
  });
});

describe('read receipts and unread counts', () => {
  it("counts the other side's messages after the read mark, and the mark shows as the other side's 'Read'", async () => {
    await open(12);
    await send('apply_12_1', { text: 'one' });
    const two = (await send('apply_12_1', { text: 'two' })).body;
    expect((await call(h.base, 'GET', '/chats/unread', as(SAMPAGUITA))).body).toEqual({ total: 2, rooms: 1 });

    const read = await call(h.base, 'POST', '/chats/rooms/apply_12_1/read', { body: { upToId: two.id + 100 }, ...as(SAMPAGUITA) });
    expect(read.body).toEqual({ chatUrl: 'apply_12_1', lastReadId: two.id, unread: 0 });
    expect((await call(h.base, 'GET', '/chats/unread', as(SAMPAGUITA))).body).toEqual({ total: 0, rooms: 0 });
    expect(ZChatRoomDetail.parse((await room('apply_12_1', JUAN)).body).otherLastReadId).toBe(two.id);
    // A lower mark changes nothing.
    expect((await call(h.base, 'POST', '/chats/rooms/apply_12_1/read', { body: { upToId: 1 }, ...as(SAMPAGUITA) })).body.lastReadId).toBe(two.id);

    await send('apply_12_1', { text: 'Yes, come on Monday' }, SAMPAGUITA);
    expect((await call(h.base, 'GET', '/chats/unread', as(JUAN))).body).toEqual({ total: 1, rooms: 1 });
  });
});

describe('notifications', () => {
  it('tells a recipient with no socket once per room until they read it (chat.message.unread), and not while a socket is open', async () => {
    await open(12);
    await send('apply_12_1', { text: 'first' });
    await send('apply_12_1', { text: 'second' });
    let events = await unreadEvents();
    expect(events).toEqual([expect.objectContaining({ chatUrl: 'apply_12_1', recipientUserId: '2', senderRole: 'seeker', senderName: 'Juan Dela Cruz', preview: 'first', link: '/chats/apply/apply_12_1?title=Barista' })]);

    const last = (await send('apply_12_1', { text: 'third' })).body;
    await call(h.base, 'POST', '/chats/rooms/apply_12_1/read', { body: { upToId: last.id }, ...as(SAMPAGUITA) });
    await send('apply_12_1', { text: 'after the read' });
    events = await unreadEvents();
    expect(events.map((e) => e.preview)).toEqual(['first', 'after the read']);

    const reply = (await send('apply_12_1', { text: 'hello' }, SAMPAGUITA)).body;
    await call(h.base, 'POST', '/chats/rooms/apply_12_1/read', { body: { upToId: reply.id }, ...as(JUAN) });
    const socket = await h.connect(JUAN);
    await socket.next('ready');
    await new Promise((resolve) => setTimeout(resolve, 100)); // the presence row is written off the socket's path
    await send('apply_12_1', { text: 'are you there?' }, SAMPAGUITA);
    expect((await unreadEvents()).map((e) => e.preview)).toEqual(['first', 'after the read', 'hello']);
    await socket.next('message', (f) => f.message.text === 'are you there?');
    await socket.close();
  });
});

describe('freeze, block and report', () => {
  it('keeps a frozen room readable and refuses sending with the reason', async () => {
    await open(12);
    await send('apply_12_1', { text: 'Hi' });
    await call(h.base, 'POST', '/chats/freeze', { body: { job_id: 12, user_id: 1 }, ...as(JUAN) });
    const refused = await send('apply_12_1', { text: 'still there?' }, SAMPAGUITA);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'chat/frozen', message: CHAT_MESSAGES.frozenBy.member });
    expect(ZChatRoomDetail.parse((await room('apply_12_1', JUAN)).body)).toMatchObject({ frozen: true, frozenReason: 'member', canSend: false, frozenMessage: CHAT_MESSAGES.frozenBy.member });
    expect((await messages('apply_12_1', SAMPAGUITA)).body.messages).toHaveLength(1);
    expect((await list(SAMPAGUITA)).body.rooms[0].frozen).toBe(true);
  });

  it('freezes a room 30 days after its ad ended, and a room whose ad was deleted', async () => {
    await open(12);
    await send('apply_12_1', { text: 'Hi' });
    h.jobs.ads.set(12, { ...AD_12, statusCode: '012D', endedAt: new Date(clock - 10 * 86_400_000).toISOString() });
    clock += 120_000;
    expect((await send('apply_12_1', { text: 'within the period' })).status).toBe(200);
    h.jobs.ads.set(12, { ...AD_12, statusCode: '012D', endedAt: new Date(clock - 31 * 86_400_000).toISOString() });
    clock += 120_000;
    const late = await send('apply_12_1', { text: 'too late' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(CHAT_MESSAGES.frozenBy['period.expired']);
  });

  it("refuses the blocked side's messages with a clear message until unblocked", async () => {
    await open(12);
    await send('apply_12_1', { text: 'Hi' });
    const blocked = await call(h.base, 'POST', '/chats/rooms/apply_12_1/block', { body: { blocked: true }, ...as(SAMPAGUITA) });
    expect(blocked.body).toEqual({ chatUrl: 'apply_12_1', blockedByMe: true, blockedByOther: false });
    const refused = await send('apply_12_1', { text: 'Why?' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'chat/blocked', message: CHAT_MESSAGES.blocked });
    expect((await send('apply_12_1', { text: 'x' }, SAMPAGUITA)).body.message).toBe(CHAT_MESSAGES.blockedByYou);
    await call(h.base, 'POST', '/chats/rooms/apply_12_1/block', { body: { blocked: false }, ...as(SAMPAGUITA) });
    expect((await send('apply_12_1', { text: 'Thanks' })).status).toBe(200);
  });

  it("stores a report of the other side's message, once, and refuses one's own message and outsiders", async () => {
    await open(12);
    const message = (await send('apply_12_1', { text: 'Send me a fee first' }, JUAN)).body;
    const reported = await call(h.base, 'POST', `/chats/messages/${message.id}/report`, { body: { reason: 'scam' }, ...as(SAMPAGUITA) });
    expect(reported.status).toBe(201);
    expect(reported.body).toMatchObject({ messageId: message.id, message: CHAT_MESSAGES.reported });
    expect((await call(h.base, 'POST', `/chats/messages/${message.id}/report`, { body: { reason: 'scam' }, ...as(SAMPAGUITA) })).body.reportId).toBe(reported.body.reportId);
    expect((await call(h.base, 'POST', `/chats/messages/${message.id}/report`, { body: { reason: 'spam' }, ...as(JUAN) })).status).toBe(400);
    expect((await call(h.base, 'POST', `/chats/messages/${message.id}/report`, { body: { reason: 'spam' }, ...as(ANA) })).status).toBe(404);
    expect((await call(h.base, 'POST', `/chats/messages/${message.id}/report`, { body: { reason: 'because' }, ...as(SAMPAGUITA) })).body.fields).toEqual({ reason: CHAT_MESSAGES.reportReason });
    expect(await h.db.chatReport.count()).toBe(1);
  });
});
