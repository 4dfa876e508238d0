import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { writeOutbox } from '@phjobs/service-kit/events/outbox';
import type { Db } from '@phjobs/service-kit/events/sql';
import { manilaDate } from '../domain/manila-day.ts';

/** One key for the scheduler's advisory lock (any bigint; 'employer-permit-schedule'). */
const SCHEDULE_LOCK = 7_311_204_052_613;

export type PermitScheduleRun = { won: boolean; expired: number };

/**
 * One run of the permits' schedule: certified permits (015B) whose last valid day is before today
 * (Manila) fall back to 015C, each with employer.company.permit_changed (the ads lose the badge).
 * Safe with several employer instances: the run holds a transaction-level advisory lock, and an
 * instance that does not get it skips the run ({ won: false }).
 */
export async function runPermitSchedule(db: Db, now = new Date()): Promise<PermitScheduleRun> {
  const expired = await db.$transaction(async (tx) => {
    const rows = await tx.$queryRawUnsafe<{ won: boolean }[]>('SELECT pg_try_advisory_xact_lock($1::bigint) AS won', SCHEDULE_LOCK);
    if (!rows[0]?.won) return null;
    const ended = await tx.$queryRawUnsafe<{ id: bigint; valid_to: string }[]>(
      `UPDATE company SET permit_status_code = '015C', permit_certified_at = NULL, updated_at = $2::timestamptz
        WHERE permit_status_code = '015B' AND permit_valid_to < $1::date
        RETURNING id, to_char(permit_valid_to, 'YYYY-MM-DD') AS valid_to`,
      manilaDate(now),
      now.toISOString(),
    );
    for (const row of ended) {
      await writeOutbox(tx, EVENT_SUBJECTS.COMPANY_PERMIT_CHANGED, { companyId: String(row.id), statusCode: '015C', validTo: row.valid_to, changedAt: now.toISOString() });
    }
    return ended.length;
  });
  return expired === null ? { won: false, expired: 0 } : { won: true, expired };
}
