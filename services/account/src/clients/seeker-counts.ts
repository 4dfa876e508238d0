/**
 * The my-page counts owned by other services, asked over internal HTTP with the service token:
 * services/talent GET /internal/users/{id}/resume-count and services/jobs GET
 * /internal/users/{id}/seeker-counts (contracts: ZInternalResumeCount, ZInternalSeekerCounts).
 *
 * Fallback: a 404 counts as 0 — the member has nothing there yet, or that service does not offer
 * the route yet. Anything else (no answer, 5xx, a body that breaks the contract) is a 503: a wrong
 * 0 would look like lost data.
 */
import { ZInternalResumeCount, ZInternalSeekerCounts } from '@phjobs/contracts/account';
import { internalHttp } from '@phjobs/service-kit/internal-http';

export type SeekerCountValues = { resumeCount: number; applicationCount: number; scrapCount: number };

export interface SeekerCounts {
  counts(userId: number): Promise<SeekerCountValues>;
}

export type SeekerCountsOptions = { talentUrl: string; jobsUrl: string; serviceSecret: string; timeoutMs?: number };

export function httpSeekerCounts({ talentUrl, jobsUrl, serviceSecret, timeoutMs = 3000 }: SeekerCountsOptions): SeekerCounts {
  const { getJson } = internalHttp({ caller: 'account', secret: serviceSecret, timeoutMs });

  return {
    async counts(userId) {
      const [resumes, seeker] = await Promise.all([
        getJson('talent', `${talentUrl}/internal/users/${userId}/resume-count`, ZInternalResumeCount),
        getJson('jobs', `${jobsUrl}/internal/users/${userId}/seeker-counts`, ZInternalSeekerCounts),
      ]);
      return { resumeCount: resumes?.resumeCount ?? 0, applicationCount: seeker?.applicationCount ?? 0, scrapCount: seeker?.scrapCount ?? 0 };
    },
  };
}
