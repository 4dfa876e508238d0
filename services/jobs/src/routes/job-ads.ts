/** `/api/jobAds/*` (spec jobs-seeker.md, 'The calls it makes'): parse, call the domain, answer. */
import { ZAllJobsQuery, ZJobAdIdParam, ZJobSearchFilter, type JobAdDetail, type JobListResponse } from '@phjobs/contracts/jobs';
import { checkEmailParam, principalOf } from '@phjobs/service-kit/auth';
import { notFound } from '@phjobs/service-kit/errors';
import type { Sql } from '@phjobs/service-kit/events/sql';
import { parse } from '@phjobs/service-kit/validate';
import type { Response, Router } from 'express';
import { getJobAd } from '../domain/get-job-ad.ts';
import type { SearchLookups } from '../domain/lookups.ts';
import { searchJobAds } from '../domain/search-job-ads.ts';

type Deps = { db: Sql; lookups: SearchLookups };

/** The signed-in user's id when it is one of ours (numeric), else null: a visitor for this service. */
function viewerOf(res: Response): string | null {
  const principal = principalOf(res);
  return principal && /^\d{1,18}$/.test(principal.userId) ? principal.userId : null;
}

export function jobAdRoutes(router: Router, { db, lookups }: Deps): void {
  /** A page of ongoing ads matching the 'Detail search' filter; `isScrapped` for the token's user. */
  router.post('/api/jobAds/allJobs', async (req, res) => {
    const query = parse(ZAllJobsQuery, req.query);
    checkEmailParam(req, res);
    const filter = parse(ZJobSearchFilter, req.body);
    const answer: JobListResponse = await searchJobAds(db, { filter, query, viewerId: viewerOf(res) }, lookups);
    res.json(answer);
  });

  /** One ad: ongoing ads for everyone, any status for the company that owns it. */
  router.get('/api/jobAds/:id', async (req, res) => {
    const { id } = parse(ZJobAdIdParam, req.params);
    const ad: JobAdDetail | null = await getJobAd(db, { jobId: id, viewerId: viewerOf(res) }, lookups);
    if (!ad) throw notFound('No such job ad.');
    res.json(ad);
  });
}
