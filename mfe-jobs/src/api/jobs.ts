/**
 * The calls of the jobs remote, through the typed client: each names its declared route
 * (contracts routes/jobs.ts), and its answer's type comes from the route's response schema.
 */
import type { ApplyType } from '@phjobs/contracts/codes';
import type { ApplyEtcBody, ApplyOnlineBody, JobAdCard, JobAdDetail, JobListResponse, MapBounds as JobMapBounds, OrderKey } from '@phjobs/contracts/jobs';
import { LIMITS } from '@phjobs/contracts/codes';
import { JOBS_ROUTES } from '@phjobs/contracts/routes/jobs';
import { ApiError, type QueryValue } from '@phjobs/web-core/api';
import { call } from '@phjobs/web-core/client';
import { toRequestBody, type JobFilter } from '../domain/filter';

export type { JobAdCard, JobAdDetail, OrderKey };

/** The list calls of the spec: POST /api/jobAds/{endpoint}, common query, filter body. */
export type ListEndpoint = 'allJobs' | 'beginner' | 'preference' | 'regular' | 'today' | 'withFriend' | 'safe' | 'salary' | 'welfare';

export type ListParams = {
  pageNo: number;
  orderKey: OrderKey;
  filter: JobFilter;
  pageUnit?: number;
  /** Job search results: the keyword of the URL's `query`. */
  searchKey?: string;
  searchType?: string;
  /** More query parameters (safeType, isMulti). */
  query?: Record<string, QueryValue>;
  /** More body fields (a screen's picks), over the filter's. */
  body?: Record<string, unknown>;
};

/** A page of cards and the count of all matches. */
export type ListPage = JobListResponse;

/** A list call with the common query (pageUnit, pageNo, orderKey, the search keyword) and the filter as body; the `email` is the client's. */
export function fetchJobList(endpoint: ListEndpoint, params: ListParams, signal?: AbortSignal): Promise<ListPage> {
  return call(JOBS_ROUTES[endpoint], {
    query: {
      pageUnit: params.pageUnit ?? LIMITS.pageUnit,
      pageNo: params.pageNo,
      orderKey: params.orderKey,
      ...(params.query ?? {}),
      searchKey: params.searchKey || undefined,
      searchType: params.searchKey ? (params.searchType ?? 'all') : undefined,
    },
    body: { ...toRequestBody(params.filter), ...(params.body ?? {}) },
    ...(signal ? { signal } : {}),
  });
}

/** All jobs, specialization, region, period, search results, multilingual. */
export function fetchAllJobs(params: ListParams, signal?: AbortSignal): Promise<JobListResponse> {
  return fetchJobList('allJobs', params, signal);
}

/** The job map: the bounds in the query and the body, the viewer's user type as `authType`. */
export function fetchJobMap(params: { pageNo: number; orderKey: OrderKey; bounds: JobMapBounds; authType: string }, signal?: AbortSignal): Promise<ListPage> {
  return call(JOBS_ROUTES.jobMap, {
    query: { pageUnit: LIMITS.pageUnit, pageNo: params.pageNo, orderKey: params.orderKey, ...params.bounds, authType: params.authType },
    body: { ...params.bounds },
    ...(signal ? { signal } : {}),
  });
}

export function fetchJobAd(id: number, signal?: AbortSignal): Promise<JobAdDetail> {
  return call(JOBS_ROUTES.jobAd, { params: { id }, ...(signal ? { signal } : {}) });
}

/** Scrap (POST) or unscrap (DELETE) an ad. */
export function setScrap(id: number, scrapped: boolean) {
  return call(scrapped ? JOBS_ROUTES.scrap : JOBS_ROUTES.unscrap, { params: { id } });
}

/** The chat apply of the detail page (018B, 'From chat apply'). */
export function postChatApplication(id: number) {
  return postEtcApplication(id, { howToApplyCode: '018B', selfIntroduction: 'From chat apply', companyOwnResumeKey: null, companyOwnResumeFileName: null });
}

/** The apply screen's data for a method. */
export function fetchApplicationData(id: number, applyType: ApplyType, signal?: AbortSignal) {
  return call(JOBS_ROUTES.applicationData, { params: { id }, query: { applyType }, ...(signal ? { signal } : {}) }).catch((error: unknown) => {
    // the gateway's answer for a call no service has yet
    if (error instanceof ApiError && error.status === 404 && error.message === 'No such API.') {
      throw new ApiError(404, error.code, 'Applying here is not available yet: the server does not answer this call.');
    }
    throw error;
  });
}

/** Online, with one of the applicant's resumes. */
export function postOnlineApplication(id: number, body: ApplyOnlineBody) {
  return call(JOBS_ROUTES.applyOnline, { params: { id }, body });
}

/** Direct, Email, Telephone, Onsite (and the chat apply). */
export function postEtcApplication(id: number, body: ApplyEtcBody) {
  return call(JOBS_ROUTES.applyEtc, { params: { id }, body });
}
