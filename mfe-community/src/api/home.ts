/** Calls of the community home, through the typed client (contracts routes/jobs.ts). */
import type { JobListResponse } from '@phjobs/contracts/jobs';
import { JOBS_ROUTES } from '@phjobs/contracts/routes/jobs';
import { call } from '@phjobs/web-core/client';

export const HOME_JOBS_PAGE_UNIT = 5;

/** allJobs (POST) with pageUnit=5, pageNo=1, orderKey=createdAt, the spec's email and no filter. */
export function fetchHomeJobs(signal?: AbortSignal): Promise<JobListResponse> {
  return call(JOBS_ROUTES.allJobs, { query: { pageUnit: HOME_JOBS_PAGE_UNIT, pageNo: 1, orderKey: 'createdAt' }, body: {}, signal });
}
