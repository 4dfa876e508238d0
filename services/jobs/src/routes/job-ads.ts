/** `/api/jobAds/*` (spec jobs-seeker.md, 'The calls it makes'): call the domain, shape the answer. Declared in contracts routes/jobs.ts. */
import type { JOBS_API } from '@phjobs/contracts/api/jobs';
import type { Principal } from '@phjobs/service-kit/auth';
import { badRequest, notFound } from '@phjobs/service-kit/errors';
import type { Sql } from '@phjobs/service-kit/events/sql';
import { sharedAnswer, type Handlers } from '@phjobs/service-kit/routes';
import { getJobAd } from '../data/get-job-ad.ts';
import type { ListKind, MapBox } from '../data/list-kinds.ts';
import { startOfManilaDay } from '../domain/manila-day.ts';
import { listRegionJobs } from '../data/list-region-jobs.ts';
import type { SearchLookups } from '../domain/lookups.ts';
import type { ListCaches } from '../data/result-cache.ts';
import { listScraps, scrapJobAd, unscrapJobAd } from '../data/scraps.ts';
import { searchJobAds } from '../data/search-job-ads.ts';
import type { SearchFilter } from '../data/search-terms.ts';

type Deps = { db: Sql; lookups: SearchLookups; now: () => Date; caches: ListCaches };

type JobAdRoute = 'allJobs' | 'beginner' | 'preference' | 'welfare' | 'regular' | 'withFriend' | 'today' | 'safe' | 'salary' | 'jobMap' | 'regionJobs' | 'scrapList' | 'scrap' | 'unscrap' | 'jobAd';

/** The signed-in user's id when it is one of ours (numeric), else null: a visitor for this service. */
export function viewerOf(principal: Principal | null): string | null {
  return principal && /^\d{1,18}$/.test(principal.userId) ? principal.userId : null;
}

/** An individual member's id (the route admits individuals only). */
function individualId({ userId }: Principal): string {
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

export function jobAdHandlers({ db, lookups, now, caches }: Deps): Handlers<typeof JOBS_API, JobAdRoute> {
  /** A page of ongoing ads; `isScrapped` for the token's user. A cached page is the same object for every caller: its JSON is made once. */
  const search = async (principal: Principal | null, filter: SearchFilter, query: Parameters<typeof searchJobAds>[1]['query'], kind: ListKind) =>
    sharedAnswer(await searchJobAds(db, { filter, query, kind }, viewerOf(principal), lookups, caches));

  // 'Same query and body as allJobs' (the spec, of beginner): the search keyword works on every list.
  // The body's preference / welfarebenefits are the screens' picks: filters like any other.
  return {
    allJobs: ({ principal, query, body }) => search(principal, body, query, { type: 'all' }),
    beginner: ({ principal, query, body }) => search(principal, body, query, { type: 'beginner' }),
    preference: ({ principal, query, body }) => search(principal, body, query, { type: 'all' }),
    welfare: ({ principal, query, body }) => search(principal, body, query, { type: 'all' }),
    regular: ({ principal, query, body }) => search(principal, body, query, { type: 'regular' }),
    withFriend: ({ principal, query, body }) => search(principal, body, query, { type: 'withFriend' }),
    today: ({ principal, query, body }) => search(principal, body, query, { type: 'today', since: startOfManilaDay(now()) }),
    /** Verified jobs: safeType all (any badge), contract, insurance, permit. */
    safe: ({ principal, query, body }) => search(principal, body, query, { type: 'safe', safeType: query.safeType }),
    /** Jobs by salary: the chosen salary ranges (up to 5), each in its own pay unit. */
    salary: ({ principal, query, body }) => search(principal, body, query, { type: 'all' }),
    /** Job map: the ads inside the visible area (and the filter, if any). */
    jobMap: ({ principal, query, body }) => {
      const { leftTopLat, leftTopLng, rightBottomLat, rightBottomLng, ...filter } = body;
      const box = mapBox({ leftTopLat, leftTopLng, rightBottomLat, rightBottomLng }, query);
      return search(principal, filter, query, { type: 'map', box });
    },

    /** Home regional sections: 18 then 15 a section, at pageOffset 19, 34, 49. */
    regionJobs: async ({ query }) => sharedAnswer(await listRegionJobs(db, query, lookups, caches)),

    /** The member's scrapped ads. */
    scrapList: ({ principal, query }) => listScraps(db, individualId(principal), query, lookups),

    /** Scrap an ongoing ad (idempotent). */
    scrap: async ({ principal, params: { id } }) => {
      const userId = individualId(principal);
      const done = await scrapJobAd(db, userId, id);
      // Heard from PostgreSQL moments later too (ad_scrap_changed); forgotten here at once for the member's next list.
      caches.scraps.delete(userId);
      if (!done) throw notFound('No such job ad.');
      return { jobId: id, isScrapped: true };
    },

    /** Remove a scrap (idempotent). */
    unscrap: async ({ principal, params: { id } }) => {
      const userId = individualId(principal);
      const done = await unscrapJobAd(db, userId, id);
      caches.scraps.delete(userId);
      if (!done) throw notFound('No such job ad.');
      return { jobId: id, isScrapped: false };
    },

    /** One ad: ongoing ads for everyone, any status for the company that owns it. */
    jobAd: async ({ principal, params: { id } }) => {
      const ad = await getJobAd(db, { jobId: id, viewerId: viewerOf(principal), viewerIsMaster: principal?.userType === 'master.company' }, lookups);
      if (!ad) throw notFound('No such job ad.');
      return ad;
    },
  };
}
