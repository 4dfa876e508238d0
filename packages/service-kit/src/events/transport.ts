/**
 * What the relay and the consumers need of a message transport. Two implementations:
 * ./in-process.ts (embedded single-process mode) and ./jetstream.ts (NATS JetStream).
 *
 * Delivery is at least once. A handler that resolves acknowledges the message; one that throws has
 * it delivered again after a back-off, at most `maxDeliver` times in all, after which it is logged
 * and dropped; one that throws `RejectedEvent` has it dropped at once (logged): for messages no
 * retry can fix.
 */
import type { Logger } from 'pino';
import type { RawEnvelope } from './envelope.ts';

export type PublishResult = { duplicate: boolean };

export type Delivery = { envelope: RawEnvelope; deliveryCount: number };

export type SubscribeOptions = {
  /** Durable consumer name, e.g. 'account.news'. Each durable gets each message once per publish. */
  durable: string;
  /** Subject filters (NATS syntax: `*` one token, `>` the rest). */
  subjects: readonly string[];
  handler: (delivery: Delivery) => Promise<void>;
  /** Deliveries in all before a failing message is dropped (logged). Default 10. */
  maxDeliver?: number;
};

export interface Subscription {
  /** Stops taking messages; resolves when the delivery in hand is settled. The durable keeps its place. */
  stop(): Promise<void>;
}

export interface Transport {
  readonly kind: 'in-process' | 'jetstream';
  /** Resolves when the transport holds the message (JetStream: stored, acknowledged). */
  publish(envelope: RawEnvelope): Promise<PublishResult>;
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  close(): Promise<void>;
}

/** Thrown by a handler for a message that can never succeed (malformed, breaks the contract). */
export class RejectedEvent extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'RejectedEvent';
  }
}

export const DEFAULT_MAX_DELIVER = 10;

/** Back-off before the next delivery of a failed message: base, 2x, 4x, ... capped at 30 s. */
export const retryDelay = (deliveryCount: number, baseMs: number) => Math.min(baseMs * 2 ** Math.max(0, deliveryCount - 1), 30_000);

export type TransportLogger = Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
