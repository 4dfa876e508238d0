/**
 * NATS JetStream transport (@nats-io/transport-node + @nats-io/jetstream, v3).
 *
 * - One stream (default PHJOBS) captures every service's subjects; it is created or widened at the
 *   first use. `duplicate_window` makes a publish with an already-seen `Nats-Msg-Id` (= event id) a
 *   no-op, so a relay that re-sends after a crash does not duplicate anything.
 * - Consumers are durable pull consumers with explicit ack: a message is acked after the handler
 *   resolved (the consumer's transaction committed), nak'ed with a back-off when it threw, and
 *   terminated (logged) after `maxDeliver` deliveries or on `RejectedEvent`.
 * - Durable names may not contain '.', so 'account.news' is the durable `account_news`.
 * - Several subject filters on one durable need NATS 2.10 (`filter_subjects`). On an older server
 *   such a consumer becomes one durable per subject (`account_news--jobs_application_created`),
 *   which keeps every guarantee except the order between subjects (logged once).
 * - The connection is made lazily and remade when lost, so a service starts while NATS is down:
 *   publishes fail (the outbox keeps the rows) and subscriptions retry in the background.
 * - `subjectPrefix` puts every subject under a prefix on the wire (stream, publish, filters): for
 *   several stacks or test runs sharing one NATS server. Envelopes keep their own subject.
 */
import { AckPolicy, DeliverPolicy, JetStreamApiError, RetentionPolicy, StorageType, jetstream, jetstreamManager, type ConsumerConfig, type ConsumerMessages, type JetStreamClient, type JetStreamManager, type JsMsg } from '@nats-io/jetstream';
import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';
import { EVENT_STREAM_NAME, EVENT_STREAM_SUBJECTS } from '@phjobs/contracts/events';
import type { RawEnvelope } from './envelope.ts';
import {
  DEFAULT_MAX_DELIVER,
  RejectedEvent,
  errorText,
  retryDelay,
  type PublishResult,
  type SubscribeOptions,
  type Subscription,
  type Transport,
  type TransportLogger,
} from './transport.ts';

export type JetStreamTransportOptions = {
  servers: string | string[];
  stream?: string;
  subjects?: readonly string[];
  subjectPrefix?: string;
  logger?: TransportLogger;
  /** Connection name shown by the server (e.g. the service name). */
  name?: string;
  duplicateWindowMs?: number;
  /** Messages older than this leave the stream; a durable created later replays what is left. Default 7 days. */
  maxAgeMs?: number;
  /** How long a publish waits for the stream's acknowledgement. Default 2 s. */
  publishTimeoutMs?: number;
  /** How long a delivered message may stay unacknowledged before the server redelivers it. Default 30 s. */
  ackWaitMs?: number;
  retryBaseMs?: number;
  /** Messages pulled ahead per subscription. Default 16. */
  pullBatch?: number;
  /**
   * Copies of the stream in a NATS cluster (NATS_STREAM_REPLICAS; production: 3, one per server).
   * A stream found with fewer is raised to this many. Default 1 (one server).
   */
  replicas?: number;
};

type Link = { nc: NatsConnection; js: JetStreamClient; jsm: JetStreamManager; multiFilter: boolean };

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A durable name NATS accepts: no '.', '*', '>' or whitespace. */
export const durableName = (name: string) => name.replace(/\*/g, 'any').replace(/>/g, 'all').replace(/[.\s]/g, '_');

/** "2.10.3" >= [2, 10] */
function versionAtLeast(version: string | undefined, major: number, minor: number): boolean {
  const [a = 0, b = 0] = (version ?? '0.0').split('.').map((part) => Number.parseInt(part, 10));
  return a > major || (a === major && b >= minor);
}

type LoopState = { stopped: boolean; messages: ConsumerMessages | null; wake: (() => void) | null };

/** A pause that `stop()` can cut short. */
const pause = (ms: number, state: LoopState) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    state.wake = () => {
      clearTimeout(timer);
      resolve();
    };
  }).finally(() => {
    state.wake = null;
  });

export function createJetStreamTransport(options: JetStreamTransportOptions): Transport {
  const {
    servers,
    stream = EVENT_STREAM_NAME,
    subjects = EVENT_STREAM_SUBJECTS,
    subjectPrefix = '',
    logger,
    name,
    duplicateWindowMs = 120_000,
    maxAgeMs = 7 * 24 * 3_600_000,
    publishTimeoutMs = 2_000,
    ackWaitMs = 30_000,
    retryBaseMs = 1_000,
    pullBatch = 16,
    replicas = 1,
  } = options;
  const wire = (subject: string) => `${subjectPrefix}${subject}`;
  let link: Promise<Link> | null = null;
  let closed = false;
  const subscriptions = new Set<Subscription>();
  let warnedSingleFilter = false;

  async function ensureStream(jsm: JetStreamManager) {
    const wanted = subjects.map(wire);
    try {
      const info = await jsm.streams.info(stream);
      const missing = wanted.filter((subject) => !info.config.subjects?.includes(subject));
      if (missing.length > 0) {
        await jsm.streams.update(stream, { subjects: [...(info.config.subjects ?? []), ...missing] });
        logger?.info({ stream, added: missing }, 'event stream subjects widened');
      }
      if ((info.config.num_replicas ?? 1) < replicas) {
        await jsm.streams.update(stream, { num_replicas: replicas });
        logger?.info({ stream, replicas }, 'event stream replicas raised');
      }
    } catch (error) {
      if (!(error instanceof JetStreamApiError) || error.code !== 10059) throw error;
      await jsm.streams.add({
        name: stream,
        subjects: wanted,
        storage: StorageType.File,
        retention: RetentionPolicy.Limits,
        duplicate_window: nanos(duplicateWindowMs),
        max_age: nanos(maxAgeMs),
        num_replicas: replicas,
      });
      logger?.info({ stream, subjects: wanted }, 'event stream created');
    }
  }

  function connection(): Promise<Link> {
    if (closed) return Promise.reject(new Error('JetStream event transport is closed'));
    if (link) return link;
    const attempt: Promise<Link> = (async () => {
      const nc = await connect({ servers, name, maxReconnectAttempts: -1, reconnectTimeWait: 500, timeout: publishTimeoutMs });
      try {
        const jsm = await jetstreamManager(nc, { timeout: publishTimeoutMs });
        await ensureStream(jsm);
        // Should the connection close for good, forget it: the next use connects again.
        void nc.closed().then(() => {
          if (link !== attempt) return;
          link = null;
          if (!closed) logger?.warn('NATS connection closed: connecting again on next use');
        });
        return { nc, jsm, js: jetstream(nc, { timeout: publishTimeoutMs }), multiFilter: versionAtLeast(nc.info?.version, 2, 10) };
      } catch (error) {
        await nc.close().catch(() => undefined);
        throw error;
      }
    })();
    link = attempt;
    attempt.catch(() => {
      if (link === attempt) link = null;
    });
    return attempt;
  }

  async function ensureConsumer(jsm: JetStreamManager, durable: string, filters: string[], maxDeliver: number) {
    const config: Partial<ConsumerConfig> = {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: nanos(ackWaitMs),
      max_deliver: maxDeliver,
      ...(filters.length === 1 ? { filter_subject: filters[0] } : { filter_subjects: filters }),
    };
    try {
      await jsm.consumers.add(stream, config);
    } catch (error) {
      // The durable exists with another configuration: bring it in line where the server allows.
      logger?.debug({ durable, error: errorText(error) }, 'consumer exists: updating it');
      const { durable_name: _name, deliver_policy: _policy, ...changeable } = config;
      await jsm.consumers.update(stream, durable, changeable).catch((updateError: unknown) => {
        logger?.warn({ durable, error: errorText(updateError) }, 'could not update consumer: using it as it is');
      });
    }
  }

  async function handle(message: JsMsg, options: SubscribeOptions, durable: string, maxDeliver: number) {
    const deliveryCount = message.info.deliveryCount;
    const context = { durable, subject: message.subject, seq: message.seq, deliveryCount };
    let parsed: unknown;
    try {
      parsed = JSON.parse(decoder.decode(message.data));
    } catch (error) {
      parsed = error;
    }
    if (typeof parsed !== 'object' || parsed === null || parsed instanceof Error) {
      logger?.error({ ...context }, 'event message is not a JSON envelope: terminated');
      message.term('not a JSON envelope');
      return;
    }
    // Its fields are checked by the consumer (parseEventEnvelope), which rejects a bad one.
    const envelope = parsed as RawEnvelope;
    const withEvent = { ...context, subject: envelope.subject, eventId: envelope.id };
    try {
      await options.handler({ envelope, deliveryCount });
    } catch (error) {
      if (error instanceof RejectedEvent) {
        logger?.error({ ...withEvent, err: error }, 'event rejected by its consumer: terminated');
        message.term(error.message);
      } else if (deliveryCount >= maxDeliver) {
        logger?.error({ ...withEvent, err: error, maxDeliver }, 'event failed on every delivery: terminated');
        message.term(`failed ${deliveryCount} times`);
      } else {
        const delay = retryDelay(deliveryCount, retryBaseMs);
        logger?.warn({ ...withEvent, error: errorText(error), retryInMs: delay }, 'event handler failed: nak, will redeliver');
        message.nak(delay);
      }
      return;
    }
    // The handler's transaction has committed. If this ack is lost the message comes again and
    // the consumer's processed_event record makes that delivery a no-op.
    await message.ackAck().catch((error: unknown) => {
      logger?.warn({ ...withEvent, error: errorText(error) }, 'ack not confirmed: the event may be redelivered (harmless)');
    });
  }

  /** One pull loop for one durable: (re)connects, (re)creates the consumer, consumes until stopped. */
  function pullLoop(options: SubscribeOptions, durable: string, filters: string[], firstAttempt: (error?: unknown) => void) {
    const maxDeliver = options.maxDeliver ?? DEFAULT_MAX_DELIVER;
    const state: LoopState = { stopped: false, messages: null, wake: null };
    let reported = false;
    const report = (error?: unknown) => {
      if (reported) return;
      reported = true;
      firstAttempt(error);
    };
    const done = (async () => {
      let failures = 0;
      while (!state.stopped && !closed) {
        try {
          const { js, jsm } = await connection();
          await ensureConsumer(jsm, durable, filters, maxDeliver);
          const consumer = await js.consumers.get(stream, durable);
          const messages = await consumer.consume({ max_messages: pullBatch });
          state.messages = messages;
          report();
          failures = 0;
          if (state.stopped) void messages.close();
          for await (const message of messages) {
            // Pulled ahead but stopping: hand it back at once rather than after ack_wait.
            if (state.stopped) message.nak();
            else await handle(message, options, durable, maxDeliver);
          }
          state.messages = null;
        } catch (error) {
          state.messages = null;
          report(error);
          if (state.stopped || closed) break;
          failures += 1;
          const delay = Math.min(250 * 2 ** Math.min(failures, 7), 30_000);
          logger?.warn({ durable, error: errorText(error), retryInMs: delay }, 'event consumer cannot pull: retrying');
          await pause(delay, state);
        }
      }
    })();
    return {
      async stop() {
        state.stopped = true;
        state.wake?.();
        await state.messages?.close().catch(() => undefined);
        await done;
      },
    };
  }

  return {
    kind: 'jetstream',

    async publish(envelope: RawEnvelope): Promise<PublishResult> {
      const { js } = await connection();
      const ack = await js.publish(wire(envelope.subject), encoder.encode(JSON.stringify(envelope)), { msgID: envelope.id, timeout: publishTimeoutMs });
      return { duplicate: ack.duplicate };
    },

    async subscribe(options: SubscribeOptions): Promise<Subscription> {
      if (closed) throw new Error('JetStream event transport is closed');
      const base = durableName(options.durable);
      const filters = options.subjects.map(wire);
      const state: LoopState = { stopped: false, messages: null, wake: null };
      const loops: { stop(): Promise<void> }[] = [];
      let attached: (error?: unknown) => void = () => undefined;
      const firstAttempt = new Promise<unknown>((resolve) => {
        attached = resolve;
      });
      // The durables to use depend on the server's version: known once connected.
      const starting = (async () => {
        let failures = 0;
        while (!state.stopped && !closed) {
          try {
            const { multiFilter } = await connection();
            const plan: [string, string[]][] =
              filters.length <= 1 || multiFilter ? [[base, filters]] : filters.map((filter) => [`${base}--${durableName(filter)}`, [filter]]);
            if (plan.length > 1 && !warnedSingleFilter) {
              warnedSingleFilter = true;
              logger?.warn({ durable: options.durable }, 'NATS server before 2.10: one durable per subject (no order between subjects)');
            }
            const firsts = plan.map(([durable, durableFilters]) => new Promise<unknown>((resolve) => loops.push(pullLoop(options, durable, durableFilters, resolve))));
            attached((await Promise.all(firsts)).find((error) => error !== undefined));
            return;
          } catch (error) {
            attached(error);
            failures += 1;
            const delay = Math.min(250 * 2 ** Math.min(failures, 7), 30_000);
            logger?.warn({ durable: options.durable, error: errorText(error), retryInMs: delay }, 'event consumer cannot connect: retrying');
            await pause(delay, state);
          }
        }
      })();
      const error = await firstAttempt;
      if (error !== undefined) logger?.warn({ durable: options.durable, error: errorText(error) }, 'event consumer not attached yet: retrying in the background');
      const subscription: Subscription = {
        async stop() {
          subscriptions.delete(subscription);
          state.stopped = true;
          state.wake?.();
          await starting;
          await Promise.all(loops.map((loop) => loop.stop()));
        },
      };
      subscriptions.add(subscription);
      return subscription;
    },

    async close() {
      await Promise.all([...subscriptions].map((subscription) => subscription.stop()));
      closed = true;
      const current = link;
      link = null;
      if (current) {
        const { nc } = await current.catch(() => ({ nc: null }));
        await nc?.drain().catch(() => undefined);
      }
    },
  };
}
