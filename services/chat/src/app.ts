import { CHAT_API } from '@phjobs/contracts/api/chat';
import { authenticate } from '@phjobs/service-kit/auth';
import { createService } from '@phjobs/service-kit/http';
import type { Logger } from '@phjobs/service-kit/logger';
import { mountRoutes } from '@phjobs/service-kit/routes';
import express, { type Express } from 'express';
import type { ChatDb } from './db.ts';
import { chatHandlers } from './routes/chats.ts';
import { internalHandlers } from './routes/internal.ts';
import type { Upstreams } from './upstreams.ts';

export type ChatAppDeps = {
  db: ChatDb;
  publicKey: string;
  logger: Logger;
  upstreams: Upstreams;
  /** SERVICE_TOKEN_SECRET: internal calls carry x-service-token signed with it (service-kit serviceTokenSecret). */
  serviceSecret: string;
  /** The clock of memo saves; tests pin it. */
  now?: () => Date;
  /** Called after a transaction that wrote the outbox commits (the relay publishes at once). */
  onOutbox?: () => void;
};

export function createChatApp({ db, publicKey, logger, upstreams, serviceSecret, now = () => new Date(), onOutbox = () => undefined }: ChatAppDeps): Express {
  return createService({
    name: 'chat',
    logger,
    ready: async () => {
      await db.$queryRawUnsafe('SELECT 1');
    },
    routes: (app) => {
      app.use(authenticate(publicKey));
      const router = express.Router();
      mountRoutes(router, CHAT_API, { ...internalHandlers({ db }), ...chatHandlers({ db, upstreams, now, onOutbox }) }, { serviceSecret });
      app.use(router);
    },
  });
}
