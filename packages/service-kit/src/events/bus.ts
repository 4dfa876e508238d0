/**
 * The event bus a service receives in its ServiceContext: the transport of the mode the stack runs
 * in. Embedded single-process mode: one in-process transport shared by every service of the
 * process. Standalone processes: JetStream (NATS_URL).
 */
import { createInProcessTransport, type InProcessTransportOptions } from './in-process.ts';
import { createJetStreamTransport, type JetStreamTransportOptions } from './jetstream.ts';
import type { Transport, TransportLogger } from './transport.ts';

export type EventBus = {
  readonly mode: 'in-process' | 'jetstream';
  readonly transport: Transport;
  close(): Promise<void>;
};

export type EventBusOptions =
  | ({ mode: 'in-process'; logger?: TransportLogger } & Omit<InProcessTransportOptions, 'logger'>)
  | ({ mode: 'jetstream'; natsUrl: string | string[]; logger?: TransportLogger } & Omit<JetStreamTransportOptions, 'servers' | 'logger'>);

export function createEventBus(options: EventBusOptions): EventBus {
  const transport =
    options.mode === 'in-process'
      ? createInProcessTransport(options)
      : createJetStreamTransport({ ...options, servers: options.natsUrl });
  return { mode: options.mode, transport, close: () => transport.close() };
}

export function createInProcessBus(options: InProcessTransportOptions = {}): EventBus {
  return createEventBus({ mode: 'in-process', ...options });
}

/** JetStream bus. It connects at first use, so a service starts even while NATS is down. */
export async function createJetStreamBus(options: JetStreamTransportOptions): Promise<EventBus> {
  const { servers, ...rest } = options;
  return createEventBus({ mode: 'jetstream', natsUrl: servers, ...rest });
}
