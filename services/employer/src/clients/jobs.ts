import { ZCompanyAdCounts, type CompanyAdCounts } from '@phjobs/contracts/employer';
import { fillPath } from '@phjobs/contracts/route';
import { JOBS_ROUTES } from '@phjobs/contracts/routes/jobs';
import { internalHttp } from '@phjobs/service-kit/internal-http';

/** What services/employer asks services/jobs (internal HTTP with x-service-token). */
export type JobsClient = {
  /** The company's ads by status (services/jobs owns ads); zeros when jobs has none to tell. */
  adCounts(companyId: number): Promise<CompanyAdCounts>;
};

export function httpJobsClient({ jobsUrl, serviceSecret, timeoutMs = 3000 }: { jobsUrl: string; serviceSecret: string; timeoutMs?: number }): JobsClient {
  const { getJson } = internalHttp({ caller: 'employer', secret: serviceSecret, timeoutMs });
  return {
    adCounts: async (companyId) =>
      (await getJson('jobs', `${jobsUrl}${fillPath(JOBS_ROUTES.companyAdCounts.path, { id: companyId })}`, ZCompanyAdCounts)) ?? { ongoingCount: 0, underReviewCount: 0, endCount: 0 },
  };
}
