import { ZBusinessSignupDetails, type BusinessSignupDetails } from '@phjobs/contracts/auth';
import { fillPath } from '@phjobs/contracts/route';
import { ACCOUNT_ROUTES } from '@phjobs/contracts/routes/account';
import { internalHttp } from '@phjobs/service-kit/internal-http';

/** What services/employer asks services/account (internal HTTP with x-service-token). */
export type AccountClient = {
  /** The company details given at sign-up; null when the account has none. */
  businessSignup(userId: number): Promise<BusinessSignupDetails | null>;
};

export function httpAccountClient({ accountUrl, serviceSecret, timeoutMs = 3000 }: { accountUrl: string; serviceSecret: string; timeoutMs?: number }): AccountClient {
  const { getJson } = internalHttp({ caller: 'employer', secret: serviceSecret, timeoutMs });
  return {
    businessSignup: (userId) => getJson('account', `${accountUrl}${fillPath(ACCOUNT_ROUTES.businessSignup.path, { id: userId })}`, ZBusinessSignupDetails),
  };
}
