/**
 * The chat socket of the page: one WebSocket to `/chats/ws` (same origin), offering the subprotocols
 * ['phjobs-chat.v1', 'bearer.<accessToken>'] (a browser cannot set an Authorization header on an
 * upgrade). It keeps what a person expects of a messenger over a connection that comes and goes:
 *
 * - every message sent gets a client id (crypto.randomUUID) and stays 'sending' until the server's
 *   `ack` names it; after a dropped connection the unacked ones are sent again, in their order,
 *   with the SAME client ids, so the server stores each once (it answers a repeated client id with
 *   the message it already has);
 * - the close codes of the contracts (CHAT_WS_CLOSE of @phjobs/contracts/chat-live): 4401 ('token
 *   expired') refreshes the access token (web-core session) and reconnects at once; 1001 (server
 *   restarting) and 4408 (idle) reconnect at once; 4429 (flooding) waits the rate-limit window;
 *   4403 (may not chat), 4400 (bad frames: a client bug, not retried blindly) and a refused refresh
 *   stop; anything else (a dropped network) reconnects after an exponential backoff with jitter
 *   (reset once a connection opens);
 * - a ping every CHAT_WS_PING_MS while open (the server closes a silent socket, 4408);
 * - listeners hear every frame, the connection state, each (re)open (`reconnect: true` tells a
 *   room to ask the history since its last message id) and the list of unacked sends.
 *
 * No React here: `useChatSocket` (./useChat.ts) puts it on screens; the unit tests drive it against
 * a real local ws server.
 */

import { CHAT_RATE_LIMIT, CHAT_WS_BEARER_PREFIX, CHAT_WS_CLOSE, CHAT_WS_PATH, CHAT_WS_PING_MS, CHAT_WS_PROTOCOL } from '@phjobs/contracts/chat-live';

/** The subprotocol of this version of the frames. */
export const CHAT_PROTOCOL = CHAT_WS_PROTOCOL;

/** The part of the browser's WebSocket this module uses (the `ws` package's client has it too). */
export type WebSocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
};
export type WebSocketFactory = (url: string, protocols: string[]) => WebSocketLike;

/** What the client sends: a text or an image (its media key) to one room. */
export type SendFrame = { type: 'send'; chatUrl: string; clientId: string; text?: string; imageKey?: string };
export type OutgoingFrame = SendFrame | { type: 'read'; chatUrl: string; upToId: number } | { type: 'ping' };

/** Any frame of the server: `type` and whatever else it carries (typed by the caller). */
export type IncomingFrame = { type: string; clientId?: string; [field: string]: unknown };

export type PendingStatus = 'sending' | 'failed';
/** A message sent and not acknowledged yet. */
export type PendingSend = { frame: SendFrame; status: PendingStatus; error: string | null; sentAt: number };

export type SocketState =
  /** not started, or stopped */
  | 'idle'
  | 'connecting'
  | 'open'
  /** dropped: waiting `retryInMs` before the next try */
  | 'waiting'
  /** will not reconnect by itself: signed out, or not allowed to chat */
  | 'closed';

export type SocketEvent =
  | { kind: 'frame'; frame: IncomingFrame }
  | { kind: 'state'; state: SocketState; closeCode: number | null; retryInMs: number | null }
  | { kind: 'open'; reconnect: boolean }
  | { kind: 'pending'; pending: readonly PendingSend[] };

export type ChatSocketOptions = {
  /** The socket's URL (ws: or wss:), e.g. from `chatSocketUrl(location)`. */
  url: string;
  /** The access token to offer (null: a visitor, nothing is opened). */
  getToken: () => Promise<string | null>;
  /** A new access token after a 4401 (null: the session ended). */
  refreshToken: () => Promise<string | null>;
  createSocket?: WebSocketFactory;
  newClientId?: () => string;
  /** ms to wait before try number `attempt` (1, 2, ...) after a drop. */
  backoff?: (attempt: number) => number;
  /** An open socket that acks nothing within this marks the send failed (retry resends it). */
  ackTimeoutMs?: number;
  /** A ping this often while open. */
  pingMs?: number;
};

/** 0.5 s, 1 s, 2 s ... up to 30 s, each between half and all of it (jitter, so that clients do not come back together). */
export function defaultBackoff(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(30_000, 500 * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** ws://host/chats/ws for http pages, wss:// for https ones. */
export function chatSocketUrl(location: { protocol: string; host: string }, path = CHAT_WS_PATH): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;
}

const OPEN = 1;

const browserSocket: WebSocketFactory = (url, protocols) => new WebSocket(url, protocols) as unknown as WebSocketLike;

export class ChatSocket {
  private readonly opts: Required<ChatSocketOptions>;
  private ws: WebSocketLike | null = null;
  private state: SocketState = 'idle';
  private wanted = false;
  private attempt = 0;
  private opened = 0;
  private expiredInARow = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private readonly ackTimers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Unacked sends by client id, in the order they were made (a Map keeps insertion order). */
  private readonly pending = new Map<string, PendingSend>();
  private snapshot: readonly PendingSend[] = [];
  private readonly listeners = new Set<(event: SocketEvent) => void>();

  constructor(options: ChatSocketOptions) {
    this.opts = {
      createSocket: browserSocket,
      newClientId: () => crypto.randomUUID(),
      backoff: (attempt) => defaultBackoff(attempt),
      ackTimeoutMs: 15_000,
      pingMs: CHAT_WS_PING_MS,
      ...options,
    };
  }

  get current(): SocketState {
    return this.state;
  }

  /** Unacked sends, oldest first (the same array until they change: a React snapshot). */
  get unacked(): readonly PendingSend[] {
    return this.snapshot;
  }

  subscribe(listener: (event: SocketEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Opens the connection (and keeps it open) until stop(). */
  start(): void {
    if (this.wanted) return;
    this.wanted = true;
    this.attempt = 0;
    void this.connect();
  }

  /** Closes the connection and stops reconnecting; unacked sends are kept for the next start(). */
  stop(): void {
    this.wanted = false;
    this.clearRetry();
    const ws = this.ws;
    this.ws = null;
    this.clearPing();
    if (ws) {
      ws.onclose = null;
      ws.close(CHAT_WS_CLOSE.normal, 'bye');
    }
    this.setState('idle', null, null);
  }

  /** Skips the wait of a backoff (the device came back online, the tab became visible). */
  reconnectNow(): void {
    if (!this.wanted || this.state === 'open' || this.state === 'connecting') return;
    this.clearRetry();
    void this.connect();
  }

  /** Sends a text or image to a room; answers the client id that the ack will name. */
  send(chatUrl: string, content: { text: string } | { imageKey: string }): string {
    const clientId = this.opts.newClientId();
    const frame: SendFrame = { type: 'send', chatUrl, clientId, ...content };
    this.pending.set(clientId, { frame, status: 'sending', error: null, sentAt: Date.now() });
    this.emitPending();
    this.transmit(frame);
    return clientId;
  }

  /** Sends a failed message again, with its client id (so it cannot be stored twice). */
  retry(clientId: string): void {
    const entry = this.pending.get(clientId);
    if (!entry) return;
    this.pending.set(clientId, { ...entry, status: 'sending', error: null, sentAt: Date.now() });
    this.emitPending();
    this.transmit(entry.frame);
  }

  /** Forgets a failed message (the person gave up on it). */
  discard(clientId: string): void {
    if (this.pending.delete(clientId)) {
      this.clearAckTimer(clientId);
      this.emitPending();
    }
  }

  /** A frame that needs no ack (read receipts): sent when open, else dropped (the next open resends state). */
  sendFrame(frame: OutgoingFrame): boolean {
    if (!this.ws || this.ws.readyState !== OPEN) return false;
    this.ws.send(JSON.stringify(frame));
    return true;
  }

  private transmit(frame: SendFrame) {
    if (!this.ws || this.ws.readyState !== OPEN) return; // goes out on the next open
    this.ws.send(JSON.stringify(frame));
    this.armAckTimer(frame.clientId);
  }

  private async connect(): Promise<void> {
    if (!this.wanted) return;
    this.setState('connecting', null, null);
    let token: string | null;
    try {
      token = this.expiredInARow > 0 ? await this.opts.refreshToken() : await this.opts.getToken();
    } catch {
      token = null;
    }
    if (!this.wanted) return;
    if (!token) {
      this.wanted = false;
      this.setState('closed', CHAT_WS_CLOSE.tokenExpired, null);
      return;
    }
    let ws: WebSocketLike;
    try {
      ws = this.opts.createSocket(this.opts.url, [CHAT_PROTOCOL, `${CHAT_WS_BEARER_PREFIX}${token}`]);
    } catch {
      this.scheduleRetry(null);
      return;
    }
    this.ws = ws;
    ws.onopen = () => {
      if (this.ws !== ws) return;
      this.attempt = 0;
      const reconnect = this.opened > 0;
      this.opened += 1;
      this.setState('open', null, null);
      this.clearPing();
      this.pingTimer = setInterval(() => this.sendFrame({ type: 'ping' }), this.opts.pingMs);
      this.emit({ kind: 'open', reconnect });
      // the unacked ones again, oldest first, with the same client ids; failed ones wait for retry()
      for (const entry of this.pending.values()) {
        if (entry.status === 'sending') {
          ws.send(JSON.stringify(entry.frame));
          this.armAckTimer(entry.frame.clientId);
        }
      }
    };
    ws.onmessage = (event) => {
      if (this.ws !== ws) return;
      const frame = parseFrame(event.data);
      if (!frame) return;
      if (frame.type !== 'error') this.expiredInARow = 0;
      if (frame.type === 'ack' && typeof frame.clientId === 'string') {
        this.clearAckTimer(frame.clientId);
        if (this.pending.delete(frame.clientId)) this.emitPending();
      } else if (frame.type === 'error' && typeof frame.clientId === 'string') {
        const entry = this.pending.get(frame.clientId);
        if (entry) {
          this.clearAckTimer(frame.clientId);
          this.pending.set(frame.clientId, { ...entry, status: 'failed', error: typeof frame.message === 'string' ? frame.message : 'Not sent.' });
          this.emitPending();
        }
      }
      this.emit({ kind: 'frame', frame });
    };
    ws.onerror = () => {
      /* a close event follows */
    };
    ws.onclose = (event) => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.clearAckTimers();
      this.clearPing();
      if (!this.wanted) return;
      const code = event.code;
      if (code === CHAT_WS_CLOSE.tokenExpired && this.expiredInARow === 0) {
        // refresh the token and come back at once (a second 4401 in a row backs off)
        this.expiredInARow = 1;
        void this.connect();
        return;
      }
      if (code === CHAT_WS_CLOSE.forbidden || code === CHAT_WS_CLOSE.badFrames) {
        this.wanted = false;
        this.setState('closed', code, null);
        return;
      }
      if (code === CHAT_WS_CLOSE.tokenExpired) this.expiredInARow += 1;
      if ((code === CHAT_WS_CLOSE.goingAway || code === CHAT_WS_CLOSE.idle) && this.attempt === 0) {
        // a restart or an idle close of a socket that was fine: at once (a second one backs off)
        this.attempt = 1;
        this.setState('connecting', code, null);
        void this.connect();
        return;
      }
      this.scheduleRetry(code, code === CHAT_WS_CLOSE.rateLimited ? CHAT_RATE_LIMIT.windowMs : null);
    };
  }

  private scheduleRetry(code: number | null, atLeastMs: number | null = null) {
    this.attempt += 1;
    const wait = Math.max(atLeastMs ?? 0, this.opts.backoff(this.attempt));
    this.setState('waiting', code, wait);
    this.clearRetry();
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, wait);
  }

  private armAckTimer(clientId: string) {
    this.clearAckTimer(clientId);
    this.ackTimers.set(
      clientId,
      setTimeout(() => {
        this.ackTimers.delete(clientId);
        const entry = this.pending.get(clientId);
        if (entry && entry.status === 'sending') {
          this.pending.set(clientId, { ...entry, status: 'failed', error: 'Not sent. Tap to retry.' });
          this.emitPending();
        }
      }, this.opts.ackTimeoutMs),
    );
  }

  private clearAckTimer(clientId: string) {
    const timer = this.ackTimers.get(clientId);
    if (timer) clearTimeout(timer);
    this.ackTimers.delete(clientId);
  }

  private clearAckTimers() {
    for (const timer of this.ackTimers.values()) clearTimeout(timer);
    this.ackTimers.clear();
  }

  private clearPing() {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  private clearRetry() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private setState(state: SocketState, closeCode: number | null, retryInMs: number | null) {
    this.state = state;
    this.emit({ kind: 'state', state, closeCode, retryInMs });
  }

  private emitPending() {
    this.snapshot = [...this.pending.values()];
    this.emit({ kind: 'pending', pending: this.snapshot });
  }

  private emit(event: SocketEvent) {
    for (const listener of [...this.listeners]) listener(event);
  }
}

function parseFrame(data: unknown): IncomingFrame | null {
  const text = typeof data === 'string' ? data : data instanceof ArrayBuffer ? new TextDecoder().decode(data) : String(data);
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string' ? (value as IncomingFrame) : null;
  } catch {
    return null;
  }
}
