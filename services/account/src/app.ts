import { authenticate } from '@phjobs/service-kit/auth';
import { createService } from '@phjobs/service-kit/http';
import type { Logger } from '@phjobs/service-kit/logger';
import express, { type Express } from 'express';
import type { AccountDb } from './db.ts';
import type { AccountProviders } from './providers/config.ts';
import { authRoutes } from './routes/auth.ts';
import { devRoutes } from './routes/dev.ts';
import { individualRoutes } from './routes/individual.ts';
import { internalRoutes } from './routes/internal.ts';
import { memberRoutes } from './routes/member.ts';
import { newsRoutes } from './routes/news.ts';
import { recoveryRoutes } from './routes/recovery.ts';
import { signupRoutes } from './routes/signup.ts';
import { socialRoutes } from './routes/social.ts';
import { verificationRoutes } from './routes/verification.ts';

export type AccountAppDeps = {
  db: AccountDb;
  keys: { publicKey: string; privateKey: string };
  serviceSecret: string;
  logger: Logger;
  providers: AccountProviders;
  /** Called after a change that wrote the outbox commits: wakes the relay so that the event goes out at once. */
  onRegistered?: () => void;
};

export function createAccountApp({ db, keys, serviceSecret, logger, providers, onRegistered = () => undefined }: AccountAppDeps): Express {
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
      verificationRoutes(router, { db, providers });
      recoveryRoutes(router, { db, providers });
      memberRoutes(router, { db, onOutbox: onRegistered });
      socialRoutes(router, { db, privateKey: keys.privateKey, providers });
      individualRoutes(router, { db, counts: providers.counts });
      newsRoutes(router, { db });
      internalRoutes(router, { db, serviceSecret });
      if (providers.devOutbox) devRoutes(router, providers.devOutbox);
      app.use(router);
    },
  });
}
