/**
 * The outbox relay: moves committed outbox rows onto the transport.
 *
 * Each round, in one transaction: lock up to `batch` unpublished rows (oldest first) with
 * FOR UPDATE SKIP LOCKED, publish them in order, set published_at on those the transport took and
 * count an attempt on the first it refused, commit. Another relay (a second instance of the
 * service) skips the locked rows, so no row is sent by two relays at once; a relay that dies after
 * publishing and before committing leaves its rows unpublished, they are sent again, and the
 * transport's de-duplication (Nats-Msg-Id = event id) and the consumers' processed_event absorb it.
 * While the transport is down rows simply stay unpublished; the relay backs off and tries again.
 */
import { serviceMetrics } from '../metrics.ts';
import type { RawEnvelope } from './envelope.ts';
import type { Db, Sql } from './sql.ts';
import { errorText, type Transport, type TransportLogger } from './transport.ts';

export type OutboxRelayOptions = {
  db: Db<Sql>;
  transport: Transport;
  logger?: TransportLogger;
  intervalMs?: number;
  batch?: number;
  /** Published rows older than this are deleted (checked hourly). Default 7 days; 0 keeps them. */
  retainPublishedMs?: number;
  /**
   * The service whose outbox this is: its metrics (metrics.ts) get `outbox_pending_events`,
   * `outbox_oldest_pending_seconds` (read at scrape) and `outbox_published_total`.
   */
  service?: string;
};

export type OutboxRelay = {
  /** Publish now rather than at the next poll (call after the transaction that wrote the outbox commits). */
  notify(): void;
  /** Stops polling; resolves when the round in progress is over. */
  stop(): Promise<void>;
};

type Row = { id: string; subject: string; payload: string; occurred_at: string };

const MAX_BACKOFF_MS = 10_000;
const PRUNE_EVERY_MS = 3_600_000;

export function startOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { db, transport, logger, intervalMs = 200, batch = 100, retainPublishedMs = 7 * 24 * 3_600_000 } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let failures = 0;
  let lastPrune = 0;
  const metrics = options.service ? serviceMetrics(options.service) : null;
  const publishedCount = metrics?.counter('outbox_published_total', 'Outbox events the relay put on the bus.');
  if (metrics) {
    const pending = async () =>
      (await db.$queryRawUnsafe<{ n: number; age: number | null }[]>(
        `SELECT count(*)::int AS n, extract(epoch FROM now() - min(occurred_at))::float8 AS age FROM outbox_event WHERE published_at IS NULL`,
      ))[0];
    metrics.gaugeAtScrape('outbox_pending_events', 'Events written to the outbox and not yet published.', async () => (await pending())?.n ?? 0);
    metrics.gaugeAtScrape('outbox_oldest_pending_seconds', 'Age of the oldest unpublished outbox event (the outbox lag), 0 when none.', async () => (await pending())?.age ?? 0);
  }

  /** One round; answers whether a full batch went out (so there may be more right now). */
  async function round(): Promise<boolean> {
    const outcome = await db.$transaction(
      async (tx) => {
        const rows = await tx.$queryRawUnsafe<Row[]>(
          `SELECT id::text AS id, subject, payload::text AS payload,
                  to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS occurred_at
             FROM outbox_event
            WHERE published_at IS NULL
            ORDER BY occurred_at, id
            LIMIT $1
            FOR UPDATE SKIP LOCKED`,
          batch,
        );
        const published: string[] = [];
        let failure: unknown;
        for (const row of rows) {
          const envelope: RawEnvelope = { id: row.id, subject: row.subject, occurredAt: row.occurred_at, payload: JSON.parse(row.payload) as unknown };
          try {
            const result = await transport.publish(envelope);
            if (result.duplicate) logger?.debug({ eventId: row.id, subject: row.subject }, 'outbox event was already on the bus');
            published.push(row.id);
          } catch (error) {
            // Stop at the first refusal: later rows wait, so that events keep their order.
            failure = error;
            await tx.$executeRawUnsafe('UPDATE outbox_event SET attempts = attempts + 1 WHERE id = $1::uuid', row.id);
            break;
          }
        }
        if (published.length > 0) {
          await tx.$executeRawUnsafe(
            "UPDATE outbox_event SET published_at = now(), attempts = attempts + 1 WHERE id = ANY(string_to_array($1, ',')::uuid[])",
            published.join(','),
          );
        }
        return { full: rows.length === batch && failure === undefined, failure, published: published.length };
      },
      { timeout: 60_000, maxWait: 10_000 },
    );
    if (outcome.published > 0) {
      publishedCount?.inc(outcome.published);
      logger?.debug({ published: outcome.published }, 'outbox events published');
    }
    // Thrown after the commit, so that what went out before the refusal stays marked published.
    if (outcome.failure !== undefined) throw new RelayPaused(outcome.failure);
    return outcome.full;
  }

  async function prune() {
    if (retainPublishedMs <= 0 || Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    const deleted = await db.$executeRawUnsafe(
      `DELETE FROM outbox_event WHERE published_at IS NOT NULL AND published_at < now() - ($1::double precision * interval '1 millisecond')`,
      retainPublishedMs,
    );
    if (deleted > 0) logger?.debug({ deleted }, 'outbox: published events pruned');
  }

  async function run(): Promise<void> {
    let more = true;
    while (more && !stopped) {
      again = false;
      try {
        more = await round();
        failures = 0;
      } catch (error) {
        more = false;
        failures += 1;
        if (error instanceof RelayPaused) logger?.warn({ error: errorText(error.reason), failures }, 'outbox relay cannot publish: rows stay in the outbox, retrying');
        else logger?.error({ err: error }, 'outbox relay round failed');
      }
      more ||= again && failures === 0;
    }
    await prune().catch((error: unknown) => logger?.warn({ error: errorText(error) }, 'outbox prune failed'));
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
  }

  function tick() {
    timer = null;
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = null;
      const backoff = failures === 0 ? intervalMs : Math.min(intervalMs * 2 ** failures, MAX_BACKOFF_MS);
      schedule(again && failures === 0 ? 0 : backoff);
    });
  }

  schedule(0);

  return {
    notify() {
      if (stopped) return;
      if (running) again = true;
      else if (failures === 0) schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}

/** A round that stopped at a publish the transport refused (it is down, or slow). */
class RelayPaused extends Error {
  constructor(readonly reason: unknown) {
    super(`outbox relay paused: ${errorText(reason)}`);
  }
}
