import { EMPLOYER_API } from '@phjobs/contracts/api/employer';
import { authenticate } from '@phjobs/service-kit/auth';
import { createService } from '@phjobs/service-kit/http';
import type { Logger } from '@phjobs/service-kit/logger';
import { mountRoutes } from '@phjobs/service-kit/routes';
import express, { type Express } from 'express';
import type { AccountClient } from './clients/account.ts';
import type { JobsClient } from './clients/jobs.ts';
import type { EmployerDb } from './data/db.ts';
import { myPageHandlers } from './routes/my-page.ts';

export type EmployerAppDeps = { db: EmployerDb; publicKey: string; account: AccountClient; jobs: JobsClient; logger: Logger };

export function createEmployerApp({ db, publicKey, account, jobs, logger }: EmployerAppDeps): Express {
  return createService({
    name: 'employer',
    logger,
    ready: async () => {
      await db.$queryRawUnsafe('SELECT 1');
    },
    routes: (app) => {
      app.use(authenticate(publicKey));
      const router = express.Router();
      mountRoutes(router, EMPLOYER_API, myPageHandlers({ db, account, jobs }));
      app.use(router);
    },
  });
}
