/**
 * What services/talent asks other services. Each answer is copied into talent's own rows when it
 * is used (the member's contact into a resume, the company's card into a view, the ad into an
 * offer), so reads never call out.
 *
 * - individualInfo: services/account's member profile, GET /internal/users/:id/profile
 *   (x-service-token; ZMemberProfile of contracts/applications, the call services/jobs asks for the
 *   apply screen too; `address` and `photoKey` read when account adds them). Until account offers
 *   it (any answer but 200), GET /api/auth/me with the member's own bearer token (name and e-mail).
 * - companyCard: GET /internal/users/:id/business-signup on services/account (exists): the company's
 *   name, phone, place and specialization as given at sign-up.
 * - companyJob: GET /api/jobAds/:id on services/jobs with the company's own bearer token: jobs then
 *   answers the company's own ad in any status (others' ads only while ongoing). There is no
 *   internal "ad of a company" call in services/jobs yet; this public one gives what an offer copies
 *   (title, specializations, place, company name, logo, contact) and lets talent check the owner and
 *   the status itself.
 */
import { ZMemberProfile } from '@phjobs/contracts/applications';
import { ZBusinessSignupDetails, ZMeResponse } from '@phjobs/contracts/auth';
import { ZJobAdDetail } from '@phjobs/contracts/jobs';
import { fillPath } from '@phjobs/contracts/route';
import { ACCOUNT_ROUTES } from '@phjobs/contracts/routes/account';
import { JOBS_ROUTES } from '@phjobs/contracts/routes/jobs';
import type { IndividualInfo } from '@phjobs/contracts/talent';
import { internalHttp, serviceUnavailable as unavailable } from '@phjobs/service-kit/internal-http';
import { z } from 'zod';

/** A company as the member's viewed and scrapped lists show it. */
export type CompanyCard = {
  companyName: string;
  phoneNumber: string | null;
  provinceId: string | null;
  cityId: string | null;
  specializationCode: string | null;
};

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

export type Upstreams = {
  /** null when the account service knows no such member. Throws a 503 HttpError when it cannot be asked. */
  individualInfo(userId: number, authorization: string | undefined): Promise<IndividualInfo | null>;
  /** null when unknown or unreachable: a view is recorded without the card rather than refused. */
  companyCard(companyId: number): Promise<CompanyCard | null>;
  /** The ad as its company sees it; null when there is none (for this company). Throws a 503 HttpError when jobs cannot be asked. */
  companyJob(jobId: number, authorization: string | undefined): Promise<CompanyJob | null>;
};

export type UpstreamOptions = { accountUrl: string; jobsUrl: string; serviceSecret: string; timeoutMs?: number };

const ZJobForOffer = ZJobAdDetail.pick({ jobId: true, companyId: true, statusCode: true, title: true, comapnyName: true, logoKey: true, specializationList: true, province: true, city: true, contactInfo: true });

/** The member profile, with what the resume shows beyond the apply screen when account gives it. */
const ZProfile = ZMemberProfile.extend({ address: z.string().nullable().optional(), photoKey: z.string().nullable().optional() });

export function httpUpstreams({ accountUrl, jobsUrl, serviceSecret, timeoutMs = 3000 }: UpstreamOptions): Upstreams {
  const { get, token } = internalHttp({ caller: 'talent', secret: serviceSecret, timeoutMs });

  return {
    async individualInfo(userId, authorization) {
      const internal = await get(`${accountUrl}${fillPath(ACCOUNT_ROUTES.memberProfile.path, { id: userId })}`, ZProfile, { 'x-service-token': token });
      if (internal.body) {
        const p = internal.body;
        if (p.userType !== 'individual' || p.userId !== userId) return null;
        return { userId, fullName: p.fullName, email: p.email, genderCode: p.genderCode, birthDate: p.birthDate, address: p.address ?? null, phoneNumber: p.phoneNumber, photoKey: p.photoKey ?? null };
      }
      if (!authorization) {
        if (internal.status === 0) throw unavailable('account');
        return null;
      }
      const me = await get(`${accountUrl}${ACCOUNT_ROUTES.me.path}`, ZMeResponse, { authorization });
      if (me.body) {
        if (me.body.userId !== userId) return null;
        return { userId, fullName: me.body.fullName, email: me.body.email, genderCode: null, birthDate: null, address: null, phoneNumber: null, photoKey: null };
      }
      if (internal.status === 0 && me.status === 0) throw unavailable('account');
      return null;
    },

    async companyCard(companyId) {
      const got = await get(`${accountUrl}${fillPath(ACCOUNT_ROUTES.businessSignup.path, { id: companyId })}`, ZBusinessSignupDetails, { 'x-service-token': token });
      if (!got.body) return null;
      const card = got.body;
      return { companyName: card.companyName, phoneNumber: card.phoneNumber || null, provinceId: card.province, cityId: card.city, specializationCode: card.specializationCode };
    },

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
