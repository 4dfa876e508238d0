/**
 * account.user.withdrawn: the member's traces here go. Their scraps are deleted; their applications
 * stay for the employers' lists and counts, anonymised: no member id, e-mail, message, own-form
 * file, memo or resume, and the name 'Withdrawn member'. Repeating it changes nothing.
 */
import type { Sql } from '@phjobs/service-kit/events/sql';

export const WITHDRAWN_NAME = 'Withdrawn member';

export async function eraseMember(tx: Sql, userId: string): Promise<{ scraps: number; applications: number }> {
  if (!/^\d{1,18}$/.test(userId)) return { scraps: 0, applications: 0 };
  const scraps = await tx.$executeRawUnsafe('DELETE FROM ad_scrap WHERE user_id = $1::bigint', userId);
  const applications = await tx.$executeRawUnsafe(
    `UPDATE application SET user_id = NULL, applicant_full_name = $2, applicant_email = NULL, self_introduction = NULL,
       company_own_resume_key = NULL, company_own_resume_file_name = NULL, memo = NULL, resume_id = NULL, resume_title = NULL, updated_at = now()
     WHERE user_id = $1::bigint`,
    userId,
    WITHDRAWN_NAME,
  );
  return { scraps, applications };
}
