import type { JobListResponse } from '@phjobs/contracts/jobs';
import { apiFetch } from '@phjobs/web-core/api';

export const HOME_JOBS_PAGE_UNIT = 5;

/** POST /api/jobAds/allJobs?pageUnit=5&pageNo=1&orderKey=createdAt&email=... with no filter. */
export function fetchHomeJobs(signal?: AbortSignal): Promise<JobListResponse> {
  return apiFetch<JobListResponse>('/api/jobAds/allJobs', {
    method: 'POST',
    query: { pageUnit: HOME_JOBS_PAGE_UNIT, pageNo: 1, orderKey: 'createdAt' },
    withEmail: true,
    body: {},
    ...(signal ? { signal } : {}),
  });
}
