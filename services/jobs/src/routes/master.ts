/**
 * A master's read-only view of its branches (employer.md 'Master account', packages/contracts
 * branches.ts): a branch's ads by status (/api/master/job/{employerId}), its applications and its
 * ads with their applicant counts (/api/master/applicant/{employerId}/application and /job). The
 * kit admits master members only (visitors 401, others 403); a company that is not one of the
 * caller's branches (another master's, none's, unknown) answers 404. The link is the copy of
 * employer.company.master_changed (data/company-master.ts), checked in the same statements.
 */
import type { JOBS_API } from '@phjobs/contracts/api/jobs';
import { notFound } from '@phjobs/service-kit/errors';
import type { Sql } from '@phjobs/service-kit/events/sql';
import type { Handlers } from '@phjobs/service-kit/routes';
import { listBranchApplicantJobs, listBranchApplications } from '../data/applications/employer-applicants.ts';
import { listBranchJobs } from '../data/my-jobs.ts';
import { readerOf } from '../domain/ad-reader.ts';

export const NOT_MY_BRANCH = 'Not one of your branches.';

const found = <T>(answer: T | null): T => {
  if (answer === null) throw notFound(NOT_MY_BRANCH);
  return answer;
};

export function masterHandlers({ db }: { db: Sql }): Handlers<typeof JOBS_API, 'masterJobs' | 'masterApplications' | 'masterApplicantJobs'> {
  return {
    masterJobs: async ({ principal, params: { employerId }, query }) => found(await listBranchJobs(db, readerOf(principal).id, employerId, query)),

    masterApplications: async ({ principal, params: { employerId }, query }) => found(await listBranchApplications(db, readerOf(principal).id, employerId, query)),

    masterApplicantJobs: async ({ principal, params: { employerId }, query }) => found(await listBranchApplicantJobs(db, readerOf(principal).id, employerId, query)),
  };
}
