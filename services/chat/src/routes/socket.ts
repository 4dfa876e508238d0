/**
 * The chat socket at CHAT_WS_PATH on the service's own HTTP server (packages/contracts/src/chat-live.ts):
 * the access token comes in the subprotocol 'bearer.<token>' beside CHAT_WS_PROTOCOL, which the
 * server selects. A socket gets every frame of its user's rooms (the hub, fed by the live bus),
 * sends and reads through the same rules as REST (../domain/chat-rooms.ts), and is closed 4401 at
 * its token's expiry. Each instance records its users' sockets (presence) for the notifications.
 */
import type { IncomingMessage, Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import { ZChatClientFrame, type ChatServerFrame } from '@phjobs/contracts/chat';
import {
  CHAT_RATE_LIMIT,
  CHAT_WS_BEARER_PREFIX,
  CHAT_WS_CLOSE,
  CHAT_WS_CLOSE_REASON,
  CHAT_WS_IDLE_MS,
  CHAT_WS_PATH,
  CHAT_WS_PROTOCOL,
  type ChatErrorCode,
} from '@phjobs/contracts/chat-live';
import { verifyAccessToken, type Principal } from '@phjobs/service-kit/auth';
import { HttpError } from '@phjobs/service-kit/errors';
import type { Logger } from '@phjobs/service-kit/logger';
import { WebSocket, WebSocketServer } from 'ws';
import type { ChatDb } from '../data/db.ts';
import { forgetInstance, heartbeat, HEARTBEAT_MS, setSockets } from '../data/presence.ts';
import { readRoom, sendMessage, type ChatDeps } from '../domain/chat-rooms.ts';
import type { LiveBus, Wake } from '../data/live-bus.ts';

type Live = { id: string; socket: WebSocket; principal: Principal };

export type ChatSocketServer = {
  /** Open sockets on this instance. */
  count(): number;
  /** Closes every socket (1001: reconnect elsewhere) and forgets this instance's presence. */
  close(): Promise<void>;
};

/** A JWT's `exp` in ms (the signature was checked before). */
function expiryOf(token: string): number {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: number };
    return (claims.exp ?? 0) * 1000;
  } catch {
    return 0;
  }
}

const frameCode = (error: HttpError): ChatErrorCode => {
  if (error.status === 404) return 'not-found';
  if (error.status === 400) return 'validation';
  if (error.code.startsWith('chat/')) {
    const code = error.code.slice('chat/'.length);
    if (code === 'frozen' || code === 'blocked' || code === 'read-only' || code === 'rate-limited') return code;
  }
  return 'internal';
};

export function attachChatSockets({
  server,
  deps,
  bus,
  db,
  publicKey,
  logger,
  instanceId = randomUUID(),
}: {
  server: Server;
  deps: ChatDeps;
  bus: LiveBus;
  /** The raw client (presence writes need no relay). */
  db: ChatDb;
  publicKey: string;
  logger: Logger;
  instanceId?: string;
}): ChatSocketServer {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: 64 * 1024,
    handleProtocols: (protocols) => (protocols.has(CHAT_WS_PROTOCOL) ? CHAT_WS_PROTOCOL : false),
  });
  const byUser = new Map<string, Set<Live>>();
  // Presence writes in order per user, off the sockets' path.
  let presence: Promise<void> = Promise.resolve();
  const recordSockets = (userId: string) => {
    const sockets = byUser.get(userId)?.size ?? 0;
    presence = presence.then(() => setSockets(db, instanceId, userId, sockets)).catch((error: unknown) => logger.warn({ err: error }, 'chat: presence not recorded'));
  };
  const beat = () => void heartbeat(db, instanceId).catch((error: unknown) => logger.warn({ err: error }, 'chat: heartbeat failed'));
  beat();
  const beating = setInterval(beat, HEARTBEAT_MS);
  beating.unref();

  const send = (live: Live, frame: ChatServerFrame) => {
    if (live.socket.readyState === WebSocket.OPEN) live.socket.send(JSON.stringify(frame));
  };

  bus.subscribe((wake: Wake) => {
    const sockets = byUser.get(wake.userId);
    if (!sockets) return;
    for (const live of sockets) if (live.id !== wake.skipSocket) send(live, wake.frame);
  });

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== CHAT_WS_PATH) return; // another upgrade handler's, or none: left alone
    const offered = String(req.headers['sec-websocket-protocol'] ?? '')
      .split(',')
      .map((p) => p.trim());
    if (!offered.includes(CHAT_WS_PROTOCOL)) {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
      return;
    }
    const token = offered.find((p) => p.startsWith(CHAT_WS_BEARER_PREFIX))?.slice(CHAT_WS_BEARER_PREFIX.length) ?? '';
    wss.handleUpgrade(req, socket, head, (ws) => {
      let principal: Principal;
      try {
        principal = verifyAccessToken(publicKey, token);
      } catch {
        ws.close(CHAT_WS_CLOSE.tokenExpired, CHAT_WS_CLOSE_REASON.unauthenticated);
        return;
      }
      open(ws, principal, expiryOf(token));
    });
  };
  server.on('upgrade', onUpgrade);

  function open(socket: WebSocket, principal: Principal, expiresAtMs: number) {
    const live: Live = { id: randomUUID(), socket, principal };
    const mine = byUser.get(principal.userId) ?? new Set<Live>();
    mine.add(live);
    byUser.set(principal.userId, mine);
    recordSockets(principal.userId);

    const expiry = setTimeout(() => socket.close(CHAT_WS_CLOSE.tokenExpired, CHAT_WS_CLOSE_REASON.tokenExpired), Math.max(0, expiresAtMs - Date.now()));
    let idle = setTimeout(() => socket.close(CHAT_WS_CLOSE.idle, CHAT_WS_CLOSE_REASON.idle), CHAT_WS_IDLE_MS);
    let badFrames = 0;
    // Frames of one socket are handled in order: a send and the read after it stay in that order.
    let queue: Promise<void> = Promise.resolve();

    send(live, { type: 'ready', userId: Number(principal.userId), expiresAt: new Date(expiresAtMs).toISOString() });

    socket.on('message', (data, isBinary) => {
      clearTimeout(idle);
      idle = setTimeout(() => socket.close(CHAT_WS_CLOSE.idle, CHAT_WS_CLOSE_REASON.idle), CHAT_WS_IDLE_MS);
      let json: unknown;
      try {
        json = isBinary ? undefined : JSON.parse(String(data));
      } catch {
        json = undefined;
      }
      const parsed = ZChatClientFrame.safeParse(json);
      if (!parsed.success) {
        badFrames += 1;
        const clientId = typeof (json as { clientId?: unknown })?.clientId === 'string' ? (json as { clientId: string }).clientId : undefined;
        const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || 'frame', issue.message]));
        send(live, { type: 'error', code: 'validation', message: 'The frame is not valid.', fields, ...(clientId ? { clientId } : {}) });
        if (badFrames > 10) socket.close(CHAT_WS_CLOSE.badFrames, CHAT_WS_CLOSE_REASON.badFrames);
        return;
      }
      const frame = parsed.data;
      if (frame.type === 'ping') return send(live, { type: 'pong' });
      queue = queue.then(async () => {
        try {
          if (frame.type === 'send') {
            const body = { clientId: frame.clientId, ...(frame.text !== undefined ? { text: frame.text } : {}), ...(frame.imageKey !== undefined ? { imageKey: frame.imageKey } : {}) };
            const { message } = await sendMessage(deps, principal, frame.chatUrl, body, { skipSocket: live.id });
            send(live, { type: 'ack', clientId: frame.clientId, message });
          } else {
            await readRoom(deps, principal, frame.chatUrl, frame.upToId);
          }
        } catch (error) {
          if (!(error instanceof HttpError)) logger.error({ err: error }, 'chat: a socket frame failed');
          const known = error instanceof HttpError ? error : null;
          send(live, {
            type: 'error',
            code: known ? frameCode(known) : 'internal',
            message: known?.message ?? 'Something went wrong. Please try again.',
            chatUrl: frame.chatUrl,
            ...(frame.type === 'send' ? { clientId: frame.clientId } : {}),
            ...(known?.fields ? { fields: known.fields } : {}),
          });
          if (known?.status === 429 && deps.limiter.overflow(principal.userId) > 2 * CHAT_RATE_LIMIT.messages) {
            socket.close(CHAT_WS_CLOSE.rateLimited, CHAT_WS_CLOSE_REASON.rateLimited);
          }
        }
      });
    });

    socket.on('close', () => {
      clearTimeout(expiry);
      clearTimeout(idle);
      const set = byUser.get(principal.userId);
      set?.delete(live);
      if (set && set.size === 0) byUser.delete(principal.userId);
      recordSockets(principal.userId);
    });
    socket.on('error', (error) => logger.warn({ err: error }, 'chat: socket error'));
  }

  return {
    count: () => wss.clients.size,
    close: async () => {
      server.off('upgrade', onUpgrade);
      clearInterval(beating);
      for (const client of wss.clients) client.close(CHAT_WS_CLOSE.goingAway, CHAT_WS_CLOSE_REASON.goingAway);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await presence;
      await forgetInstance(db, instanceId).catch(() => undefined);
    },
  };
}
