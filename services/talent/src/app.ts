import { authenticate } from '@phjobs/service-kit/auth';
import { createService } from '@phjobs/service-kit/http';
import type { Logger } from '@phjobs/service-kit/logger';
import express, { type Express } from 'express';
import type { TalentDb } from './db.ts';
import { internalRoutes } from './routes/internal.ts';
import { offerRoutes } from './routes/offer.ts';
import { resumeRoutes } from './routes/resume.ts';
import { talentRoutes } from './routes/talent.ts';
import type { Upstreams } from './upstreams.ts';

export type TalentAppDeps = {
  db: TalentDb;
  publicKey: string;
  logger: Logger;
  upstreams: Upstreams;
  /** SERVICE_TOKEN_SECRET: internal calls carry x-service-token signed with it (service-kit serviceTokenSecret). */
  serviceSecret: string;
  /** Called after a transaction that wrote the outbox commits (the relay publishes at once). */
  onOutbox?: () => void;
};

export function createTalentApp({ db, publicKey, logger, upstreams, serviceSecret, onOutbox }: TalentAppDeps): Express {
  return createService({
    name: 'talent',
    logger,
    ready: async () => {
      await db.$queryRawUnsafe('SELECT 1');
    },
    routes: (app) => {
      app.use(authenticate(publicKey));
      const router = express.Router();
      internalRoutes(router, { db, serviceSecret });
      talentRoutes(router, { db, upstreams });
      resumeRoutes(router, { db, upstreams });
      offerRoutes(router, { db, upstreams, ...(onOutbox ? { onOutbox } : {}) });
      app.use(router);
    },
  });
}
