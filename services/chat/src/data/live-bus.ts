/**
 * The live wakes between chat instances: after a change is committed, its frames are published
 * for each user concerned; every instance delivers them to its own sockets of that user. NATS core
 * subjects (CHAT_LIVE_SUBJECT, outside the JetStream stream) when NATS_URL is set, else an
 * in-process bus (one instance, the embedded mode). Best effort by design: the database is the
 * record, and a client that missed a wake catches up by `after` when it reconnects.
 */
import { CHAT_LIVE_SUBJECT } from '@phjobs/contracts/chat-live';
import type { ChatServerFrame } from '@phjobs/contracts/chat';
import type { Logger } from '@phjobs/service-kit/logger';
import { connect, type NatsConnection } from '@nats-io/transport-node';

/** One frame for one user's sockets; `skipSocket`: the socket that already had it (the sender's, acked). */
export type Wake = { userId: string; frame: ChatServerFrame; skipSocket?: string };

export interface LiveBus {
  publish(wakes: readonly Wake[]): void;
  /** The handler gets every wake of every user (the hub keeps those of its sockets). */
  subscribe(handler: (wake: Wake) => void): void;
  close(): Promise<void>;
}

export function inProcessLiveBus(): LiveBus {
  const handlers: ((wake: Wake) => void)[] = [];
  return {
    publish: (wakes) => {
      for (const wake of wakes) for (const handler of handlers) handler(wake);
    },
    subscribe: (handler) => void handlers.push(handler),
    close: async () => {
      handlers.length = 0;
    },
  };
}

const SUBJECT_PREFIX = CHAT_LIVE_SUBJECT('');

/** Connects at once (a chat instance that cannot reach NATS is not ready to serve sockets across instances). */
export async function natsLiveBus(servers: string | string[], logger: Pick<Logger, 'warn' | 'error'>): Promise<LiveBus> {
  const nc: NatsConnection = await connect({ servers, name: 'chat-live', maxReconnectAttempts: -1 });
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const handlers: ((wake: Wake) => void)[] = [];
  const sub = nc.subscribe(`${SUBJECT_PREFIX}*`);
  void (async () => {
    for await (const msg of sub) {
      try {
        const body = JSON.parse(decoder.decode(msg.data)) as Omit<Wake, 'userId'>;
        const wake: Wake = { userId: msg.subject.slice(SUBJECT_PREFIX.length), ...body };
        for (const handler of handlers) handler(wake);
      } catch (error) {
        logger.warn({ err: error, subject: msg.subject }, 'chat: a live wake could not be read');
      }
    }
  })();
  return {
    publish: (wakes) => {
      for (const { userId, ...body } of wakes) {
        try {
          nc.publish(CHAT_LIVE_SUBJECT(userId), encoder.encode(JSON.stringify(body)));
        } catch (error) {
          logger.error({ err: error }, 'chat: a live wake was not published (the client catches up on reconnect)');
        }
      }
    },
    subscribe: (handler) => void handlers.push(handler),
    close: async () => {
      await nc.drain().catch(() => undefined);
    },
  };
}
