import { requireService } from '@phjobs/service-kit/auth';
import { notFound } from '@phjobs/service-kit/errors';
import type { Router } from 'express';
import type { AccountDb } from '../db.ts';
import { getBusinessSignup } from '../domain/get-business-signup.ts';
import { getMemberProfile } from '../domain/get-member-profile.ts';

/** Service-to-service calls (x-service-token); the gateway never routes /internal. */
export function internalRoutes(router: Router, { db, serviceSecret }: { db: AccountDb; serviceSecret: string }): void {
  router.get('/internal/users/:id/business-signup', requireService(serviceSecret), async (req, res) => {
    const id = Number(req.params.id);
    const details = Number.isSafeInteger(id) && id > 0 ? await getBusinessSignup(db, id) : null;
    if (!details) throw notFound('No such business member.');
    res.json(details);
  });

  /** ZMemberProfile (contracts/applications) plus address and photoKey; 404 for unknown and withdrawn members. */
  router.get('/internal/users/:id/profile', requireService(serviceSecret), async (req, res) => {
    const id = Number(req.params.id);
    const profile = Number.isSafeInteger(id) && id > 0 ? await getMemberProfile(db, id) : null;
    if (!profile) throw notFound('No such member.');
    res.json(profile);
  });
}
