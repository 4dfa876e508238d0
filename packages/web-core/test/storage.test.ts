import { beforeEach, describe, expect, it } from 'vitest';
import { readJson, rememberRecent, removeKey, writeJson, type StorageLike } from '../src/storage';

const throwing: StorageLike = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('device storage helpers', () => {
  beforeEach(() => localStorage.clear());

  it('stores and reads back JSON values', () => {
    expect(writeJson('filters', { keyword: 'cook', region: [1, 2] })).toBe(true);
    expect(readJson('filters', null)).toEqual({ keyword: 'cook', region: [1, 2] });
  });

  it('reads the fallback when the key is missing', () => {
    expect(readJson('missing', { a: 1 })).toEqual({ a: 1 });
  });

  it('reads the fallback when the stored value is not valid JSON', () => {
    localStorage.setItem('broken', '{nope');
    expect(readJson('broken', 'fallback')).toBe('fallback');
  });

  it('never throws when the storage refuses to work', () => {
    expect(readJson('x', 42, throwing)).toBe(42);
    expect(writeJson('x', 1, throwing)).toBe(false);
    expect(() => removeKey('x', throwing)).not.toThrow();
  });

  it('works without any storage at all', () => {
    expect(readJson('x', 'f', null)).toBe('f');
    expect(writeJson('x', 1, null)).toBe(false);
  });

  it('refuses values that cannot be serialised instead of throwing', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(writeJson('cyclic', cyclic)).toBe(false);
  });

  it('removes a key', () => {
    writeJson('k', 1);
    removeKey('k');
    expect(readJson('k', null)).toBeNull();
  });
});

describe('rememberRecent (recently viewed ads: keyed by id, at most N, latest first)', () => {
  beforeEach(() => localStorage.clear());

  it('puts the latest entry first and drops its older duplicate', () => {
    rememberRecent('recent', { id: 1 }, (x) => x.id, 30);
    rememberRecent('recent', { id: 2 }, (x) => x.id, 30);
    const list = rememberRecent('recent', { id: 1 }, (x) => x.id, 30);
    expect(list.map((x) => x.id)).toEqual([1, 2]);
    expect(readJson('recent', [])).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('keeps at most the limit', () => {
    for (let id = 1; id <= 35; id += 1) rememberRecent('recent', { id }, (x) => x.id, 30);
    const list = readJson<{ id: number }[]>('recent', []);
    expect(list).toHaveLength(30);
    expect(list[0]?.id).toBe(35);
    expect(list[29]?.id).toBe(6);
  });

  it('starts over when the stored value is not a list', () => {
    localStorage.setItem('recent', '"oops"');
    expect(rememberRecent('recent', { id: 9 }, (x) => x.id, 30)).toEqual([{ id: 9 }]);
  });
});
