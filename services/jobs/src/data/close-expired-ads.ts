import type { Db, Sql } from '@phjobs/service-kit/events/sql';
import { REGULAR_RECRUITMENT_DAYS } from '../domain/ad-lifecycle.ts';
import { manilaDate, startOfManilaDay } from '../domain/manila-day.ts';
import { reviewDueAds } from './review-ads.ts';
import { eraseWithdrawnCompanyApplicants } from './withdraw-company.ts';

/**
 * Ongoing ads end (012C becomes 012D), so that no list shows an ad that refuses applications:
 * - by their deadline: an ad is open through its deadline day, Manila time;
 * - after 21 days including the registration date (employer.md 'Job ad management'): an ad
 *   registered on Manila day R is open through R + 20.
 * job_ad_search follows by its triggers. Returns how many ads ended.
 */
export async function closeExpiredAds(db: Sql, now = new Date()): Promise<number> {
  const lastRegistration = new Date(startOfManilaDay(now).getTime() - (REGULAR_RECRUITMENT_DAYS - 1) * 86_400_000);
  return db.$executeRawUnsafe(
    `UPDATE job_ad SET status_code = '012D', updated_at = $3::timestamptz
     WHERE status_code = '012C' AND (deadline_date < $1::date OR registered_at < $2::timestamptz)`,
    manilaDate(now),
    lastRegistration.toISOString(),
    now.toISOString(),
  );
}

/** One key for the scheduler's advisory lock (any bigint; 'jobs-ad-schedule'). */
const SCHEDULE_LOCK = 7_311_204_052_500;

/** `erased`: applications whose applicant data was erased (withdrawn companies past the retention period). */
export type ScheduleRun = { won: boolean; ended: number; reviewed: number; erased: number };

/**
 * One run of the ads' schedule: the due reviews, then the ends by deadline and by the 21-day rule,
 * and the erasure of applicant data in withdrawn companies' applications past the retention period.
 * Safe with several jobs instances: the run holds a transaction-level advisory lock, and an
 * instance that does not get it skips the run ({ won: false }).
 */
export async function runAdSchedule(db: Db, now = new Date()): Promise<ScheduleRun> {
  const claimed = await db.$transaction(async (tx) => {
    const rows = await tx.$queryRawUnsafe<{ won: boolean }[]>('SELECT pg_try_advisory_xact_lock($1::bigint) AS won', SCHEDULE_LOCK);
    if (!rows[0]?.won) return null;
    return { ended: await closeExpiredAds(tx, now), erased: await eraseWithdrawnCompanyApplicants(tx, now) };
  });
  if (!claimed) return { won: false, ended: 0, reviewed: 0, erased: 0 };
  // Reviews lock each ad themselves (SKIP LOCKED): another instance's reviews after a write do not block this.
  const reviewed = (await reviewDueAds(db, now)).length;
  return { won: true, ended: claimed.ended, reviewed, erased: claimed.erased };
}

/**
 * Claims the schedule's tick `tick` for `instance`: true for the one instance (of however many)
 * whose claim lands first, false for the others (job_schedule_tick's primary key decides). Ticks
 * older than a day are deleted by the winner.
 */
export async function claimScheduleTick(db: Sql, tick: Date, instance: string): Promise<boolean> {
  const claimed = await db.$queryRawUnsafe<{ tick: Date }[]>(
    'INSERT INTO job_schedule_tick (tick, instance) VALUES ($1::timestamptz, $2) ON CONFLICT (tick) DO NOTHING RETURNING tick',
    tick.toISOString(),
    instance,
  );
  if (claimed.length === 0) return false;
  await db.$executeRawUnsafe("DELETE FROM job_schedule_tick WHERE tick < $1::timestamptz - interval '1 day'", tick.toISOString());
  return true;
}
