/** The job ad wizard's calls of services/jobs, through the typed client (contracts routes/jobs.ts). */
import type { JobAdCreated, JobAdForEdit, JobAdPayloadInput, JobAdStatusAnswer } from '@phjobs/contracts/job-ad-form';
import { JOBS_ROUTES } from '@phjobs/contracts/routes/jobs';
import { call } from '@phjobs/web-core/client';

export type { JobAdCreated, JobAdForEdit, JobAdPayloadInput, JobAdStatusAnswer };

/** GET /api/jobAds/update/{id}: the company's ad in the edit wizard's groups. */
export const fetchJobAdForEdit = (id: number, signal?: AbortSignal): Promise<JobAdForEdit> => call(JOBS_ROUTES.jobAdForEdit, { params: { id }, signal });

/** POST /api/jobAds: answers `data.jobId` (the browser then goes to /myPage/ad/{jobId}/paid). */
export const createJobAd = (body: JobAdPayloadInput): Promise<JobAdCreated> => call(JOBS_ROUTES.createJobAd, { body });

/** PUT /api/jobAds/{id}: the edit and re-register wizards' save (language and workType as ids). */
export const updateJobAd = (id: number, body: JobAdPayloadInput): Promise<JobAdStatusAnswer> => call(JOBS_ROUTES.updateJobAd, { params: { id }, body });
