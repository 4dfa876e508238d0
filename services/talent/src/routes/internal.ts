import { ZUserIdParam } from '@phjobs/contracts/talent';
import { requireService } from '@phjobs/service-kit/auth';
import { parse } from '@phjobs/service-kit/validate';
import type { Router } from 'express';
import type { TalentDb } from '../db.ts';
import { countMember, listMemberResumes } from '../domain/member-resumes.ts';

/** Service-to-service calls (x-service-token); the gateway never routes /internal. */
export function internalRoutes(router: Router, { db, serviceSecret }: { db: TalentDb; serviceSecret: string }): void {
  /** services/jobs, apply screen: the applicant's resumes (id, statusCode, title, updatedAt), newest update first. */
  router.get('/internal/users/:userId/resumes', requireService(serviceSecret), async (req, res) => {
    const { userId } = parse(ZUserIdParam, req.params);
    res.json(await listMemberResumes(db, BigInt(userId)));
  });

  /** services/account, individual my-page: its client asks /resume-count for { resumeCount } (contracts/account ZInternalResumeCount). */
  router.get('/internal/users/:userId/resume-count', requireService(serviceSecret), async (req, res) => {
    const { userId } = parse(ZUserIdParam, req.params);
    const { resumeCount } = await countMember(db, BigInt(userId));
    res.json({ resumeCount });
  });

  /** The same and more: resumeCount, publishedResumeCount, waitingOfferCount. */
  router.get('/internal/users/:userId/counts', requireService(serviceSecret), async (req, res) => {
    const { userId } = parse(ZUserIdParam, req.params);
    res.json(await countMember(db, BigInt(userId)));
  });
}
