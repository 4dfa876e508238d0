import type { Sql } from '@phjobs/service-kit/events/sql';
import { manilaDate } from '../domain/manila-day.ts';

/**
 * Ads whose deadline has passed end: 012C becomes 012D, so that no list shows an ad that refuses
 * applications (an ad is open through its deadline day, Manila time). job_ad_search follows by its
 * triggers. Returns how many ads ended. Scheduled by domain/close-expired-ads.ts.
 */
export async function closeExpiredAds(db: Sql, now = new Date()): Promise<number> {
  return db.$executeRawUnsafe(
    `UPDATE job_ad SET status_code = '012D', updated_at = now() WHERE status_code = '012C' AND deadline_date < $1::date`,
    manilaDate(now),
  );
}
