// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { CHAT_PROTOCOL, ChatSocket, chatSocketUrl, defaultBackoff, type SocketEvent, type WebSocketLike } from '../src/chat/socket';

/**
 * A real local WebSocket server speaking the frames of the chat: it checks the subprotocols,
 * stores each client id once (a repeated one is answered with the stored message), and can be told
 * to drop a connection before it acks, or to close with 4401 while the token is old.
 */
type Stored = { id: number; clientId: string; chatUrl: string; text?: string };

async function chatServer() {
  const wss = new WebSocketServer({
    port: 0,
    handleProtocols: (protocols) => (protocols.has(CHAT_PROTOCOL) ? CHAT_PROTOCOL : false),
  });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const stored: Stored[] = [];
  const received: string[] = [];
  const tokens: string[] = [];
  const server = {
    stored,
    received,
    tokens,
    /** Token values the server takes as expired (close 4401 on connect). */
    expired: new Set<string>(),
    /** Drop the connection (1006-like) after this many received sends, before acking the last. */
    dropAfter: null as number | null,
    /** Hold acks (the socket stays open, nothing answers). */
    silent: false,
    connections: 0,
    pings: 0,
    /** Closes every open connection with `code` (a restart: 1001; a withdrawn member: 4403). */
    closeAll: (code: number, reason = '') => {
      for (const c of wss.clients) c.close(code, reason);
    },
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/chats/ws`,
    close: () => new Promise<void>((resolve) => {
      for (const c of wss.clients) c.terminate();
      wss.close(() => resolve());
    }),
  };
  wss.on('connection', (socket, req) => {
    server.connections += 1;
    const offered = String(req.headers['sec-websocket-protocol'] ?? '').split(',').map((s) => s.trim());
    const token = offered.find((p) => p.startsWith('bearer.'))?.slice('bearer.'.length) ?? '';
    tokens.push(token);
    if (server.expired.has(token)) {
      socket.close(4401, 'token expired');
      return;
    }
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { type: string; clientId: string; chatUrl: string; text?: string };
      if (frame.type === 'ping') {
        server.pings += 1;
        socket.send(JSON.stringify({ type: 'pong' }));
      }
      if (frame.type !== 'send') return;
      received.push(frame.clientId);
      let message = stored.find((m) => m.clientId === frame.clientId);
      if (!message) {
        message = { id: stored.length + 1, clientId: frame.clientId, chatUrl: frame.chatUrl, text: frame.text };
        stored.push(message);
      }
      if (server.dropAfter !== null && received.length >= server.dropAfter) {
        server.dropAfter = null;
        socket.terminate();
        return;
      }
      if (server.silent) return;
      socket.send(JSON.stringify({ type: 'ack', clientId: frame.clientId, message }));
      if (frame.text === 'refuse me') socket.send(JSON.stringify({ type: 'error', clientId: frame.clientId, code: 'chat/frozen', message: 'This chat has ended.' }));
    });
  });
  return server;
}

const wsFactory = (url: string, protocols: string[]) => new WebSocket(url, protocols) as unknown as WebSocketLike;

let ids = 0;
function client(url: string, over: Partial<ConstructorParameters<typeof ChatSocket>[0]> = {}) {
  const events: SocketEvent[] = [];
  const socket = new ChatSocket({
    url,
    getToken: async () => 'good',
    refreshToken: async () => 'fresh',
    createSocket: wsFactory,
    newClientId: () => `c${++ids}`,
    backoff: () => 20,
    ...over,
  });
  socket.subscribe((e) => events.push(e));
  return { socket, events };
}

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

describe('the chat socket', () => {
  it('offers the chat subprotocol and the access token, and forgets a message once the server acks it', async () => {
    const server = await chatServer();
    cleanups.push(server.close);
    const { socket, events } = client(server.url);
    cleanups.push(() => socket.stop());
    socket.start();
    await until(() => socket.current === 'open');
    expect(server.tokens).toEqual(['good']);
    const id = socket.send('apply_1_2', { text: 'Hello' });
    expect(socket.unacked.map((p) => p.frame.clientId)).toEqual([id]);
    await until(() => socket.unacked.length === 0);
    expect(events.some((e) => e.kind === 'frame' && e.frame.type === 'ack' && e.frame.clientId === id)).toBe(true);
    expect(server.stored.map((m) => m.text)).toEqual(['Hello']);
  });

  it('sends again after a dropped connection with the same client ids, so no message is stored twice', async () => {
    const server = await chatServer();
    cleanups.push(server.close);
    const { socket, events } = client(server.url);
    cleanups.push(() => socket.stop());
    socket.start();
    await until(() => socket.current === 'open');
    server.dropAfter = 2; // stores the second message, then drops before acking it
    socket.send('apply_1_2', { text: 'one' });
    socket.send('apply_1_2', { text: 'two' });
    socket.send('apply_1_2', { text: 'three' }); // may reach the dying socket or wait for the next one
    await until(() => events.some((e) => e.kind === 'open' && e.reconnect));
    await until(() => socket.unacked.length === 0);
    expect(server.connections).toBe(2);
    expect(server.stored.map((m) => m.text)).toEqual(['one', 'two', 'three']);
    // 'two' went twice (its ack was lost), under one client id
    expect(server.received.filter((c) => c === server.stored[1]!.clientId).length).toBe(2);
    expect(new Set(server.stored.map((m) => m.clientId)).size).toBe(3);
  });

  it('keeps the order of messages sent while disconnected: the unacked first, then the new ones', async () => {
    const server = await chatServer();
    cleanups.push(server.close);
    const { socket } = client(server.url, { backoff: () => 150 });
    cleanups.push(() => socket.stop());
    socket.start();
    await until(() => socket.current === 'open');
    server.dropAfter = 1;
    socket.send('apply_1_2', { text: 'a' });
    await until(() => socket.current === 'waiting');
    socket.send('apply_1_2', { text: 'b' });
    socket.send('apply_1_2', { text: 'c' });
    expect(socket.unacked.map((p) => p.frame.text)).toEqual(['a', 'b', 'c']);
    await until(() => socket.unacked.length === 0);
    expect(server.stored.map((m) => m.text)).toEqual(['a', 'b', 'c']);
  });

  it('refreshes the token on a close 4401 and reconnects at once with the new one', async () => {
    const server = await chatServer();
    cleanups.push(server.close);
    server.expired.add('good');
    let refreshed = 0;
    const { socket } = client(server.url, {
      refreshToken: async () => {
        refreshed += 1;
        return 'fresh';
      },
      backoff: () => 10_000, // a backoff would fail the test: 4401 must not wait
    });
    cleanups.push(() => socket.stop());
    socket.send('apply_1_2', { text: 'queued before the socket opened' });
    socket.start();
    // The first socket opens for a moment before the server's 4401 reaches it: wait for the second.
    await until(() => socket.current === 'open' && server.tokens.length === 2);
    expect(server.tokens).toEqual(['good', 'fresh']);
    expect(refreshed).toBe(1);
    await until(() => socket.unacked.length === 0);
    expect(server.stored.map((m) => m.text)).toEqual(['queued before the socket opened']);
  });

  it('stops when the refresh is refused (the session ended) instead of looping', async () => {
    const server = await chatServer();
    cleanups.push(server.close);
    server.expired.add('good');
    const { socket } = client(server.url, { refreshToken: async () => null });
    cleanups.push(() => socket.stop());
    socket.start();
    await until(() => socket.current === 'closed');
    expect(server.connections).toBe(1);
  });

  it('backs off more after each failed try, and starts again from the shortest wait once connected', async () => {
    const waits: number[] = [];
    const server = await chatServer();
    const url = server.url;
    await server.close(); // nobody listens: every try fails
    const { socket } = client(url, {
      backoff: (attempt) => {
        waits.push(attempt);
        return 15;
      },
    });
    cleanups.push(() => socket.stop());
    socket.start();
    await until(() => waits.length >= 3);
    expect(waits.slice(0, 3)).toEqual([1, 2, 3]);
    // the default backoff grows and stays between half and all of its ceiling, up to 30 s
    expect(defaultBackoff(1, () => 0)).toBe(250);
    expect(defaultBackoff(1, () => 1)).toBe(500);
    expect(defaultBackoff(4, () => 1)).toBe(4000);
    expect(defaultBackoff(20, () => 1)).toBe(30_000);
  });

  it('marks a message failed when the server refuses it, and a retry sends it with its client id', async () => {
    const server = await chatServer();
    cleanups.push(server.close);
    const { socket } = client(server.url);
    cleanups.push(() => socket.stop());
    socket.start();
    await until(() => socket.current === 'open');
    server.silent = true;
    const id = socket.send('apply_1_2', { text: 'silence' });
    const quick = new ChatSocket({ url: server.url, getToken: async () => 'good', refreshToken: async () => 'x', createSocket: wsFactory, newClientId: () => 'q1', ackTimeoutMs: 50 });
    cleanups.push(() => quick.stop());
    quick.start();
    await until(() => quick.current === 'open');
    quick.send('apply_1_2', { text: 'no ack comes' });
    await until(() => quick.unacked[0]?.status === 'failed');
    expect(quick.unacked[0]?.error).toMatch(/retry/);
    server.silent = false;
    quick.retry('q1');
    await until(() => quick.unacked.length === 0);
    expect(server.stored.filter((m) => m.clientId === 'q1')).toHaveLength(1);
    expect(socket.unacked.map((p) => p.frame.clientId)).toEqual([id]);
  });

  it('reconnects at once when the server restarts (1001), and stops for good on 4403 (may not chat)', async () => {
    const server = await chatServer();
    cleanups.push(server.close);
    const { socket, events } = client(server.url, { backoff: () => 10_000 });
    cleanups.push(() => socket.stop());
    socket.start();
    await until(() => socket.current === 'open');
    server.closeAll(1001, 'server restarting');
    await until(() => events.some((e) => e.kind === 'open' && e.reconnect));
    expect(server.connections).toBe(2);
    server.closeAll(4403, 'forbidden');
    await until(() => socket.current === 'closed');
    await new Promise((r) => setTimeout(r, 100));
    expect(server.connections).toBe(2);
  });

  it('pings while open, so that the server does not close it as idle', async () => {
    const server = await chatServer();
    cleanups.push(server.close);
    const { socket, events } = client(server.url, { pingMs: 30 });
    cleanups.push(() => socket.stop());
    socket.start();
    await until(() => server.pings >= 2);
    expect(events.some((e) => e.kind === 'frame' && e.frame.type === 'pong')).toBe(true);
  });

  it('builds ws: and wss: URLs of the page origin', () => {
    expect(chatSocketUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/chats/ws');
    expect(chatSocketUrl({ protocol: 'https:', host: 'phjobs.ph' })).toBe('wss://phjobs.ph/chats/ws');
  });
});
