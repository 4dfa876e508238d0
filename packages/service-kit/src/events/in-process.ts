/**
 * The embedded mode's transport: one Node process hosts every service, and this object stands in
 * for JetStream with the same semantics, in memory.
 *
 * - A retained log plays the stream: a durable is a cursor over it, created at its first
 *   subscription at the start of what is retained (like JetStream's deliver-all), so a consumer that
 *   subscribes a moment after a relay published still gets the message, and one that stops and
 *   subscribes again continues where it stopped.
 * - Delivery is asynchronous (never inside `publish`), one message in hand per durable, at least
 *   once: a failed message is retried after a back-off while the durable goes on with the next.
 * - Message ids published again within `duplicateWindowMs` are dropped (JetStream's Nats-Msg-Id).
 * - A message stays while some durable still has to handle it, or while younger than `retainMs`;
 *   `maxMessages` bounds memory (the oldest go first, logged).
 * What memory cannot give: messages published but not yet handled are lost when the process dies.
 * The outbox rows are marked published by then; JetStream mode has no such gap.
 */
import { subjectMatches, type RawEnvelope } from './envelope.ts';
import {
  DEFAULT_MAX_DELIVER,
  RejectedEvent,
  errorText,
  retryDelay,
  type Delivery,
  type PublishResult,
  type SubscribeOptions,
  type Subscription,
  type Transport,
  type TransportLogger,
} from './transport.ts';

export type InProcessTransportOptions = {
  logger?: TransportLogger;
  duplicateWindowMs?: number;
  /** Base of the retry back-off (doubles per delivery, capped at 30 s). Default 500 ms. */
  retryBaseMs?: number;
  retainMs?: number;
  maxMessages?: number;
};

type Entry = { seq: number; envelope: RawEnvelope; at: number };
type Retry = { entry: Entry; deliveryCount: number; dueAt: number };
type Subscriber = { options: SubscribeOptions; stopped: boolean; inFlight: Promise<void> | null };

type Durable = {
  name: string;
  subjects: readonly string[];
  /** The next sequence the cursor looks at. */
  cursor: number;
  /** Failed messages waiting for their next delivery. */
  retries: Retry[];
  subscribers: Subscriber[];
  turn: number;
  busy: Promise<void> | null;
  timer: NodeJS.Timeout | null;
};

export function createInProcessTransport(options: InProcessTransportOptions = {}): Transport {
  const { logger, duplicateWindowMs = 120_000, retryBaseMs = 500, retainMs = 10 * 60_000, maxMessages = 100_000 } = options;
  const log: Entry[] = [];
  let nextSeq = 1;
  const seen = new Map<string, number>();
  const durables = new Map<string, Durable>();
  let closed = false;

  const firstRetainedSeq = () => log[0]?.seq ?? nextSeq;

  function trim(now: number) {
    for (const [id, at] of seen) {
      if (now - at < duplicateWindowMs) break;
      seen.delete(id);
    }
    const lowestCursor = Math.min(nextSeq, ...[...durables.values()].map((d) => Math.min(d.cursor, ...d.retries.map((r) => r.entry.seq))));
    while (log.length > 0) {
      const head = log[0]!;
      const needed = head.seq >= lowestCursor || now - head.at < retainMs;
      if (needed && log.length <= maxMessages) break;
      if (needed) logger?.warn({ subject: head.envelope.subject, eventId: head.envelope.id }, 'in-process bus over maxMessages: dropping the oldest message');
      log.shift();
    }
  }

  function entryAt(seq: number): Entry | undefined {
    const first = firstRetainedSeq();
    return seq >= first ? log[seq - first] : undefined;
  }

  /** The next delivery for a durable: a retry that is due, else the next matching message. */
  function take(durable: Durable, now: number): { entry: Entry; deliveryCount: number } | { wait: number } | null {
    const due = durable.retries.findIndex((r) => r.dueAt <= now);
    if (due >= 0) {
      const [retry] = durable.retries.splice(due, 1);
      return { entry: retry!.entry, deliveryCount: retry!.deliveryCount + 1 };
    }
    if (durable.cursor < firstRetainedSeq()) {
      logger?.warn({ durable: durable.name, missed: firstRetainedSeq() - durable.cursor }, 'in-process bus dropped messages this durable had not handled');
      durable.cursor = firstRetainedSeq();
    }
    while (durable.cursor < nextSeq) {
      const entry = entryAt(durable.cursor);
      durable.cursor += 1;
      if (entry && durable.subjects.some((filter) => subjectMatches(filter, entry.envelope.subject))) return { entry, deliveryCount: 1 };
    }
    if (durable.retries.length === 0) return null;
    return { wait: Math.max(0, Math.min(...durable.retries.map((r) => r.dueAt)) - now) };
  }

  function nextSubscriber(durable: Durable): Subscriber | undefined {
    const live = durable.subscribers.filter((s) => !s.stopped);
    if (live.length === 0) return undefined;
    durable.turn = (durable.turn + 1) % live.length;
    return live[durable.turn];
  }

  function schedule(durable: Durable, delayMs = 0) {
    if (closed || durable.busy) return;
    if (durable.timer) {
      if (delayMs > 0) return;
      clearTimeout(durable.timer);
    }
    durable.timer = setTimeout(() => {
      durable.timer = null;
      durable.busy = pump(durable).then((wait) => {
        durable.busy = null;
        // Work may have arrived between the pump's last look and now.
        if (wait !== null) schedule(durable, wait);
        else if (durable.cursor < nextSeq) schedule(durable);
      });
    }, delayMs);
  }

  /** Delivers until nothing is due; answers how long until the next retry is due (null: none). */
  async function pump(durable: Durable): Promise<number | null> {
    while (!closed) {
      const subscriber = nextSubscriber(durable);
      if (!subscriber) return null;
      const next = take(durable, Date.now());
      if (next === null) return null;
      if ('wait' in next) return next.wait;
      const settled = deliver(durable, subscriber, next.entry, next.deliveryCount);
      subscriber.inFlight = settled;
      await settled;
      subscriber.inFlight = null;
      trim(Date.now());
    }
    return null;
  }

  async function deliver(durable: Durable, subscriber: Subscriber, entry: Entry, deliveryCount: number) {
    const { envelope } = entry;
    // Each delivery gets its own copy, as if it had crossed the wire.
    const delivery: Delivery = { envelope: JSON.parse(JSON.stringify(envelope)) as RawEnvelope, deliveryCount };
    const maxDeliver = subscriber.options.maxDeliver ?? DEFAULT_MAX_DELIVER;
    const context = { durable: durable.name, subject: envelope.subject, eventId: envelope.id, deliveryCount };
    try {
      await subscriber.options.handler(delivery);
    } catch (error) {
      if (error instanceof RejectedEvent) {
        logger?.error({ ...context, err: error }, 'event rejected by its consumer: dropped');
      } else if (deliveryCount >= maxDeliver) {
        logger?.error({ ...context, err: error, maxDeliver }, 'event failed on every delivery: dropped');
      } else {
        const delay = retryDelay(deliveryCount, retryBaseMs);
        logger?.warn({ ...context, error: errorText(error), retryInMs: delay }, 'event handler failed: will redeliver');
        durable.retries.push({ entry, deliveryCount, dueAt: Date.now() + delay });
      }
    }
  }

  return {
    kind: 'in-process',

    async publish(envelope: RawEnvelope): Promise<PublishResult> {
      if (closed) throw new Error('in-process event transport is closed');
      const now = Date.now();
      const seenAt = seen.get(envelope.id);
      if (seenAt !== undefined && now - seenAt < duplicateWindowMs) return { duplicate: true };
      seen.delete(envelope.id);
      seen.set(envelope.id, now);
      log.push({ seq: nextSeq, envelope: JSON.parse(JSON.stringify(envelope)) as RawEnvelope, at: now });
      nextSeq += 1;
      for (const durable of durables.values()) {
        if (durable.subjects.some((filter) => subjectMatches(filter, envelope.subject))) schedule(durable);
      }
      trim(now);
      return { duplicate: false };
    },

    async subscribe(subscribeOptions: SubscribeOptions): Promise<Subscription> {
      if (closed) throw new Error('in-process event transport is closed');
      let durable = durables.get(subscribeOptions.durable);
      if (!durable) {
        durable = { name: subscribeOptions.durable, subjects: subscribeOptions.subjects, cursor: firstRetainedSeq(), retries: [], subscribers: [], turn: -1, busy: null, timer: null };
        durables.set(durable.name, durable);
      }
      durable.subjects = [...subscribeOptions.subjects];
      const subscriber: Subscriber = { options: subscribeOptions, stopped: false, inFlight: null };
      durable.subscribers.push(subscriber);
      schedule(durable);
      const owner = durable;
      return {
        async stop() {
          subscriber.stopped = true;
          owner.subscribers = owner.subscribers.filter((s) => s !== subscriber);
          await subscriber.inFlight;
        },
      };
    },

    async close() {
      closed = true;
      const busy: Promise<void>[] = [];
      for (const durable of durables.values()) {
        if (durable.timer) clearTimeout(durable.timer);
        durable.timer = null;
        if (durable.busy) busy.push(durable.busy);
      }
      await Promise.all(busy);
    },
  };
}
