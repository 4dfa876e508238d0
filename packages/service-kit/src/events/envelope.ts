import type { EventEnvelope, EventPayloads, EventSubject } from '@phjobs/contracts/events';
import { v7 as uuidv7 } from 'uuid';

export type { EventEnvelope, EventPayloads, EventSubject };

/** An envelope as it travels, before its subject is known to be one of the contracts. */
export type RawEnvelope = { id: string; subject: string; occurredAt: string; payload: unknown };

/**
 * An envelope with a new id, a UUID version 7 (RFC 9562, `uuid`'s v7): the Unix milliseconds of its
 * making, then a counter that keeps ids made in the same millisecond by this process in creation
 * order, then random bits. The relay sends rows by (occurred_at, id), so events written in one
 * transaction go out in the order they were written.
 */
export function createEnvelope<S extends EventSubject>(subject: S, payload: EventPayloads[S], occurredAt = new Date()): EventEnvelope<S> {
  const id = uuidv7();
  // The mapped type cannot be built generically; its members are exactly these fields.
  return { id, subject, occurredAt: occurredAt.toISOString(), payload } as EventEnvelope<S>;
}

/**
 * NATS subject matching: tokens split on '.', `*` matches one token, a final `>` one or more.
 * The in-process transport uses it so that both transports filter alike.
 */
export function subjectMatches(filter: string, subject: string): boolean {
  const want = filter.split('.');
  const have = subject.split('.');
  for (let i = 0; i < want.length; i++) {
    const token = want[i];
    if (token === '>') return i === want.length - 1 && have.length > i;
    if (i >= have.length) return false;
    if (token !== '*' && token !== have[i]) return false;
  }
  return want.length === have.length;
}
