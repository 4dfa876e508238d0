/**
 * The chat WebSocket through the gateway (chat-socket.ts, gateway.ts onUpgrade), with a real `ws`
 * server as the chat service and real `ws` clients: who gets a tunnel, and what crosses it.
 */
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHAT_WS_CLOSE, CHAT_WS_CLOSE_REASON, CHAT_WS_PROTOCOL } from '@phjobs/contracts/chat-live';
import { generateKeys, loadKeys, signAccessToken, type Principal } from '@phjobs/service-kit/auth';
import { testKeys } from '@phjobs/test-utils/keys';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { bearerFromProtocols, clientAddress, originAllowed, socketTokenVerifier } from '../src/chat-socket.ts';
import { createGateway, listenGateway, type GatewayOptions, type ListeningGateway } from '../src/gateway.ts';
import { silentLogger } from './helpers.ts';

const PROTOCOL = CHAT_WS_PROTOCOL;
const SEEKER: Principal = { userId: '7', userType: 'individual', email: 'seeker@demo.ph' };
const keys = testKeys();
const tokenFor = (principal: Principal = SEEKER, seconds?: number) => signAccessToken(keys.privateKey, principal, seconds);

type Upstream = {
  url: string;
  /** The upgrade requests the chat service received, in order. */
  upgrades: IncomingHttpHeaders[];
  /** The text frames it received, per connection, in order. */
  received: string[];
  /** Its side of each connection, in order. */
  sockets: WebSocket[];
  closed: { code: number; reason: string }[];
  close: () => Promise<void>;
};

/** A WebSocket server standing in for the chat service: picks phjobs-chat.v1, echoes `echo:` frames, sends a greeting. */
async function startChatUpstream(): Promise<Upstream> {
  const upgrades: IncomingHttpHeaders[] = [];
  const received: string[] = [];
  const sockets: WebSocket[] = [];
  const closed: Upstream['closed'] = [];
  const server = http.createServer((req, res) => (req.url === '/healthz' ? res.writeHead(200).end('{"status":"ok"}') : res.writeHead(426).end()));
  const wss = new WebSocketServer({ server, path: '/chats/ws', handleProtocols: (offered) => (offered.has(PROTOCOL) ? PROTOCOL : false) });
  wss.on('headers', (_headers, req) => upgrades.push(req.headers));
  wss.on('connection', (socket) => {
    sockets.push(socket);
    socket.send(JSON.stringify({ type: 'hello' }));
    socket.on('message', (data) => {
      const text = data.toString();
      received.push(text);
      if (text.startsWith('echo:')) socket.send(`echoed ${text.slice(5)}`);
    });
    socket.on('close', (code, reason) => closed.push({ code, reason: reason.toString() }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    upgrades,
    received,
    sockets,
    closed,
    close: async () => {
      for (const socket of wss.clients) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let chat: Upstream;
let gateway: ListeningGateway;
let wsBase: string;
const opened: WebSocket[] = [];

const serve = (options: Partial<GatewayOptions> = {}) =>
  listenGateway(
    createGateway({
      upstreams: { chat: chat.url },
      staticRoots: { shell: '/nonexistent', remotes: {} },
      runtimeConfig: { remotes: {}, googleMapsApiKey: null },
      logger: silentLogger,
      rateLimits: false,
      publicKey: keys.publicKey,
      ...options,
    }),
    0,
    '127.0.0.1',
  );

beforeAll(async () => {
  chat = await startChatUpstream();
  gateway = await serve();
  wsBase = `ws://127.0.0.1:${gateway.port}`;
});

afterEach(() => {
  for (const socket of opened.splice(0)) socket.terminate();
});

afterAll(async () => {
  await gateway?.close();
  await chat?.close();
});

type Refusal = { status: number; body: Record<string, unknown>; headers: IncomingHttpHeaders };

/** Opens a socket as a browser would (subprotocols, optional Origin); resolves open, or the refusal's status and body. */
function connect(path: string, options: { protocols?: string[]; origin?: string; base?: string } = {}): Promise<{ socket: WebSocket } | { refused: Refusal }> {
  const socket = new WebSocket(`${options.base ?? wsBase}${path}`, options.protocols ?? [PROTOCOL, `bearer.${tokenFor()}`], options.origin ? { origin: options.origin } : {});
  opened.push(socket);
  // the service's greeting can come in the same packet as the 101: keep messages from the start
  const inbox: string[] = [];
  const waiting: ((text: string) => void)[] = [];
  socket.on('message', (data) => {
    const text = data.toString();
    const waiter = waiting.shift();
    if (waiter) waiter(text);
    else inbox.push(text);
  });
  inboxes.set(socket, { inbox, waiting });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket }));
    socket.once('unexpected-response', (_req, res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ refused: { status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown>, headers: res.headers } }));
    });
    socket.once('error', (error) => reject(error));
  });
}

async function open(path = '/chats/ws', options: Parameters<typeof connect>[1] = {}): Promise<WebSocket> {
  const result = await connect(path, options);
  if ('refused' in result) throw new Error(`refused ${result.refused.status} ${JSON.stringify(result.refused.body)}`);
  return result.socket;
}

async function refused(path: string, options: Parameters<typeof connect>[1] = {}): Promise<Refusal> {
  const result = await connect(path, options);
  if ('socket' in result) throw new Error('the upgrade was let through');
  return result.refused;
}

const inboxes = new WeakMap<WebSocket, { inbox: string[]; waiting: ((text: string) => void)[] }>();

/** The next message the socket received (also one that came before this call). */
function nextMessage(socket: WebSocket): Promise<string> {
  const box = inboxes.get(socket)!;
  const kept = box.inbox.shift();
  return kept !== undefined ? Promise.resolve(kept) : new Promise((resolve) => box.waiting.push(resolve));
}

function closeOf(socket: WebSocket): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
}

const until = async (check: () => boolean, ms = 2_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('the chat WebSocket through the gateway', () => {
  it('tunnels frames both ways for a valid token, with the header forwarded unchanged', async () => {
    const token = tokenFor();
    const socket = await open('/chats/ws', { protocols: [PROTOCOL, `bearer.${token}`], origin: `http://127.0.0.1:${gateway.port}` });
    expect(socket.protocol).toBe(PROTOCOL);
    expect(await nextMessage(socket)).toBe('{"type":"hello"}');
    const seen = chat.upgrades.at(-1)!;
    // the service receives the same offer, so it verifies the token again and picks its protocol
    expect(seen['sec-websocket-protocol']).toBe(`${PROTOCOL},bearer.${token}`);
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    for (let i = 0; i < 20; i++) socket.send(`echo:${i}`);
    const echoes: string[] = [];
    for (let i = 0; i < 20; i++) echoes.push(await nextMessage(socket));
    expect(echoes).toEqual(Array.from({ length: 20 }, (_, i) => `echoed ${i}`));
    expect(chat.received.slice(-20)).toEqual(Array.from({ length: 20 }, (_, i) => `echo:${i}`));
  });

  it('carries large frames intact (64 KB)', async () => {
    const socket = await open();
    await nextMessage(socket);
    const big = 'x'.repeat(64 * 1024);
    const echoed = nextMessage(socket);
    socket.send(`echo:${big}`);
    expect(await echoed).toBe(`echoed ${big}`);
  });

  it('answers 401 with no tunnel when the token is missing, expired, forged or not a token', async () => {
    const before = chat.upgrades.length;
    const expired = tokenFor(SEEKER, -10);
    const forged = signAccessToken(generateKeys().privateKey, SEEKER);
    for (const protocols of [[PROTOCOL], [PROTOCOL, `bearer.${expired}`], [PROTOCOL, `bearer.${forged}`], [PROTOCOL, 'bearer.not-a-token']]) {
      const refusal = await refused('/chats/ws', { protocols });
      expect(refusal.status).toBe(401);
      expect(refusal.body).toEqual({ code: 'auth/unauthorized', message: 'The access token is invalid or expired.' });
      expect(refusal.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(chat.upgrades.length).toBe(before);
  });

  it('answers 403 to a page of another site, and lets the page of its own host in', async () => {
    const before = chat.upgrades.length;
    for (const origin of ['http://evil.example', `http://127.0.0.1.evil.example:${gateway.port}`, `http://127.0.0.1:${gateway.port + 1}`, 'null']) {
      const refusal = await refused('/chats/ws', { origin });
      expect(refusal.status).toBe(403);
      expect(refusal.body).toMatchObject({ code: 'auth/forbidden' });
    }
    expect(chat.upgrades.length).toBe(before);
    const socket = await open('/chats/ws', { origin: `http://127.0.0.1:${gateway.port}` });
    expect(await nextMessage(socket)).toBe('{"type":"hello"}');
  });

  it('answers 404 to an upgrade on any other path, token or not', async () => {
    for (const path of ['/chats/room/apply_1_2', '/chats', '/chats/ws/extra', '/api/jobAds', '/']) {
      const refusal = await refused(path);
      expect(refusal.status).toBe(404);
      expect(refusal.body).toMatchObject({ code: 'not-found' });
    }
  });

  it('passes the service closing with 4401 to the client, code and reason intact', async () => {
    const socket = await open();
    await nextMessage(socket);
    const closing = closeOf(socket);
    chat.sockets.at(-1)!.close(CHAT_WS_CLOSE.tokenExpired, CHAT_WS_CLOSE_REASON.tokenExpired);
    expect(await closing).toEqual({ code: 4401, reason: 'token expired' });
  });

  it('passes the client closing to the service, code and reason intact', async () => {
    const socket = await open();
    await nextMessage(socket);
    const count = chat.closed.length;
    socket.close(4000, 'bye');
    await until(() => chat.closed.length > count);
    expect(chat.closed.at(-1)).toEqual({ code: 4000, reason: 'bye' });
  });

  it('answers 502 when the chat service is down, and 503 without a key to check tokens with', async () => {
    const down = await serve({ upstreams: {} });
    const keyless = await serve({ publicKey: null });
    try {
      expect((await refused('/chats/ws', { base: `ws://127.0.0.1:${down.port}` })).status).toBe(502);
      expect(await refused('/chats/ws', { base: `ws://127.0.0.1:${keyless.port}` })).toMatchObject({ status: 503, body: { code: 'gateway/socket-auth-unconfigured' } });
    } finally {
      await down.close();
      await keyless.close();
    }
  });

  it('takes several chat instances in turn, sockets and calls alike', async () => {
    const second = await startChatUpstream();
    const both = await serve({ upstreams: { chat: `${chat.url},${second.url}` } });
    const base = `ws://127.0.0.1:${both.port}`;
    try {
      const [firstBefore, secondBefore] = [chat.upgrades.length, second.upgrades.length];
      for (let i = 0; i < 4; i++) await open('/chats/ws', { base });
      expect([chat.upgrades.length - firstBefore, second.upgrades.length - secondBefore]).toEqual([2, 2]);
      const chatHealth = async () => ((await (await fetch(`http://127.0.0.1:${both.port}/readyz`)).json()) as { upstreams: Record<string, string> }).upstreams.chat;
      expect(await chatHealth()).toBe('ok');
      await second.close();
      // one instance down: the service is degraded (the rotation skips it), not down
      expect(await chatHealth()).toBe('degraded');
    } finally {
      await both.close();
      await second.close().catch(() => undefined);
    }
  });

  it('limits new connections per client IP with a 429 and Retry-After', async () => {
    const limited = await serve({ socketRateLimit: 2 });
    const base = `ws://127.0.0.1:${limited.port}`;
    try {
      await open('/chats/ws', { base });
      await open('/chats/ws', { base });
      const refusal = await refused('/chats/ws', { base });
      expect(refusal.status).toBe(429);
      expect(refusal.body).toMatchObject({ code: 'gateway/rate-limited' });
      expect(Number(refusal.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refusal.headers['retry-after'])).toBeLessThanOrEqual(60);
    } finally {
      await limited.close();
    }
  });
});

describe('chat-socket helpers', () => {
  it("accepts the previous key's tokens while the signing key is rotated (JWT_PUBLIC_KEY_PREVIOUS), and not after", () => {
    const [before, after] = [generateKeys(), generateKeys()];
    const member: Principal = { userId: '7', userType: 'individual', email: 'seven@demo.ph' };
    const oldToken = signAccessToken(before.privateKey, member);
    const rotating = socketTokenVerifier(loadKeys({ JWT_PUBLIC_KEY: after.publicKey, JWT_PUBLIC_KEY_PREVIOUS: before.publicKey }, '/nonexistent').publicKey);
    expect(rotating(oldToken)).toEqual(member);
    expect(rotating(signAccessToken(after.privateKey, member))).toEqual(member);
    expect(socketTokenVerifier(loadKeys({ JWT_PUBLIC_KEY: after.publicKey }, '/nonexistent').publicKey)(oldToken)).toBeNull();
  });

  it('finds the bearer subprotocol among the offered ones', () => {
    expect(bearerFromProtocols('phjobs-chat.v1, bearer.a.b.c')).toBe('a.b.c');
    expect(bearerFromProtocols(['phjobs-chat.v1', 'Bearer.x.y.z'])).toBe('x.y.z');
    expect(bearerFromProtocols('phjobs-chat.v1')).toBeNull();
    expect(bearerFromProtocols('bearer.')).toBeNull();
    expect(bearerFromProtocols(undefined)).toBeNull();
  });

  const req = (headers: IncomingHttpHeaders, remoteAddress = '10.0.0.5') => ({ headers, socket: { remoteAddress } }) as unknown as http.IncomingMessage;

  it('compares the origin with the host the browser asked for (the forwarded host behind a trusted proxy)', () => {
    expect(originAllowed(req({ host: 'jobs.example.ph' }), false)).toBe(true);
    expect(originAllowed(req({ host: 'jobs.example.ph', origin: 'https://jobs.example.ph' }), false)).toBe(true);
    expect(originAllowed(req({ host: 'jobs.example.ph:443', origin: 'https://jobs.example.ph' }), false)).toBe(true);
    expect(originAllowed(req({ host: 'localhost:8080', origin: 'http://localhost:8080' }), false)).toBe(true);
    expect(originAllowed(req({ host: 'localhost:8080', origin: 'http://localhost:3000' }), false)).toBe(false);
    expect(originAllowed(req({ host: 'jobs.example.ph', origin: 'https://jobs.example.ph.evil.io' }), false)).toBe(false);
    expect(originAllowed(req({ host: 'internal:8080', 'x-forwarded-host': 'jobs.example.ph', origin: 'https://jobs.example.ph' }), true)).toBe(true);
    // without a trusted proxy the forwarded host is a client's claim
    expect(originAllowed(req({ host: 'internal:8080', 'x-forwarded-host': 'evil.io', origin: 'https://evil.io' }), false)).toBe(false);
  });

  it("takes the client's address as Express does: the peer, or the forwarded chain's first untrusted hop", () => {
    const trustNone = () => false;
    const trustOne = (_address: string | undefined, hop: number) => hop < 1;
    expect(clientAddress(req({ 'x-forwarded-for': '1.2.3.4' }), trustNone)).toBe('10.0.0.5');
    expect(clientAddress(req({ 'x-forwarded-for': '6.6.6.6, 1.2.3.4' }), trustOne)).toBe('1.2.3.4');
    expect(clientAddress(req({}), trustOne)).toBe('10.0.0.5');
  });
});
