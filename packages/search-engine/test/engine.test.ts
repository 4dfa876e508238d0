import { describe, expect, it } from 'vitest';
import { made, RoaringBitmap32, withScratch, type Bitmap } from '../src/bitmaps.ts';
import { DerivedSets } from '../src/derived.ts';
import { merge, ordered, Pager } from '../src/orders.ts';
import { mulberry32 as seededRandom } from '@phjobs/seed-data/prng';

/** A disposed bitmap has released its memory and reads as empty (every bitmap here had values). */
const disposed = (bitmap: Bitmap) => bitmap.size === 0;

describe('Pager', () => {
  it('gives the page the plain rule gives (walk the order, keep the matches) for every density, first to last pages', () => {
    const next = seededRandom(7);
    const n = 20_000;
    const slots = Uint32Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [slots[i], slots[j]] = [slots[j]!, slots[i]!];
    }
    const order = ordered(slots, new Uint32Array(n));
    const pager = new Pager();
    pager.grow(n);
    for (const density of [1, 0.5, 0.05, 0.001, 0.0001]) {
      for (const bunched of [false, true]) {
        // bunched: the matches all late in the order (the walk asking the bitmap gives up)
        const chosen = [...slots].filter((_, rank) => (bunched ? rank >= n * (1 - density) : next() < density));
        const matches = new RoaringBitmap32(chosen);
        const inOrder = [...order.slots].filter((slot) => matches.has(slot));
        for (const [offset, limit] of [[0, 20], [40, 20], [Math.max(0, inOrder.length - 5), 20], [inOrder.length + 3, 20]] as const) {
          const out: number[] = [];
          pager.page(matches, order, offset, limit, out);
          expect(out, `density ${density}${bunched ? ' bunched' : ''} from ${offset}`).toEqual(inOrder.slice(offset, offset + limit));
        }
      }
    }
  });

  it('merges changed slots into an order without sorting it again, leaving out the dead', () => {
    const values = [50, 40, 30, 20, 10, 45, 15];
    const compare = (a: number, b: number) => values[b]! - values[a]!;
    const alive = Uint8Array.from([1, 0, 1, 1, 1, 1, 1]);
    expect([...merge(Uint32Array.from([0, 1, 2, 3, 4]), alive, [6, 5], compare)]).toEqual([0, 5, 2, 3, 6, 4]);
  });
});

describe('scratch bitmaps and derived sets', () => {
  it('disposes of what a search made at its end, but the derived sets it keeps', () => {
    const derived = new DerivedSets();
    const base = new RoaringBitmap32([1, 2, 3]);
    let temporary!: Bitmap;
    let kept!: Bitmap;
    withScratch(
      () => {
        temporary = made(RoaringBitmap32.and(base, new RoaringBitmap32([2, 3])));
        kept = derived.get('twice', () => made(RoaringBitmap32.or(base, new RoaringBitmap32([9]))));
        expect(derived.get('twice', () => base)).toBe(kept);
      },
      (bitmap) => derived.kept(bitmap),
    );
    expect(disposed(temporary)).toBe(true);
    expect(disposed(kept)).toBe(false);
    expect(kept.toArray()).toEqual([1, 2, 3, 9]);
    derived.clear();
    expect(disposed(kept)).toBe(true);
    expect(disposed(base)).toBe(false);
  });

  it('pushes out the least recently used set when over budget, and frees it only when the search using it has ended', () => {
    const derived = new DerivedSets({ maxSets: 2 });
    const sets: Bitmap[] = [];
    withScratch(
      () => {
        sets.push(derived.get('a', () => made(new RoaringBitmap32([1]))));
        sets.push(derived.get('b', () => made(new RoaringBitmap32([2]))));
        derived.get('a', () => made(new RoaringBitmap32([99]))); // a used again: b is now the oldest
        sets.push(derived.get('c', () => made(new RoaringBitmap32([3]))));
        expect(disposed(sets[1]!)).toBe(false); // still usable during this search
      },
      (bitmap) => derived.kept(bitmap),
    );
    expect(sets.map(disposed)).toEqual([false, true, false]);
  });

  it('keeps its own copy of a set another entry keeps, so that pushing that one out leaves it answering', () => {
    const derived = new DerivedSets({ maxSets: 2 });
    withScratch(
      () => {
        // 'outer' is made of 'inner' alone (a keyword naming only places: the union of those places).
        derived.get('outer', () => derived.get('inner', () => made(RoaringBitmap32.or(new RoaringBitmap32([1]), new RoaringBitmap32([2])))));
      },
      (bitmap) => derived.kept(bitmap),
    );
    // A third set pushes out the oldest, 'inner' (disposed at that search's end), and keeps 'outer'.
    withScratch(
      () => derived.get('other', () => made(new RoaringBitmap32([3]))),
      (bitmap) => derived.kept(bitmap),
    );
    const again = withScratch(
      () => derived.get('outer', () => made(new RoaringBitmap32([1, 2]))),
      (bitmap) => derived.kept(bitmap),
    );
    expect(again.toArray()).toEqual([1, 2]);
    expect(disposed(again)).toBe(false);
  });
});
