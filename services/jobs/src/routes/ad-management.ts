/**
 * The company's own ads: register, edit (load and save), suspend, re-register, delete and the
 * management list (employer.md 'Job ad management', issue 12 'Ad lifecycle'). HTTP only: the
 * rules are domain/ad-lifecycle.ts and domain/review-job-ad.ts, the statements data/company-ads.ts,
 * data/review-ads.ts and data/my-jobs.ts. The kit checks who asks (visitors 401, individuals 403);
 * another company's ad answers 404 and nothing changes.
 */
import type { JOBS_API } from '@phjobs/contracts/api/jobs';
import { notFound } from '@phjobs/service-kit/errors';
import type { Db } from '@phjobs/service-kit/events/sql';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { CompanyDirectory } from '../clients/companies.ts';
import { companyAdForEdit, deleteCompanyAd, endCompanyAd, insertCompanyAd, latestCompanyHeader, lockCompanyAd, reRegisterCompanyAd, updateCompanyAd, type StatusRow } from '../data/company-ads.ts';
import { listMyJobs } from '../data/my-jobs.ts';
import { reviewDueAds } from '../data/review-ads.ts';
import { assertCanEnd, assertCanReRegister, assertDeadlineNotPast, reviewDueAt } from '../domain/ad-lifecycle.ts';
import { companyHeaderFor } from '../domain/company-header.ts';
import type { SearchLookups } from '../domain/lookups.ts';
import { manilaDate } from '../domain/manila-day.ts';

type AdManagementRoute = 'createJobAd' | 'jobAdForEdit' | 'endJobAd' | 'reRegisterJobAd' | 'updateJobAd' | 'deleteJobAd' | 'myJobs';

export type AdManagementDeps = {
  db: Db;
  lookups: SearchLookups;
  companies: CompanyDirectory;
  now: () => Date;
  /** 0: reviewed right after the write (config.ts JOBS_REVIEW_DELAY_SECONDS). */
  reviewDelaySeconds: number;
};

const NO_AD = 'No such job ad.';

export function adManagementHandlers({ db, lookups, companies, now, reviewDelaySeconds }: AdManagementDeps): Handlers<typeof JOBS_API, AdManagementRoute> {
  /** With no delay, the review runs now; its outcome is the answer's status (the scheduler retries a failed one). */
  const reviewNow = async (row: StatusRow, at: Date): Promise<StatusRow> => {
    if (reviewDelaySeconds > 0 || row.statusCode !== '012A') return row;
    const [outcome] = await reviewDueAds(db, at, { jobId: row.jobId });
    return outcome ?? row;
  };

  return {
    createJobAd: async ({ body, principal }) => {
      const at = now();
      assertDeadlineNotPast(body, manilaDate(at));
      const header = await companyHeaderFor(principal.userId, { latestOfCompany: (id) => latestCompanyHeader(db, id), signupName: (id) => companies.companyName(id) });
      const jobId = await insertCompanyAd(db, { companyId: principal.userId, header, payload: body, now: at, reviewDueAt: reviewDueAt(at, reviewDelaySeconds) });
      const reviewed = await reviewNow({ jobId, statusCode: '012A', reviewReasons: [] }, at);
      return { data: { jobId, statusCode: reviewed.statusCode } };
    },

    jobAdForEdit: async ({ params, principal }) => {
      const ad = await companyAdForEdit(db, principal.userId, params.id, lookups);
      if (!ad) throw notFound(NO_AD);
      return ad;
    },

    updateJobAd: async ({ params, body, principal }) => {
      const at = now();
      assertDeadlineNotPast(body, manilaDate(at));
      const row = await updateCompanyAd(db, { companyId: principal.userId, jobId: params.id, payload: body, now: at, reviewDueAt: reviewDueAt(at, reviewDelaySeconds) });
      if (!row) throw notFound(NO_AD);
      return reviewNow(row, at);
    },

    endJobAd: async ({ params, principal }) => {
      const at = now();
      return db.$transaction(async (tx) => {
        const ad = await lockCompanyAd(tx, principal.userId, params.id);
        if (!ad) throw notFound(NO_AD);
        assertCanEnd(ad.statusCode);
        await endCompanyAd(tx, ad.jobId, at);
        return { jobId: ad.jobId, statusCode: '012D', reviewReasons: [] };
      });
    },

    reRegisterJobAd: async ({ params, principal }) => {
      const at = now();
      const row = await db.$transaction(async (tx) => {
        const ad = await lockCompanyAd(tx, principal.userId, params.id);
        if (!ad) throw notFound(NO_AD);
        assertCanReRegister(ad.statusCode);
        await reRegisterCompanyAd(tx, ad.jobId, at, reviewDueAt(at, reviewDelaySeconds));
        return { jobId: ad.jobId, statusCode: '012A', reviewReasons: [] };
      });
      return reviewNow(row, at);
    },

    deleteJobAd: async ({ params, principal }) => {
      const row = await deleteCompanyAd(db, principal.userId, params.id, now());
      if (!row) throw notFound(NO_AD);
      return row;
    },

    myJobs: ({ query, principal }) => listMyJobs(db, principal.userId, query),
  };
}
