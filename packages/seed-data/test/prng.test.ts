import { describe, expect, it } from 'vitest';
import { Rng, deriveSeed, mulberry32, weightedPicker } from '../src/prng.ts';

describe('seeded PRNG', () => {
  it('gives the same numbers for the same seed and different ones for another seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const xs = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(xs);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(xs);
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true);
  });

  it('keeps named streams of one seed independent', () => {
    expect(deriveSeed(1, 'companies')).not.toBe(deriveSeed(1, 'job-ads'));
    expect(new Rng(1, 'a').next()).not.toBe(new Rng(1, 'b').next());
  });

  it('draws integers within bounds, distinct samples and weighted picks', () => {
    const rng = new Rng(7);
    for (let i = 0; i < 1000; i++) {
      const x = rng.int(3, 5);
      expect(x >= 3 && x <= 5 && Number.isInteger(x)).toBe(true);
    }
    const sample = rng.sample([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 3);
    expect(new Set(sample).size).toBe(3);
    expect(rng.sample([1, 2], 5).sort()).toEqual([1, 2]);
    const pick = weightedPicker([['never', 0], ['always', 1]] as const);
    for (let i = 0; i < 100; i++) expect(pick(rng)).toBe('always');
  });
});
