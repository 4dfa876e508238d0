/**
 * What services/chat asks other services:
 * - jobs `GET /internal/applications/:id` (x-service-token; `ZInternalApplication` of
 *   contracts/applications): who owns an application, its ad and its chat, before a memo is stored.
 *   `UPSTREAM_JOBS` (else 127.0.0.1 on PORT_JOBS or 4103) and `SERVICE_TOKEN_SECRET` configure it.
 */
import { ZInternalApplication, type InternalApplication } from '@phjobs/contracts/applications';
import { internalHttp } from '@phjobs/service-kit/internal-http';

export type Upstreams = {
  /** null when jobs knows no such application; throws a 503 HttpError when jobs cannot be asked. */
  application(applicationId: number): Promise<InternalApplication | null>;
};

export type UpstreamOptions = { jobsUrl: string; serviceSecret: string; timeoutMs?: number };

export function httpUpstreams({ jobsUrl, serviceSecret, timeoutMs = 3000 }: UpstreamOptions): Upstreams {
  const { getJson } = internalHttp({ caller: 'chat', secret: serviceSecret, timeoutMs });
  return {
    application: (applicationId) => getJson('jobs', `${jobsUrl}/internal/applications/${applicationId}`, ZInternalApplication),
  };
}
