import { authenticate } from '@phjobs/service-kit/auth';
import type { Sql } from '@phjobs/service-kit/events/sql';
import { createService } from '@phjobs/service-kit/http';
import type { Logger } from '@phjobs/service-kit/logger';
import express, { type Express } from 'express';
import { createCatalogLookups } from './domain/catalog.ts';
import type { SearchLookups } from './domain/lookups.ts';
import { internalRoutes } from './routes/internal.ts';
import { jobAdRoutes } from './routes/job-ads.ts';

export type JobsAppDeps = {
  /** A Prisma client, or any `Sql` (service-kit events/sql). */
  db: Sql;
  publicKey: string;
  logger: Logger;
  lookups?: SearchLookups;
  /** Signs internal calls (SERVICE_TOKEN_SECRET); internal.ts has the embedded default. */
  serviceSecret?: string;
};

export function createApp({ db, publicKey, logger, lookups = createCatalogLookups(), serviceSecret }: JobsAppDeps): Express {
  return createService({
    name: 'jobs',
    logger,
    ready: async () => {
      await db.$queryRawUnsafe('SELECT 1');
    },
    routes: (app) => {
      app.use(authenticate(publicKey));
      const router = express.Router();
      jobAdRoutes(router, { db, lookups });
      internalRoutes(router, serviceSecret ? { db, serviceSecret } : { db });
      app.use(router);
    },
  });
}
