import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boundsOf, createRequery, MAP_DEFAULT_BOUNDS, markersVisible, roundCoordinate, sameBounds } from '../src/domain/map';

describe('job map coordinates', () => {
  it('rounds coordinates to 3 decimals', () => {
    expect(roundCoordinate(14.61849)).toBe(14.618);
    expect(roundCoordinate(120.9635)).toBe(120.964);
    expect(roundCoordinate(-0.0001)).toBe(0);
  });

  it('sends the north-west and south-east corners as leftTop and rightBottom', () => {
    expect(boundsOf({ north: 14.61849, south: 14.58151, east: 120.99612, west: 120.96388 })).toEqual({ leftTopLat: 14.618, leftTopLng: 120.964, rightBottomLat: 14.582, rightBottomLng: 120.996 });
  });

  it('starts on the default area lat 14.582-14.618, lng 120.964-120.996', () => {
    expect(MAP_DEFAULT_BOUNDS).toEqual({ leftTopLat: 14.618, leftTopLng: 120.964, rightBottomLat: 14.582, rightBottomLng: 120.996 });
    expect(sameBounds(MAP_DEFAULT_BOUNDS, { ...MAP_DEFAULT_BOUNDS })).toBe(true);
  });

  it('hides markers at zoom 13 or lower', () => {
    expect(markersVisible(13)).toBe(false);
    expect(markersVisible(8)).toBe(false);
    expect(markersVisible(13.5)).toBe(true);
    expect(markersVisible(15)).toBe(true);
  });
});

describe('re-querying the map (500 ms after the bounds change, at most one pending)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const deferred = () => {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve };
  };

  it('asks once, 500 ms after the last change, with the latest bounds', async () => {
    const run = vi.fn(async (_: number) => undefined);
    const q = createRequery(run);
    q.push(1);
    await vi.advanceTimersByTimeAsync(300);
    q.push(2);
    await vi.advanceTimersByTimeAsync(499);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run.mock.calls).toEqual([[2]]);
  });

  it('keeps at most one request waiting while one runs, and sends the latest when it ends', async () => {
    const calls: { value: number; done: ReturnType<typeof deferred> }[] = [];
    const q = createRequery((value: number) => {
      const done = deferred();
      calls.push({ value, done });
      return done.promise;
    });
    q.push(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.map((c) => c.value)).toEqual([1]);
    q.push(2);
    await vi.advanceTimersByTimeAsync(500);
    q.push(3);
    await vi.advanceTimersByTimeAsync(500);
    q.push(4);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.map((c) => c.value)).toEqual([1]);
    calls[0]!.done.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.value)).toEqual([1, 4]);
    calls[1]!.done.resolve();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
  });

  it('calls the timer functions unbound, as browsers require (Chrome throws Illegal invocation otherwise)', async () => {
    const fakeSet = globalThis.setTimeout;
    const fakeClear = globalThis.clearTimeout;
    const strict = <F extends (...args: never[]) => unknown>(fn: F) =>
      function (this: unknown, ...args: Parameters<F>) {
        if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
        return fn(...args);
      };
    vi.stubGlobal('setTimeout', strict(fakeSet));
    vi.stubGlobal('clearTimeout', strict(fakeClear));
    try {
      const run = vi.fn(async (_: number) => undefined);
      const q = createRequery(run);
      q.push(1);
      q.push(2);
      await vi.advanceTimersByTimeAsync(500);
      expect(run.mock.calls).toEqual([[2]]);
      q.push(3);
      q.dispose();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('goes on after a failed request, and stops after dispose', async () => {
    const run = vi.fn(async (v: number) => {
      if (v === 1) throw new Error('offline');
    });
    const q = createRequery(run);
    q.push(1);
    await vi.advanceTimersByTimeAsync(500);
    q.push(2);
    await vi.advanceTimersByTimeAsync(500);
    expect(run.mock.calls).toEqual([[1], [2]]);
    q.push(3);
    q.dispose();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
