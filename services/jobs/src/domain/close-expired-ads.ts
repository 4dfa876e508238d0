/**
 * The ads' schedule (data/close-expired-ads.ts does the work): once at start, then at every tick,
 * so that no list shows an ad that refuses applications.
 *
 * Ticks fall on multiples of the interval since the epoch (every minute on the minute), the same
 * instants in every jobs instance: each instance asks for the tick and one of them claims it
 * (data/close-expired-ads.ts `claimScheduleTick`), so the schedule runs once per tick however many
 * instances run. The run at start claims the tick in progress: an instance started mid-minute does
 * not run it again if another already has.
 */

export type ScheduleTimer = {
  stop(): void;
  /** The first run's count. */
  ready: Promise<number>;
};

/** The tick that `ms` falls in (its start). */
export const tickOf = (ms: number, intervalMs: number) => new Date(Math.floor(ms / intervalMs) * intervalMs);

/** Runs `runTick(tick)` now (for the tick in progress) and then at every tick; stop() ends the timer. */
export function scheduleClosingExpiredAds(runTick: (tick: Date) => Promise<number>, onError: (error: unknown) => void, intervalMs = 60_000, now: () => number = Date.now): ScheduleTimer {
  const run = (tick: Date) => runTick(tick).catch((error: unknown) => (onError(error), 0));
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  // The last tick run: the next one is always later. A timer may fire a moment before its
  // boundary by the wall clock (timers follow the monotonic clock), and the tick in progress
  // would then be the one just run.
  let last = tickOf(now(), intervalMs).getTime();
  const next = () => {
    if (stopped) return;
    const at = now();
    const boundary = Math.max(tickOf(at, intervalMs).getTime(), last) + intervalMs;
    timer = setTimeout(() => {
      last = boundary;
      void run(new Date(boundary));
      next();
    }, Math.max(0, boundary - at));
    timer.unref();
  };
  const ready = run(new Date(last));
  next();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
    ready,
  };
}
