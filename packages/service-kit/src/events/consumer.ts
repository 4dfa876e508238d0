/**
 * An idempotent event consumer. For each delivery, in ONE transaction of the consumer's database:
 * insert (consumer, event id) into processed_event ON CONFLICT DO NOTHING; only when that inserted a
 * row, run the handler with the same transaction. The transport acknowledges after the commit.
 * A redelivered or re-published event finds its row and is acknowledged without effect; a handler
 * that throws rolls the record back too, so the retry runs it again. Two deliveries of one event at
 * once (two instances) serialise on the primary key: the second sees the first's row once it commits.
 *
 * The handler's effects belong in `tx`. Effects outside the database (mail, HTTP) happen at least
 * once: make them idempotent by the event id, or write them to an outbox of their own.
 */
import { parseEventEnvelope, type EventEnvelope, type EventSubject } from '@phjobs/contracts/events';
import { LAG_BUCKETS, lagSeconds, serviceMetrics } from '../metrics.ts';
import type { Db, Sql } from './sql.ts';
import { RejectedEvent, type Delivery, type Subscription, type Transport, type TransportLogger } from './transport.ts';

export type ConsumerOptions<S extends EventSubject, Tx extends Sql> = {
  db: Db<Tx>;
  transport: Transport;
  /** Durable consumer name, `<service>.<purpose>` (e.g. 'account.news'); also the processed_event key. */
  consumer: string;
  subjects: readonly S[];
  handle: (tx: Tx, envelope: EventEnvelope<S>) => Promise<void>;
  logger?: TransportLogger;
  maxDeliver?: number;
};

export type EventConsumer = Subscription;

export async function startConsumer<S extends EventSubject, Tx extends Sql>(options: ConsumerOptions<S, Tx>): Promise<EventConsumer> {
  const { db, transport, consumer, subjects, handle, logger, maxDeliver } = options;
  const wanted = new Set<string>(subjects);
  // The metrics of the service the durable belongs to ('<service>.<purpose>').
  const metrics = serviceMetrics(consumer.split('.')[0] ?? consumer);
  const handled = metrics.counter('event_consumer_handled_total', 'Events a consumer took, by outcome (applied, duplicate, failed).', ['consumer', 'outcome']);
  const lag = metrics.histogram('event_consumer_lag_seconds', "From an event's occurredAt to its handling (the consumer lag).", ['consumer'], LAG_BUCKETS).labels(consumer);
  const outcomes = { applied: handled.labels(consumer, 'applied'), duplicate: handled.labels(consumer, 'duplicate'), failed: handled.labels(consumer, 'failed') };
  // Shown at 0 from the start (a rate needs its first sample).
  for (const outcome of Object.values(outcomes)) outcome.inc(0);
  metrics.histogram('event_consumer_lag_seconds', '', ['consumer'], LAG_BUCKETS).zero({ consumer });

  async function onDelivery({ envelope: raw, deliveryCount }: Delivery): Promise<void> {
    let envelope: EventEnvelope<S>;
    try {
      const parsed = parseEventEnvelope(raw);
      if (!wanted.has(parsed.subject)) throw new Error(`subject ${parsed.subject} is not one this consumer takes`);
      // parseEventEnvelope checked the payload against the contract of this subject, one of S.
      envelope = parsed as EventEnvelope<S>;
    } catch (error) {
      throw new RejectedEvent(`event ${raw?.id ?? '?'} (${raw?.subject ?? '?'}) breaks the contract`, { cause: error });
    }
    let applied: boolean;
    try {
      applied = await db.$transaction(async (tx) => {
        const inserted = await tx.$executeRawUnsafe(
          'INSERT INTO processed_event (consumer, event_id) VALUES ($1, $2::uuid) ON CONFLICT DO NOTHING',
          consumer,
          envelope.id,
        );
        if (inserted === 0) return false;
        await handle(tx, envelope);
        return true;
      });
    } catch (error) {
      outcomes.failed.inc();
      throw error;
    }
    (applied ? outcomes.applied : outcomes.duplicate).inc();
    if (applied) lag.observe(lagSeconds(envelope.occurredAt));
    const context = { consumer, subject: envelope.subject, eventId: envelope.id, deliveryCount };
    if (applied) logger?.debug(context, 'event handled');
    else logger?.info(context, 'event already handled: acknowledged without effect');
  }

  return transport.subscribe({ durable: consumer, subjects, handler: onDelivery, ...(maxDeliver === undefined ? {} : { maxDeliver }) });
}
