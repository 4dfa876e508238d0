import { authenticate } from '@phjobs/service-kit/auth';
import { createService } from '@phjobs/service-kit/http';
import type { Logger } from '@phjobs/service-kit/logger';
import express, { type Express } from 'express';
import type { TalentDb } from './db.ts';
import { talentRoutes } from './routes/talent.ts';

export type TalentAppDeps = { db: TalentDb; publicKey: string; logger: Logger };

export function createTalentApp({ db, publicKey, logger }: TalentAppDeps): Express {
  return createService({
    name: 'talent',
    logger,
    ready: async () => {
      await db.$queryRawUnsafe('SELECT 1');
    },
    routes: (app) => {
      app.use(authenticate(publicKey));
      const router = express.Router();
      talentRoutes(router, { db });
      app.use(router);
    },
  });
}
