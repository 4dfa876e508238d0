/**
 * The chat socket at /chats/ws (packages/contracts/src/chat-live.ts): the access token in the
 * subprotocol, the frames of a user's rooms, acks with the original message for a resend, read
 * receipts, error frames for outsiders and frozen rooms, and the close codes a client acts on
 * (4401 at the token's expiry). Real PostgreSQL, real sockets, the in-process live bus.
 */
import { CHAT_WS_CLOSE, CHAT_WS_CLOSE_REASON, CHAT_WS_PROTOCOL } from '@phjobs/contracts/chat-live';
import { CHAT_MESSAGES } from '@phjobs/contracts/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AD_12, ANA, call, JUAN, SAMPAGUITA, startChat, TestSocket, uuid, type Harness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startChat('chat_sockets');
  h.jobs.ads.set(12, AD_12);
  h.jobs.names.set(1, 'Juan Dela Cruz');
});
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  await h.db.chatMessage.deleteMany();
  await h.db.chatRoom.deleteMany();
  await h.db.chatFreeze.deleteMany();
});

const openRoom = async () => {
  await call(h.base, 'POST', '/chats/rooms', { body: { jobId: 12 }, token: h.token(JUAN) });
  return 'apply_12_1';
};

describe('connecting', () => {
  it("selects phjobs-chat.v1 and says who the socket is and when its token expires", async () => {
    const socket = await h.connect(JUAN);
    expect(socket.ws.protocol).toBe(CHAT_WS_PROTOCOL);
    expect(await socket.next('ready')).toMatchObject({ type: 'ready', userId: 1, expiresAt: expect.any(String) });
    await socket.close();
  });

  it('closes 4401 for a missing or bad token, and 4401 "token expired" when the token expires mid-connection', async () => {
    const bad = await TestSocket.open(h.base, 'not-a-token');
    expect(await bad.closed).toEqual({ code: CHAT_WS_CLOSE.tokenExpired, reason: CHAT_WS_CLOSE_REASON.unauthenticated });
    const none = await TestSocket.open(h.base, '', [CHAT_WS_PROTOCOL]);
    expect((await none.closed).code).toBe(CHAT_WS_CLOSE.tokenExpired);

    const short = await h.connect(h.token(JUAN, 1));
    await short.next('ready');
    expect(await short.closed).toEqual({ code: CHAT_WS_CLOSE.tokenExpired, reason: CHAT_WS_CLOSE_REASON.tokenExpired });
  });
});

describe('messages live', () => {
  it("acks the sender, delivers the message and the room's list row to the other side, and acks a resend with the original", async () => {
    const chatUrl = await openRoom();
    const juan = await h.connect(JUAN);
    const company = await h.connect(SAMPAGUITA);
    await Promise.all([juan.next('ready'), company.next('ready')]);

    const clientId = uuid();
    juan.send({ type: 'send', chatUrl, clientId, text: 'Good morning!' });
    const ack = await juan.next('ack', (f) => f.clientId === clientId);
    expect(ack.message).toMatchObject({ chatUrl, text: 'Good morning!', senderRole: 'seeker', clientId });
    expect((await company.next('message')).message).toEqual(ack.message);
    expect((await company.next('room')).room).toMatchObject({ chatUrl, role: 'company', unread: 1, seekerName: 'Juan Dela Cruz' });

    juan.send({ type: 'send', chatUrl, clientId, text: 'Good morning!' });
    const second = await juan.next('ack', (f) => f.clientId === clientId && f !== ack);
    expect(second.message).toEqual(ack.message);
    expect(await h.db.chatMessage.count()).toBe(1);
    // The sending socket got the ack, not the message frame as well.
    expect(juan.frames.filter((f) => f.type === 'message')).toEqual([]);

    company.send({ type: 'read', chatUrl, upToId: ack.message.id });
    expect(await juan.next('read')).toEqual({ type: 'read', chatUrl, userId: 2, upToId: ack.message.id });
    expect((await company.next('room', (f) => f.room.unread === 0)).room.chatUrl).toBe(chatUrl);
    await Promise.all([juan.close(), company.close()]);
  });

  it('answers error frames: not-found for an outsider, frozen with its message, validation with field messages', async () => {
    const chatUrl = await openRoom();
    const ana = await h.connect(ANA);
    const juan = await h.connect(JUAN);
    await Promise.all([ana.next('ready'), juan.next('ready')]);
    const clientId = uuid();
    ana.send({ type: 'send', chatUrl, clientId, text: 'Let me in' });
    expect(await ana.next('error')).toMatchObject({ code: 'not-found', clientId, chatUrl });

    juan.send({ type: 'send', chatUrl, clientId: uuid(), text: 'x'.repeat(1001) });
    expect(await juan.next('error')).toMatchObject({ code: 'validation', fields: { text: CHAT_MESSAGES.textTooLong } });

    await call(h.base, 'POST', '/chats/freeze', { body: { job_id: 12, user_id: 1 }, token: h.token(JUAN) });
    const frozenId = uuid();
    juan.send({ type: 'send', chatUrl, clientId: frozenId, text: 'Hello?' });
    expect(await juan.next('error', (f) => f.clientId === frozenId)).toMatchObject({ code: 'frozen', message: CHAT_MESSAGES.frozenBy.member });
    expect(await h.db.chatMessage.count()).toBe(0);
    await Promise.all([ana.close(), juan.close()]);
  });

  it('answers rate-limited error frames past 20 messages in 10 s, and closes 4429 a socket that keeps flooding', async () => {
    // Ana (a sender of her own: the limit counts per sender) in her room of ad 12.
    const chatUrl = (await call(h.base, 'POST', '/chats/rooms', { body: { jobId: 12 }, token: h.token(ANA) })).body.chatUrl as string;
    const ana = await h.connect(ANA);
    await ana.next('ready');
    for (let i = 0; i < 70; i += 1) ana.send({ type: 'send', chatUrl, clientId: uuid(), text: `flood ${i}` });
    expect(await ana.next('error', (f) => f.code === 'rate-limited')).toMatchObject({ message: CHAT_MESSAGES.rateLimited, clientId: expect.any(String) });
    expect(await ana.closed).toEqual({ code: CHAT_WS_CLOSE.rateLimited, reason: CHAT_WS_CLOSE_REASON.rateLimited });
    expect(ana.frames.filter((f) => f.type === 'ack')).toHaveLength(20);
    expect(await h.db.chatMessage.count()).toBe(20);
  });

  it('tells both sides live when the room is frozen (the list row turns frozen)', async () => {
    const chatUrl = await openRoom();
    await call(h.base, 'POST', `/chats/rooms/${chatUrl}/messages`, { body: { clientId: uuid(), text: 'Hi' }, token: h.token(JUAN) });
    const company = await h.connect(SAMPAGUITA);
    await company.next('ready');
    await call(h.base, 'POST', '/chats/freeze', { body: { job_id: 12, user_id: 1 }, token: h.token(JUAN) });
    expect((await company.next('room', (f) => f.room.frozen)).room).toMatchObject({ chatUrl, frozen: true });
    await company.close();
  });
});
