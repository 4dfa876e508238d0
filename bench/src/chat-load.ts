/**
 * The client side of the chat bench (chat.bench.ts): many WebSockets as browsers open them
 * (subprotocols `phjobs-chat.v1` and `bearer.<token>`, the page's Origin), messages sent at a fixed
 * rate across rooms, and every delivery timed: from the send of a message to its receipt as a
 * `message` frame by each socket of the room's other side, matched by the message's `clientId`.
 * Nothing here knows the service's internals: only the frames of packages/contracts chat.ts.
 */
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { CHAT_WS_BEARER_PREFIX, CHAT_WS_PATH, CHAT_WS_PING_MS, CHAT_WS_PROTOCOL } from '@phjobs/contracts/chat-live';
import WebSocket from 'ws';
import { percentile } from './stats.ts';

export type Member = { userId: number; token: string };
export type Room = { chatUrl: string; seeker: Member; company: Member };

type Socket = { index: number; userId: number; ws: WebSocket; base: string; closed: { code: number; reason: string } | null };

type Sent = {
  seq: number;
  chatUrl: string;
  from: number;
  sentAt: number;
  ackAt: number | null;
  /** Sockets of the other side, by index, that must receive it. */
  expected: Set<number>;
  /** Receipt times by socket index (a second receipt is a duplicate). */
  received: Map<number, number>;
  error: string | null;
};

export type LoadResult = {
  sockets: number;
  rooms: number;
  sent: number;
  acked: number;
  /** Refused with an error frame (not stored, not to be delivered). */
  refused: number;
  /** Neither acked nor refused by the end of the drain: lost on the way in. */
  unanswered: number;
  errors: number;
  errorSamples: string[];
  expectedDeliveries: number;
  delivered: number;
  /** Deliveries due (of the messages not refused) that never came. */
  lost: number;
  duplicates: number;
  /** Sockets the server closed during the run, by code. */
  closedByServer: Record<string, number>;
  delivery: Latency;
  ack: Latency;
  /** The bench process's own event loop delay while sending (its share of any latency). */
  benchLoopDelayMs: { p50: number; p99: number; max: number };
  seconds: number;
};

export type Latency = { count: number; p50: number; p95: number; p99: number; max: number; mean: number };

function latency(values: number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
    mean: sorted.length ? sorted.reduce((sum, value) => sum + value, 0) / sorted.length : Number.NaN,
  };
}

type Frame = { type: string; clientId?: string; code?: string; message?: { clientId?: string; chatUrl?: string } };

/**
 * The sockets of a run and what they saw. `open` connects every member's sockets (the seeker one
 * each, the company one per room it holds, as a company keeps a tab per conversation), `send`
 * sends one message and starts timing it, `settle` waits until every delivery came or the time is up.
 */
export class ChatLoad {
  readonly sockets: Socket[] = [];
  private readonly byUser = new Map<number, Socket[]>();
  private readonly sent = new Map<string, Sent>();
  private seq = 0;
  private errors = 0;
  private readonly errorSamples: string[] = [];
  /** Error frames by code, over the whole run. */
  readonly errorCodes: Record<string, number> = {};
  private readonly duplicates = { count: 0 };
  private measuring: Set<string> | null = null;
  /** Every socket pings every CHAT_WS_PING_MS, as the web client does (the server closes idle sockets). */
  private readonly pinging = setInterval(() => {
    for (const socket of this.sockets) if (socket?.ws.readyState === WebSocket.OPEN) socket.ws.send('{"type":"ping"}');
  }, CHAT_WS_PING_MS);

  constructor(
    private readonly rooms: readonly Room[],
    /** ws:// bases of the gateways; socket i goes to bases[i % bases.length]. */
    private readonly bases: readonly string[],
    private readonly origin: (base: string) => string,
  ) {}

  /** Opens one socket per seeker and one per room for its company, `concurrency` at a time; resolves once all said `ready`. */
  async open(concurrency = 50, onProgress?: (opened: number) => void): Promise<number> {
    const wanted: Member[] = [];
    for (const room of this.rooms) wanted.push(room.seeker, room.company);
    const started = performance.now();
    let next = 0;
    let opened = 0;
    const worker = async () => {
      while (next < wanted.length) {
        const index = next++;
        await this.connect(index, wanted[index]!);
        opened++;
        if (opened % 250 === 0) onProgress?.(opened);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return performance.now() - started;
  }

  private connect(index: number, member: Member): Promise<void> {
    const base = this.bases[index % this.bases.length]!;
    const ws = new WebSocket(`${base}${CHAT_WS_PATH}`, [CHAT_WS_PROTOCOL, `${CHAT_WS_BEARER_PREFIX}${member.token}`], { origin: this.origin(base), perMessageDeflate: false });
    const socket: Socket = { index, userId: member.userId, ws, base, closed: null };
    this.sockets[index] = socket;
    const list = this.byUser.get(member.userId) ?? [];
    list.push(socket);
    this.byUser.set(member.userId, list);
    return new Promise((resolve, reject) => {
      let ready = false;
      ws.on('message', (data) => {
        const frame = JSON.parse(data.toString()) as Frame;
        if (frame.type === 'ready' && !ready) {
          ready = true;
          resolve();
          return;
        }
        this.onFrame(socket, frame, data.toString());
      });
      ws.once('unexpected-response', (_req, res) => reject(new Error(`socket ${index} (user ${member.userId}) refused: ${res.statusCode}`)));
      ws.once('error', (error) => {
        if (!ready) reject(error);
      });
      ws.once('close', (code, reason) => {
        socket.closed = { code, reason: reason.toString() };
        if (!ready) reject(new Error(`socket ${index} closed before ready: ${code} ${reason.toString()}`));
      });
    });
  }

  private onFrame(socket: Socket, frame: Frame, raw: string): void {
    const now = performance.now();
    if (frame.type === 'message' && frame.message?.clientId) {
      const sent = this.sent.get(frame.message.clientId);
      if (!sent || !sent.expected.has(socket.index)) return; // the sender's own other sockets, or not ours
      if (sent.received.has(socket.index)) this.duplicates.count++;
      else sent.received.set(socket.index, now);
    } else if (frame.type === 'ack' && frame.clientId) {
      const sent = this.sent.get(frame.clientId);
      if (sent && sent.ackAt === null) sent.ackAt = now;
    } else if (frame.type === 'error') {
      this.errors++;
      this.errorCodes[frame.code ?? '?'] = (this.errorCodes[frame.code ?? '?'] ?? 0) + 1;
      if (this.errorSamples.length < 2) this.errorSamples.push(raw.slice(0, 200));
      const sent = frame.clientId ? this.sent.get(frame.clientId) : undefined;
      if (sent) sent.error = raw.slice(0, 300);
    }
  }

  /** Sends a text into `room` from `side`'s first socket; its other side's sockets must each receive it once. */
  send(room: Room, side: 'seeker' | 'company'): void {
    const from = room[side];
    const to = side === 'seeker' ? room.company : room.seeker;
    const sender = this.byUser.get(from.userId)?.find((socket) => socket.ws.readyState === WebSocket.OPEN);
    if (!sender) throw new Error(`no open socket for user ${from.userId}`);
    const clientId = randomUUID();
    const seq = ++this.seq;
    const expected = new Set((this.byUser.get(to.userId) ?? []).map((socket) => socket.index));
    this.sent.set(clientId, { seq, chatUrl: room.chatUrl, from: from.userId, sentAt: performance.now(), ackAt: null, expected, received: new Map(), error: null });
    this.measuring?.add(clientId);
    sender.ws.send(JSON.stringify({ type: 'send', chatUrl: room.chatUrl, clientId, text: `bench message ${seq} from ${side} at ${new Date().toISOString()}` }));
  }

  /** Sends `rate` messages a second for `seconds` (room and side at random), then waits up to `drainMs` for the deliveries. */
  async run(rate: number, seconds: number, drainMs: number, pick: () => { room: Room; side: 'seeker' | 'company' }): Promise<LoadResult> {
    this.measuring = new Set();
    const errorsBefore = this.errors;
    const duplicatesBefore = this.duplicates.count;
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const total = Math.round(rate * seconds);
    const started = performance.now();
    let sentCount = 0;
    // A due count from the clock, checked every millisecond: an even rate, no bursts of catch-up beyond what fell due.
    await new Promise<void>((resolve) => {
      const tick = () => {
        const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
        while (sentCount < due) {
          const { room, side } = pick();
          this.send(room, side);
          sentCount++;
        }
        if (sentCount >= total) resolve();
        else setTimeout(tick, 1);
      };
      tick();
    });
    const sendSeconds = (performance.now() - started) / 1000;
    loop.disable();
    const ids = [...this.measuring];
    await this.settle(ids, drainMs);
    this.measuring = null;
    return this.summary(ids, sendSeconds, this.errors - errorsBefore, this.duplicates.count - duplicatesBefore, loop);
  }

  /** Resolves once every delivery and ack of `ids` came, or after `drainMs`. */
  async settle(ids: readonly string[], drainMs: number): Promise<void> {
    const deadline = performance.now() + drainMs;
    const done = () => ids.every((id) => {
      const sent = this.sent.get(id)!;
      return sent.error !== null || (sent.ackAt !== null && sent.received.size === sent.expected.size);
    });
    while (!done() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  /**
   * Sends one message per room from its seeker (a room is visible to its company once it holds a
   * message), `rate` a second, and waits for them; rooms whose message was refused (a service under
   * load answers 'internal') get another one, up to `retries` rounds, so that the measured run finds
   * every room open to both sides. The result is the first round's; `retried` counts the others.
   */
  async firstMessages(rate: number, drainMs: number, retries = 3): Promise<LoadResult & { retried: number }> {
    const acked = new Set<string>();
    const roomOf = new Map<string, string>();
    let pending: Room[] = [...this.rooms];
    let first: LoadResult | null = null;
    let retried = 0;
    for (let round = 0; round <= retries && pending.length > 0; round++) {
      const before = new Set(this.sent.keys());
      let i = 0;
      const batch = pending;
      const result = await this.run(rate, batch.length / rate, drainMs, () => ({ room: batch[i++ % batch.length]!, side: 'seeker' }));
      for (const [id, sent] of this.sent) if (!before.has(id)) roomOf.set(id, sent.chatUrl);
      for (const [id, chatUrl] of roomOf) if (this.sent.get(id)?.ackAt !== null) acked.add(chatUrl);
      first ??= result;
      if (round > 0) retried += batch.length;
      pending = this.rooms.filter((room) => !acked.has(room.chatUrl));
    }
    if (pending.length > 0) throw new Error(`${pending.length} rooms got no first message after ${retries} retries`);
    return { ...first!, retried };
  }

  private summary(ids: readonly string[], seconds: number, errors: number, duplicates: number, loop: ReturnType<typeof monitorEventLoopDelay>): LoadResult {
    const deliveries: number[] = [];
    const acks: number[] = [];
    let expectedDeliveries = 0;
    let acked = 0;
    let refused = 0;
    for (const id of ids) {
      const sent = this.sent.get(id)!;
      // Refused by the service (an error frame: rate limit, frozen...): nothing to deliver; counted apart.
      if (sent.error !== null && sent.ackAt === null) {
        refused++;
        continue;
      }
      expectedDeliveries += sent.expected.size;
      if (sent.ackAt !== null) {
        acked++;
        acks.push(sent.ackAt - sent.sentAt);
      }
      for (const at of sent.received.values()) deliveries.push(at - sent.sentAt);
    }
    const closedByServer: Record<string, number> = {};
    for (const socket of this.sockets) if (socket.closed) closedByServer[`${socket.closed.code} ${socket.closed.reason}`] = (closedByServer[`${socket.closed.code} ${socket.closed.reason}`] ?? 0) + 1;
    return {
      sockets: this.sockets.length,
      rooms: this.rooms.length,
      sent: ids.length,
      acked,
      refused,
      unanswered: ids.length - acked - refused,
      errors,
      errorSamples: [...this.errorSamples],
      expectedDeliveries,
      delivered: deliveries.length,
      lost: expectedDeliveries - deliveries.length,
      duplicates,
      closedByServer,
      delivery: latency(deliveries),
      ack: latency(acks),
      benchLoopDelayMs: { p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 },
      seconds,
    };
  }

  /** Messages acked so far, over every phase. */
  ackedCount(): number {
    let acked = 0;
    for (const sent of this.sent.values()) if (sent.ackAt !== null) acked++;
    return acked;
  }

  /** The clientIds this run sent (the database check compares them with the stored messages). */
  clientIds(): string[] {
    return [...this.sent.keys()];
  }

  async close(): Promise<void> {
    clearInterval(this.pinging);
    await Promise.all(
      this.sockets.map(
        (socket) =>
          new Promise<void>((resolve) => {
            if (socket.ws.readyState === WebSocket.CLOSED) return resolve();
            const timer = setTimeout(() => {
              socket.ws.terminate();
              resolve();
            }, 2_000);
            socket.ws.once('close', () => {
              clearTimeout(timer);
              resolve();
            });
            socket.ws.close(1000);
          }),
      ),
    );
  }
}
