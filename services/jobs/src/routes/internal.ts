import { ZApplicationIdParam, type InternalApplication, type SeekerCounts } from '@phjobs/contracts/applications';
import type { CompanyAdCounts } from '@phjobs/contracts/employer';
import { requireService } from '@phjobs/service-kit/auth';
import { badRequest, notFound } from '@phjobs/service-kit/errors';
import type { Sql } from '@phjobs/service-kit/events/sql';
import { parse } from '@phjobs/service-kit/validate';
import type { Router } from 'express';
import { countSeeker } from '../domain/applications/count-seeker.ts';
import { getApplicationOwner } from '../domain/applications/get-application-owner.ts';
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

  /** services/chat, memo: who owns an application (userId, null once withdrawn), its ad, method and chat; 404 when unknown. */
  router.get('/internal/applications/:id', requireService(serviceSecret), async (req, res) => {
    const { id } = parse(ZApplicationIdParam, req.params);
    const body: InternalApplication | null = await getApplicationOwner(db, id);
    if (!body) throw notFound('No such application.');
    res.json(body);
  });
}
