import { authenticate } from '@phjobs/service-kit/auth';
import { createService } from '@phjobs/service-kit/http';
import type { Logger } from '@phjobs/service-kit/logger';
import express, { type Express } from 'express';
import type { ChatDb } from './db.ts';
import { chatRoutes } from './routes/chats.ts';
import { internalRoutes } from './routes/internal.ts';
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
      internalRoutes(router, { db, serviceSecret });
      chatRoutes(router, { db, upstreams, now, onOutbox });
      app.use(router);
    },
  });
}
