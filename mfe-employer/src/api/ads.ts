/** The ad management calls of services/jobs (contracts routes/jobs.ts), through the typed client. */
import type { AdSummary, JobAdStatusAnswer, MyJobsResponse } from '@phjobs/contracts/job-ad-form';
import { JOBS_ROUTES } from '@phjobs/contracts/routes/jobs';
import { call } from '@phjobs/web-core/client';

export type { AdSummary, JobAdStatusAnswer, MyJobsResponse };
export type AdStatus = '012C' | '012A' | '012D';

/** The spec's page size of lists (section 9). */
export const PAGE_UNIT = 10;

/** GET /api/employer/myPage/myJobs?status&email (+ pageUnit, pageNo: an endless list). */
export const fetchMyJobs = (status: AdStatus, pageNo: number, signal?: AbortSignal) => call(JOBS_ROUTES.myJobs, { query: { status, pageUnit: PAGE_UNIT, pageNo }, signal });

/** PUT /api/jobAds/end/{id} (the spec's client sends no payload). */
export const endJobAd = (jobId: number) => call(JOBS_ROUTES.endJobAd, { params: { id: jobId }, email: false });

/** PUT /api/jobAds/reRegistration/{id}. */
export const reRegisterJobAd = (jobId: number) => call(JOBS_ROUTES.reRegisterJobAd, { params: { id: jobId }, email: false });

/** DELETE /api/jobAds/{id}. */
export const deleteJobAd = (jobId: number) => call(JOBS_ROUTES.deleteJobAd, { params: { id: jobId }, email: false });
