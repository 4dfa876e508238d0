import type {
  ApplicationData,
  ApplyEtcBody,
  ApplyOnlineBody,
  ApplyType,
  JobAdCard,
  JobAdDetail,
  JobListResponse,
  MapBounds as JobMapBounds,
  OrderKey,
  ScrapResponse,
} from '@phjobs/contracts/jobs';
import { ApiError, apiFetch, type QueryValue } from '@phjobs/ui/api';
import { LIMITS } from '@phjobs/contracts/codes';
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

/** A page of cards and the count (the spec: resultListCount, or count on some answers). */
export type ListPage = { list: JobAdCard[]; resultListCount: number | null };

function readListAnswer(answer: unknown): ListPage {
  const obj = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  const list = Array.isArray(obj.list) ? (obj.list as JobAdCard[]) : [];
  const count = typeof obj.resultListCount === 'number' ? obj.resultListCount : typeof obj.count === 'number' ? obj.count : null;
  return { list, resultListCount: count };
}

/** POST /api/jobAds/{endpoint}?pageUnit=10&pageNo=N&orderKey=...&email=... with the filter as body. */
export function fetchJobList(endpoint: ListEndpoint, params: ListParams, signal?: AbortSignal): Promise<ListPage> {
  return apiFetch<unknown>(`/api/jobAds/${endpoint}`, {
    method: 'POST',
    query: {
      pageUnit: params.pageUnit ?? LIMITS.pageUnit,
      pageNo: params.pageNo,
      orderKey: params.orderKey,
      ...(params.query ?? {}),
      searchKey: params.searchKey || undefined,
      searchType: params.searchKey ? (params.searchType ?? 'all') : undefined,
    },
    withEmail: true,
    body: { ...toRequestBody(params.filter), ...(params.body ?? {}) },
    ...(signal ? { signal } : {}),
  }).then(readListAnswer);
}

/** POST /api/jobAds/allJobs (All jobs, specialization, region, period, search results, multilingual). */
export function fetchAllJobs(params: ListParams, signal?: AbortSignal): Promise<JobListResponse> {
  return fetchJobList('allJobs', params, signal).then((p) => ({ list: p.list, resultListCount: p.resultListCount ?? p.list.length }));
}

/**
 * POST /api/jobAds/jobMap?pageUnit=10&pageNo&orderKey&leftTopLat&leftTopLng&rightBottomLat&rightBottomLng&authType&email;
 * the body holds the four bounds too.
 */
export function fetchJobMap(params: { pageNo: number; orderKey: OrderKey; bounds: JobMapBounds; authType: string }, signal?: AbortSignal): Promise<ListPage> {
  return apiFetch<unknown>('/api/jobAds/jobMap', {
    method: 'POST',
    query: { pageUnit: LIMITS.pageUnit, pageNo: params.pageNo, orderKey: params.orderKey, ...params.bounds, authType: params.authType },
    withEmail: true,
    body: { ...params.bounds },
    ...(signal ? { signal } : {}),
  }).then(readListAnswer);
}

/** GET /api/jobAds/{id} */
export function fetchJobAd(id: number, signal?: AbortSignal): Promise<JobAdDetail> {
  return apiFetch<JobAdDetail>(`/api/jobAds/${id}`, { withEmail: true, ...(signal ? { signal } : {}) });
}

/** POST /api/jobAds/scrap/{id} (scrap) or DELETE (unscrap). */
export function setScrap(id: number, scrapped: boolean): Promise<ScrapResponse | undefined> {
  return apiFetch<ScrapResponse | undefined>(`/api/jobAds/scrap/${id}`, { method: scrapped ? 'POST' : 'DELETE', withEmail: true });
}

/** POST /api/application/etc/{id}: the chat apply of the detail page (018B, 'From chat apply'). */
export function postChatApplication(id: number): Promise<unknown> {
  return postEtcApplication(id, { howToApplyCode: '018B', selfIntroduction: 'From chat apply', companyOwnResumeKey: null, companyOwnResumeFileName: null });
}

/** GET /api/application/{id}?applyType={method}&email */
export function fetchApplicationData(id: number, applyType: ApplyType, signal?: AbortSignal): Promise<ApplicationData> {
  return apiFetch<ApplicationData>(`/api/application/${id}`, { query: { applyType }, withEmail: true, ...(signal ? { signal } : {}) }).catch((error: unknown) => {
    // the gateway's answer for a call no service has yet
    if (error instanceof ApiError && error.status === 404 && error.message === 'No such API.') {
      throw new ApiError(404, error.code, 'Applying here is not available yet: the server does not answer this call.');
    }
    throw error;
  });
}

/** POST /api/application/{id} { resumeId }: Online. */
export function postOnlineApplication(id: number, body: ApplyOnlineBody): Promise<unknown> {
  return apiFetch(`/api/application/${id}`, { method: 'POST', withEmail: true, body });
}

/** POST /api/application/etc/{id}: Direct, Email, Telephone, Onsite (and the chat apply). */
export function postEtcApplication(id: number, body: ApplyEtcBody): Promise<unknown> {
  return apiFetch(`/api/application/etc/${id}`, { method: 'POST', withEmail: true, body });
}
