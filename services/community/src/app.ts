import { COMMUNITY_API } from '@phjobs/contracts/api/community';
import { createService } from '@phjobs/service-kit/http';
import type { Logger } from '@phjobs/service-kit/logger';
import { HttpError } from '@phjobs/service-kit/errors';
import { mountRoutes, type Handlers } from '@phjobs/service-kit/routes';
import express, { type Express } from 'express';

export type CommunityAppDeps = {
  logger: Logger;
  /** SERVICE_TOKEN_SECRET: internal calls carry x-service-token signed with it. */
  serviceSecret: string;
};

/**
 * /healthz, /readyz and the routes of COMMUNITY_API (none declared yet; each one declared in
 * packages/contracts/src/routes/community.ts needs its handler here, from routes/<area>.ts). The
 * first member route brings `authenticate(publicKey)` and the database brings `ready`.
 */
export function createCommunityApp({ logger, serviceSecret }: CommunityAppDeps): Express {
  return createService({
    name: 'community',
    logger,
    routes: (app) => {
      const router = express.Router();
      // Transitional (this commit declares the contracts only): every route answers 503 until its
      // handler lands on this branch.
      const pending = () => {
        throw new HttpError(503, 'community/not-ready', 'This call is not served yet.');
      };
      const handlers = Object.fromEntries(Object.keys(COMMUNITY_API).map((name) => [name, pending])) as unknown as Handlers<typeof COMMUNITY_API>;
      mountRoutes(router, COMMUNITY_API, handlers, { serviceSecret });
      app.use(router);
    },
  });
}
