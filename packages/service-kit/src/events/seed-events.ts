/**
 * The events of seeded changes: what the live path would have written, through the same
 * `writeOutbox` (same subject, payload checked against the same contract), in the seed's
 * transaction, with two differences a seed needs:
 * - a deterministic id, a UUID v5 of a name such as 'talent.offer.created/1', so the same seeded
 *   change is always the same event, and consumers (idempotent by event id) apply it once however
 *   often it is published;
 * - the seeded change's time as occurred_at: consumers date what they make by it (My news' date).
 */
import type { EventPayloads, EventSubject } from '@phjobs/contracts/events';
import { v5 } from 'uuid';
import { writeOutbox } from './outbox.ts';
import type { Sql } from './sql.ts';

/** The namespace of seed event ids (a fixed random UUID). */
export const SEED_EVENT_NAMESPACE = '6bce35b9-7fa1-409d-8a71-dbcbe8169ce1';

/** The id of a seeded change's event, named like 'talent.offer.created/1': a UUID v5 (RFC 9562, SHA-1) of it. */
export const seedEventId = (name: string): string => v5(name, SEED_EVENT_NAMESPACE);

/**
 * Writes the event of a seeded change into the outbox within `tx`, as id seedEventId(`${subject}/${key}`)
 * at `occurredAt`. Returns the event id.
 */
export async function writeSeedEvent<S extends EventSubject>(tx: Sql, subject: S, payload: EventPayloads[S], { key, occurredAt }: { key: string; occurredAt: Date }): Promise<string> {
  const envelope = await writeOutbox(tx, subject, payload, { id: seedEventId(`${subject}/${key}`), occurredAt });
  return envelope.id;
}
