/**
 * The jobs service's copies of what services/employer owns, for the seed companies
 * (@phjobs/seed-data/companies, the same dataset the employer seed loads): the master-branch links
 * (masterCompanyId: the demo master 3 and its four branches, DEMO_MASTER_BRANCH_IDS) and the
 * business permit statuses. Their changedAt is the company's creation, so that any live change
 * (employer.company.master_changed / permit_changed) wins. Then the ads' is_permit is made to agree
 * with the permits (015B exactly: the generator leaves a few certified companies' ads without it).
 * Idempotent: existing rows (a live change applied already) are kept.
 */
import type { SeedCompany } from '@phjobs/seed-data/types';
import type { Sql } from '@phjobs/service-kit/events/sql';
import { CERTIFIED } from '../data/company-permit.ts';

export async function seedCompanyCopies(db: Sql, companies: readonly SeedCompany[]): Promise<{ links: number; permits: number; ads: number }> {
  const rows = companies.map((company) => ({
    company_id: company.id,
    master_id: company.masterCompanyId,
    status_code: company.businessPermit.statusCode,
    valid_to: company.businessPermit.businessPermitExpirationDateTo,
    changed_at: company.createdAt,
  }));
  const json = JSON.stringify(rows);
  const links = await db.$executeRawUnsafe(
    `INSERT INTO company_master (company_id, master_id, changed_at)
     SELECT r.company_id, r.master_id, r.changed_at FROM json_to_recordset($1::json) AS r(company_id bigint, master_id bigint, changed_at timestamptz)
     WHERE r.master_id IS NOT NULL
     ON CONFLICT (company_id) DO NOTHING`,
    json,
  );
  const permits = await db.$executeRawUnsafe(
    `INSERT INTO company_permit (company_id, status_code, valid_to, changed_at)
     SELECT r.company_id, r.status_code, r.valid_to, r.changed_at FROM json_to_recordset($1::json) AS r(company_id bigint, status_code text, valid_to date, changed_at timestamptz)
     ON CONFLICT (company_id) DO NOTHING`,
    json,
  );
  const ads = await db.$executeRawUnsafe(
    `UPDATE job_ad j SET is_permit = (p.status_code = '${CERTIFIED}')
     FROM company_permit p WHERE p.company_id = j.company_id AND j.is_permit <> (p.status_code = '${CERTIFIED}')`,
  );
  return { links, permits, ads };
}
