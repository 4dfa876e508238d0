/**
 * The master company's calls (employer.md 'Master account', section 7; contracts branches.ts):
 * the invitation code, the branches and a branch's information on services/employer, a branch's
 * ads and applicants on services/jobs, through the typed client.
 */
import type { BranchApplicationItem, BranchApplicationsResponse, BranchDetail, BranchInfo, BranchListItem, BranchesResponse, UpdateBranchRequest } from '@phjobs/contracts/branches';
import { LIMITS } from '@phjobs/contracts/codes';
import { EMPLOYER_ROUTES } from '@phjobs/contracts/routes/employer';
import { JOBS_ROUTES } from '@phjobs/contracts/routes/jobs';
import { call } from '@phjobs/web-core/client';
import type { AdStatus } from './ads';

export type { BranchApplicationItem, BranchApplicationsResponse, BranchDetail, BranchInfo, BranchListItem, BranchesResponse, UpdateBranchRequest };

/** The spec's page size of lists, and of the branch selector (section 9). */
export const PAGE_UNIT = LIMITS.pageUnit;
export const SELECTOR_PAGE_UNIT = 999;

/** GET /api/master/invitationCode. */
export const fetchInvitationCode = (signal?: AbortSignal) => call(EMPLOYER_ROUTES.invitationCode, { signal });

/** POST /api/master/invitationCode: a new code (the old one stops working; branches stay). */
export const regenerateInvitationCode = () => call(EMPLOYER_ROUTES.regenerateInvitationCode, {});

/** GET /api/master/branches?pageUnit&pageNo (999 and 1 for the selectors). */
export const fetchBranches = (pageNo: number, pageUnit: number, signal?: AbortSignal) => call(EMPLOYER_ROUTES.branches, { query: { pageUnit, pageNo }, signal });

/** GET /api/master/branch/{employerId}: branchInfo and the counts. */
export const fetchBranch = (employerId: number, signal?: AbortSignal) => call(EMPLOYER_ROUTES.branch, { params: { employerId }, signal });

/** PUT /api/master/branch/{employerId}: the 'Branch information' form. */
export const updateBranch = (employerId: number, body: UpdateBranchRequest) => call(EMPLOYER_ROUTES.updateBranch, { params: { employerId }, body });

/** GET /api/master/job/{employerId}?status=012C|012A|012D: the branch's ads of one status. */
export const fetchBranchJobs = (employerId: number, status: AdStatus, signal?: AbortSignal) => call(JOBS_ROUTES.masterJobs, { params: { employerId }, query: { status }, signal });

/** GET /api/master/applicant/{employerId}/application?pageUnit=10&pageNo&email. */
export const fetchBranchApplications = (employerId: number, pageNo: number, signal?: AbortSignal) =>
  call(JOBS_ROUTES.masterApplications, { params: { employerId }, query: { pageUnit: PAGE_UNIT, pageNo }, signal });

/** GET /api/master/applicant/{employerId}/job?pageUnit=10&pageNo&email: the branch's ads with their counts. */
export const fetchBranchApplicantJobs = (employerId: number, pageNo: number, signal?: AbortSignal) =>
  call(JOBS_ROUTES.masterApplicantJobs, { params: { employerId }, query: { pageUnit: PAGE_UNIT, pageNo }, signal });
