/**
 * Master companies and their branches (employer.md 'Master account'): the invitation code, the
 * branch list, a branch's information and counts, and the branch ad and applicant views.
 *
 * Rules (ours where the spec is silent):
 * - A master has one invitation code at a time (8 characters, A-Z and 2-9 without look-alikes). A
 *   company joins by signing up with it (POST /api/employer/signup, companyCode) or by entering it
 *   under member information (PUT /api/employer/updateInfo, companyCode). Regenerating the code
 *   (POST /api/master/invitationCode) makes the old one unusable; branches that joined stay. A
 *   master's code is made on first use (GET) and kept until regenerated or the master withdraws.
 * - Member information's companyCode (ZEmployerMemberInfo): a master's own current code; a branch's
 *   the code it joined with (kept as entered, also after the master regenerates); else null.
 * - Only an independent company joins (a branch cannot move to another master by code; a master
 *   cannot join): 400 fields.companyCode 'The company code is not valid.'. The join time orders the list.
 * - A master reaches only its own branches: another company's id answers 404, as does an unknown id.
 * - A master reads a branch's ads, applicants and applicant details but does not change an
 *   application's status (the branch decides: 403 MASTER_READ_ONLY_MESSAGE) and its reading does
 *   not mark an application read. The calls it reads them with are the branch's own
 *   (GET /api/application/applicants/job/{id}, /api/employer/myPage/applicant/{id} and
 *   /detail/{id}, GET /api/jobAds/{id} in any status) and the /api/master ones below.
 * - Who answers: services/employer the code, the branch list and a branch's information (its
 *   tables); services/jobs a branch's ads and applicants (/api/master/job/*, /api/master/applicant/*:
 *   ads and applications are its tables, as /api/employer/myPage/myJobs is), from its copy of the
 *   master-branch link (event employer.company.master_changed).
 */
import { z } from 'zod';
import { fromQuery, queryInt, ZEmailParam } from './jobs.ts';
import { ZMobilePhone, ZBusinessRegistrationNumber, PHONE_NOT_VERIFIED_MESSAGE } from './company-info.ts';
import { APPLICATION_STATUS_CODES } from './codes.ts';
import { ZMyJobsResponse } from './job-ad-form.ts';
import { ZApplicantJobsResponse } from './applications.ts';

/** 403 of PUT /api/employer/myPage/applicant/changeStatus/{id} when a master tries a branch's application. */
export const MASTER_READ_ONLY_MESSAGE = "Only the branch changes its applicants' status.";

export const INVITATION_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const INVITATION_CODE_LENGTH = 8;

/** A code as typed: spaces and dashes dropped, upper case ('abcd-2345' finds ABCD2345). */
export const normalizeInvitationCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** Internal: GET /internal/invitation-codes/:code on services/employer: the master a current code belongs to. */
export const ZInvitationCodeOwner = z.object({ masterId: z.number().int(), companyName: z.string() });
export type InvitationCodeOwner = z.infer<typeof ZInvitationCodeOwner>;

/** GET /api/master/invitationCode and POST (regenerate): the master's current code. */
export const ZInvitationCode = z.object({ companyCode: z.string() });
export type InvitationCode = z.infer<typeof ZInvitationCode>;

/** GET /api/master/branches?pageUnit&pageNo (pageUnit=999, pageNo=1 for the selectors). */
export const ZBranchesQuery = z.object({
  pageUnit: queryInt(1, 999, 10),
  pageNo: queryInt(1, Number.MAX_SAFE_INTEGER, 1),
});
export type BranchesQuery = z.output<typeof ZBranchesQuery>;

/** The spec's 'Branch list item' (ours: logoKey, the region and the join date for the list rows). */
export const ZBranchListItem = z.object({
  employerId: z.number().int(),
  companyName: z.string(),
  managerName: z.string(),
  logoKey: z.string().nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  /** When it joined the master (ISO 8601). */
  joinedAt: z.string(),
});
export type BranchListItem = z.infer<typeof ZBranchListItem>;
/** Newest join first. */
export const ZBranchesResponse = z.object({ list: z.array(ZBranchListItem), resultListCount: z.number().int().min(0) });
export type BranchesResponse = z.infer<typeof ZBranchesResponse>;

export const ZBranchIdParam = z.object({ employerId: z.string().regex(/^\d{1,18}$/, 'Not a company id.') });

/** The spec's 'Branch info' (statusCode: the branch's business permit status, 015A-C). */
export const ZBranchInfo = z.object({
  companyName: z.string(),
  phoneNumber: z.string(),
  landlineNumber: z.string().nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  detailAddress: z.string().nullable(),
  businessRegistrationNumber: z.string().nullable(),
  specializationCode: z.string().nullable(),
  statusCode: z.string(),
  logoKey: z.string().nullable(),
  mainBusiness: z.string().nullable(),
  email: z.string(),
  managerName: z.string(),
});
export type BranchInfo = z.infer<typeof ZBranchInfo>;

/** Internal: GET /internal/companies/:id/branch-counts on services/jobs (x-service-token). */
export const ZBranchCounts = z.object({
  /** Live applications to the branch's ads. */
  applicantCount: z.number().int().min(0),
  /** The branch's ads (any status but deleted). */
  jobCount: z.number().int().min(0),
  /** Its ongoing (012C) ads. */
  recruitmentCount: z.number().int().min(0),
});
export type BranchCounts = z.infer<typeof ZBranchCounts>;

/** GET /api/master/branch/{employerId}: the spec's branchInfo and counts. */
export const ZBranchDetail = ZBranchCounts.extend({ employerId: z.number().int(), branchInfo: ZBranchInfo });
export type BranchDetail = z.infer<typeof ZBranchDetail>;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
/**
 * PUT /api/master/branch/{employerId}: the 'Branch information' form (companyName and email are
 * read-only and not sent). A phone that differs from the stored one needs phoneVerificationToken
 * (the spec's phoneVerify): 400 fields.phoneVerify 'Phone number is changed but not verifed'.
 * One region (province and city) and one specialization.
 */
export const ZUpdateBranchRequest = z.object({
  managerName: required('Manager name is a required input.').max(100),
  phoneNumber: ZMobilePhone,
  phoneVerificationToken: z.string().trim().min(16, PHONE_NOT_VERIFIED_MESSAGE).max(200, PHONE_NOT_VERIFIED_MESSAGE).optional(),
  province: required('Region is a required input.').max(100),
  city: required('Region is a required input.').max(100),
  detailAddress: required('Detailed address is a required input.').max(300),
  specializationCode: required('Specialization is a required input.').max(20),
  businessRegistrationNumber: ZBusinessRegistrationNumber.nullable().optional(),
  mainBusiness: required('Main business is a required input.').max(1000),
  logoKey: z.string().nullable().optional(),
});
export type UpdateBranchRequest = z.input<typeof ZUpdateBranchRequest>;

/**
 * GET /api/master/job/{employerId}?status=012C|012A|012D : the branch's ads (the answer of myJobs).
 * Ours: pageUnit (default 100) and pageNo for the endless list; the spec sends status alone.
 */
export const ZMasterJobsQuery = z.object({
  status: z.preprocess((v) => fromQuery(v) || undefined, z.enum(['012A', '012C', '012D'], { error: 'Must be 012A, 012C or 012D.' }).default('012C')),
  pageUnit: queryInt(1, 100, 100),
  pageNo: queryInt(1, Number.MAX_SAFE_INTEGER, 1),
});
export const ZMasterJobsResponse = ZMyJobsResponse;

/** GET /api/master/applicant/{employerId}/application and /job ?pageUnit=10&pageNo&email */
export const ZMasterApplicantsQuery = z.object({
  pageUnit: queryInt(1, 100, 10),
  pageNo: queryInt(1, Number.MAX_SAFE_INTEGER, 1),
  email: ZEmailParam,
});

/** The spec's 'Branch application item' (`howToAppliyCode` spelled so on the wire). */
export const ZBranchApplicationItem = z.object({
  applicationId: z.number().int(),
  jobId: z.number().int(),
  jobTitle: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  howToAppliyCode: z.string(),
  applicationStatusCode: z.enum(APPLICATION_STATUS_CODES),
  resumeTitle: z.string(),
  fullName: z.string(),
});
export type BranchApplicationItem = z.infer<typeof ZBranchApplicationItem>;
export const ZBranchApplicationsResponse = z.object({ list: z.array(ZBranchApplicationItem), resultListCount: z.number().int().min(0) });
export type BranchApplicationsResponse = z.infer<typeof ZBranchApplicationsResponse>;

/** 'Applicants by Job ad': the branch's ads with their applicant counts (the rows of applicantJobs). */
export const ZBranchApplicantJobsResponse = ZApplicantJobsResponse;
