/**
 * What services/chat asks services/jobs (x-service-token): JOBS_ROUTES.internalApplication (who
 * owns an application, its ad and its chat, before a memo is stored) and JOBS_ROUTES.chatAd (an
 * ad's title, status, company and master, to open a room and to know whether it is still open).
 */
import { ZInternalApplication, type InternalApplication } from '@phjobs/contracts/applications';
import { ZInternalChatAd, type InternalChatAd } from '@phjobs/contracts/chat';
import { fillPath } from '@phjobs/contracts/route';
import { JOBS_ROUTES } from '@phjobs/contracts/routes/jobs';
import { internalHttp } from '@phjobs/service-kit/internal-http';

export type JobsClient = {
  /** null when jobs knows no such application; throws a 503 HttpError when jobs cannot be asked. */
  application(applicationId: number): Promise<InternalApplication | null>;
  /** null when jobs knows no such ad (deleted ones answer, `deleted: true`); throws a 503 HttpError when jobs cannot be asked. */
  chatAd(jobId: number): Promise<InternalChatAd | null>;
};

export function httpJobsClient({ jobsUrl, serviceSecret, timeoutMs = 3000 }: { jobsUrl: string; serviceSecret: string; timeoutMs?: number }): JobsClient {
  const { getJson } = internalHttp({ caller: 'chat', secret: serviceSecret, timeoutMs });
  return {
    application: (applicationId) => getJson('jobs', `${jobsUrl}${fillPath(JOBS_ROUTES.internalApplication.path, { id: applicationId })}`, ZInternalApplication),
    chatAd: (jobId) => getJson('jobs', `${jobsUrl}${fillPath(JOBS_ROUTES.chatAd.path, { id: jobId })}`, ZInternalChatAd),
  };
}
