/**
 * The apply use cases' ApplicationStore (domain/applications/application-store.ts) over SQL: the ad
 * an individual applies to, whether they applied already, and the application written with its
 * event jobs.application.created in one transaction.
 */
import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { writeOutbox } from '@phjobs/service-kit/events/outbox';
import type { Db } from '@phjobs/service-kit/events/sql';
import type { ApplicationStore } from '../../domain/applications/application-store.ts';

type AdRow = {
  id: string;
  company_id: string;
  company_name: string;
  title: string;
  status_code: string;
  past_deadline: boolean;
  apply_methods: string[] | null;
  own_form: { key?: unknown; fileName?: unknown } | string | null;
  direct_customized_input: string | null;
};

export function applicationStore(db: Db): ApplicationStore {
  return {
    async findAdForApply(jobId, today) {
      const rows = await db.$queryRawUnsafe<AdRow[]>(
        `SELECT id::text, company_id::text, company_name, title, status_code, apply_methods, own_form, direct_customized_input,
           coalesce(deadline_date < $2::date, false) AS past_deadline
         FROM job_ad WHERE id = $1::bigint`,
        jobId,
        today,
      );
      const row = rows[0];
      if (!row) return null;
      const form = typeof row.own_form === 'string' ? (JSON.parse(row.own_form) as AdRow['own_form']) : row.own_form;
      const ownForm = form && typeof form === 'object' && typeof form.key === 'string' && form.key ? { key: form.key, fileName: typeof form.fileName === 'string' ? form.fileName : '' } : null;
      return {
        jobId: Number(row.id),
        companyId: row.company_id,
        companyName: row.company_name,
        title: row.title,
        statusCode: row.status_code,
        pastDeadline: row.past_deadline,
        applyMethods: row.apply_methods ?? [],
        ownForm,
        directCustomizedInput: row.direct_customized_input,
      };
    },

    async hasLiveApplication(jobId, userId) {
      const rows = await db.$queryRawUnsafe<{ found: boolean }[]>(
        'SELECT EXISTS (SELECT 1 FROM application WHERE job_id = $1::bigint AND user_id = $2::bigint AND cancelled_at IS NULL) AS found',
        jobId,
        userId,
      );
      return rows[0]?.found ?? false;
    },

    async createApplication(application, event) {
      try {
        return await db.$transaction(async (tx) => {
          const rows = await tx.$queryRawUnsafe<{ id: string }[]>(
            `INSERT INTO application (job_id, user_id, how_to_apply_code, status_code, resume_id, resume_title, applicant_full_name, applicant_email,
               self_introduction, company_own_resume_key, company_own_resume_file_name)
             VALUES ($1::bigint, $2::bigint, $3, '021C', $4::bigint, $5, $6, $7, $8, $9, $10)
             RETURNING id::text`,
            application.jobId,
            application.userId,
            application.howToApplyCode,
            application.resumeId,
            application.resumeTitle,
            application.applicantFullName,
            application.applicantEmail,
            application.selfIntroduction,
            application.companyOwnResumeKey,
            application.companyOwnResumeFileName,
          );
          const applicationId = rows[0]!.id;
          await writeOutbox(tx, EVENT_SUBJECTS.APPLICATION_CREATED, { applicationId, ...event });
          return applicationId;
        });
      } catch (error) {
        // Two applications at once: the unique index on live (job_id, user_id) lets one through.
        if ((error as { code?: string }).code === '23505') return null;
        throw error;
      }
    },
  };
}
