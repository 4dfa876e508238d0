import { ZBusinessSignupDetails, type BusinessSignupDetails } from '@phjobs/contracts/auth';
import { ZCompanyAdCounts, type CompanyAdCounts } from '@phjobs/contracts/employer';
import { serviceToken } from '@phjobs/service-kit/auth';
import { HttpError } from '@phjobs/service-kit/errors';
import type { z } from 'zod';

/** What services/employer asks other services (internal HTTP with x-service-token). */
export type Upstreams = {
  /** The company details given at sign-up (services/account); null when the account has none. */
  businessSignup(userId: number): Promise<BusinessSignupDetails | null>;
  /** The company's ads by status (services/jobs owns ads). */
  adCounts(companyId: number): Promise<CompanyAdCounts>;
};

export type UpstreamOptions = { accountUrl: string; jobsUrl: string; serviceSecret: string; timeoutMs?: number };

export const upstreamUrlsFrom = (env: NodeJS.ProcessEnv) => ({
  accountUrl: env.UPSTREAM_ACCOUNT ?? 'http://127.0.0.1:4101',
  jobsUrl: env.UPSTREAM_JOBS ?? 'http://127.0.0.1:4103',
});

const unavailable = (service: string) => new HttpError(503, 'service/unavailable', `The ${service} service is not available. Please try again.`);

export function httpUpstreams({ accountUrl, jobsUrl, serviceSecret, timeoutMs = 3000 }: UpstreamOptions): Upstreams {
  const token = serviceToken(serviceSecret, 'employer');

  async function getJson<S extends z.ZodType>(service: string, url: string, schema: S): Promise<z.output<S> | null> {
    let res: Response;
    try {
      res = await fetch(url, { headers: { 'x-service-token': token, accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw unavailable(service);
    }
    if (res.status === 404) return null;
    if (!res.ok) throw unavailable(service);
    const parsed = schema.safeParse(await res.json().catch(() => undefined));
    if (!parsed.success) throw unavailable(service);
    return parsed.data;
  }

  return {
    businessSignup: (userId) => getJson('account', `${accountUrl}/internal/users/${userId}/business-signup`, ZBusinessSignupDetails),
    adCounts: async (companyId) => (await getJson('jobs', `${jobsUrl}/internal/companies/${companyId}/ad-counts`, ZCompanyAdCounts)) ?? { ongoingCount: 0, underReviewCount: 0, endCount: 0 },
  };
}
