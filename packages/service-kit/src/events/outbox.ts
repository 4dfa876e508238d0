import { parseEventPayload, type EventEnvelope, type EventPayloads, type EventSubject } from '@phjobs/contracts/events';
import { createEnvelope } from './envelope.ts';
import type { Sql } from './sql.ts';

/** Transactions that wrote the outbox (see after-commit.ts: the relay is woken after they commit). */
const wroteOutbox = new WeakSet<object>();

/** Whether `tx` wrote an event to the outbox (writeOutbox below). */
export const hasWrittenOutbox = (tx: object): boolean => wroteOutbox.has(tx);

/**
 * Records an event in outbox_event inside the caller's transaction: it is published if and only if
 * that transaction commits. Call `relay.notify()` after the commit to publish at once rather than
 * at the relay's next poll (a database wrapped by `releaseAfterCommit` does that itself). Throws (a ZodError) when the payload breaks the subject's contract.
 */
export async function writeOutbox<S extends EventSubject>(
  tx: Sql,
  subject: S,
  payload: EventPayloads[S],
  /** A fixed id and time instead of a new UUID v7 and now (seeded changes: see seed-events.ts). */
  fixed: { id?: string; occurredAt?: Date } = {},
): Promise<EventEnvelope<S>> {
  // A payload that breaks the contract fails the caller's transaction here, not a consumer later.
  const made = createEnvelope(subject, parseEventPayload(subject, payload), fixed.occurredAt);
  const envelope = fixed.id ? { ...made, id: fixed.id } : made;
  await tx.$executeRawUnsafe(
    'INSERT INTO outbox_event (id, subject, payload, occurred_at, attempts) VALUES ($1::uuid, $2, $3::jsonb, $4::timestamptz, 0)',
    envelope.id,
    envelope.subject,
    JSON.stringify(envelope.payload),
    envelope.occurredAt,
  );
  wroteOutbox.add(tx);
  return envelope;
}
