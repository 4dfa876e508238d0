import type { LogoImageResponse } from '@phjobs/contracts/employer';
import { fileKeyOwner } from '@phjobs/contracts/media';
import type { Principal } from '@phjobs/service-kit/auth';
import { HttpError } from '@phjobs/service-kit/http';
import type { AccountClient } from '../clients/account.ts';
import { ensureCompany, type CompanyStore } from './ensure-company.ts';

/** What setting a logo needs of the data side (data/companies.ts): one transaction that also writes the event. */
export type LogoStore = {
  /** Stores the key (null: no logo) and records employer.company.logo_changed in the outbox, in one transaction. */
  setLogo(id: bigint, logoKey: string | null, changedAt: Date): Promise<void>;
};

/** Only a key services/media issued to this company (`<project>/<companyId>/<name>`) becomes its logo. */
export function checkLogoKey(principal: Principal, photoKey: string): void {
  if (fileKeyOwner(photoKey) !== principal.userId) {
    throw new HttpError(400, 'validation/invalid', 'photoKey is not an upload of this company.', { photoKey: 'photoKey is not an upload of this company.' });
  }
}

/**
 * Sets (a key) or removes (null) the signed-in company's logo; the profile is created first on a
 * first use (as the my-page does). The ads' copy of the logo in services/jobs follows through the
 * event. Setting the logo it already has changes nothing and tells nobody.
 */
export async function setCompanyLogo(
  { companies, logos, account, now }: { companies: CompanyStore; logos: LogoStore; account: Pick<AccountClient, 'businessSignup'>; now: () => Date },
  principal: Principal,
  photoKey: string | null,
): Promise<LogoImageResponse> {
  if (photoKey !== null) checkLogoKey(principal, photoKey);
  const current = await ensureCompany(companies, account, principal);
  if (current.logoKey !== photoKey) await logos.setLogo(BigInt(principal.userId), photoKey, now());
  return { logoKey: photoKey };
}
