import type { CompanyAdCounts } from '@phjobs/contracts/employer';
import { requireService } from '@phjobs/service-kit/auth';
import { badRequest } from '@phjobs/service-kit/errors';
import type { Sql } from '@phjobs/service-kit/events/sql';
import type { Router } from 'express';
import { countCompanyAds } from '../domain/count-company-ads.ts';

/**
 * SERVICE_TOKEN_SECRET signs internal calls; production must set it. The embedded default and tests
 * share a fixed development value (the same as services/account and services/employer use).
 */
function serviceSecretFrom(env: NodeJS.ProcessEnv): string {
  if (env.SERVICE_TOKEN_SECRET) return env.SERVICE_TOKEN_SECRET;
  if (env.NODE_ENV === 'production') throw new Error('SERVICE_TOKEN_SECRET must be set in production.');
  return 'phjobs-embedded-dev-only';
}

/** Service-to-service calls (x-service-token); the gateway never routes /internal. */
export function internalRoutes(router: Pick<Router, 'get'>, { db, serviceSecret = serviceSecretFrom(process.env) }: { db: Sql; serviceSecret?: string }): void {
  router.get('/internal/companies/:id/ad-counts', requireService(serviceSecret), async (req, res) => {
    const id = Number(req.params.id);
    if (!Number.isSafeInteger(id) || id <= 0) throw badRequest('The company id is invalid.', { id: 'Must be a positive integer.' });
    const body: CompanyAdCounts = await countCompanyAds(db, id);
    res.json(body);
  });
}
