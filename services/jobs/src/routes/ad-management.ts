/**
 * The company's own ads: register, edit, suspend, re-register, delete and the management list
 * (employer.md 'Job ad management'). Placeholder answers until the ad-writing work lands (issue 12).
 */
import type { JOBS_API } from '@phjobs/contracts/api/jobs';
import { HttpError } from '@phjobs/service-kit/errors';
import type { Handlers } from '@phjobs/service-kit/routes';

type AdManagementRoute = 'createJobAd' | 'jobAdForEdit' | 'endJobAd' | 'reRegisterJobAd' | 'updateJobAd' | 'deleteJobAd' | 'myJobs';

const notYet = () => {
  throw new HttpError(501, 'not-implemented', 'Not available yet.');
};

export function adManagementHandlers(): Handlers<typeof JOBS_API, AdManagementRoute> {
  return { createJobAd: notYet, jobAdForEdit: notYet, endJobAd: notYet, reRegisterJobAd: notYet, updateJobAd: notYet, deleteJobAd: notYet, myJobs: notYet };
}
