import { ZBranchCounts, type BranchCounts } from '@phjobs/contracts/branches';
import { ZCompanyAdCounts, type CompanyAdCounts } from '@phjobs/contracts/employer';
import { fillPath } from '@phjobs/contracts/route';
import { JOBS_ROUTES } from '@phjobs/contracts/routes/jobs';
import { internalHttp, serviceUnavailable } from '@phjobs/service-kit/internal-http';
import { z } from 'zod';

/** What the paid ad service needs of an ad. */
export type AdOfCompany = { jobId: number; companyId: number; title: string; statusCode: string };

const ZAdOfCompany = z.object({ jobId: z.number().int(), companyId: z.number().int(), title: z.string(), statusCode: z.string() });

/** What services/employer asks services/jobs (internal HTTP with x-service-token). */
export type JobsClient = {
  /** The company's ads by status (services/jobs owns ads); zeros when jobs has none to tell. */
  adCounts(companyId: number): Promise<CompanyAdCounts>;
  /**
   * The ad as its viewer may see it, asked with the member's own bearer token (jobs shows a company
   * its own ads in any status, others only ongoing ones): null when jobs has no such ad for them
   * (unknown, deleted, or another company's and not ongoing). 503 when jobs cannot be asked.
   */
  adAsSeenBy(jobId: number, authorization: string): Promise<AdOfCompany | null>;
  /** A branch's applicants, ads and ongoing ads (GET /internal/companies/:id/branch-counts); zeros when jobs has none to tell. */
  branchCounts(companyId: number): Promise<BranchCounts>;
};

export function httpJobsClient({ jobsUrl, serviceSecret, timeoutMs = 3000 }: { jobsUrl: string; serviceSecret: string; timeoutMs?: number }): JobsClient {
  const { get, getJson } = internalHttp({ caller: 'employer', secret: serviceSecret, timeoutMs });
  return {
    adCounts: async (companyId) =>
      (await getJson('jobs', `${jobsUrl}${fillPath(JOBS_ROUTES.companyAdCounts.path, { id: companyId })}`, ZCompanyAdCounts)) ?? { ongoingCount: 0, underReviewCount: 0, endCount: 0 },
    adAsSeenBy: async (jobId, authorization) => {
      const answer = await get(`${jobsUrl}${fillPath(JOBS_ROUTES.jobAd.path, { id: jobId })}`, ZAdOfCompany, { authorization });
      if (answer.status === 404 || answer.status === 400) return null;
      if (answer.body === null) throw serviceUnavailable('jobs');
      return answer.body;
    },
    branchCounts: async (companyId) =>
      (await getJson('jobs', `${jobsUrl}${fillPath(JOBS_ROUTES.branchCounts.path, { id: companyId })}`, ZBranchCounts)) ?? { applicantCount: 0, jobCount: 0, recruitmentCount: 0 },
  };
}
