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
    const applied = await db.$transaction(async (tx) => {
      const inserted = await tx.$executeRawUnsafe(
        'INSERT INTO processed_event (consumer, event_id) VALUES ($1, $2::uuid) ON CONFLICT DO NOTHING',
        consumer,
        envelope.id,
      );
      if (inserted === 0) return false;
      await handle(tx, envelope);
      return true;
    });
    const context = { consumer, subject: envelope.subject, eventId: envelope.id, deliveryCount };
    if (applied) logger?.debug(context, 'event handled');
    else logger?.info(context, 'event already handled: acknowledged without effect');
  }

  return transport.subscribe({ durable: consumer, subjects, handler: onDelivery, ...(maxDeliver === undefined ? {} : { maxDeliver }) });
}
