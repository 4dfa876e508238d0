/**
 * A branch's counts for its master's branch detail (services/employer asks over
 * GET /internal/companies/:id/branch-counts): live applications to its ads (not deleted, as its
 * applicant list counts them), its ads (not deleted) and its ongoing ones (012C). One statement.
 */
import type { BranchCounts } from '@phjobs/contracts/branches';
import type { Sql } from '@phjobs/service-kit/events/sql';

export async function countBranch(db: Sql, companyId: number): Promise<BranchCounts> {
  const rows = await db.$queryRawUnsafe<{ applicants: number; ads: number; ongoing: number }[]>(
    `SELECT
       (SELECT count(*)::int FROM application a JOIN job_ad j ON j.id = a.job_id
         WHERE a.company_id = $1::bigint AND a.cancelled_at IS NULL AND j.deleted_at IS NULL) AS applicants,
       (SELECT count(*)::int FROM job_ad WHERE company_id = $1::bigint AND deleted_at IS NULL) AS ads,
       (SELECT count(*)::int FROM job_ad WHERE company_id = $1::bigint AND deleted_at IS NULL AND status_code = '012C') AS ongoing`,
    companyId,
  );
  const row = rows[0];
  return { applicantCount: row?.applicants ?? 0, jobCount: row?.ads ?? 0, recruitmentCount: row?.ongoing ?? 0 };
}
