/**
 * Several chat instances (packages/contracts/src/chat-live.ts): two instances over one database,
 * their live wakes through a real NATS server (core subjects), a client on each. Messages cross in
 * order; a client whose socket drops mid-send reconnects to the other instance, resends with the
 * same client ids and nothing is stored or delivered twice; an instance that stops loses nothing
 * (the database is the record, the client catches up by `after`).
 *
 * NATS: NATS_URL when set, else a nats-server of its own (/usr/sbin/nats-server, Debian's package)
 * on a free port; skipped when neither exists.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import type { ChatMessage } from '@phjobs/contracts/chat';
import { CHAT_WS_CLOSE } from '@phjobs/contracts/chat-live';
import { createLogger } from '@phjobs/service-kit/logger';
import { connect } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { natsLiveBus, type LiveBus } from '../src/data/live-bus.ts';
import { AD_12, call, JUAN, SAMPAGUITA, startChat, uuid, type Harness, type TestSocket } from './harness.ts';

const NATS_BINARY = '/usr/sbin/nats-server';
let natsUrl = process.env.NATS_URL ?? '';
let natsProcess: ChildProcess | null = null;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startNats(): Promise<string | null> {
  if (natsUrl) return natsUrl;
  if (!existsSync(NATS_BINARY)) return null;
  const port = await freePort();
  natsProcess = spawn(NATS_BINARY, ['-a', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
  const url = `nats://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i += 1) {
    try {
      const nc = await connect({ servers: url, timeout: 500, maxReconnectAttempts: 0 });
      await nc.close();
      return url;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return null;
}

natsUrl = (await startNats()) ?? '';
if (!natsUrl) console.warn('instances.integration: no NATS (NATS_URL or /usr/sbin/nats-server): SKIPPED');

const logger = createLogger('chat', 'silent');
let a: Harness;
let b: Harness;
let busA: LiveBus;
let busB: LiveBus;

describe.skipIf(!natsUrl)(`two chat instances through NATS (${natsUrl})`, () => {
  beforeAll(async () => {
    busA = await natsLiveBus(natsUrl, logger);
    busB = await natsLiveBus(natsUrl, logger);
    a = await startChat('chat_instances', undefined, { live: busA });
    b = await startChat('chat_instances_b', undefined, { databaseUrl: a.databaseUrl, live: busB, jobs: a.jobs });
    a.jobs.ads.set(12, AD_12);
    a.jobs.names.set(1, 'Juan Dela Cruz');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await busA?.close();
    await busB?.close();
    natsProcess?.kill();
  });

  /** The message frames a socket got, in arrival order. */
  const received = (socket: TestSocket) => socket.frames.flatMap((f) => (f.type === 'message' ? [f.message] : []));
  const until = async (check: () => boolean, ms = 5000) => {
    const end = Date.now() + ms;
    while (!check()) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('crosses messages between a client on each instance, in order, with no duplicate after a forced reconnect with resend', async () => {
    const chatUrl = (await call(a.base, 'POST', '/chats/rooms', { body: { jobId: 12 }, token: a.token(JUAN) })).body.chatUrl as string;
    const juanOnA = await a.connect(JUAN);
    await juanOnA.next('ready');
    // The company's socket is on B; its room appears once Juan has written.
    const companyOnB = await b.connect(SAMPAGUITA);
    await companyOnB.next('ready');

    const first = Array.from({ length: 10 }, (_, i) => ({ clientId: uuid(), text: `seeker ${i + 1}` }));
    for (const m of first) juanOnA.send({ type: 'send', chatUrl, ...m });
    await until(() => received(companyOnB).length === 10);
    expect(received(companyOnB).map((m) => m.text)).toEqual(first.map((m) => m.text));

    for (let i = 1; i <= 5; i += 1) companyOnB.send({ type: 'send', chatUrl, clientId: uuid(), text: `company ${i}` });
    await until(() => received(juanOnA).length === 5);
    expect(received(juanOnA).map((m) => m.text)).toEqual(['company 1', 'company 2', 'company 3', 'company 4', 'company 5']);

    // Juan sends five more and his connection drops at once, before (some of) the acks.
    const more = Array.from({ length: 5 }, (_, i) => ({ clientId: uuid(), text: `seeker ${i + 11}` }));
    for (const m of more) juanOnA.send({ type: 'send', chatUrl, ...m });
    juanOnA.ws.terminate();
    const acked = new Set(juanOnA.frames.flatMap((f) => (f.type === 'ack' ? [f.clientId] : [])));

    // He reconnects to the other instance, catches up from the last message he holds, and resends the unacked.
    const juanOnB = await b.connect(JUAN);
    await juanOnB.next('ready');
    const lastHeld = Math.max(...received(juanOnA).map((m) => m.id));
    const caughtUp = (await call(b.base, 'GET', `/chats/rooms/${chatUrl}/messages?after=${lastHeld}`, { token: b.token(JUAN) })).body.messages as ChatMessage[];
    const unacked = more.filter((m) => !acked.has(m.clientId));
    for (const m of unacked) juanOnB.send({ type: 'send', chatUrl, ...m });
    const acks = await Promise.all(unacked.map((m) => juanOnB.next('ack', (f) => f.clientId === m.clientId)));
    for (const ack of acks) {
      const before = caughtUp.find((m) => m.clientId === ack.clientId);
      if (before) expect(ack.message).toEqual(before); // stored before the drop: the original
    }

    await until(() => received(companyOnB).length >= 15);
    await new Promise((resolve) => setTimeout(resolve, 300)); // any duplicate would have arrived by now
    const seen = received(companyOnB).filter((m) => m.senderRole === 'seeker');
    expect(seen.map((m) => m.text)).toEqual([...first, ...more].map((m) => m.text));
    expect(new Set(seen.map((m) => m.id)).size).toBe(15);
    expect(seen.map((m) => m.id)).toEqual([...seen.map((m) => m.id)].sort((x, y) => x - y));
    expect(await a.db.chatMessage.count({ where: { senderId: 1n } })).toBe(15);

    await Promise.all([juanOnB.close(), companyOnB.close()]);
  });

  it('loses nothing when an instance stops: its clients are told 1001, reconnect to the other and catch up from the database', async () => {
    const chatUrl = 'apply_12_1';
    const companyOnA = await a.connect(SAMPAGUITA);
    await companyOnA.next('ready');
    const lastId = Number((await call(a.base, 'GET', `/chats/rooms/${chatUrl}`, { token: a.token(SAMPAGUITA) })).body.lastMessage.id);

    const closed = companyOnA.closed;
    await a.sockets.close();
    expect((await closed).code).toBe(CHAT_WS_CLOSE.goingAway);

    // Meanwhile Juan writes through B.
    await call(b.base, 'POST', `/chats/rooms/${chatUrl}/messages`, { body: { clientId: uuid(), text: 'while you were away' }, token: b.token(JUAN) });

    const companyOnB = await b.connect(SAMPAGUITA);
    await companyOnB.next('ready');
    const caughtUp = (await call(b.base, 'GET', `/chats/rooms/${chatUrl}/messages?after=${lastId}`, { token: b.token(SAMPAGUITA) })).body.messages as ChatMessage[];
    expect(caughtUp.map((m) => m.text)).toEqual(['while you were away']);
    await companyOnB.close();
  });
});
