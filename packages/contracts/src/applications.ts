/**
 * Applications to job ads, after the apply screen (whose calls are in ./jobs.ts: ZApplicationData,
 * ZApplyOnlineBody, ZApplyEtcBody): the job seeker's 'Application status' list and cancel
 * (account-community.md), the employer's applicant counts, list and status change (employer.md),
 * and the internal calls services/jobs makes to services/account and services/talent.
 *
 * Spec names are kept (`chat_url`, `uid`, `howToApply`); shapes the spec does not show are ours and
 * marked so.
 */
import { z } from 'zod';
import { APPLICATION_STATUS_CODES, APPLY_METHOD_CODES, LIMITS, RESUME_STATUS } from './codes.ts';
import { codeOf, fromQuery, queryBool, queryInt, queryText, ZEmailParam } from './jobs.ts';
import { ZResumeFile, ZResumeShown, ZResumeUserInfo } from './talent.ts';

/** A positive integer id, as a JSON number or a numeric string ('12'); the message names the id. */
export const positiveId = (what: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value),
    z.number({ error: `The ${what} id must be a positive integer.` }).int({ error: `The ${what} id must be a positive integer.` }).min(1, { error: `The ${what} id must be a positive integer.` }),
  );

/** `{applicationId}` / `{id}` of the application calls. */
export const ZApplicationIdParam = z.object({ id: positiveId('application') });

/** Error codes of the application calls, beside the common ones (validation/invalid, auth/*, not-found). */
export const APPLICATION_ERROR_CODES = {
  /** 409: 'You have already applied to this job ad.' (one live application per member and ad). */
  alreadyApplied: 'application/already-applied',
  /** 409: the ad ended or its deadline passed. */
  adClosed: 'application/ad-closed',
  /** 409: Pass (021A) and Non pass (021B) applications, ended chats (021E) and cancelled ones cannot be cancelled. */
  notCancellable: 'application/not-cancellable',
  /** 409: a cancelled application's status cannot change. */
  cancelled: 'application/cancelled',
  /** 503: services/account or services/talent did not answer. */
  unavailable: 'service/unavailable',
} as const;

export const ALREADY_APPLIED_MESSAGE = 'You have already applied to this job ad.';

/** `POST /api/application/{id}` and `POST /api/application/etc/{id}` answer 201 with this (ours: the spec shows no body). */
export const ZApplyResponse = z.object({
  applicationId: z.number().int(),
  jobId: z.number().int(),
  howToApplyCode: z.string(),
  statusCode: z.enum(APPLICATION_STATUS_CODES),
});
export type ApplyResponse = z.infer<typeof ZApplyResponse>;

// ---------------------------------------------------------------------------------------------
// The job seeker: GET /api/application/myApplications, PUT /api/application/{applicationId}
// ---------------------------------------------------------------------------------------------

/** Tabs All, General, Chat: `howToApply` all, online (every method but chat), chat (018B). */
export const HOW_TO_APPLY_TABS = ['all', 'online', 'chat'] as const;
export type HowToApplyTab = (typeof HOW_TO_APPLY_TABS)[number];

/** The period chips (1 week, 1 month, 3 months, 6 months, 1 year): `periodValue` of `periodUnit`. */
export const PERIOD_UNITS = ['d', 'w', 'm', 'y'] as const;
export type PeriodUnit = (typeof PERIOD_UNITS)[number];
const PERIOD_UNIT_ALIASES: Record<string, PeriodUnit> = { d: 'd', day: 'd', days: 'd', w: 'w', week: 'w', weeks: 'w', m: 'm', month: 'm', months: 'm', y: 'y', year: 'y', years: 'y' };

const allOr = <C extends string>(codes: readonly C[]) =>
  z.preprocess((value) => {
    const v = fromQuery(value);
    return v === undefined || (typeof v === 'string' && v.toLowerCase() === 'all') ? 'all' : v;
  }, z.union([z.literal('all'), codeOf(codes)]));

/**
 * `GET /api/application/myApplications?howToApplyCode=all&howToApply=all|online|chat&companyName&statusCode&periodValue&periodUnit&pageUnit=10&pageNo&email`.
 * No period means every application; the screen's default is one week (1, w).
 */
export const ZMyApplicationsQuery = z.object({
  howToApplyCode: allOr(APPLY_METHOD_CODES),
  howToApply: z.preprocess(
    (value) => {
      const v = fromQuery(value);
      return typeof v === 'string' ? ({ general: 'online' } as Record<string, string>)[v.toLowerCase()] ?? v.toLowerCase() : v;
    },
    z.enum(HOW_TO_APPLY_TABS, { error: `Must be one of ${HOW_TO_APPLY_TABS.join(', ')}.` }).default('all'),
  ),
  /** Part of the company name, any case. */
  companyName: queryText(100),
  statusCode: allOr(APPLICATION_STATUS_CODES),
  periodValue: z.preprocess(
    (value) => {
      const v = fromQuery(value);
      return typeof v === 'string' && /^\d{1,4}$/.test(v) ? Number(v) : v;
    },
    z.number({ error: 'Must be an integer from 1 to 3650.' }).int().min(1, { error: 'Must be an integer from 1 to 3650.' }).max(3650, { error: 'Must be an integer from 1 to 3650.' }).optional(),
  ),
  periodUnit: z.preprocess(
    (value) => {
      const v = fromQuery(value);
      return typeof v === 'string' ? (PERIOD_UNIT_ALIASES[v.toLowerCase()] ?? v) : v;
    },
    z.enum(PERIOD_UNITS, { error: "Must be one of d, w, m, y (day, week, month, year)." }).optional(),
  ),
  pageUnit: queryInt(1, LIMITS.maxPageUnit, LIMITS.pageUnit),
  pageNo: queryInt(1, Number.MAX_SAFE_INTEGER, 1),
  email: ZEmailParam,
});
export type MyApplicationsQuery = z.output<typeof ZMyApplicationsQuery>;

/** One row of the applicant's 'Application status' (account-community.md 'My application row'). */
export const ZMyApplicationRow = z.object({
  applicationId: z.number().int(),
  /** The apply method code (018A online ... 018B direct/chat). */
  applicationType: z.string(),
  /** The method's name ('Online', 'Email', ...); 'Direct' means a chat application. */
  applicationTitle: z.string(),
  jobId: z.number().int(),
  /** The applicant's user id (the chat route /chats/apply/apply_{jobId}_{uid}). */
  uid: z.number().int(),
  jobTitle: z.string(),
  companyName: z.string(),
  /** The ad's status: 012C ongoing, 012D end. */
  jobStatusCode: z.string(),
  /** YYYY-MM-DD, or null when the ad has none. */
  deadlineDate: z.string().nullable(),
  /** When the application was made, ISO 8601. */
  registerDate: z.string(),
  statusCode: z.enum(APPLICATION_STATUS_CODES),
  /** 'apply_{jobId}_{uid}' for chat applications (018B), else null. */
  chat_url: z.string().nullable(),
  /** The memo as the chat service stores it (the URL-encoded text, base64-encoded), or null. */
  memo: z.string().nullable(),
  /** ours: the company deleted the ad (the application stays readable; its chat is frozen). */
  jobDeleted: z.boolean().optional(),
});
export type MyApplicationRow = z.infer<typeof ZMyApplicationRow>;

/** Newest first; cancelled applications are left out (a cancelled application is removed from the list). */
export const ZMyApplicationsResponse = z.object({ list: z.array(ZMyApplicationRow), resultListCount: z.number().int().min(0) });
export type MyApplicationsResponse = z.infer<typeof ZMyApplicationsResponse>;

/** `PUT /api/application/{applicationId}` = cancel. `howToApplyCode` is what the client sends; it is not needed. */
export const ZCancelApplicationBody = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? {} : value),
  z.object({ howToApplyCode: z.union([z.string().max(8), z.null()]).optional() }, { error: 'The body must be a JSON object.' }),
);

/** The answer of a cancel (ours): the application is 021D Cancelled from now on. */
export const ZCancelApplicationResponse = z.object({ applicationId: z.number().int(), statusCode: z.enum(APPLICATION_STATUS_CODES) });
export type CancelApplicationResponse = z.infer<typeof ZCancelApplicationResponse>;

// ---------------------------------------------------------------------------------------------
// The employer: status change, counts of one ad, the company's applications
// ---------------------------------------------------------------------------------------------

/** The statuses an employer may set: Pass, Non pass, Under review. */
export const EMPLOYER_STATUS_CODES = ['021A', '021B', '021C'] as const;

/**
 * `PUT /api/employer/myPage/applicant/changeStatus/{id}` with `howToApply` and `statusCode` (in
 * the body; the query is read too). `howToApply` is the application's method code as the screen
 * knows it: accepted, not needed.
 */
export const ZChangeApplicationStatusBody = z.object({
  howToApply: z.union([z.string().max(8), z.null()]).optional(),
  statusCode: z.preprocess(fromQuery, z.enum(EMPLOYER_STATUS_CODES, { error: 'Must be 021A (Pass), 021B (Non pass) or 021C (Under review).' })),
});
export type ChangeApplicationStatusBody = z.output<typeof ZChangeApplicationStatusBody>;

/** The answer (ours). Setting the current status again changes nothing and tells nobody. */
export const ZChangeApplicationStatusResponse = z.object({
  applicationId: z.number().int(),
  statusCode: z.enum(APPLICATION_STATUS_CODES),
  previousStatusCode: z.enum(APPLICATION_STATUS_CODES),
});
export type ChangeApplicationStatusResponse = z.infer<typeof ZChangeApplicationStatusResponse>;

/** `GET /api/application/applicants/job/{id}`: the ad's title and its live applications by status. */
export const ZJobApplicantCounts = z.object({
  title: z.string(),
  underReview: z.number().int().min(0),
  pass: z.number().int().min(0),
  nonPass: z.number().int().min(0),
  // ours:
  jobId: z.number().int(),
  /** Every live (not cancelled) application of the ad. */
  applicant: z.number().int().min(0),
  /** Live applications the company has not opened yet (the 'Unread applications' tab). */
  unread: z.number().int().min(0),
});
export type JobApplicantCounts = z.infer<typeof ZJobApplicantCounts>;

/** `GET /api/application/applicants?pageUnit&pageNo&email[&howToApplyCode=018B]` */
export const ZApplicantsQuery = z.object({
  pageUnit: queryInt(1, LIMITS.maxPageUnit, LIMITS.pageUnit),
  pageNo: queryInt(1, Number.MAX_SAFE_INTEGER, 1),
  email: ZEmailParam,
  /** One method only (018B: the 'Chat applications' tab); absent or 'all' = every method. */
  howToApplyCode: allOr(APPLY_METHOD_CODES),
});
export type ApplicantsQuery = z.output<typeof ZApplicantsQuery>;

/** One row of the employer's applicant lists (employer.md 'Employer application row'; overview fields included). */
export const ZApplicantRow = z.object({
  applicationId: z.number().int(),
  /** ISO 8601. */
  createdAt: z.string(),
  howToApplyCode: z.string(),
  statusCode: z.enum(APPLICATION_STATUS_CODES),
  /** The resume's title for online applications, else the method's name ('Email application'). */
  title: z.string(),
  /** The applicant's name as it was when applying; 'Withdrawn member' after a withdrawal. */
  fullName: z.string(),
  jobId: z.number().int(),
  jobTitle: z.string(),
  applicationStatusCode: z.enum(APPLICATION_STATUS_CODES),
  /** ours: the company opened the application's detail (GET .../applicant/detail/{id}); false = unread. */
  isRead: z.boolean(),
});
export type ApplicantRow = z.infer<typeof ZApplicantRow>;

/** The company's live applications over all its ads, newest first. */
export const ZApplicantsResponse = z.object({ list: z.array(ZApplicantRow), resultListCount: z.number().int().min(0) });
export type ApplicantsResponse = z.infer<typeof ZApplicantsResponse>;

/**
 * The tabs of one ad's applicants (`type`): all, or unread (not opened yet). The spec writes
 * 'type=all or byJob': byJob is taken as all (the overview's tab name sent here means the whole ad).
 */
export const JOB_APPLICANT_TYPES = ['all', 'unread'] as const;
export type JobApplicantType = (typeof JOB_APPLICANT_TYPES)[number];

/** `GET /api/employer/myPage/applicant/{id}?type=all|unread|byJob&pageUnit&pageNo&email` */
export const ZJobApplicantsQuery = ZApplicantsQuery.extend({
  type: z.preprocess(
    (value) => {
      const v = fromQuery(value);
      return typeof v === 'string' ? ({ byjob: 'all' } as Record<string, string>)[v.toLowerCase()] ?? v.toLowerCase() : v;
    },
    z.enum(JOB_APPLICANT_TYPES, { error: 'Must be all, unread or byJob.' }).default('all'),
  ),
});
export type JobApplicantsQuery = z.output<typeof ZJobApplicantsQuery>;

/** `GET /api/application/applicants/job?pageUnit=10&pageNo&email&isOnlyOngoing`: the overview's by-ad tab. */
export const ZApplicantJobsQuery = z.object({
  pageUnit: queryInt(1, LIMITS.maxPageUnit, LIMITS.pageUnit),
  pageNo: queryInt(1, Number.MAX_SAFE_INTEGER, 1),
  email: ZEmailParam,
  /** 'View only ongoing': only 012C ads. */
  isOnlyOngoing: queryBool,
});
export type ApplicantJobsQuery = z.output<typeof ZApplicantJobsQuery>;

/** One of the company's ads with its applicant counts (employer.md 'Ad summary'); deleted ads are left out. */
export const ZApplicantJobRow = z.object({
  jobId: z.number().int(),
  /** The registration day, YYYY-MM-DD (Manila). */
  date: z.string(),
  title: z.string(),
  statusCode: z.string(),
  underReview: z.number().int().min(0),
  pass: z.number().int().min(0),
  nonPass: z.number().int().min(0),
  view: z.number().int().min(0),
  /** Live (not cancelled) applications. */
  applicant: z.number().int().min(0),
  /** Live applications not opened yet. */
  unread: z.number().int().min(0),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApplicantJobRow = z.infer<typeof ZApplicantJobRow>;

/** Newest registration first. */
export const ZApplicantJobsResponse = z.object({ list: z.array(ZApplicantJobRow), resultListCount: z.number().int().min(0) });
export type ApplicantJobsResponse = z.infer<typeof ZApplicantJobsResponse>;

/** `GET /api/employer/myPage/applicant/detail/{id}?howToApply&email`: `howToApply` is accepted, not needed. */
export const ZApplicantDetailQuery = z.object({
  howToApply: queryText(8),
  email: ZEmailParam,
});

/** The resume sent with an online application (employer.md 'resumeInfo'). */
export const ZApplicantResumeInfo = ZResumeShown.extend({
  portfolio: z.array(ZResumeFile),
  resumePhoto: z.array(ZResumeFile),
  selfIntroduction: z.string(),
});
export type ApplicantResumeInfo = z.infer<typeof ZApplicantResumeInfo>;

/** Masks an e-mail's local part after its first two characters: juan@gmail.com -> ju***@gmail.com. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email.length <= 2 ? `${email}***` : `${email.slice(0, 2)}***`;
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

/**
 * The applicant detail (employer.md 'Applicant detail'). `resumeInfo` is null when the application
 * carries no resume (every method but online) or the resume is gone; `resumeKey`/`resumeFileNmae`
 * (spelled so) are the company's own form the Email apply sent (a file key of services/media).
 */
export const ZApplicantDetail = z.object({
  /** The e-mail masked: ju***@gmail.com. */
  userInfo: ZResumeUserInfo,
  resumeInfo: ZApplicantResumeInfo.nullable(),
  resumeKey: z.string().nullable(),
  resumeFileNmae: z.string().nullable(),
  /** The application's message (Email, Direct, Telephone, Onsite), else the resume's. */
  selfIntroduction: z.string().nullable(),
  // ours:
  applicationId: z.number().int(),
  jobId: z.number().int(),
  jobTitle: z.string(),
  howToApplyCode: z.string(),
  statusCode: z.enum(APPLICATION_STATUS_CODES),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type ApplicantDetail = z.infer<typeof ZApplicantDetail>;

// ---------------------------------------------------------------------------------------------
// Internal calls (x-service-token)
// ---------------------------------------------------------------------------------------------

/** services/account `GET /internal/users/:id/profile`: who a member is, for the apply screen. */
export const ZMemberProfile = z.object({
  userId: z.number().int(),
  userType: z.enum(['individual', 'company', 'master.company']),
  fullName: z.string(),
  email: z.string(),
  /** 003A male, otherwise female; null for company members. */
  genderCode: z.string().nullable(),
  /** YYYY-MM-DD */
  birthDate: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});
export type MemberProfile = z.infer<typeof ZMemberProfile>;

/** One resume of the apply screen's list (spec 'resumeList'): 020A Published. */
export const ZApplyResume = z.object({
  id: z.number().int(),
  statusCode: z.enum(Object.keys(RESUME_STATUS) as [keyof typeof RESUME_STATUS, ...(keyof typeof RESUME_STATUS)[]]),
  title: z.string(),
  /** ISO 8601 */
  updatedAt: z.string(),
});
export type ApplyResume = z.infer<typeof ZApplyResume>;

/** services/talent `GET /internal/users/:userId/resumes`: the member's resumes, newest update first. */
export const ZMemberResumes = z.object({ resumeList: z.array(ZApplyResume) });
export type MemberResumes = z.infer<typeof ZMemberResumes>;

/** services/jobs `GET /internal/users/:id/seeker-counts`, for the individual my-page. */
export const ZSeekerCounts = z.object({ applicationCount: z.number().int().min(0), scrapCount: z.number().int().min(0) });
export type SeekerCounts = z.infer<typeof ZSeekerCounts>;

/**
 * services/jobs `GET /internal/applications/:id` (ours): who owns an application and what it is, for
 * the chat service's memo (only the owner writes one). `userId` is null once the member withdrew.
 */
export const ZInternalApplication = z.object({
  applicationId: z.number().int(),
  jobId: z.number().int(),
  userId: z.number().int().nullable(),
  howToApplyCode: z.enum(APPLY_METHOD_CODES),
  statusCode: z.enum(APPLICATION_STATUS_CODES),
  /** 'apply_{jobId}_{uid}' for a chat application (018B), else null (as in the 'Application status' row). */
  chat_url: z.string().nullable(),
  cancelled: z.boolean(),
});
export type InternalApplication = z.infer<typeof ZInternalApplication>;
