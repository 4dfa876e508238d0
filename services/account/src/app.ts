import { authenticate } from '@phjobs/service-kit/auth';
import { createService } from '@phjobs/service-kit/http';
import type { Logger } from '@phjobs/service-kit/logger';
import express, { type Express } from 'express';
import type { AccountDb } from './db.ts';
import { authRoutes } from './routes/auth.ts';
import { internalRoutes } from './routes/internal.ts';
import { signupRoutes } from './routes/signup.ts';

export type AccountAppDeps = {
  db: AccountDb;
  keys: { publicKey: string; privateKey: string };
  serviceSecret: string;
  logger: Logger;
  /** Called after a sign-up commits: wakes the outbox relay so that the event goes out at once. */
  onRegistered?: () => void;
};

export function createAccountApp({ db, keys, serviceSecret, logger, onRegistered = () => undefined }: AccountAppDeps): Express {
  return createService({
    name: 'account',
    logger,
    ready: async () => {
      await db.$queryRawUnsafe('SELECT 1');
    },
    routes: (app) => {
      app.use(authenticate(keys.publicKey));
      const router = express.Router();
      signupRoutes(router, { db, privateKey: keys.privateKey, onRegistered });
      authRoutes(router, { db, privateKey: keys.privateKey });
      internalRoutes(router, { db, serviceSecret });
      app.use(router);
    },
  });
}
