/**
 * The employer's side: the counts of one ad (GET /api/application/applicants/job/{id}), the
 * company's applications (GET /api/application/applicants, and one ad's:
 * GET /api/employer/myPage/applicant/{id}) and the status change
 * (PUT /api/employer/myPage/applicant/changeStatus/{id}). Only the company that owns the ad (its id
 * is the ad's company_id), and for reading also the master of that company (data/company-master.ts,
 * an AdReader); another company's ad or application is reported as absent (404). A master's branch
 * views (GET /api/master/applicant/{employerId}/application and /job) read the same lists for the
 * branch, the link checked in the same statements.
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
import { MASTER_READ_ONLY_MESSAGE, type BranchApplicationItem, type BranchApplicationsResponse } from '@phjobs/contracts/branches';
import { APPLY_METHOD, type ApplicationStatusCode, type ApplyMethodCode } from '@phjobs/contracts/codes';
import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { conflict, forbidden, notFound } from '@phjobs/service-kit/errors';
import { writeOutbox } from '@phjobs/service-kit/events/outbox';
import type { Db, Sql } from '@phjobs/service-kit/events/sql';
import type { ApplicationForDetail } from '../../domain/applications/get-applicant-detail.ts';
import type { AdReader } from '../../domain/ad-reader.ts';
import { isBranchOf, readableBy } from '../company-master.ts';
import { SqlParams } from '../search-terms.ts';

/** The counts of one ad's live applications, as the by-ad list and the one-ad header show them. */
const COUNTS = `count(a.id) FILTER (WHERE a.status_code = '021C')::int AS under_review,
       count(a.id) FILTER (WHERE a.status_code = '021A')::int AS pass,
       count(a.id) FILTER (WHERE a.status_code = '021B')::int AS non_pass,
       count(a.id)::int AS applicant,
       count(a.id) FILTER (WHERE a.read_at IS NULL)::int AS unread`;

/** The reader's ad ($2), not deleted (another company's or a deleted ad is absent). */
const readableAd = (reader: AdReader) => `${readableBy(reader, 'j.company_id', '$2::bigint')} AND j.deleted_at IS NULL`;

export async function countJobApplicants(db: Sql, reader: AdReader, jobId: number): Promise<JobApplicantCounts> {
  const rows = await db.$queryRawUnsafe<{ title: string; under_review: number; pass: number; non_pass: number; applicant: number; unread: number }[]>(
    `SELECT j.title, ${COUNTS}
     FROM job_ad j LEFT JOIN application a ON a.job_id = j.id AND a.cancelled_at IS NULL
     WHERE j.id = $1::bigint AND ${readableAd(reader)}
     GROUP BY j.id`,
    jobId,
    reader.id,
  );
  const row = rows[0];
  if (!row) throw notFound('No such job ad.');
  return { title: row.title, underReview: row.under_review, pass: row.pass, nonPass: row.non_pass, jobId, applicant: row.applicant, unread: row.unread };
}

type ApplicantJobsQuery = { pageUnit: number; pageNo: number; isOnlyOngoing: boolean };

/** The company's ads (not deleted) with their applicant counts, newest registration first; `onlyOngoing`: 012C only. */
export async function listApplicantJobs(db: Sql, companyId: string, query: ApplicantJobsQuery): Promise<ApplicantJobsResponse> {
  return (await applicantJobsPage(db, companyId, query)) ?? { list: [], resultListCount: 0 };
}

/** GET /api/master/applicant/{employerId}/job: the same of a master's branch; null when the company is not its branch. */
export function listBranchApplicantJobs(db: Sql, masterId: string, branchId: string, query: { pageUnit: number; pageNo: number }): Promise<ApplicantJobsResponse | null> {
  return applicantJobsPage(db, branchId, { ...query, isOnlyOngoing: false }, masterId);
}

/** Two statements (the page, the number); `masterId`: only while the company is its branch (checked in both), else null. */
async function applicantJobsPage(db: Sql, companyId: string, query: ApplicantJobsQuery, masterId?: string): Promise<ApplicantJobsResponse | null> {
  const p = new SqlParams();
  const company = p.add(companyId, 'bigint');
  const where = `j.company_id = ${company} AND j.deleted_at IS NULL${query.isOnlyOngoing ? ` AND j.status_code = '012C'` : ''}`;
  const branch = masterId === undefined ? 'true' : isBranchOf(company, p.add(masterId, 'bigint'));
  const countValues = [...p.values];
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
       WHERE ${where} AND ${branch}
       ORDER BY j.registered_at DESC, j.id DESC
       LIMIT ${p.add(query.pageUnit, 'int')} OFFSET ${p.add((query.pageNo - 1) * query.pageUnit, 'bigint')}`,
      ...p.values,
    ),
    db.$queryRawUnsafe<{ n: number; branch: boolean }[]>(`SELECT count(*)::int AS n, ${branch} AS branch FROM job_ad j WHERE ${where}`, ...countValues),
  ]);
  if (!total[0]?.branch) return null;
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

type ApplicantsQuery = { pageUnit: number; pageNo: number; howToApplyCode: string; jobId?: number; unread?: boolean };

/**
 * The company's live applications on its ads (not deleted), newest first: all its ads, or one (404
 * when the reader may not read it: data/company-master.ts readableBy; a company id alone reads its
 * own); `unread`: only those the company has not opened.
 */
export async function listCompanyApplicants(db: Sql, readerOrCompany: AdReader | string, query: ApplicantsQuery): Promise<ApplicantsResponse> {
  const reader = typeof readerOrCompany === 'string' ? { id: readerOrCompany, master: false } : readerOrCompany;
  let companyId = reader.id;
  if (query.jobId !== undefined) {
    const ad = await db.$queryRawUnsafe<{ company_id: string }[]>(
      `SELECT j.company_id::text FROM job_ad j WHERE j.id = $1::bigint AND ${readableAd(reader)}`,
      query.jobId,
      reader.id,
    );
    if (!ad[0]) throw notFound('No such job ad.');
    companyId = ad[0].company_id;
  }
  const page = await applicantsPage(db, companyId, query);
  return { list: page.rows.map(applicantRowOf), resultListCount: page.total };
}

/**
 * GET /api/master/applicant/{employerId}/application: the branch's live applications newest first
 * (the spec's 'Branch application item'); null when the company is not the master's branch.
 */
export async function listBranchApplications(db: Sql, masterId: string, branchId: string, query: { pageUnit: number; pageNo: number }): Promise<BranchApplicationsResponse | null> {
  const page = await applicantsPage(db, branchId, { ...query, howToApplyCode: 'all' }, masterId);
  if (!page.branch) return null;
  const list: BranchApplicationItem[] = page.rows.map((row) => ({
    applicationId: Number(row.id),
    jobId: Number(row.job_id),
    jobTitle: row.job_title,
    createdAt: row.created_at,
    howToAppliyCode: row.how_to_apply_code,
    applicationStatusCode: row.status_code,
    resumeTitle: resumeTitleOf(row),
    fullName: row.applicant_full_name,
  }));
  return { list, resultListCount: page.total };
}

/** The resume's title, or for the other methods 'Telephone application' and the like. */
const resumeTitleOf = (row: Row) => row.resume_title ?? `${APPLY_METHOD[row.how_to_apply_code as ApplyMethodCode] ?? row.how_to_apply_code} application`;

const applicantRowOf = (row: Row): ApplicantRow => ({
  applicationId: Number(row.id),
  createdAt: row.created_at,
  howToApplyCode: row.how_to_apply_code,
  statusCode: row.status_code,
  title: resumeTitleOf(row),
  fullName: row.applicant_full_name,
  jobId: Number(row.job_id),
  jobTitle: row.job_title,
  applicationStatusCode: row.status_code,
  isRead: row.is_read,
});

/**
 * One page of the company's live applications and their number, two statements; `masterId`: only
 * while the company is that master's branch (checked in both; `branch` says whether it is).
 */
async function applicantsPage(db: Sql, companyId: string, query: ApplicantsQuery, masterId?: string): Promise<{ rows: Row[]; total: number; branch: boolean }> {
  // Conditions on the application alone: a.company_id (the ad's, copied on insert) lets the page
  // walk (company_id, created_at DESC, id DESC) and stop after pageUnit rows.
  const p = new SqlParams();
  const company = p.add(companyId, 'bigint');
  const where = [`a.company_id = ${company}`, 'a.cancelled_at IS NULL'];
  const branch = masterId === undefined ? 'true' : isBranchOf(company, p.add(masterId, 'bigint'));
  if (query.jobId !== undefined) where.push(`a.job_id = ${p.add(query.jobId, 'bigint')}`);
  if (query.howToApplyCode !== 'all') where.push(`a.how_to_apply_code = ${p.add(query.howToApplyCode)}`);
  if (query.unread) where.push('a.read_at IS NULL');
  const condition = where.join(' AND ');
  const countValues = [...p.values];
  const [rows, counted] = await Promise.all([
    db.$queryRawUnsafe<Row[]>(
      `SELECT a.id::text, to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
         a.how_to_apply_code, a.status_code, a.resume_title, a.applicant_full_name, j.id::text AS job_id, j.title AS job_title,
         a.read_at IS NOT NULL AS is_read
       FROM application a JOIN job_ad j ON j.id = a.job_id
       WHERE ${condition} AND j.deleted_at IS NULL AND ${branch}
       ORDER BY a.created_at DESC, a.id DESC
       LIMIT ${p.add(query.pageUnit, 'int')} OFFSET ${p.add((query.pageNo - 1) * query.pageUnit, 'bigint')}`,
      ...p.values,
    ),
    // All of them less those on deleted ads (few): no join over every application of the company.
    db.$queryRawUnsafe<{ n: number; branch: boolean }[]>(
      `SELECT ((SELECT count(*) FROM application a WHERE ${condition})
         - (SELECT count(*) FROM application a JOIN job_ad j ON j.id = a.job_id WHERE ${condition} AND j.company_id = ${company} AND j.deleted_at IS NOT NULL))::int AS n,
         ${branch} AS branch`,
      ...countValues,
    ),
  ]);
  const branchOk = counted[0]?.branch ?? false;
  return { rows: branchOk ? rows : [], total: branchOk ? (counted[0]?.n ?? 0) : 0, branch: branchOk };
}

/**
 * A live application the reader may read, or null (another company's, cancelled, on a deleted ad,
 * or none); `own`: the reader is the ad's company (not its master).
 */
export async function findCompanyApplication(db: Sql, reader: AdReader, applicationId: number): Promise<ApplicationForDetail | null> {
  const rows = await db.$queryRawUnsafe<ApplicationForDetail[]>(
    `SELECT a.id::text, a.job_id::text, j.title AS job_title, a.user_id::text, a.how_to_apply_code, a.status_code, a.resume_id::text,
       a.applicant_full_name, a.applicant_email, a.self_introduction, a.company_own_resume_key, a.company_own_resume_file_name,
       to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, j.company_id = $2::bigint AS own
     FROM application a JOIN job_ad j ON j.id = a.job_id
     WHERE a.id = $1::bigint AND ${readableAd(reader)} AND a.cancelled_at IS NULL`,
    applicationId,
    reader.id,
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
 * jobs.application.status_changed (none for a withdrawn, anonymised applicant). Only the ad's
 * company: its master reads but does not change (403, MASTER_READ_ONLY_MESSAGE), others 404.
 */
export async function changeApplicationStatus(db: Db, reader: AdReader, applicationId: number, statusCode: '021A' | '021B' | '021C'): Promise<ChangeApplicationStatusResponse> {
  const companyId = reader.id;
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRawUnsafe<(ApplicationWithAdRow & { own: boolean })[]>(
      `SELECT a.id::text, a.job_id::text, a.user_id::text, a.how_to_apply_code, a.status_code, a.cancelled_at IS NOT NULL AS cancelled,
         a.applicant_email, a.applicant_full_name, j.title AS job_title, j.company_name, j.company_id = $2::bigint AS own
       FROM application a JOIN job_ad j ON j.id = a.job_id
       WHERE a.id = $1::bigint AND ${readableBy(reader, 'j.company_id', '$2::bigint')} FOR UPDATE OF a`,
      applicationId,
      companyId,
    );
    const row = rows[0];
    if (!row) throw notFound('No such application.');
    if (!row.own) throw forbidden(MASTER_READ_ONLY_MESSAGE);
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
