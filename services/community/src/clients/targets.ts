/**
 * What services/community asks about a reported item: services/jobs' JOBS_ROUTES.jobAdSummary and
 * services/talent's TALENT_ROUTES.internalResume (x-service-token), for the snapshot a report keeps.
 */
import { ZInternalJobAdSummary } from '@phjobs/contracts/community';
import { fillPath } from '@phjobs/contracts/route';
import { JOBS_ROUTES } from '@phjobs/contracts/routes/jobs';
import { TALENT_ROUTES } from '@phjobs/contracts/routes/talent';
import { ZInternalResume } from '@phjobs/contracts/talent';
import { internalHttp } from '@phjobs/service-kit/internal-http';

/** 012C Ongoing: the only ads members other than the company see. 020A Published: the only resumes others see. */
const ONGOING_AD = '012C';
const PUBLISHED_RESUME = '020A';

/** What a report keeps of its item: the title people know it by, and a few facts for the operators. */
export type TargetSnapshot = { title: string | null; facts: Record<string, string | number | null> };

/** The item as found: its snapshot, and whether members other than its owner may see it (an ongoing ad, a published resume). */
export type FoundTarget = TargetSnapshot & { isPublic: boolean };

/** Only what the snapshot keeps, and the status (the rest of the resume is not read). */
const ZResumeTitle = ZInternalResume.pick({ resumeId: true, title: true, userId: true, statusCode: true });

export type TargetsClient = {
  /** null when jobs knows no such ad; throws a 503 HttpError when jobs cannot be asked. */
  jobAd(jobId: number): Promise<FoundTarget | null>;
  /** null when talent knows no such resume; throws a 503 HttpError when talent cannot be asked. */
  resume(resumeId: number): Promise<FoundTarget | null>;
};

export function httpTargetsClient({ jobsUrl, talentUrl, serviceSecret, timeoutMs = 3000 }: { jobsUrl: string; talentUrl: string; serviceSecret: string; timeoutMs?: number }): TargetsClient {
  const { getJson } = internalHttp({ caller: 'community', secret: serviceSecret, timeoutMs });
  return {
    jobAd: async (jobId) => {
      const ad = await getJson('jobs', `${jobsUrl}${fillPath(JOBS_ROUTES.jobAdSummary.path, { id: jobId })}`, ZInternalJobAdSummary);
      return ad && { title: ad.title, facts: { companyName: ad.companyName, companyUserId: ad.companyUserId, statusCode: ad.statusCode }, isPublic: ad.statusCode === ONGOING_AD };
    },
    resume: async (resumeId) => {
      const resume = await getJson('talent', `${talentUrl}${fillPath(TALENT_ROUTES.internalResume.path, { id: resumeId })}`, ZResumeTitle);
      return resume && { title: resume.title, facts: { ownerUserId: resume.userId }, isPublic: resume.statusCode === PUBLISHED_RESUME };
    },
  };
}
