import { ZBusinessSignupDetails, type BusinessSignupDetails } from '@phjobs/contracts/auth';
import type { ContactChangeRequest } from '@phjobs/contracts/company-info';
import { fillPath } from '@phjobs/contracts/route';
import { ACCOUNT_ROUTES } from '@phjobs/contracts/routes/account';
import { HttpError } from '@phjobs/service-kit/http';
import { internalHttp, serviceUnavailable } from '@phjobs/service-kit/internal-http';
import { z } from 'zod';

/** What services/employer asks services/account (internal HTTP with x-service-token). */
export type AccountClient = {
  /** The company details given at sign-up (with the company code and the sign-in provider); null when the account has none. */
  businessSignup(userId: number): Promise<BusinessSignupDetails | null>;
  /**
   * Spends the member's identity check and the new phone's proof and stores the phone (POST
   * /internal/users/:id/contact-change). Account's 400 (a proof missing, expired or used: its
   * `fields`) and 404 come back as HttpErrors; no answer is a 503.
   */
  contactChange(userId: number, change: ContactChangeRequest): Promise<void>;
};

const ZErrorBody = z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() });

export function httpAccountClient({ accountUrl, serviceSecret, timeoutMs = 3000 }: { accountUrl: string; serviceSecret: string; timeoutMs?: number }): AccountClient {
  const { getJson, token } = internalHttp({ caller: 'employer', secret: serviceSecret, timeoutMs });
  return {
    businessSignup: (userId) => getJson('account', `${accountUrl}${fillPath(ACCOUNT_ROUTES.businessSignup.path, { id: userId })}`, ZBusinessSignupDetails),
    async contactChange(userId, change) {
      let res: Response;
      try {
        res = await fetch(`${accountUrl}${fillPath(ACCOUNT_ROUTES.contactChange.path, { id: userId })}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', 'x-service-token': token },
          body: JSON.stringify(change),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        throw serviceUnavailable('account');
      }
      if (res.status === 204) return;
      const body = ZErrorBody.safeParse(await res.json().catch(() => undefined));
      if ((res.status === 400 || res.status === 404) && body.success) throw new HttpError(res.status, body.data.code, body.data.message, body.data.fields);
      throw serviceUnavailable('account');
    },
  };
}
