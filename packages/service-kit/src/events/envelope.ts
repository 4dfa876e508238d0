import { randomBytes } from 'node:crypto';
import type { EventEnvelope, EventPayloads, EventSubject } from '@phjobs/contracts/events';

export type { EventEnvelope, EventPayloads, EventSubject };

/** An envelope as it travels, before its subject is known to be one of the contracts. */
export type RawEnvelope = { id: string; subject: string; occurredAt: string; payload: unknown };

let lastMs = 0;
let counter = 0;

/**
 * A UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then a counter that keeps ids made in
 * the same millisecond by this process in creation order, then random bits. The relay sends rows
 * by (occurred_at, id), so events written in one transaction go out in the order they were written.
 */
export function uuidv7(nowMs = Date.now()): string {
  if (nowMs > lastMs) {
    lastMs = nowMs;
    counter = randomBytes(2).readUInt16BE(0) & 0x3ff;
  } else if (counter < 0xfff) {
    counter += 1;
  } else {
    // 4096 ids in one millisecond: borrow the next one rather than break the order.
    lastMs += 1;
    counter = 0;
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function createEnvelope<S extends EventSubject>(subject: S, payload: EventPayloads[S], occurredAt = new Date()): EventEnvelope<S> {
  const id = uuidv7(occurredAt.getTime());
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
