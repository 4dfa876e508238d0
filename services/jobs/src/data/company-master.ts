/**
 * employer.company.master_changed: which master a company is a branch of (company_master, a copy of
 * services/employer's link). A master reads its branches' ads and applicants (packages/contracts
 * branches.ts): the statements of those calls check the link with `isBranchOf` in the same SQL.
 * Events may come in any order: a change is applied only when its changedAt is not older than the
 * one applied last. Applying the same event twice changes nothing more.
 */
import type { EventPayload } from '@phjobs/contracts/events';
import type { Sql } from '@phjobs/service-kit/events/sql';
import type { AdReader } from '../domain/ad-reader.ts';

const ID = /^\d{1,18}$/;

/** SQL: the company (a bigint expression) is a branch of the master (a bigint expression). */
export const isBranchOf = (company: string, master: string) => `EXISTS (SELECT 1 FROM company_master m WHERE m.company_id = ${company} AND m.master_id = ${master})`;

/** 1 when the link was written, 0 when a later change is already there (or an id is not one). */
export function setCompanyMaster(tx: Sql, payload: EventPayload<'employer.company.master_changed'>): Promise<number> {
  if (!ID.test(payload.companyId) || (payload.masterId !== null && !ID.test(payload.masterId))) return Promise.resolve(0);
  return tx.$executeRawUnsafe(
    `INSERT INTO company_master (company_id, master_id, changed_at) VALUES ($1::bigint, $2::bigint, $3::timestamptz)
     ON CONFLICT (company_id) DO UPDATE SET master_id = EXCLUDED.master_id, changed_at = EXCLUDED.changed_at
     WHERE company_master.changed_at <= EXCLUDED.changed_at`,
    payload.companyId,
    payload.masterId,
    payload.changedAt,
  );
}

/** SQL: `reader` may read the ads of `company` (a bigint expression); `param` is the reader's id ($n::bigint). */
export const readableBy = (reader: AdReader, company: string, param: string) => (reader.master ? `(${company} = ${param} OR ${isBranchOf(company, param)})` : `${company} = ${param}`);
