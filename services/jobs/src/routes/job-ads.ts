/** `/api/jobAds/*` (spec jobs-seeker.md, 'The calls it makes'): parse, call the domain, answer. */
import {
  ZAllJobsQuery,
  ZJobAdIdParam,
  ZJobMapFilter,
  ZJobMapQuery,
  ZJobSearchFilter,
  ZRegionJobsQuery,
  ZSafeJobsQuery,
  ZSalaryJobsFilter,
  ZScrapListQuery,
  type JobAdDetail,
  type JobListResponse,
  type RegionJobsResponse,
  type ScrapListResponse,
  type ScrapResponse,
} from '@phjobs/contracts/jobs';
import { checkEmailParam, principalOf, requireUser } from '@phjobs/service-kit/auth';
import { badRequest, notFound } from '@phjobs/service-kit/errors';
import type { Sql } from '@phjobs/service-kit/events/sql';
import { parse } from '@phjobs/service-kit/validate';
import type { Request, Response, Router } from 'express';
import { getJobAd } from '../domain/get-job-ad.ts';
import { startOfManilaDay, type ListKind, type MapBox } from '../domain/list-kinds.ts';
import { listRegionJobs } from '../domain/list-region-jobs.ts';
import type { SearchLookups } from '../domain/lookups.ts';
import { listScraps, scrapJobAd, unscrapJobAd } from '../domain/scraps.ts';
import { searchJobAds } from '../domain/search-job-ads.ts';
import type { SearchFilter } from '../domain/search-terms.ts';
import type { ListCaches } from '../domain/result-cache.ts';

type Deps = { db: Sql; lookups: SearchLookups; now: () => Date; caches: ListCaches };

/** The signed-in user's id when it is one of ours (numeric), else null: a visitor for this service. */
export function viewerOf(res: Response): string | null {
  const principal = principalOf(res);
  return principal && /^\d{1,18}$/.test(principal.userId) ? principal.userId : null;
}

/** An individual member's id (401 for visitors, 403 for company members). */
function individualOf(res: Response): string {
  const { userId } = requireUser(res, 'individual');
  if (!/^\d{1,18}$/.test(userId)) throw notFound('No such member.');
  return userId;
}

/** The map's box from the four bounds, the body's winning over the query's; each is required. */
function mapBox(body: Partial<Record<BoundName, number>>, query: Partial<Record<BoundName, number>>): MapBox {
  const fields: Record<string, string> = {};
  const bound = (name: BoundName) => {
    const value = body[name] ?? query[name];
    if (value === undefined) fields[name] = 'Required (in the body or the query).';
    return value ?? 0;
  };
  const [topLat, topLng, bottomLat, bottomLng] = [bound('leftTopLat'), bound('leftTopLng'), bound('rightBottomLat'), bound('rightBottomLng')];
  if (Object.keys(fields).length) throw badRequest('The map bounds are missing.', fields);
  // Corners given the wrong way round still mean the same box of latitudes; longitudes keep their
  // order, a west corner east of the east one being a box across the antimeridian.
  return { north: Math.max(topLat, bottomLat), south: Math.min(topLat, bottomLat), west: topLng, east: bottomLng };
}
type BoundName = 'leftTopLat' | 'leftTopLng' | 'rightBottomLat' | 'rightBottomLng';

/**
 * Sends an answer as JSON, serialised once per answer object: a cached list answer is the same
 * object for every caller (until it changes), so its text is made once too.
 */
const texts = new WeakMap<object, string>();
function sendAnswer(res: Response, answer: object): void {
  let text = texts.get(answer);
  if (text === undefined) {
    text = JSON.stringify(answer);
    texts.set(answer, text);
  }
  res.type('application/json').send(text);
}

export function jobAdRoutes(router: Router, { db, lookups, now, caches }: Deps): void {
  const search = async (req: Request, res: Response, filter: SearchFilter, query: Parameters<typeof searchJobAds>[1]['query'], kind: ListKind) => {
    const answer: JobListResponse = await searchJobAds(db, { filter, query, kind }, viewerOf(res), lookups, caches);
    sendAnswer(res, answer);
  };

  /** A page of ongoing ads matching the 'Detail search' filter; `isScrapped` for the token's user. */
  router.post('/api/jobAds/allJobs', async (req, res) => {
    const query = parse(ZAllJobsQuery, req.query);
    checkEmailParam(req, res);
    await search(req, res, parse(ZJobSearchFilter, req.body), query, { type: 'all' });
  });

  /** The list calls with the common query and the filter body, each narrowing the search its own way. */
  const lists: [string, () => ListKind][] = [
    ['beginner', () => ({ type: 'beginner' })],
    // The body's preference / welfarebenefits are the screens' picks: filters like any other.
    ['preference', () => ({ type: 'all' })],
    ['welfare', () => ({ type: 'all' })],
    ['regular', () => ({ type: 'regular' })],
    ['withFriend', () => ({ type: 'withFriend' })],
    ['today', () => ({ type: 'today', since: startOfManilaDay(now()) })],
  ];
  for (const [path, kind] of lists) {
    router.post(`/api/jobAds/${path}`, async (req, res) => {
      // 'Same query and body as allJobs' (the spec, of beginner): the search keyword works here too.
      const query = parse(ZAllJobsQuery, req.query);
      checkEmailParam(req, res);
      await search(req, res, parse(ZJobSearchFilter, req.body), query, kind());
    });
  }

  /** Verified jobs: safeType all (any badge), contract, insurance, permit. */
  router.post('/api/jobAds/safe', async (req, res) => {
    const query = parse(ZSafeJobsQuery, req.query);
    checkEmailParam(req, res);
    await search(req, res, parse(ZJobSearchFilter, req.body), query, { type: 'safe', safeType: query.safeType });
  });

  /** Jobs by salary: the chosen salary ranges (up to 5), each in its own pay unit. */
  router.post('/api/jobAds/salary', async (req, res) => {
    const query = parse(ZAllJobsQuery, req.query);
    checkEmailParam(req, res);
    await search(req, res, parse(ZSalaryJobsFilter, req.body), query, { type: 'all' });
  });

  /** Job map: the ads inside the visible area (and the filter, if any). */
  router.post('/api/jobAds/jobMap', async (req, res) => {
    const query = parse(ZJobMapQuery, req.query);
    checkEmailParam(req, res);
    const { leftTopLat, leftTopLng, rightBottomLat, rightBottomLng, ...filter } = parse(ZJobMapFilter, req.body);
    const box = mapBox({ leftTopLat, leftTopLng, rightBottomLat, rightBottomLng }, query);
    await search(req, res, filter, query, { type: 'map', box });
  });

  /** Home regional sections: 18 then 15 a section, at pageOffset 19, 34, 49. */
  router.get('/api/jobAds/region', async (req, res) => {
    const query = parse(ZRegionJobsQuery, req.query);
    checkEmailParam(req, res);
    const answer: RegionJobsResponse = await listRegionJobs(db, query, lookups, caches);
    sendAnswer(res, answer);
  });

  /** The member's scrapped ads (individual members). */
  router.get('/api/jobAds/scrap', async (req, res) => {
    const query = parse(ZScrapListQuery, req.query);
    const userId = individualOf(res);
    checkEmailParam(req, res);
    const answer: ScrapListResponse = await listScraps(db, userId, query, lookups);
    res.json(answer);
  });

  /** Scrap an ongoing ad (idempotent). */
  router.post('/api/jobAds/scrap/:id', async (req, res) => {
    const userId = individualOf(res);
    checkEmailParam(req, res);
    const { id } = parse(ZJobAdIdParam, req.params);
    const done = await scrapJobAd(db, userId, id);
    // Heard from PostgreSQL moments later too (ad_scrap_changed); forgotten here at once for the member's next list.
    caches.scraps.delete(userId);
    if (!done) throw notFound('No such job ad.');
    const answer: ScrapResponse = { jobId: id, isScrapped: true };
    res.json(answer);
  });

  /** Remove a scrap (idempotent). */
  router.delete('/api/jobAds/scrap/:id', async (req, res) => {
    const userId = individualOf(res);
    checkEmailParam(req, res);
    const { id } = parse(ZJobAdIdParam, req.params);
    const done = await unscrapJobAd(db, userId, id);
    caches.scraps.delete(userId);
    if (!done) throw notFound('No such job ad.');
    const answer: ScrapResponse = { jobId: id, isScrapped: false };
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
