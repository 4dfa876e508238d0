/**
 * employer.company.logo_changed: the ads keep a copy of their company's logo (job_ad.logo_key, shown
 * on the lists and the ad); a new logo or a deleted one replaces it on every ad of the company.
 * Applying the same event twice changes nothing more.
 */
import type { EventPayloads } from '@phjobs/contracts/events';
import type { Sql } from '@phjobs/service-kit/events/sql';

export async function setCompanyLogo(tx: Sql, payload: Pick<EventPayloads['employer.company.logo_changed'], 'companyId' | 'logoKey'>): Promise<number> {
  if (!/^\d{1,18}$/.test(payload.companyId)) return 0;
  return tx.$executeRawUnsafe(
    'UPDATE job_ad SET logo_key = $2 WHERE company_id = $1::bigint AND logo_key IS DISTINCT FROM $2',
    payload.companyId,
    payload.logoKey,
  );
}
