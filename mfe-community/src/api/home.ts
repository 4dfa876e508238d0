/** Calls of the community home, through the typed client (contracts routes/jobs.ts and routes/community.ts). */
import type { BannerListResponse, EventBannerResponse, Popup } from '@phjobs/contracts/community';
import type { JobTalkListResponse } from '@phjobs/contracts/community-posts';
import type { JobListResponse, RegionJobsResponse } from '@phjobs/contracts/jobs';
import { COMMUNITY_ROUTES } from '@phjobs/contracts/routes/community';
import { COMMUNITY_POSTS_ROUTES } from '@phjobs/contracts/routes/community-posts';
import { JOBS_ROUTES } from '@phjobs/contracts/routes/jobs';
import { call } from '@phjobs/web-core/client';
import type { SectionSpec } from '../domain/homeSections';
import { regionQuery, type RegionChoice } from '../domain/region';

export const HOME_JOBS_PAGE_UNIT = 5;
export const HOME_JOB_TALKS = 4;
/** The home carousel's banner location (account-community spec, section 3). */
export const HOME_BANNER_LOCATION = '025B';

/** allJobs (POST) with pageUnit=5, pageNo=1, orderKey=createdAt, the spec's email and no filter. */
export function fetchHomeJobs(signal?: AbortSignal): Promise<JobListResponse> {
  return call(JOBS_ROUTES.allJobs, { query: { pageUnit: HOME_JOBS_PAGE_UNIT, pageNo: 1, orderKey: 'createdAt' }, body: {}, signal });
}

/** GET /api/jobAds/region?province&city&pageUnit=18 (Platinum), or pageUnit=15&pageOffset=19|34|49. */
export function fetchRegionJobs(region: RegionChoice, spec: Pick<SectionSpec, 'pageUnit' | 'pageOffset'>, signal?: AbortSignal): Promise<RegionJobsResponse> {
  const query = spec.pageOffset > 0 ? { ...regionQuery(region), pageUnit: spec.pageUnit, pageOffset: spec.pageOffset } : { ...regionQuery(region), pageUnit: spec.pageUnit };
  return call(JOBS_ROUTES.regionJobs, { query, signal });
}

/** GET /api/banner?locationCode=025B. */
export function fetchBanners(signal?: AbortSignal): Promise<BannerListResponse> {
  return call(COMMUNITY_ROUTES.banners, { query: { locationCode: HOME_BANNER_LOCATION }, signal });
}

/** GET /api/event/banner. */
export function fetchEventBanners(signal?: AbortSignal): Promise<EventBannerResponse> {
  return call(COMMUNITY_ROUTES.eventBanners, { signal });
}

/** GET /api/popups. */
export function fetchPopups(signal?: AbortSignal): Promise<Popup[]> {
  return call(COMMUNITY_ROUTES.popups, { signal });
}

/** GET /api/community/jobTalks?pageUnit=4 (newest first). */
export function fetchHomeJobTalks(signal?: AbortSignal): Promise<JobTalkListResponse> {
  return call(COMMUNITY_POSTS_ROUTES.jobTalks, { query: { pageUnit: HOME_JOB_TALKS, pageNo: 1 }, signal });
}
