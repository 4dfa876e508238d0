/**
 * Ads whose deadline has passed end (data/close-expired-ads.ts does it): at start, then every
 * minute, so that no list shows an ad that refuses applications.
 */

/** Runs `closeExpired` now and then every interval; stop() ends the timer. `ready` is the first run's count. */
export function scheduleClosingExpiredAds(closeExpired: () => Promise<number>, onError: (error: unknown) => void, intervalMs = 60_000): { stop(): void; ready: Promise<number> } {
  const run = () => closeExpired().catch((error: unknown) => (onError(error), 0));
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), ready: run() };
}
