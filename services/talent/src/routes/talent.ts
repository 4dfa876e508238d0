import { ZResumeIdParam, ZTalentResumeQuery, type TalentCountResponse } from '@phjobs/contracts/talent';
import { checkEmailParam, principalOf } from '@phjobs/service-kit/auth';
import { notFound } from '@phjobs/service-kit/errors';
import { parse } from '@phjobs/service-kit/validate';
import type { Router } from 'express';
import type { TalentDb } from '../db.ts';
import { countTalents } from '../domain/count-talents.ts';
import { viewTalentResume } from '../domain/view-talent-resume.ts';
import type { Upstreams } from '../upstreams.ts';

export function talentRoutes(router: Router, { db, upstreams }: { db: TalentDb; upstreams: Upstreams }): void {
  /** Public: the talent home counters (links to /talent/all and /talent/today). */
  router.get('/api/talent/count', async (_req, res) => {
    const body: TalentCountResponse = await countTalents(db);
    res.json(body);
  });

  /** A published resume as a talent (see view-talent-resume.ts for who sees what). Other /api/talent/* words fall through. */
  router.get('/api/talent/:id', async (req, res, next) => {
    if (!/^\d+$/.test(req.params.id)) return next();
    const { id } = parse(ZResumeIdParam, req.params);
    parse(ZTalentResumeQuery, req.query);
    checkEmailParam(req, res);
    const view = await viewTalentResume(db, upstreams, { resumeId: id, viewer: principalOf(res) });
    if (!view) throw notFound('No such talent.');
    res.json(view);
  });
}
