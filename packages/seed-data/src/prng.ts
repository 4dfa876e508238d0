/**
 * A small seeded PRNG (mulberry32) and the helpers the generators use. Same seed, same calls ->
 * same numbers on every platform (32-bit integer arithmetic only), so the seed data is reproducible.
 */
export type Random = () => number;

/** mulberry32: a fast 32-bit generator, floats in [0, 1). */
export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit seed from a number and a stream label, so that independent streams stay independent. */
export function deriveSeed(seed: number, stream: string): number {
  let h = (Math.trunc(seed) ^ 0x811c9dc5) >>> 0;
  for (let i = 0; i < stream.length; i++) h = Math.imul(h ^ stream.charCodeAt(i), 0x01000193) >>> 0;
  return Math.imul(h ^ (h >>> 16), 0x45d9f3b) >>> 0;
}

export class Rng {
  readonly next: Random;

  constructor(seed: number, stream = '') {
    this.next = mulberry32(deriveSeed(seed, stream));
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight: [[value, weight], ...]. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of choices) total += w;
    let x = this.next() * total;
    for (const [value, w] of choices) {
      x -= w;
      if (x < 0) return value;
    }
    return (choices[choices.length - 1] as readonly [T, number])[0];
  }

  /** k distinct items (k capped at the list length), in random order. */
  sample<T>(items: readonly T[], k: number): T[] {
    if (k <= 0) return [];
    if (k * 4 <= items.length) {
      // Few out of many: draw indices, skip repeats (no copy of the list).
      const picked: number[] = [];
      while (picked.length < k) {
        const i = Math.floor(this.next() * items.length);
        if (!picked.includes(i)) picked.push(i);
      }
      return picked.map((i) => items[i] as T);
    }
    const pool = items.slice();
    const n = Math.min(k, pool.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (pool.length - i));
      const tmp = pool[i] as T;
      pool[i] = pool[j] as T;
      pool[j] = tmp;
    }
    return pool.slice(0, n);
  }

  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(Math.floor(this.next() * 10));
    return s;
  }
}

/** A precomputed weighted picker for hot loops (binary search over cumulative weights). */
export function weightedPicker<T>(choices: readonly (readonly [T, number])[]): (rng: Rng) => T {
  const values = choices.map(([v]) => v);
  const cumulative: number[] = [];
  let total = 0;
  for (const [, w] of choices) cumulative.push((total += w));
  return (rng) => {
    const x = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (x < (cumulative[mid] as number)) hi = mid;
      else lo = mid + 1;
    }
    return values[lo] as T;
  };
}
