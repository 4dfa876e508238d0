import type { Sql } from '@phjobs/service-kit/events/sql';
import { startOfManilaDay } from './list-kinds.ts';

/** The day in Manila (YYYY-MM-DD) of an instant. */
export const manilaDate = (now: Date) => new Date(startOfManilaDay(now).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Ads whose deadline has passed end: 012C becomes 012D, so that no list shows an ad that refuses
 * applications (an ad is open through its deadline day, Manila time). job_ad_search follows by its
 * triggers. Returns how many ads ended.
 */
export async function closeExpiredAds(db: Sql, now = new Date()): Promise<number> {
  return db.$executeRawUnsafe(
    `UPDATE job_ad SET status_code = '012D', updated_at = now() WHERE status_code = '012C' AND deadline_date < $1::date`,
    manilaDate(now),
  );
}

/** Runs closeExpiredAds now and then every interval; stop() ends the timer. */
export function scheduleClosingExpiredAds(db: Sql, onError: (error: unknown) => void, intervalMs = 60_000): { stop(): void; ready: Promise<number> } {
  const run = () => closeExpiredAds(db).catch((error: unknown) => (onError(error), 0));
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), ready: run() };
}
