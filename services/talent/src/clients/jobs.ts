/**
 * What services/talent asks services/jobs: companyJob, JOBS_ROUTES.jobAd with the company's own
 * bearer token (jobs then answers the company's own ad in any status, others' ads only while
 * ongoing). There is no internal "ad of a company" call in services/jobs yet; this public one gives
 * what an offer copies (title, specializations, place, company name, logo, contact) and lets talent
 * check the owner and the status itself. The offer keeps the copy, so reads never call out.
 */
import { ZJobAdDetail } from '@phjobs/contracts/jobs';
import { fillPath } from '@phjobs/contracts/route';
import { JOBS_ROUTES } from '@phjobs/contracts/routes/jobs';
import { internalHttp, serviceUnavailable as unavailable } from '@phjobs/service-kit/internal-http';

/** An ad as an offer copies it. */
export type CompanyJob = {
  jobId: number;
  companyId: number;
  statusCode: string;
  title: string;
  companyName: string;
  logoKey: string | null;
  specializationIds: string[];
  /** Names. */
  province: string | null;
  city: string | null;
  phoneNumber: string | null;
  email: string | null;
};

export type JobsClient = {
  /** The ad as its company sees it; null when there is none (for this company). Throws a 503 HttpError when jobs cannot be asked. */
  companyJob(jobId: number, authorization: string | undefined): Promise<CompanyJob | null>;
};

export type JobsClientOptions = { jobsUrl: string; serviceSecret: string; timeoutMs?: number };

const ZJobForOffer = ZJobAdDetail.pick({ jobId: true, companyId: true, statusCode: true, title: true, comapnyName: true, logoKey: true, specializationList: true, province: true, city: true, contactInfo: true });

export function httpJobsClient({ jobsUrl, serviceSecret, timeoutMs = 3000 }: JobsClientOptions): JobsClient {
  const { get } = internalHttp({ caller: 'talent', secret: serviceSecret, timeoutMs });

  return {
    async companyJob(jobId, authorization) {
      const got = await get(`${jobsUrl}${fillPath(JOBS_ROUTES.jobAd.path, { id: jobId })}`, ZJobForOffer, authorization ? { authorization } : {});
      if (got.body) {
        const ad = got.body;
        return {
          jobId: ad.jobId,
          companyId: ad.companyId,
          statusCode: ad.statusCode,
          title: ad.title,
          companyName: ad.comapnyName,
          logoKey: ad.logoKey,
          specializationIds: ad.specializationList.map((item) => item.id),
          province: ad.province,
          city: ad.city,
          phoneNumber: ad.contactInfo.phoneNumber[0] ?? null,
          email: ad.contactInfo.email,
        };
      }
      if (got.status === 404 || got.status === 400) return null;
      throw unavailable('jobs');
    },
  };
}
