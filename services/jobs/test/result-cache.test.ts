import { describe, expect, it, vi } from 'vitest';
import { noCache, ResultCache } from '../src/data/result-cache.ts';

const clock = () => {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

describe('ResultCache', () => {
  it('answers a key from memory until its time is up, then loads again', async () => {
    const time = clock();
    const cache = new ResultCache<number>({ ttlMs: 30_000, maxEntries: 10, now: time.now });
    const load = vi.fn(async () => load.mock.calls.length);
    expect(await cache.get('a', load)).toBe(1);
    time.advance(30_000);
    expect(await cache.get('a', load)).toBe(1);
    time.advance(1);
    expect(await cache.get('a', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load among callers asking for the same key at the same time', async () => {
    const cache = new ResultCache<string>({ ttlMs: 1_000, maxEntries: 10 });
    let release: (value: string) => void = () => undefined;
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const waiting = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    release('page');
    expect(await waiting).toEqual(['page', 'page', 'page']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps no failure: the next caller loads again', async () => {
    const cache = new ResultCache<string>({ ttlMs: 1_000, maxEntries: 10 });
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    await Promise.resolve();
    expect(await cache.get('k', async () => 'fine')).toBe('fine');
  });

  it('drops the least recently used key beyond its size', async () => {
    const cache = new ResultCache<string>({ ttlMs: 1_000, maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2'); // a is now the most recent
    await cache.get('c', async () => 'c1'); // b goes
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('forgets everything on clear(), and serves nothing from memory while suspended', async () => {
    const cache = new ResultCache<number>({ ttlMs: 60_000, maxEntries: 10 });
    let n = 0;
    const load = async () => ++n;
    await cache.get('k', load);
    cache.clear();
    expect(await cache.get('k', load)).toBe(2);
    cache.suspend();
    expect(await cache.get('k', load)).toBe(3);
    expect(await cache.get('k', load)).toBe(4);
    cache.resume();
    expect(await cache.get('k', load)).toBe(5);
    expect(await cache.get('k', load)).toBe(5);
  });

  it('keeps a value set from outside until its time is up, unless the cache was cleared while it loaded', async () => {
    const time = clock();
    const cache = new ResultCache<number>({ ttlMs: 30_000, maxEntries: 10, now: time.now });
    expect(cache.peek('count')).toBeUndefined();
    cache.set('count', 42, cache.version);
    expect(await cache.peek('count')).toBe(42);
    time.advance(30_001);
    expect(cache.peek('count')).toBeUndefined();
    const loadedAt = cache.version;
    cache.clear();
    cache.set('count', 41, loadedAt);
    expect(cache.peek('count')).toBeUndefined();
    cache.suspend();
    cache.set('count', 40, cache.version);
    expect(cache.peek('count')).toBeUndefined();
    expect(noCache<number>().peek('count')).toBeUndefined();
  });

  it('noCache() loads every time', async () => {
    const cache = noCache<number>();
    let n = 0;
    await cache.get('k', async () => ++n);
    expect(await cache.get('k', async () => ++n)).toBe(2);
  });
});
