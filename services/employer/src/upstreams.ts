import { ZBusinessSignupDetails, type BusinessSignupDetails } from '@phjobs/contracts/auth';
import { ZCompanyAdCounts, type CompanyAdCounts } from '@phjobs/contracts/employer';
import { internalHttp } from '@phjobs/service-kit/internal-http';
import { upstreamUrl } from '@phjobs/service-kit/runtime';

/** What services/employer asks other services (internal HTTP with x-service-token). */
export type Upstreams = {
  /** The company details given at sign-up (services/account); null when the account has none. */
  businessSignup(userId: number): Promise<BusinessSignupDetails | null>;
  /** The company's ads by status (services/jobs owns ads). */
  adCounts(companyId: number): Promise<CompanyAdCounts>;
};

export type UpstreamOptions = { accountUrl: string; jobsUrl: string; serviceSecret: string; timeoutMs?: number };

export const upstreamUrlsFrom = (env: NodeJS.ProcessEnv) => ({ accountUrl: upstreamUrl('account', env), jobsUrl: upstreamUrl('jobs', env) });

export function httpUpstreams({ accountUrl, jobsUrl, serviceSecret, timeoutMs = 3000 }: UpstreamOptions): Upstreams {
  const { getJson } = internalHttp({ caller: 'employer', secret: serviceSecret, timeoutMs });

  return {
    businessSignup: (userId) => getJson('account', `${accountUrl}/internal/users/${userId}/business-signup`, ZBusinessSignupDetails),
    adCounts: async (companyId) => (await getJson('jobs', `${jobsUrl}/internal/companies/${companyId}/ad-counts`, ZCompanyAdCounts)) ?? { ongoingCount: 0, underReviewCount: 0, endCount: 0 },
  };
}
