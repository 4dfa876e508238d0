/**
 * One ad as services/chat needs it (GET /internal/job-ads/{id}/chat): to open a room (Ongoing ads
 * only), to name its company and the company's master (who reads the room), and to know when a
 * room's available period ends (CHAT_AVAILABLE_DAYS_AFTER_AD_END after the ad ended). Deleted ads
 * answer too, `deleted: true`.
 */
import type { InternalChatAd } from '@phjobs/contracts/chat';
import type { Sql } from '@phjobs/service-kit/events/sql';

type Row = {
  id: string;
  title: string;
  status_code: string;
  deleted: boolean;
  updated_at: Date;
  company_id: string;
  master_id: string | null;
  company_name: string;
  logo_key: string | null;
};

/** null when there is no such ad. `endedAt` of an ended (012D) ad is its last change: the end. */
export async function getChatAd(db: Sql, jobId: number): Promise<InternalChatAd | null> {
  const rows = await db.$queryRawUnsafe<Row[]>(
    `SELECT a.id::text, a.title, a.status_code, a.deleted_at IS NOT NULL AS deleted, a.updated_at, a.company_id::text,
            m.master_id::text AS master_id, a.company_name, a.logo_key
       FROM job_ad a LEFT JOIN company_master m ON m.company_id = a.company_id
      WHERE a.id = $1::bigint`,
    jobId,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    jobId: Number(row.id),
    title: row.title,
    statusCode: row.status_code,
    deleted: row.deleted,
    endedAt: row.status_code === '012D' ? new Date(row.updated_at).toISOString() : null,
    companyUserId: Number(row.company_id),
    masterUserId: row.master_id === null ? null : Number(row.master_id),
    companyName: row.company_name,
    logoKey: row.logo_key,
  };
}
