import type { JobAdCard, JobAdDetail, JobListResponse, OrderKey } from '@phjobs/contracts/jobs';
import { apiFetch } from '@phjobs/ui/api';
import { LIMITS } from '@phjobs/contracts/codes';
import { toRequestBody, type JobFilter } from '../domain/filter';

export type { JobAdCard, JobAdDetail, OrderKey };

export type AllJobsParams = {
  pageNo: number;
  orderKey: OrderKey;
  filter: JobFilter;
  pageUnit?: number;
  /** Job search results: the keyword of the URL's `query`. */
  searchKey?: string;
  searchType?: string;
};

/** POST /api/jobAds/allJobs?pageUnit=10&pageNo=N&orderKey=...&email=... with the filter as body. */
export function fetchAllJobs(params: AllJobsParams, signal?: AbortSignal): Promise<JobListResponse> {
  return apiFetch<JobListResponse>('/api/jobAds/allJobs', {
    method: 'POST',
    query: {
      pageUnit: params.pageUnit ?? LIMITS.pageUnit,
      pageNo: params.pageNo,
      orderKey: params.orderKey,
      searchKey: params.searchKey || undefined,
      searchType: params.searchKey ? (params.searchType ?? 'all') : undefined,
    },
    withEmail: true,
    body: toRequestBody(params.filter),
    ...(signal ? { signal } : {}),
  });
}

/** GET /api/jobAds/{id} */
export function fetchJobAd(id: number, signal?: AbortSignal): Promise<JobAdDetail> {
  return apiFetch<JobAdDetail>(`/api/jobAds/${id}`, { withEmail: true, ...(signal ? { signal } : {}) });
}

/** POST /api/application/etc/{id}: the chat apply of the detail page (018B, 'From chat apply'). */
export function postChatApplication(id: number): Promise<unknown> {
  return apiFetch(`/api/application/etc/${id}`, {
    method: 'POST',
    withEmail: true,
    body: { howToApplyCode: '018B', selfIntroduction: 'From chat apply', companyOwnResumeKey: null, companyOwnResumeFileName: null },
  });
}
