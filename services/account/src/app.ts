import { ACCOUNT_API } from '@phjobs/contracts/api/account';
import { authenticate } from '@phjobs/service-kit/auth';
import { createService } from '@phjobs/service-kit/http';
import type { Logger } from '@phjobs/service-kit/logger';
import { mountRoutes } from '@phjobs/service-kit/routes';
import express, { type Express } from 'express';
import type { AccountDb } from './db.ts';
import type { AccountProviders } from './providers/config.ts';
import { authHandlers } from './routes/auth.ts';
import { devHandlers } from './routes/dev.ts';
import { individualHandlers } from './routes/individual.ts';
import { internalHandlers } from './routes/internal.ts';
import { memberHandlers } from './routes/member.ts';
import { newsHandlers } from './routes/news.ts';
import { recoveryHandlers } from './routes/recovery.ts';
import { signupHandlers } from './routes/signup.ts';
import { socialHandlers } from './routes/social.ts';
import { verificationHandlers } from './routes/verification.ts';

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
      const handlers = {
        ...signupHandlers({ db, privateKey: keys.privateKey, onRegistered }),
        ...authHandlers({ db, privateKey: keys.privateKey }),
        ...verificationHandlers({ db, providers }),
        ...recoveryHandlers({ db, providers }),
        ...memberHandlers({ db, onOutbox: onRegistered }),
        ...socialHandlers({ db, privateKey: keys.privateKey, providers }),
        ...individualHandlers({ db, counts: providers.counts }),
        ...newsHandlers({ db }),
        ...internalHandlers({ db }),
        ...devHandlers(providers.devOutbox),
      };
      mountRoutes(router, ACCOUNT_API, handlers, { serviceSecret });
      app.use(router);
    },
  });
}
