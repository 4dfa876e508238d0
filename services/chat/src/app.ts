import { CHAT_API } from '@phjobs/contracts/api/chat';
import { authenticate } from '@phjobs/service-kit/auth';
import { createService } from '@phjobs/service-kit/http';
import type { Logger } from '@phjobs/service-kit/logger';
import { routesOf } from '@phjobs/service-kit/routes';
import type { Express } from 'express';
import type { AccountClient } from './clients/account.ts';
import type { JobsClient } from './clients/jobs.ts';
import { chatStore } from './data/chat-store.ts';
import type { ChatDb } from './data/db.ts';
import type { Wake } from './data/live-bus.ts';
import type { ChatDeps } from './domain/chat-rooms.ts';
import { slidingWindowLimiter, type RateLimiter } from './domain/rate-limiter.ts';
import { chatHandlers } from './routes/chats.ts';
import { internalHandlers } from './routes/internal.ts';
import { roomHandlers } from './routes/rooms.ts';

export type ChatAppDeps = {
  /** Wrapped by releaseAfterCommit (start.ts): a transaction that wrote the outbox wakes the relay. */
  db: ChatDb;
  publicKey: string;
  logger: Logger;
  jobs: JobsClient;
  account: AccountClient;
  /** Where committed changes are published for the sockets of every instance (live/bus.ts). */
  live: { publish(wakes: readonly Wake[]): void };
  /** SERVICE_TOKEN_SECRET: internal calls carry x-service-token signed with it. */
  serviceSecret: string;
  limiter?: RateLimiter;
  /** The clock of memo saves and messages; tests pin it. */
  now?: () => Date;
};

/** The rules' dependencies, shared by the REST routes and the socket (start.ts hands them to both). */
export const chatDepsOf = ({ db, jobs, account, live, now = () => new Date(), limiter = slidingWindowLimiter({ now: () => now().getTime() }) }: ChatAppDeps): ChatDeps => ({
  store: chatStore(db),
  jobs,
  account,
  live,
  limiter,
  now,
});

export function createChatApp(deps: ChatAppDeps, chat: ChatDeps = chatDepsOf(deps)): Express {
  const { db, publicKey, logger, jobs, serviceSecret } = deps;
  return createService({
    name: 'chat',
    logger,
    ready: async () => {
      await db.$queryRawUnsafe('SELECT 1');
    },
    authenticate: authenticate(publicKey),
    api: [routesOf(CHAT_API, { ...internalHandlers({ db }), ...chatHandlers({ db, jobs, now: chat.now, live: chat.live, store: chat.store }), ...roomHandlers(chat) }, { serviceSecret })],
  });
}
