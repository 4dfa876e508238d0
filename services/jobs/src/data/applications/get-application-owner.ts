/**
 * One application as another service needs it to decide who may touch it: services/chat asks
 * GET /internal/applications/{id} before it stores a memo (only the owner writes one).
 */
import type { InternalApplication } from '@phjobs/contracts/applications';
import type { ApplicationStatusCode, ApplyMethodCode } from '@phjobs/contracts/codes';
import type { Sql } from '@phjobs/service-kit/events/sql';
import { chatUrlOf } from '../../domain/applications/rules.ts';

type Row = { id: string; job_id: string; user_id: string | null; how_to_apply_code: ApplyMethodCode; status_code: ApplicationStatusCode; cancelled: boolean };

/** null when there is no such application. */
export async function getApplicationOwner(db: Sql, applicationId: number): Promise<InternalApplication | null> {
  const rows = await db.$queryRawUnsafe<Row[]>(
    `SELECT id::text, job_id::text, user_id::text, how_to_apply_code, status_code, cancelled_at IS NOT NULL AS cancelled FROM application WHERE id = $1::bigint`,
    applicationId,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    applicationId: Number(row.id),
    jobId: Number(row.job_id),
    userId: row.user_id === null ? null : Number(row.user_id),
    howToApplyCode: row.how_to_apply_code,
    statusCode: row.status_code,
    chat_url: chatUrlOf(row.how_to_apply_code, row.job_id, row.user_id),
    cancelled: row.cancelled,
  };
}
