/**
 * GET /api/employer/myPage/myJobs: the company's ads of one status (not deleted), newest change
 * first (an ended ad's change is its end, so the End tab shows the newest end first), each with its
 * views and its live applications by status and unread. One page of ads from
 * job_ad_company_status_updated_idx, then the counts of those ads only from application_live_job_idx
 * (migration company_ads_indexes): fast however many ads and applications the company has.
 * GET /api/master/job/{employerId} answers the same for a master's branch (listBranchJobs).
 */
import type { AdSummary, MyJobsQuery, MyJobsResponse, ReviewReason } from '@phjobs/contracts/job-ad-form';
import type { Sql } from '@phjobs/service-kit/events/sql';
import { isBranchOf } from './company-master.ts';

type Row = {
  id: string;
  updated_at: string;
  created_at: string;
  title: string;
  view_count: number;
  status_code: string;
  deadline_date: string | null;
  review_reasons: ReviewReason[] | string;
  payment_services: number[];
  under_review: number;
  pass: number;
  non_pass: number;
  applicant: number;
  unread: number;
  total: number;
};

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** The company's ads of the status ($1, $2); for a master ($5), only while $1 is one of its branches (one check per statement). */
const adsOf = (master: boolean) => `company_id = $1::bigint AND status_code = $2 AND deleted_at IS NULL${master ? ` AND ${isBranchOf('$1::bigint', '$5::bigint')}` : ''}`;

/**
 * The page with its counts and the number of all the company's ads of the status, in one statement
 * ($1 company, $2 status, $3 page size, $4 offset; $5 the master reading its branch's ads).
 */
const myJobsPage = (master: boolean) => `WITH page AS (
  SELECT id, updated_at, created_at, title, view_count, status_code, deadline_date, review_reasons, payment_services
  FROM job_ad
  WHERE ${adsOf(master)}
  ORDER BY updated_at DESC, id DESC
  LIMIT $3::int OFFSET $4::bigint
)
SELECT p.id::text, to_char(p.updated_at AT TIME ZONE 'UTC', ${ISO}) AS updated_at, to_char(p.created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at,
  p.title, p.view_count, p.status_code, to_char(p.deadline_date, 'YYYY-MM-DD') AS deadline_date, p.review_reasons, p.payment_services::int[] AS payment_services,
  c.under_review, c.pass, c.non_pass, c.applicant, c.unread,
  (SELECT count(*)::int FROM job_ad WHERE ${adsOf(master)}) AS total
FROM page p
CROSS JOIN LATERAL (
  SELECT count(*) FILTER (WHERE a.status_code = '021C')::int AS under_review,
    count(*) FILTER (WHERE a.status_code = '021A')::int AS pass,
    count(*) FILTER (WHERE a.status_code = '021B')::int AS non_pass,
    count(*)::int AS applicant,
    count(*) FILTER (WHERE a.read_at IS NULL)::int AS unread
  FROM application a WHERE a.job_id = p.id AND a.cancelled_at IS NULL
) c
ORDER BY p.updated_at DESC, p.id DESC`;

/** The company's own ads: exported for the bench's bare SQL row. */
export const MY_JOBS_PAGE = myJobsPage(false);
const BRANCH_JOBS_PAGE = myJobsPage(true);

/** The number of the company's ads of the status ($1, $2): for a page past the end, which has no row to carry it. */
export const MY_JOBS_COUNT = `SELECT count(*)::int AS n FROM job_ad WHERE ${adsOf(false)}`;
/** The same for a master ($3), and whether $1 is its branch at all. */
const BRANCH_JOBS_COUNT = `SELECT count(*)::int AS n, ${isBranchOf('$1::bigint', '$3::bigint')} AS branch FROM job_ad WHERE ${adsOf(false)}`;

export type MyJobsPage = Pick<MyJobsQuery, 'status' | 'pageUnit' | 'pageNo'>;

export async function listMyJobs(db: Sql, companyId: string, query: MyJobsPage): Promise<MyJobsResponse> {
  const rows = await db.$queryRawUnsafe<Row[]>(MY_JOBS_PAGE, companyId, query.status, query.pageUnit, (query.pageNo - 1) * query.pageUnit);
  const total = rows[0]?.total ?? (await db.$queryRawUnsafe<{ n: number }[]>(MY_JOBS_COUNT, companyId, query.status))[0]?.n ?? 0;
  return { list: rows.map(summaryOf), resultListCount: total };
}

/**
 * GET /api/master/job/{employerId}: a branch's ads of the status, as myJobs answers them; null when
 * the company is not one of the master's branches (the caller answers 404). One statement when the
 * page has rows (they prove the link), a second one for an empty page.
 */
export async function listBranchJobs(db: Sql, masterId: string, branchId: string, query: MyJobsPage): Promise<MyJobsResponse | null> {
  const rows = await db.$queryRawUnsafe<Row[]>(BRANCH_JOBS_PAGE, branchId, query.status, query.pageUnit, (query.pageNo - 1) * query.pageUnit, masterId);
  if (rows[0]) return { list: rows.map(summaryOf), resultListCount: rows[0].total };
  const counted = (await db.$queryRawUnsafe<{ n: number; branch: boolean }[]>(BRANCH_JOBS_COUNT, branchId, query.status, masterId))[0];
  return counted?.branch ? { list: [], resultListCount: counted.n } : null;
}

function summaryOf(row: Row): AdSummary {
  return {
    jobId: Number(row.id),
    updatedAt: row.updated_at,
    title: row.title,
    view: row.view_count,
    underReview: row.under_review,
    pass: row.pass,
    nonPass: row.non_pass,
    applicant: row.applicant,
    unread: row.unread,
    createdAt: row.created_at,
    statusCode: row.status_code,
    deadlineDate: row.deadline_date,
    reviewReasons: typeof row.review_reasons === 'string' ? (JSON.parse(row.review_reasons) as ReviewReason[]) : row.review_reasons,
    paymentService: row.payment_services.map((serviceId) => ({ serviceId })),
  };
}
