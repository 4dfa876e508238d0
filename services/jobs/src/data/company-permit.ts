/**
 * employer.company.permit_changed: a company's ads carry is_permit (the 'Business Permit' badge and
 * Verified jobs' permit tab) exactly while its permit is certified (015B). company_permit keeps the
 * status applied last and its changedAt: events may come in any order, an older one changes
 * nothing; a new ad reads it (`PERMIT_OF_COMPANY`, data/company-ads.ts insertCompanyAd).
 */
import type { EventPayload } from '@phjobs/contracts/events';
import type { Sql } from '@phjobs/service-kit/events/sql';

export const CERTIFIED = '015B';

/**
 * SQL: whether the company ($n, bigint) is certified now. FOR SHARE: a permit change waits for the
 * ad being written with it, then its update of the company's ads sees that ad.
 */
export const permitOfCompany = (company: string) =>
  `COALESCE((SELECT p.status_code = '${CERTIFIED}' FROM company_permit p WHERE p.company_id = ${company} FOR SHARE), false)`;

export type PermitApplied = { applied: boolean; ads: number };

/**
 * Stores the status when it is not older than the one there, then sets is_permit on the company's
 * ads (only those that differ). Two statements: the second sees ads committed while the first waited.
 */
export async function setCompanyPermit(tx: Sql, payload: EventPayload<'employer.company.permit_changed'>): Promise<PermitApplied> {
  if (!/^\d{1,18}$/.test(payload.companyId)) return { applied: false, ads: 0 };
  const stored = await tx.$executeRawUnsafe(
    `INSERT INTO company_permit (company_id, status_code, valid_to, changed_at) VALUES ($1::bigint, $2, $3::date, $4::timestamptz)
     ON CONFLICT (company_id) DO UPDATE SET status_code = EXCLUDED.status_code, valid_to = EXCLUDED.valid_to, changed_at = EXCLUDED.changed_at
     WHERE company_permit.changed_at <= EXCLUDED.changed_at`,
    payload.companyId,
    payload.statusCode,
    payload.validTo,
    payload.changedAt,
  );
  if (stored === 0) return { applied: false, ads: 0 };
  const ads = await tx.$executeRawUnsafe(
    'UPDATE job_ad SET is_permit = $2 WHERE company_id = $1::bigint AND is_permit <> $2',
    payload.companyId,
    payload.statusCode === CERTIFIED,
  );
  return { applied: true, ads };
}
