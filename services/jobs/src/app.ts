import { authenticate, serviceTokenSecret } from '@phjobs/service-kit/auth';
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
  /** The clock (Today jobs); tests pin it. */
  now?: () => Date;
  /** Signs internal calls; default service-kit's serviceTokenSecret(process.env) (SERVICE_TOKEN_SECRET, or the development value). */
  serviceSecret?: string;
};

export function createApp({ db, publicKey, logger, lookups = createCatalogLookups(), now = () => new Date(), serviceSecret = serviceTokenSecret(process.env) }: JobsAppDeps): Express {
  return createService({
    name: 'jobs',
    logger,
    ready: async () => {
      await db.$queryRawUnsafe('SELECT 1');
    },
    routes: (app) => {
      app.use(authenticate(publicKey));
      const router = express.Router();
      jobAdRoutes(router, { db, lookups, now });
      internalRoutes(router, { db, serviceSecret });
      app.use(router);
    },
  });
}
