/**
 * The employer's applicant calls (employer.md section 7), through the typed client: each names its
 * declared route (contracts routes/jobs.ts); the spec's `email` query is the client's.
 */
import type { ApplicantDetail, ApplicantJobRow, ApplicantRow, JobApplicantCounts } from '@phjobs/contracts/applications';
import { LIMITS } from '@phjobs/contracts/codes';
import { JOBS_ROUTES } from '@phjobs/contracts/routes/jobs';
import { call } from '@phjobs/web-core/client';

export type { ApplicantDetail, ApplicantJobRow, ApplicantRow, JobApplicantCounts };

/** The spec's page size. */
export const PAGE_UNIT = LIMITS.pageUnit;

/** GET /api/application/applicants?pageUnit=10&pageNo&email (howToApplyCode=018B for the chat tab). */
export const fetchApplicants = (pageNo: number, chatOnly: boolean, signal?: AbortSignal) =>
  call(JOBS_ROUTES.applicants, { query: { pageUnit: PAGE_UNIT, pageNo, ...(chatOnly ? { howToApplyCode: '018B' } : {}) }, signal });

/** GET /api/application/applicants/job?pageUnit=10&pageNo&email&isOnlyOngoing: the company's ads with counts. */
export const fetchApplicantJobs = (pageNo: number, isOnlyOngoing: boolean, signal?: AbortSignal) =>
  call(JOBS_ROUTES.applicantJobs, { query: { pageUnit: PAGE_UNIT, pageNo, isOnlyOngoing }, signal });

/** GET /api/application/applicants/job/{id}?email: the ad's title and counts. */
export const fetchJobApplicantCounts = (jobId: number, signal?: AbortSignal) => call(JOBS_ROUTES.jobApplicantCounts, { params: { id: jobId }, signal });

/** GET /api/employer/myPage/applicant/{id}?type=all|unread&email (one ad's applications). */
export const fetchJobApplicants = (jobId: number, type: 'all' | 'unread', pageNo: number, signal?: AbortSignal) =>
  call(JOBS_ROUTES.jobApplicants, { params: { id: jobId }, query: { type, pageUnit: PAGE_UNIT, pageNo }, signal });

/** GET /api/employer/myPage/applicant/detail/{id}?howToApply&email (opening it marks it read). */
export const fetchApplicantDetail = (applicationId: number, howToApply: string | null, signal?: AbortSignal) =>
  call(JOBS_ROUTES.applicantDetail, { params: { id: applicationId }, query: howToApply ? { howToApply } : {}, signal });

/**
 * PUT /api/employer/myPage/applicant/changeStatus/{id} with howToApply and statusCode (the route
 * reads them from the query or the body; its body is not typed, so they go in the query).
 */
export const changeApplicantStatus = (applicationId: number, howToApply: string | null, statusCode: '021A' | '021B' | '021C') =>
  call(JOBS_ROUTES.changeApplicantStatus, { params: { id: applicationId }, query: { ...(howToApply ? { howToApply } : {}), statusCode } });
