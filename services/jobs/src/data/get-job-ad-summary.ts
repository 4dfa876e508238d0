import type { InternalJobAdSummary } from '@phjobs/contracts/community';
import type { Sql } from '@phjobs/service-kit/events/sql';

type Row = { id: string; title: string; company_name: string; company_id: string; status_code: string };

/** A job ad's title, company and status in any state (deleted ones too: a report keeps what it was); null when unknown. */
export async function getJobAdSummary(db: Sql, jobId: number): Promise<InternalJobAdSummary | null> {
  const rows = await db.$queryRawUnsafe<Row[]>(`SELECT id::text, title, company_name, company_id::text, status_code FROM job_ad WHERE id = $1::bigint`, jobId);
  const row = rows[0];
  if (!row) return null;
  return { jobId: Number(row.id), title: row.title, companyName: row.company_name, companyUserId: Number(row.company_id), statusCode: row.status_code };
}
