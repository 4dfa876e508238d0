import { EMPLOYER_API } from '@phjobs/contracts/api/employer';
import { authenticate } from '@phjobs/service-kit/auth';
import { createService } from '@phjobs/service-kit/http';
import type { Logger } from '@phjobs/service-kit/logger';
import { mountRoutes } from '@phjobs/service-kit/routes';
import express, { type Express } from 'express';
import type { EmployerDb } from './db.ts';
import { myPageHandlers } from './routes/my-page.ts';
import type { Upstreams } from './upstreams.ts';

export type EmployerAppDeps = { db: EmployerDb; publicKey: string; upstreams: Upstreams; logger: Logger };

export function createEmployerApp({ db, publicKey, upstreams, logger }: EmployerAppDeps): Express {
  return createService({
    name: 'employer',
    logger,
    ready: async () => {
      await db.$queryRawUnsafe('SELECT 1');
    },
    routes: (app) => {
      app.use(authenticate(publicKey));
      const router = express.Router();
      mountRoutes(router, EMPLOYER_API, myPageHandlers({ db, upstreams }));
      app.use(router);
    },
  });
}
