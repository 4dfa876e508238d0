/**
 * `/api/application/*` and the employer's applicant calls (jobs-seeker.md 'Apply',
 * account-community.md 'Application status', employer.md 'Applicant management'): call the
 * domain, shape the answer. Declared in contracts routes/jobs.ts: individuals apply, read and
 * cancel their own applications; the company that owns an ad reads its applicants and changes
 * their status; the company's master reads them too (domain/ad-reader.ts), without marking them
 * read or changing their status (403).
 */
import { ZChangeApplicationStatusBody } from '@phjobs/contracts/applications';
import type { JOBS_API } from '@phjobs/contracts/api/jobs';
import type { Principal } from '@phjobs/service-kit/auth';
import { notFound } from '@phjobs/service-kit/errors';
import type { Db } from '@phjobs/service-kit/events/sql';
import type { Handlers } from '@phjobs/service-kit/routes';
import { parse } from '@phjobs/service-kit/validate';
import type { MemberDirectory } from '../clients/members.ts';
import type { ResumeDirectory } from '../clients/resumes.ts';
import { applicationStore } from '../data/applications/application-store.ts';
import { applyToJob } from '../domain/applications/apply-to-job.ts';
import {
  changeApplicationStatus,
  countJobApplicants,
  findCompanyApplication,
  listApplicantJobs,
  listCompanyApplicants,
  markApplicationRead,
} from '../data/applications/employer-applicants.ts';
import { readerOf, type AdReader } from '../domain/ad-reader.ts';
import { getApplicantDetail } from '../domain/applications/get-applicant-detail.ts';
import { getApplicationData } from '../domain/applications/get-application-data.ts';
import { cancelApplication, listMyApplications } from '../data/applications/my-applications.ts';

export type ApplicationDeps = {
  /** The database of releaseAfterCommit (start.ts): a transaction that wrote an event wakes the relay. */
  db: Db;
  members: MemberDirectory;
  resumes: ResumeDirectory;
  now: () => Date;
};

type ApplicationRoute =
  | 'myApplications'
  | 'applicationData'
  | 'applyOnline'
  | 'applyEtc'
  | 'cancelApplication'
  | 'applicants'
  | 'applicantJobs'
  | 'jobApplicantCounts'
  | 'applicantDetail'
  | 'changeApplicantStatus'
  | 'jobApplicants';

/** The caller's id as this service keeps it (numeric); the routes admit the right user types only. */
const numericId = ({ userId }: Principal) => {
  if (!/^\d{1,18}$/.test(userId)) throw notFound('No such member.');
  return userId;
};
const applicantOf = (principal: Principal) => ({ userId: numericId(principal), email: principal.email });

export function applicationHandlers({ db, members, resumes, now }: ApplicationDeps): Handlers<typeof JOBS_API, ApplicationRoute> {
  const apply = { store: applicationStore(db), members, resumes, now };
  const detail = {
    findApplication: (reader: AdReader, applicationId: number) => findCompanyApplication(db, reader, applicationId),
    markRead: (applicationId: number, at: Date) => markApplicationRead(db, applicationId, at),
    members,
    resumes,
    now,
  };
  return {
    myApplications: ({ principal, query }) => listMyApplications(db, numericId(principal), query, now()),

    /** The apply screen's data; {id} is the job ad. */
    applicationData: ({ principal, params: { id }, query: { applyType } }) => getApplicationData(apply, { jobId: id, userId: numericId(principal), applyType }),

    /** Online, with one of the applicant's resumes. */
    applyOnline: ({ principal, params: { id }, body: { resumeId } }) => applyToJob(apply, { jobId: id, applicant: applicantOf(principal), method: 'online', resumeId }),

    /** Direct (also the chat apply), Email, Telephone, Onsite. */
    applyEtc: ({ principal, params: { id }, body }) =>
      applyToJob(apply, {
        jobId: id,
        applicant: applicantOf(principal),
        method: 'etc',
        howToApplyCode: body.howToApplyCode,
        selfIntroduction: body.selfIntroduction ?? null,
        companyOwnResumeKey: body.companyOwnResumeKey ?? null,
        companyOwnResumeFileName: body.companyOwnResumeFileName ?? null,
      }),

    /** Cancel: {id} is the application. */
    cancelApplication: ({ principal, params: { id } }) => cancelApplication(db, numericId(principal), id),

    /** The company's own applicants (a master's own ads' too; its branches' are /api/master/applicant). */
    applicants: ({ principal, query }) => listCompanyApplicants(db, numericId(principal), query),

    /** The overview's by-ad tab: the company's ads with their counts ('View only ongoing': isOnlyOngoing). */
    applicantJobs: ({ principal, query }) => listApplicantJobs(db, numericId(principal), query),

    /** One ad's counts: its company's, or its company's master's. */
    jobApplicantCounts: ({ principal, params: { id } }) => countJobApplicants(db, readerOf(principal), id),

    /** The applicant detail; the ad's company opening it marks the application read (its master's reading does not). */
    applicantDetail: ({ principal, params: { id } }) => getApplicantDetail(detail, readerOf(principal), id),

    /** The employer sets Pass, Non pass or Under review: `howToApply` and `statusCode` in the body, or in the query. */
    changeApplicantStatus: ({ principal, params: { id }, req }) => {
      const companyId = numericId(principal);
      const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
      const { statusCode } = parse(ZChangeApplicationStatusBody, { howToApply: req.query.howToApply, statusCode: req.query.statusCode, ...body });
      return changeApplicationStatus(db, { id: companyId, master: principal.userType === 'master.company' }, id, statusCode);
    },

    /** One ad's live applications (employer.md: GET /api/employer/myPage/applicant/{id}?type=all|byJob; ours: unread; byJob = all). */
    jobApplicants: ({ principal, params: { id }, query }) => listCompanyApplicants(db, readerOf(principal), { ...query, jobId: id, unread: query.type === 'unread' }),
  };
}
