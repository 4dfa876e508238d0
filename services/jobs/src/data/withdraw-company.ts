/**
 * account.user.withdrawn of a company or a master (README.md 'Withdrawn companies'):
 * - its ads end at once (Under Review and Ongoing become End, 012D): they leave every public list
 *   and their pages answer 404 to the public (job_ad_search and the list caches follow by triggers);
 * - the master-branch links it is part of go (it as a branch, and its branches if it is a master),
 *   so that no master reads it any longer and no older master_changed brings the link back;
 * - jobs.company_ads.closed goes to the outbox with the ads that ended and the live chat
 *   applications of all its ads (services/chat freezes those chats);
 * - withdrawn_company records when, for the retention of its applicants' data: the applications
 *   stay readable by their applicants, and the schedule erases the applicants' personal data in
 *   them once APPLICANT_DATA_RETENTION_YEARS have passed (`eraseWithdrawnCompanyApplicants`).
 * Repeating it changes nothing more.
 */
import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { writeOutbox } from '@phjobs/service-kit/events/outbox';
import type { Sql } from '@phjobs/service-kit/events/sql';
import { ENDED } from '../domain/ad-status.ts';

/** Stated assumption: Philippine labor rules keep employment records 3 years (README.md). */
export const APPLICANT_DATA_RETENTION_YEARS = 3;
/** The applicant's name in a withdrawn company's application once the retention period is over. */
export const ERASED_APPLICANT_NAME = 'Erased applicant';

export async function withdrawCompany(tx: Sql, companyId: string, at: string): Promise<{ ads: number; links: number }> {
  if (!/^\d{1,18}$/.test(companyId)) return { ads: 0, links: 0 };
  const ended = await tx.$queryRawUnsafe<{ id: string }[]>(
    `UPDATE job_ad SET status_code = '${ENDED}', review_due_at = NULL, updated_at = $2::timestamptz
     WHERE company_id = $1::bigint AND status_code IN ('012A', '012C') AND deleted_at IS NULL RETURNING id::text`,
    companyId,
    at,
  );
  const first = await tx.$executeRawUnsafe('INSERT INTO withdrawn_company (company_id, withdrawn_at) VALUES ($1::bigint, $2::timestamptz) ON CONFLICT (company_id) DO NOTHING', companyId, at);
  if (first > 0) {
    const chats = await tx.$queryRawUnsafe<{ job_id: string; id: string; user_id: string }[]>(
      `SELECT a.job_id::text, a.id::text, a.user_id::text FROM application a JOIN job_ad j ON j.id = a.job_id
       WHERE j.company_id = $1::bigint AND a.how_to_apply_code = '018B' AND a.cancelled_at IS NULL AND a.user_id IS NOT NULL ORDER BY a.id`,
      companyId,
    );
    await writeOutbox(tx, EVENT_SUBJECTS.COMPANY_ADS_CLOSED, {
      companyUserId: companyId,
      reason: 'company.withdrawn',
      jobIds: ended.map((row) => row.id).sort((a, b) => Number(a) - Number(b)),
      chats: chats.map((row) => ({ jobId: row.job_id, applicationId: row.id, applicantUserId: row.user_id })),
    });
  }
  const ads = ended.length;
  const own = await tx.$executeRawUnsafe(
    `INSERT INTO company_master (company_id, master_id, changed_at) VALUES ($1::bigint, NULL, $2::timestamptz)
     ON CONFLICT (company_id) DO UPDATE SET master_id = NULL, changed_at = GREATEST(company_master.changed_at, EXCLUDED.changed_at)
     WHERE company_master.master_id IS NOT NULL OR company_master.changed_at < EXCLUDED.changed_at`,
    companyId,
    at,
  );
  const branches = await tx.$executeRawUnsafe(
    'UPDATE company_master SET master_id = NULL, changed_at = GREATEST(changed_at, $2::timestamptz) WHERE master_id = $1::bigint',
    companyId,
    at,
  );
  return { ads, links: own + branches };
}

/**
 * The schedule (data/close-expired-ads.ts runAdSchedule): the companies withdrawn more than the
 * retention period before `now` lose their applicants' personal data: name, e-mail, message,
 * own-form file and resume of each application to their ads. The application itself (ad, method,
 * status, dates, the applicant's own memo) stays readable by its applicant. Once per company.
 */
export async function eraseWithdrawnCompanyApplicants(tx: Sql, now: Date): Promise<number> {
  return tx.$executeRawUnsafe(
    `WITH due AS (
       UPDATE withdrawn_company SET erased_at = $1::timestamptz
       WHERE erased_at IS NULL AND withdrawn_at <= $1::timestamptz - make_interval(years => $2::int)
       RETURNING company_id
     )
     UPDATE application a SET applicant_full_name = $3, applicant_email = NULL, self_introduction = NULL,
       company_own_resume_key = NULL, company_own_resume_file_name = NULL, resume_id = NULL, resume_title = NULL, updated_at = $1::timestamptz
     FROM due WHERE a.company_id = due.company_id`,
    now.toISOString(),
    APPLICANT_DATA_RETENTION_YEARS,
    ERASED_APPLICANT_NAME,
  );
}
