/**
 * Company job reviews (table job_review): anonymous, one per member, company (compared by
 * company_key) and year (review_year, unique). Companies are the reviews grouped by company_key.
 */
import type { JobRating, JobRatingCode, JobRatingKeywordCode, JobReviewCompanyItem, JobReviewItem } from '@phjobs/contracts/community-posts';
import { JOB_RATING_CODES } from '@phjobs/contracts/community-posts';
import { Prisma } from '../generated/prisma/client.ts';
import type { CommunityDb } from './db.ts';
import { containing, type Statement } from './posts.ts';

type RawSql = Pick<CommunityDb, '$queryRawUnsafe'>;

const REVIEW_SELECT = {
  id: true,
  userId: true,
  companyName: true,
  companyKey: true,
  reviewYear: true,
  periodFrom: true,
  periodTo: true,
  environmentScore: true,
  employerScore: true,
  coworkerScore: true,
  keywordCodes: true,
  salaryPaidCode: true,
  satisfiedSalaryCode: true,
  recommandCode: true,
  title: true,
  body: true,
  createdAt: true,
  updatedAt: true,
} as const;
export type JobReviewRow = Prisma.JobReviewGetPayload<{ select: typeof REVIEW_SELECT }>;

const SCORE_COLUMN: Record<JobRatingCode, 'environmentScore' | 'employerScore' | 'coworkerScore'> = { '034A': 'environmentScore', '034B': 'employerScore', '034C': 'coworkerScore' };
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export function toJobReviewItem(row: JobReviewRow, viewerId: bigint | null): JobReviewItem {
  const jobRating: JobRating[] = JOB_RATING_CODES.map((ratingCode) => ({
    ratingCode,
    score: row[SCORE_COLUMN[ratingCode]],
    jobRatingKeyword: row.keywordCodes.filter((code) => code.startsWith(ratingCode)).map((code) => ({ keywordCode: code as JobRatingKeywordCode })),
  }));
  return {
    jobReviewId: Number(row.id),
    companyName: row.companyName,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    jobRating,
    salaryPaidCode: row.salaryPaidCode as JobReviewItem['salaryPaidCode'],
    satisfiedSalaryCode: row.satisfiedSalaryCode as JobReviewItem['satisfiedSalaryCode'],
    recommandCode: row.recommandCode as JobReviewItem['recommandCode'],
    title: row.title,
    index: row.body,
    score: oneDecimal((row.environmentScore + row.employerScore + row.coworkerScore) / 3),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isOwn: viewerId !== null && row.userId === viewerId,
  };
}

const AVERAGE = `round(avg((environment_score + employer_score + coworker_score)::numeric / 3), 1)::float8`;

/** The companies with reviews (most reviewed first), the keyword in the company name. */
export function companyListStatements(input: { keyword?: string | undefined; pageUnit: number; pageNo: number }): { page: Statement; count: Statement; totals: Statement } {
  const values: unknown[] = [];
  let where = '';
  if (input.keyword) {
    values.push(containing(input.keyword));
    where = `WHERE company_name ILIKE $1`;
  }
  const n = values.length;
  return {
    page: {
      text: `SELECT (array_agg(company_name ORDER BY created_at DESC))[1] AS company_name, count(*)::int AS review_count, ${AVERAGE} AS score
               FROM job_review ${where} GROUP BY company_key ORDER BY review_count DESC, company_key LIMIT $${n + 1} OFFSET $${n + 2}`,
      values: [...values, input.pageUnit, (input.pageNo - 1) * input.pageUnit],
    },
    count: { text: `SELECT count(DISTINCT company_key)::int AS count FROM job_review ${where}`, values },
    totals: { text: `SELECT count(DISTINCT company_key)::int AS companies, count(*)::int AS reviews FROM job_review`, values: [] },
  };
}

export async function listReviewedCompanies(db: RawSql, input: { keyword?: string | undefined; pageUnit: number; pageNo: number }) {
  const { page, count, totals } = companyListStatements(input);
  const [rows, counted, all] = await Promise.all([
    db.$queryRawUnsafe<{ company_name: string; review_count: number; score: number }[]>(page.text, ...page.values),
    db.$queryRawUnsafe<{ count: number }[]>(count.text, ...count.values),
    db.$queryRawUnsafe<{ companies: number; reviews: number }[]>(totals.text),
  ]);
  const list: JobReviewCompanyItem[] = rows.map((row) => ({ companyName: row.company_name, reviewCount: row.review_count, score: row.score }));
  return { list, count: counted[0]?.count ?? 0, companies: all[0]?.companies ?? 0, reviews: all[0]?.reviews ?? 0 };
}

/** One company's averages and a page of its reviews, newest first. */
export async function companyReviews(db: CommunityDb, key: string, pageUnit: number, pageNo: number) {
  const [summary, rows] = await Promise.all([
    db.$queryRawUnsafe<{ review_count: number; score: number | null; environment: number | null; employer: number | null; coworker: number | null; recommend: number; company_name: string | null }[]>(
      `SELECT count(*)::int AS review_count, ${AVERAGE} AS score,
              round(avg(environment_score), 1)::float8 AS environment, round(avg(employer_score), 1)::float8 AS employer, round(avg(coworker_score), 1)::float8 AS coworker,
              count(*) FILTER (WHERE recommand_code = '038A')::int AS recommend, (array_agg(company_name ORDER BY created_at DESC))[1] AS company_name
         FROM job_review WHERE company_key = $1`,
      key,
    ),
    db.jobReview.findMany({ where: { companyKey: key }, select: REVIEW_SELECT, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (pageNo - 1) * pageUnit, take: pageUnit }),
  ]);
  return { summary: summary[0], rows };
}

export function findJobReview(db: CommunityDb, id: number): Promise<JobReviewRow | null> {
  return db.jobReview.findUnique({ where: { id: BigInt(id) }, select: REVIEW_SELECT });
}

export type JobReviewDraft = {
  userId: number;
  companyName: string;
  companyKey: string;
  reviewYear: number;
  periodFrom: string;
  periodTo: string | null;
  scores: Record<JobRatingCode, number>;
  keywordCodes: string[];
  salaryPaidCode: string;
  satisfiedSalaryCode: string;
  recommandCode: string;
  title: string;
  body: string;
  createdAt?: Date;
};

const columnsOf = (draft: Omit<JobReviewDraft, 'userId' | 'reviewYear' | 'createdAt'>) => ({
  companyName: draft.companyName,
  companyKey: draft.companyKey,
  periodFrom: draft.periodFrom,
  periodTo: draft.periodTo,
  environmentScore: draft.scores['034A'],
  employerScore: draft.scores['034B'],
  coworkerScore: draft.scores['034C'],
  keywordCodes: draft.keywordCodes,
  salaryPaidCode: draft.salaryPaidCode,
  satisfiedSalaryCode: draft.satisfiedSalaryCode,
  recommandCode: draft.recommandCode,
  title: draft.title,
  body: draft.body,
});

const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

/** The new review's id, or null when the member reviewed the company that year already. */
export async function insertJobReview(db: CommunityDb, draft: JobReviewDraft): Promise<number | null> {
  try {
    const row = await db.jobReview.create({
      data: { userId: BigInt(draft.userId), reviewYear: draft.reviewYear, ...columnsOf(draft), ...(draft.createdAt ? { createdAt: draft.createdAt, updatedAt: draft.createdAt } : {}) },
      select: { id: true },
    });
    return Number(row.id);
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** 'changed', 'missing' (not the member's, or gone) or 'duplicate' (renamed to a company the member reviewed that year). */
export async function updateJobReview(db: CommunityDb, id: number, userId: number, draft: Omit<JobReviewDraft, 'userId' | 'reviewYear' | 'createdAt'>, at: Date): Promise<'changed' | 'missing' | 'duplicate'> {
  try {
    const changed = await db.jobReview.updateMany({ where: { id: BigInt(id), userId: BigInt(userId) }, data: { ...columnsOf(draft), updatedAt: at } });
    return changed.count > 0 ? 'changed' : 'missing';
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
}

export async function deleteJobReview(db: CommunityDb, id: number, userId: number): Promise<boolean> {
  const deleted = await db.jobReview.deleteMany({ where: { id: BigInt(id), userId: BigInt(userId) } });
  return deleted.count > 0;
}
