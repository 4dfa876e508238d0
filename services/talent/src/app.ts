import { TALENT_API } from '@phjobs/contracts/api/talent';
import { authenticate } from '@phjobs/service-kit/auth';
import { createService } from '@phjobs/service-kit/http';
import type { Logger } from '@phjobs/service-kit/logger';
import { mountRoutes } from '@phjobs/service-kit/routes';
import express, { type Express } from 'express';
import type { TalentDb } from './db.ts';
import { internalHandlers } from './routes/internal.ts';
import { offerHandlers } from './routes/offer.ts';
import { resumeHandlers } from './routes/resume.ts';
import { talentHandlers } from './routes/talent.ts';
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
      const handlers = {
        ...internalHandlers({ db }),
        ...talentHandlers({ db, upstreams }),
        ...resumeHandlers({ db, upstreams }),
        ...offerHandlers({ db, upstreams, ...(onOutbox ? { onOutbox } : {}) }),
      };
      mountRoutes(router, TALENT_API, handlers, { serviceSecret });
      app.use(router);
    },
  });
}
