/**
 * The employer's side: the counts of one ad (GET /api/application/applicants/job/{id}), the
 * company's applications (GET /api/application/applicants, and one ad's:
 * GET /api/employer/myPage/applicant/{id}) and the status change
 * (PUT /api/employer/myPage/applicant/changeStatus/{id}). Only the company that owns the ad (its id
 * is the ad's company_id); another company's ad or application is reported as absent (404).
 */
import {
  APPLICATION_ERROR_CODES,
  type ApplicantJobRow,
  type ApplicantJobsResponse,
  type ApplicantRow,
  type ApplicantsResponse,
  type ChangeApplicationStatusResponse,
  type JobApplicantCounts,
} from '@phjobs/contracts/applications';
import { APPLY_METHOD, type ApplicationStatusCode, type ApplyMethodCode } from '@phjobs/contracts/codes';
import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { conflict, notFound } from '@phjobs/service-kit/errors';
import { writeOutbox } from '@phjobs/service-kit/events/outbox';
import type { Db, Sql } from '@phjobs/service-kit/events/sql';
import type { ApplicationForDetail } from '../../domain/applications/get-applicant-detail.ts';
import { SqlParams } from '../search-terms.ts';

/** The counts of one ad's live applications, as the by-ad list and the one-ad header show them. */
const COUNTS = `count(a.id) FILTER (WHERE a.status_code = '021C')::int AS under_review,
       count(a.id) FILTER (WHERE a.status_code = '021A')::int AS pass,
       count(a.id) FILTER (WHERE a.status_code = '021B')::int AS non_pass,
       count(a.id)::int AS applicant,
       count(a.id) FILTER (WHERE a.read_at IS NULL)::int AS unread`;

/** The company's own ad, not deleted (another company's or a deleted ad is absent). */
const OWN_AD = 'j.company_id = $2::bigint AND j.deleted_at IS NULL';

export async function countJobApplicants(db: Sql, companyId: string, jobId: number): Promise<JobApplicantCounts> {
  const rows = await db.$queryRawUnsafe<{ title: string; under_review: number; pass: number; non_pass: number; applicant: number; unread: number }[]>(
    `SELECT j.title, ${COUNTS}
     FROM job_ad j LEFT JOIN application a ON a.job_id = j.id AND a.cancelled_at IS NULL
     WHERE j.id = $1::bigint AND ${OWN_AD}
     GROUP BY j.id`,
    jobId,
    companyId,
  );
  const row = rows[0];
  if (!row) throw notFound('No such job ad.');
  return { title: row.title, underReview: row.under_review, pass: row.pass, nonPass: row.non_pass, jobId, applicant: row.applicant, unread: row.unread };
}

/** The company's ads (not deleted) with their applicant counts, newest registration first; `onlyOngoing`: 012C only. */
export async function listApplicantJobs(db: Sql, companyId: string, query: { pageUnit: number; pageNo: number; isOnlyOngoing: boolean }): Promise<ApplicantJobsResponse> {
  const where = `j.company_id = $1::bigint AND j.deleted_at IS NULL${query.isOnlyOngoing ? ` AND j.status_code = '012C'` : ''}`;
  const [rows, total] = await Promise.all([
    db.$queryRawUnsafe<
      { id: string; date: string; title: string; status_code: string; view_count: number; created_at: string; updated_at: string; under_review: number; pass: number; non_pass: number; applicant: number; unread: number }[]
    >(
      `SELECT j.id::text, to_char(j.registered_at AT TIME ZONE 'Asia/Manila', 'YYYY-MM-DD') AS date, j.title, j.status_code, j.view_count,
         to_char(j.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
         to_char(j.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at,
         c.under_review, c.pass, c.non_pass, c.applicant, c.unread
       FROM job_ad j
       CROSS JOIN LATERAL (SELECT ${COUNTS} FROM application a WHERE a.job_id = j.id AND a.cancelled_at IS NULL) c
       WHERE ${where}
       ORDER BY j.registered_at DESC, j.id DESC
       LIMIT $2::int OFFSET $3::bigint`,
      companyId,
      query.pageUnit,
      (query.pageNo - 1) * query.pageUnit,
    ),
    db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM job_ad j WHERE ${where}`, companyId),
  ]);
  const list: ApplicantJobRow[] = rows.map((row) => ({
    jobId: Number(row.id),
    date: row.date,
    title: row.title,
    statusCode: row.status_code,
    underReview: row.under_review,
    pass: row.pass,
    nonPass: row.non_pass,
    view: row.view_count,
    applicant: row.applicant,
    unread: row.unread,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
  return { list, resultListCount: total[0]?.n ?? 0 };
}

type Row = {
  total: number;
  id: string;
  created_at: string;
  how_to_apply_code: string;
  status_code: ApplicationStatusCode;
  resume_title: string | null;
  applicant_full_name: string;
  job_id: string;
  job_title: string;
  is_read: boolean;
};

/**
 * The company's live applications on its ads (not deleted), newest first: all its ads, or one (404
 * when not its own); `unread`: only those the company has not opened.
 */
export async function listCompanyApplicants(
  db: Sql,
  companyId: string,
  query: { pageUnit: number; pageNo: number; howToApplyCode: string; jobId?: number; unread?: boolean },
): Promise<ApplicantsResponse> {
  const p = new SqlParams();
  // a.company_id (the ad's, copied on insert): the list walks (company_id, created_at DESC, id DESC).
  const where = [`a.company_id = ${p.add(companyId, 'bigint')}`, 'j.deleted_at IS NULL', 'a.cancelled_at IS NULL'];
  if (query.jobId !== undefined) {
    const own = await db.$queryRawUnsafe<{ found: boolean }[]>(
      'SELECT EXISTS (SELECT 1 FROM job_ad WHERE id = $1::bigint AND company_id = $2::bigint AND deleted_at IS NULL) AS found',
      query.jobId,
      companyId,
    );
    if (!own[0]?.found) throw notFound('No such job ad.');
    where.push(`j.id = ${p.add(query.jobId, 'bigint')}`);
  }
  if (query.howToApplyCode !== 'all') where.push(`a.how_to_apply_code = ${p.add(query.howToApplyCode)}`);
  if (query.unread) where.push('a.read_at IS NULL');
  const condition = where.join(' AND ');
  const rows = await db.$queryRawUnsafe<Row[]>(
    `SELECT count(*) OVER ()::int AS total, a.id::text, to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
       a.how_to_apply_code, a.status_code, a.resume_title, a.applicant_full_name, j.id::text AS job_id, j.title AS job_title,
       a.read_at IS NOT NULL AS is_read
     FROM application a JOIN job_ad j ON j.id = a.job_id
     WHERE ${condition}
     ORDER BY a.created_at DESC, a.id DESC
     LIMIT ${p.add(query.pageUnit, 'int')} OFFSET ${p.add((query.pageNo - 1) * query.pageUnit, 'bigint')}`,
    ...p.values,
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    const counted = await db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM application a JOIN job_ad j ON j.id = a.job_id WHERE ${condition}`, ...p.values.slice(0, -2));
    total = counted[0]?.n ?? 0;
  }
  const list: ApplicantRow[] = rows.map((row) => ({
    applicationId: Number(row.id),
    createdAt: row.created_at,
    howToApplyCode: row.how_to_apply_code,
    statusCode: row.status_code,
    title: row.resume_title ?? `${APPLY_METHOD[row.how_to_apply_code as ApplyMethodCode] ?? row.how_to_apply_code} application`,
    fullName: row.applicant_full_name,
    jobId: Number(row.job_id),
    jobTitle: row.job_title,
    applicationStatusCode: row.status_code,
    isRead: row.is_read,
  }));
  return { list, resultListCount: total };
}

/** The company's live application, or null (another company's, cancelled, on a deleted ad, or none). */
export async function findCompanyApplication(db: Sql, companyId: string, applicationId: number): Promise<ApplicationForDetail | null> {
  const rows = await db.$queryRawUnsafe<ApplicationForDetail[]>(
    `SELECT a.id::text, a.job_id::text, j.title AS job_title, a.user_id::text, a.how_to_apply_code, a.status_code, a.resume_id::text,
       a.applicant_full_name, a.applicant_email, a.self_introduction, a.company_own_resume_key, a.company_own_resume_file_name,
       to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
     FROM application a JOIN job_ad j ON j.id = a.job_id
     WHERE a.id = $1::bigint AND j.company_id = $2::bigint AND j.deleted_at IS NULL AND a.cancelled_at IS NULL`,
    applicationId,
    companyId,
  );
  return rows[0] ?? null;
}

/** The company opened the application: read from now on (the first opening's time is kept). */
export async function markApplicationRead(db: Sql, applicationId: number, at: Date): Promise<void> {
  await db.$executeRawUnsafe('UPDATE application SET read_at = $2::timestamptz WHERE id = $1::bigint AND read_at IS NULL', applicationId, at.toISOString());
}

/** An application with its ad's title and company, as the status change and the cancellation lock it. */
export type ApplicationWithAdRow = {
  id: string;
  job_id: string;
  user_id: string | null;
  how_to_apply_code: ApplyMethodCode;
  status_code: ApplicationStatusCode;
  cancelled: boolean;
  applicant_email: string | null;
  applicant_full_name: string;
  job_title: string;
  company_name: string;
};

/**
 * Sets Pass (021A), Non pass (021B) or Under review (021C). The same status again changes nothing
 * and tells nobody; a cancelled application is a 409; the applicant is told by the event
 * jobs.application.status_changed (none for a withdrawn, anonymised applicant).
 */
export async function changeApplicationStatus(db: Db, companyId: string, applicationId: number, statusCode: '021A' | '021B' | '021C'): Promise<ChangeApplicationStatusResponse> {
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRawUnsafe<ApplicationWithAdRow[]>(
      `SELECT a.id::text, a.job_id::text, a.user_id::text, a.how_to_apply_code, a.status_code, a.cancelled_at IS NOT NULL AS cancelled,
         a.applicant_email, a.applicant_full_name, j.title AS job_title, j.company_name
       FROM application a JOIN job_ad j ON j.id = a.job_id
       WHERE a.id = $1::bigint AND j.company_id = $2::bigint FOR UPDATE OF a`,
      applicationId,
      companyId,
    );
    const row = rows[0];
    if (!row) throw notFound('No such application.');
    if (row.cancelled) throw conflict(APPLICATION_ERROR_CODES.cancelled, 'The applicant cancelled this application.');
    const previous = row.status_code;
    if (previous === statusCode) return { applicationId, statusCode, previousStatusCode: previous };
    await tx.$executeRawUnsafe('UPDATE application SET status_code = $2, updated_at = now() WHERE id = $1::bigint', applicationId, statusCode);
    if (row.user_id !== null) {
      await writeOutbox(tx, EVENT_SUBJECTS.APPLICATION_STATUS_CHANGED, {
        applicationId: row.id,
        jobId: row.job_id,
        jobTitle: row.job_title,
        employerUserId: companyId,
        companyName: row.company_name,
        applicantUserId: row.user_id,
        applicantEmail: row.applicant_email ?? '',
        applicantFullName: row.applicant_full_name,
        howToApplyCode: row.how_to_apply_code,
        previousStatusCode: previous,
        statusCode,
      });
    }
    return { applicationId, statusCode, previousStatusCode: previous };
  });
}
