/**
 * Compressed bitmaps of slots (roaring: CRoaring through its native addon) and the rule that keeps
 * them from burdening the garbage collector: a bitmap made during a search is `made()`, and the
 * search (`withScratch`) disposes of all of them at its end, but those its index keeps.
 *
 * Why: CRoaring's memory is reported to V8 as external memory, and at 1,000,000 ads the
 * intermediate bitmaps a search left to the garbage collector (~0.6 MB a search) made V8 run a full
 * collection of the whole heap every ~100 searches (bench/README.md, 'Search index').
 */
import roaring from 'roaring';
import type { RoaringBitmap32 as Bitmap } from 'roaring';

export type { Bitmap };
export const { RoaringBitmap32 } = roaring;

/** The bitmaps made during the search under way (null between searches). */
let scratch: Bitmap[] | null = null;

/** A bitmap made now: disposed at the end of the search under way (unless kept). */
export function made(bitmap: Bitmap): Bitmap {
  scratch?.push(bitmap);
  return bitmap;
}

export const empty = (): Bitmap => made(new RoaringBitmap32());

/** Whether the bitmap was made during the search under way (false between searches). */
export const madeNow = (bitmap: Bitmap): boolean => scratch !== null && scratch.lastIndexOf(bitmap) >= 0;

/** Runs a search: every bitmap `made` in it is disposed at its end, but those `kept` says to keep. */
export function withScratch<T>(run: () => T, kept: (bitmap: Bitmap) => boolean): T {
  const bitmaps: Bitmap[] = [];
  const outer = scratch;
  scratch = bitmaps;
  try {
    return run();
  } finally {
    scratch = outer;
    for (const bitmap of bitmaps) if (!kept(bitmap)) bitmap.dispose();
  }
}

/** The union (a new bitmap, or the only one given: never changed by callers). */
export function unionOf(bitmaps: Bitmap[]): Bitmap {
  if (bitmaps.length === 0) return empty();
  if (bitmaps.length === 1) return bitmaps[0]!;
  return made(RoaringBitmap32.orMany(bitmaps));
}

/** The intersection, smallest first (a new bitmap, or the only one given). */
export function intersect(bitmaps: Bitmap[]): Bitmap {
  if (bitmaps.length === 0) return empty();
  if (bitmaps.length === 1) return bitmaps[0]!;
  const sorted = [...bitmaps].sort((a, b) => a.size - b.size);
  const result = made(RoaringBitmap32.and(sorted[0]!, sorted[1]!));
  for (let i = 2; i < sorted.length && result.size > 0; i++) result.andInPlace(sorted[i]!);
  return result;
}

/** The bitmap of `key` in `map`, made (empty) where missing: an index's own, never disposed by a search. */
export function bitmapIn<K>(map: Map<K, Bitmap>, key: K): Bitmap {
  let bitmap = map.get(key);
  if (!bitmap) {
    bitmap = new RoaringBitmap32();
    map.set(key, bitmap);
  }
  return bitmap;
}
