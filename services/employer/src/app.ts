import { authenticate } from '@phjobs/service-kit/auth';
import { createService } from '@phjobs/service-kit/http';
import type { Logger } from '@phjobs/service-kit/logger';
import express, { type Express } from 'express';
import type { EmployerDb } from './db.ts';
import { myPageRoutes } from './routes/my-page.ts';
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
      myPageRoutes(router, { db, upstreams });
      app.use(router);
    },
  });
}
