import { ACCOUNT_API } from '@phjobs/contracts/api/account';
import { authenticate } from '@phjobs/service-kit/auth';
import { createService } from '@phjobs/service-kit/http';
import type { Logger } from '@phjobs/service-kit/logger';
import { routesOf } from '@phjobs/service-kit/routes';
import type { Express } from 'express';
import type { AccountClients } from './clients/account-clients.ts';
import { ping, type AccountDb } from './data/db.ts';
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
  /** Wrapped with releaseAfterCommit (start.ts): a transaction that wrote the outbox wakes the relay. */
  db: AccountDb;
  keys: { publicKey: string; privateKey: string };
  serviceSecret: string;
  logger: Logger;
  /** HMAC key of verification codes and captcha answers. */
  codeSecret: string;
  /** The site's origin as browsers see it (the gateway): social redirect URIs are built on it. */
  publicUrl: string;
  clients: AccountClients;
};

export function createAccountApp({ db, keys, serviceSecret, codeSecret, publicUrl, logger, clients }: AccountAppDeps): Express {
  return createService({
    name: 'account',
    logger,
    ready: () => ping(db),
    authenticate: authenticate(keys.publicKey),
    api: [
      routesOf(
        ACCOUNT_API,
        {
          ...signupHandlers({ db, privateKey: keys.privateKey, invitationCodes: clients.invitationCodes }),
          ...authHandlers({ db, privateKey: keys.privateKey }),
          ...verificationHandlers({ db, clients, codeSecret }),
          ...recoveryHandlers({ db, mail: clients.mail, codeSecret }),
          ...memberHandlers({ db }),
          ...socialHandlers({ db, privateKey: keys.privateKey, social: clients.social, publicUrl }),
          ...individualHandlers({ db, counts: clients.counts }),
          ...newsHandlers({ db }),
          ...internalHandlers({ db }),
          ...devHandlers(clients.devOutbox),
        },
        { serviceSecret },
      ),
    ],
  });
}
