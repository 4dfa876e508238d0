import { EMPLOYER_API } from '@phjobs/contracts/api/employer';
import { authenticate } from '@phjobs/service-kit/auth';
import { createService } from '@phjobs/service-kit/http';
import type { Logger } from '@phjobs/service-kit/logger';
import { routesOf } from '@phjobs/service-kit/routes';
import type { Express } from 'express';
import type { AccountClient } from './clients/account.ts';
import type { JobsClient } from './clients/jobs.ts';
import { sandboxProvider } from './clients/payments/sandbox.ts';
import { DEV_PAYMENT_WEBHOOK_SECRET } from './config.ts';
import type { EmployerDb } from './data/db.ts';
import type { PaymentProvider } from './domain/paid-orders/payment-provider.ts';
import { masterHandlers } from './routes/master.ts';
import { memberInfoHandlers } from './routes/member-info.ts';
import { myPageHandlers } from './routes/my-page.ts';
import { paymentHandlers } from './routes/payments.ts';
import { sandboxHandlers } from './routes/sandbox.ts';

export type EmployerAppDeps = {
  db: EmployerDb;
  publicKey: string;
  /** Checks x-service-token of the internal calls (SERVICE_TOKEN_SECRET). */
  serviceSecret: string;
  account: AccountClient;
  jobs: JobsClient;
  logger: Logger;
  /** The checkout provider, the webhook's secret and the product's public address (config 'payments'; default: the sandbox). */
  payments?: { provider: PaymentProvider; webhookSecret: string; publicBaseUrl: string; now?: () => Date };
};

const SANDBOX = { provider: sandboxProvider({ publicBaseUrl: '' }), webhookSecret: DEV_PAYMENT_WEBHOOK_SECRET, publicBaseUrl: '' };

export function createEmployerApp({ db, publicKey, serviceSecret, account, jobs, logger, payments = SANDBOX }: EmployerAppDeps): Express {
  return createService({
    name: 'employer',
    logger,
    ready: async () => {
      await db.$queryRawUnsafe('SELECT 1');
    },
    authenticate: authenticate(publicKey),
    api: [
      routesOf(
        EMPLOYER_API,
        {
          ...myPageHandlers({ db, account, jobs }),
          ...memberInfoHandlers({ db, account }),
          ...masterHandlers({ db, account, jobs }),
          ...paymentHandlers({ db, jobs, logger, ...payments }),
          ...(payments.provider.name === 'sandbox' ? sandboxHandlers({ db, ...payments }) : { sandboxCheckout: null, sandboxCheckoutAnswer: null }),
        },
        { serviceSecret },
      ),
    ],
  });
}
