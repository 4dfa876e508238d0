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
import { serviceToken } from '@phjobs/service-kit/auth';
import { HttpError } from '@phjobs/service-kit/errors';
import type { z } from 'zod';

export type SeekerCountValues = { resumeCount: number; applicationCount: number; scrapCount: number };

export interface SeekerCounts {
  counts(userId: number): Promise<SeekerCountValues>;
}

export type SeekerCountsOptions = { talentUrl: string; jobsUrl: string; serviceSecret: string; timeoutMs?: number };

export const upstreamUrlsFrom = (env: NodeJS.ProcessEnv) => ({
  talentUrl: env.UPSTREAM_TALENT ?? 'http://127.0.0.1:4104',
  jobsUrl: env.UPSTREAM_JOBS ?? 'http://127.0.0.1:4103',
});

const unavailable = (service: string) => new HttpError(503, 'service/unavailable', `The ${service} service is not available. Please try again.`);

export function httpSeekerCounts({ talentUrl, jobsUrl, serviceSecret, timeoutMs = 3000 }: SeekerCountsOptions): SeekerCounts {
  const token = serviceToken(serviceSecret, 'account');

  async function getJson<S extends z.ZodType>(service: string, url: string, schema: S): Promise<z.output<S> | null> {
    let res: Response;
    try {
      res = await fetch(url, { headers: { 'x-service-token': token, accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw unavailable(service);
    }
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok) throw unavailable(service);
    const parsed = schema.safeParse(await res.json().catch(() => undefined));
    if (!parsed.success) throw unavailable(service);
    return parsed.data;
  }

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
