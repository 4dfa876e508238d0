/**
 * What services/talent asks services/account. Each answer is copied into talent's own rows when it
 * is used (the member's contact into a resume, the company's card into a view), so reads never call out.
 *
 * - individualInfo: account's member profile, ACCOUNT_ROUTES.memberProfile (x-service-token;
 *   ZMemberProfile of contracts/applications, the call services/jobs asks for the apply screen too;
 *   `address` and `photoKey` read when account adds them). Until account offers it (any answer but
 *   200), ACCOUNT_ROUTES.me with the member's own bearer token (name and e-mail).
 * - companyCard: ACCOUNT_ROUTES.businessSignup: the company's name, phone, place and
 *   specialization as given at sign-up.
 */
import { ZMemberProfile } from '@phjobs/contracts/applications';
import { ZBusinessSignupDetails, ZMeResponse } from '@phjobs/contracts/auth';
import { fillPath } from '@phjobs/contracts/route';
import { ACCOUNT_ROUTES } from '@phjobs/contracts/routes/account';
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

export type AccountClient = {
  /** null when the account service knows no such member. Throws a 503 HttpError when it cannot be asked. */
  individualInfo(userId: number, authorization: string | undefined): Promise<IndividualInfo | null>;
  /** null when unknown or unreachable: a view is recorded without the card rather than refused. */
  companyCard(companyId: number): Promise<CompanyCard | null>;
};

export type AccountClientOptions = { accountUrl: string; serviceSecret: string; timeoutMs?: number };

/** The member profile, with what the resume shows beyond the apply screen when account gives it. */
const ZProfile = ZMemberProfile.extend({ address: z.string().nullable().optional(), photoKey: z.string().nullable().optional() });

export function httpAccountClient({ accountUrl, serviceSecret, timeoutMs = 3000 }: AccountClientOptions): AccountClient {
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
      const me = await get(`${accountUrl}${fillPath(ACCOUNT_ROUTES.me.path, {})}`, ZMeResponse, { authorization });
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
  };
}
