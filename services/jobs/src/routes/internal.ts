import type { SeekerCounts } from '@phjobs/contracts/applications';
import type { CompanyAdCounts } from '@phjobs/contracts/employer';
import { requireService } from '@phjobs/service-kit/auth';
import { badRequest } from '@phjobs/service-kit/errors';
import type { Sql } from '@phjobs/service-kit/events/sql';
import type { Router } from 'express';
import { countSeeker } from '../domain/applications/count-seeker.ts';
import { countCompanyAds } from '../domain/count-company-ads.ts';

/** Service-to-service calls (x-service-token); the gateway never routes /internal. */
export function internalRoutes(router: Pick<Router, 'get'>, { db, serviceSecret }: { db: Sql; serviceSecret: string }): void {
  router.get('/internal/companies/:id/ad-counts', requireService(serviceSecret), async (req, res) => {
    const id = Number(req.params.id);
    if (!Number.isSafeInteger(id) || id <= 0) throw badRequest('The company id is invalid.', { id: 'Must be a positive integer.' });
    const body: CompanyAdCounts = await countCompanyAds(db, id);
    res.json(body);
  });

  /** services/account, individual my-page: live applications and scraps of a member. */
  router.get('/internal/users/:id/seeker-counts', requireService(serviceSecret), async (req, res) => {
    const id = Number(req.params.id);
    if (!Number.isSafeInteger(id) || id <= 0) throw badRequest('The user id is invalid.', { id: 'Must be a positive integer.' });
    const body: SeekerCounts = await countSeeker(db, String(id));
    res.json(body);
  });
}
