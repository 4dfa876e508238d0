/**
 * The review of ads Under Review (012A) whose review_due_at has come (domain/review-job-ad.ts
 * decides): a passed ad becomes Ongoing (012C) and public; a refused one stays 012A with its
 * reasons until the employer edits it. Each ad is locked while decided (FOR UPDATE SKIP LOCKED), so
 * that two jobs instances never decide one ad twice.
 */
import type { ReviewReason } from '@phjobs/contracts/job-ad-form';
import type { Db } from '@phjobs/service-kit/events/sql';
import { ONGOING } from '../domain/ad-status.ts';
import { manilaDate } from '../domain/manila-day.ts';
import { reviewJobAd } from '../domain/review-job-ad.ts';

type DueRow = {
  id: string;
  title: string;
  job_description: string;
  salary_code: string;
  salary: number | null;
  province_id: string | null;
  specialization_ids: string[];
  deadline_date: string | null;
};

export type ReviewOutcome = { jobId: number; statusCode: string; reviewReasons: ReviewReason[] };

/** Decides the due ads (only `jobId` when given); at most `limit` per call. Returns what was decided. */
export async function reviewDueAds(db: Db, now: Date, options: { jobId?: number; limit?: number } = {}): Promise<ReviewOutcome[]> {
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRawUnsafe<DueRow[]>(
      `SELECT id::text, title, job_description, salary_code, salary::float8 AS salary, province_id, specialization_ids,
         to_char(deadline_date, 'YYYY-MM-DD') AS deadline_date
       FROM job_ad
       WHERE status_code = '012A' AND review_due_at <= $1::timestamptz AND deleted_at IS NULL AND ($2::bigint IS NULL OR id = $2::bigint)
       ORDER BY review_due_at, id LIMIT $3::int FOR UPDATE SKIP LOCKED`,
      now.toISOString(),
      options.jobId ?? null,
      options.limit ?? 500,
    );
    const day = manilaDate(now);
    const outcomes: ReviewOutcome[] = [];
    for (const row of rows) {
      const reasons = reviewJobAd(
        {
          title: row.title,
          jobDescription: row.job_description,
          salaryCode: row.salary_code,
          salary: row.salary,
          provinceId: row.province_id,
          specializationIds: row.specialization_ids,
          deadlineDate: row.deadline_date,
        },
        day,
      );
      const statusCode = reasons.length === 0 ? ONGOING : '012A';
      await tx.$executeRawUnsafe(
        `UPDATE job_ad SET status_code = $2, review_due_at = NULL, review_reasons = $3::jsonb, updated_at = $4::timestamptz WHERE id = $1::bigint`,
        row.id,
        statusCode,
        JSON.stringify(reasons),
        now.toISOString(),
      );
      outcomes.push({ jobId: Number(row.id), statusCode, reviewReasons: reasons });
    }
    return outcomes;
  });
}
