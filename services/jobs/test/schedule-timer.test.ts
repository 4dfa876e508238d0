import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleClosingExpiredAds } from '../src/domain/close-expired-ads.ts';

/** The schedule's timer: one run per tick, on the tick's boundary, never the same tick twice. */
describe('the ads schedule timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-29T10:00:00.400Z'));
  });
  afterEach(() => vi.useRealTimers());

  const runs = () => {
    const ticks: string[] = [];
    return { ticks, runTick: async (tick: Date) => (ticks.push(tick.toISOString()), 0) };
  };

  it('runs the tick in progress at start, then each boundary once', async () => {
    const { ticks, runTick } = runs();
    const timer = scheduleClosingExpiredAds(runTick, () => {}, 1_000);
    await vi.advanceTimersByTimeAsync(3_000);
    timer.stop();
    expect(ticks).toEqual(['2026-11-29T10:00:00.000Z', '2026-11-29T10:00:01.000Z', '2026-11-29T10:00:02.000Z', '2026-11-29T10:00:03.000Z']);
  });

  it('does not run a tick again when its timer fires a moment before the boundary by the wall clock', async () => {
    const { ticks, runTick } = runs();
    // The wall clock a little slower than the timers' clock (NTP slewing it): a timer set for
    // the boundary fires when the wall clock still reads a moment before it.
    const start = Date.now();
    const wallClock = () => Math.floor(start + (Date.now() - start) * 0.999);
    const timer = scheduleClosingExpiredAds(runTick, () => {}, 1_000, wallClock);
    await vi.advanceTimersByTimeAsync(3_000);
    timer.stop();
    expect(ticks).toEqual([...new Set(ticks)]);
    expect(ticks.slice(0, 4)).toEqual(['2026-11-29T10:00:00.000Z', '2026-11-29T10:00:01.000Z', '2026-11-29T10:00:02.000Z', '2026-11-29T10:00:03.000Z']);
  });

  it('stops', async () => {
    const { ticks, runTick } = runs();
    const timer = scheduleClosingExpiredAds(runTick, () => {}, 1_000);
    timer.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ticks).toHaveLength(1);
  });
});
