import type { CompanyAdCounts } from '@phjobs/contracts/employer';
import { requireService } from '@phjobs/service-kit/auth';
import { badRequest } from '@phjobs/service-kit/errors';
import type { Sql } from '@phjobs/service-kit/events/sql';
import type { Router } from 'express';
import { countCompanyAds } from '../domain/count-company-ads.ts';

/** Service-to-service calls (x-service-token); the gateway never routes /internal. */
export function internalRoutes(router: Pick<Router, 'get'>, { db, serviceSecret }: { db: Sql; serviceSecret: string }): void {
  router.get('/internal/companies/:id/ad-counts', requireService(serviceSecret), async (req, res) => {
    const id = Number(req.params.id);
    if (!Number.isSafeInteger(id) || id <= 0) throw badRequest('The company id is invalid.', { id: 'Must be a positive integer.' });
    const body: CompanyAdCounts = await countCompanyAds(db, id);
    res.json(body);
  });
}
