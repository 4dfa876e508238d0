/**
 * The company's name as it signed up (services/account: GET /internal/users/:id/business-signup),
 * for the copy an ad carries (job_ad.company_name) when the company writes its first ad. Later ads
 * copy the company's latest ad (data/company-ads.ts latestCompanyHeader).
 */
import { ZBusinessSignupDetails } from '@phjobs/contracts/auth';
import { fillPath } from '@phjobs/contracts/route';
import { ACCOUNT_ROUTES } from '@phjobs/contracts/routes/account';
import { internalGetter, type UpstreamOptions } from './upstream.ts';

export interface CompanyDirectory {
  /** null when account knows no such business member. */
  companyName(companyId: string): Promise<string | null>;
}

export function httpCompanyDirectory(options: UpstreamOptions): CompanyDirectory {
  const get = internalGetter('account', options);
  return {
    companyName: async (companyId) => (await get(fillPath(ACCOUNT_ROUTES.businessSignup.path, { id: companyId }), ZBusinessSignupDetails))?.companyName ?? null,
  };
}

/** No upstream (tests): the company is named by nothing, the caller falls back. */
export const noCompanyDirectory: CompanyDirectory = { companyName: async () => null };
