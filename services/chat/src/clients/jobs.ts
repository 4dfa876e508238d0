/**
 * What services/chat asks services/jobs: JOBS_ROUTES.internalApplication (x-service-token;
 * `ZInternalApplication` of contracts/applications): who owns an application, its ad and its chat,
 * before a memo is stored.
 */
import { ZInternalApplication, type InternalApplication } from '@phjobs/contracts/applications';
import { fillPath } from '@phjobs/contracts/route';
import { JOBS_ROUTES } from '@phjobs/contracts/routes/jobs';
import { internalHttp } from '@phjobs/service-kit/internal-http';

export type JobsClient = {
  /** null when jobs knows no such application; throws a 503 HttpError when jobs cannot be asked. */
  application(applicationId: number): Promise<InternalApplication | null>;
};

export function httpJobsClient({ jobsUrl, serviceSecret, timeoutMs = 3000 }: { jobsUrl: string; serviceSecret: string; timeoutMs?: number }): JobsClient {
  const { getJson } = internalHttp({ caller: 'chat', secret: serviceSecret, timeoutMs });
  return {
    application: (applicationId) => getJson('jobs', `${jobsUrl}${fillPath(JOBS_ROUTES.internalApplication.path, { id: applicationId })}`, ZInternalApplication),
  };
}
