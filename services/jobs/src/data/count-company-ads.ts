/**
 * A company's job ads by status, for the employer my-page counters (services/employer asks over
 * GET /internal/companies/:id/ad-counts): 012C Ongoing, 012A Under Review, 012D End.
 */
import type { CompanyAdCounts } from '@phjobs/contracts/employer';
import type { Sql } from '@phjobs/service-kit/events/sql';

export async function countCompanyAds(db: Sql, companyId: number): Promise<CompanyAdCounts> {
  const rows = await db.$queryRawUnsafe<{ status_code: string; count: number }[]>(
    'SELECT status_code, count(*)::int AS count FROM job_ad WHERE company_id = $1::bigint AND deleted_at IS NULL GROUP BY status_code',
    companyId,
  );
  const count = (status: string) => rows.find((row) => row.status_code === status)?.count ?? 0;
  return { ongoingCount: count('012C'), underReviewCount: count('012A'), endCount: count('012D') };
}
