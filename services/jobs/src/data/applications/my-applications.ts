/**
 * The job seeker's side after applying: GET /api/application/myApplications (live applications,
 * newest first, filtered by tab, method, company name, status and period) and the cancel
 * (PUT /api/application/{applicationId}): own applications only, not once passed (021A), not
 * passed (021B), ended as a chat (021E) or cancelled; status 021D and the event
 * jobs.application.cancelled (with the chat to freeze) in the same transaction.
 */
import { APPLICATION_ERROR_CODES, type CancelApplicationResponse, type MyApplicationRow, type MyApplicationsQuery, type MyApplicationsResponse } from '@phjobs/contracts/applications';
import { APPLY_METHOD, type ApplicationStatusCode, type ApplyMethodCode } from '@phjobs/contracts/codes';
import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { conflict, notFound } from '@phjobs/service-kit/errors';
import { writeOutbox } from '@phjobs/service-kit/events/outbox';
import type { Db, Sql } from '@phjobs/service-kit/events/sql';
import { chatUrlOf, periodStart } from '../../domain/applications/rules.ts';
import { SqlParams } from '../search-terms.ts';
import type { ApplicationWithAdRow } from './employer-applicants.ts';

type Row = {
  total: number;
  id: string;
  how_to_apply_code: string;
  job_id: string;
  user_id: string;
  job_title: string;
  company_name: string;
  job_status_code: string;
  deadline_date: string | null;
  register_date: string;
  status_code: ApplicationStatusCode;
  memo: string | null;
  job_deleted: boolean;
};

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

export async function listMyApplications(db: Sql, userId: string, query: MyApplicationsQuery, now: Date): Promise<MyApplicationsResponse> {
  const p = new SqlParams();
  const where = [`a.user_id = ${p.add(userId, 'bigint')}`, 'a.cancelled_at IS NULL'];
  if (query.howToApply === 'chat') where.push(`a.how_to_apply_code = '018B'`);
  if (query.howToApply === 'online') where.push(`a.how_to_apply_code <> '018B'`);
  if (query.howToApplyCode !== 'all') where.push(`a.how_to_apply_code = ${p.add(query.howToApplyCode)}`);
  if (query.statusCode !== 'all') where.push(`a.status_code = ${p.add(query.statusCode)}`);
  if (query.companyName) where.push(`j.company_name ILIKE ${p.add(`%${query.companyName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
  // A period needs both halves; the screen's default is one week (1, w).
  if (query.periodValue !== undefined && query.periodUnit) where.push(`a.created_at >= ${p.add(periodStart(now, query.periodValue, query.periodUnit).toISOString(), 'timestamptz')}`);
  const rows = await db.$queryRawUnsafe<Row[]>(
    `SELECT count(*) OVER ()::int AS total, a.id::text, a.how_to_apply_code, a.job_id::text, a.user_id::text, j.title AS job_title, j.company_name,
       j.status_code AS job_status_code, to_char(j.deadline_date, 'YYYY-MM-DD') AS deadline_date,
       to_char(a.created_at AT TIME ZONE 'UTC', ${ISO}) AS register_date, a.status_code, a.memo, j.deleted_at IS NOT NULL AS job_deleted
     FROM application a JOIN job_ad j ON j.id = a.job_id
     WHERE ${where.join(' AND ')}
     ORDER BY a.created_at DESC, a.id DESC
     LIMIT ${p.add(query.pageUnit, 'int')} OFFSET ${p.add((query.pageNo - 1) * query.pageUnit, 'bigint')}`,
    ...p.values,
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    // A page past the end carries no count: count alone.
    const counted = await db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM application a JOIN job_ad j ON j.id = a.job_id WHERE ${where.join(' AND ')}`,
      ...p.values.slice(0, -2),
    );
    total = counted[0]?.n ?? 0;
  }
  const list: MyApplicationRow[] = rows.map((row) => ({
    applicationId: Number(row.id),
    applicationType: row.how_to_apply_code,
    applicationTitle: APPLY_METHOD[row.how_to_apply_code as ApplyMethodCode] ?? row.how_to_apply_code,
    jobId: Number(row.job_id),
    uid: Number(row.user_id),
    jobTitle: row.job_title,
    companyName: row.company_name,
    jobStatusCode: row.job_status_code,
    deadlineDate: row.deadline_date,
    registerDate: row.register_date,
    statusCode: row.status_code,
    chat_url: chatUrlOf(row.how_to_apply_code, row.job_id, row.user_id),
    memo: row.memo,
    jobDeleted: row.job_deleted,
  }));
  return { list, resultListCount: total };
}

type CancelRow = ApplicationWithAdRow & { company_id: string };

export async function cancelApplication(db: Db, userId: string, applicationId: number): Promise<CancelApplicationResponse> {
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRawUnsafe<CancelRow[]>(
      `SELECT a.id::text, a.job_id::text, a.user_id::text, a.how_to_apply_code, a.status_code, a.cancelled_at IS NOT NULL AS cancelled,
         a.applicant_email, a.applicant_full_name, j.title AS job_title, j.company_id::text, j.company_name
       FROM application a JOIN job_ad j ON j.id = a.job_id
       WHERE a.id = $1::bigint FOR UPDATE OF a`,
      applicationId,
    );
    const row = rows[0];
    // Another member's application is reported as absent, like an unknown one.
    if (!row || row.user_id !== userId) throw notFound('No such application.');
    if (row.cancelled) throw conflict(APPLICATION_ERROR_CODES.notCancellable, 'This application is already cancelled.');
    if (row.status_code === '021A' || row.status_code === '021B') throw conflict(APPLICATION_ERROR_CODES.notCancellable, 'An application that passed or did not pass cannot be cancelled.');
    if (row.status_code === '021E') throw conflict(APPLICATION_ERROR_CODES.notCancellable, 'This chat application has ended and cannot be cancelled.');
    await tx.$executeRawUnsafe(`UPDATE application SET status_code = '021D', cancelled_at = now(), updated_at = now() WHERE id = $1::bigint`, applicationId);
    await writeOutbox(tx, EVENT_SUBJECTS.APPLICATION_CANCELLED, {
      applicationId: row.id,
      jobId: row.job_id,
      jobTitle: row.job_title,
      employerUserId: row.company_id,
      companyName: row.company_name,
      applicantUserId: userId,
      applicantEmail: row.applicant_email ?? '',
      applicantFullName: row.applicant_full_name,
      howToApplyCode: row.how_to_apply_code,
      chatUrl: chatUrlOf(row.how_to_apply_code, row.job_id, userId),
    });
    return { applicationId, statusCode: '021D' as const };
  });
}
