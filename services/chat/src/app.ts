import { CHAT_API } from '@phjobs/contracts/api/chat';
import { authenticate } from '@phjobs/service-kit/auth';
import { createService } from '@phjobs/service-kit/http';
import type { Logger } from '@phjobs/service-kit/logger';
import { mountRoutes } from '@phjobs/service-kit/routes';
import express, { type Express } from 'express';
import type { JobsClient } from './clients/jobs.ts';
import type { ChatDb } from './data/db.ts';
import { chatHandlers } from './routes/chats.ts';
import { internalHandlers } from './routes/internal.ts';
import { roomHandlers } from './routes/rooms.ts';

export type ChatAppDeps = {
  /** Wrapped by releaseAfterCommit (start.ts): a transaction that wrote the outbox wakes the relay. */
  db: ChatDb;
  publicKey: string;
  logger: Logger;
  jobs: JobsClient;
  /** SERVICE_TOKEN_SECRET: internal calls carry x-service-token signed with it. */
  serviceSecret: string;
  /** The clock of memo saves; tests pin it. */
  now?: () => Date;
};

export function createChatApp({ db, publicKey, logger, jobs, serviceSecret, now = () => new Date() }: ChatAppDeps): Express {
  return createService({
    name: 'chat',
    logger,
    ready: async () => {
      await db.$queryRawUnsafe('SELECT 1');
    },
    routes: (app) => {
      app.use(authenticate(publicKey));
      const router = express.Router();
      mountRoutes(router, CHAT_API, { ...internalHandlers({ db }), ...chatHandlers({ db, jobs, now }), ...roomHandlers() }, { serviceSecret });
      app.use(router);
    },
  });
}
