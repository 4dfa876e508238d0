/**
 * Sets derived for queries (unions of several tokens, prefix unions, ranges), kept between
 * searches for one version of an index: the most recently used, at most `maxSets` of `maxBytes`
 * (a Map keeps insertion order). `get` is called during a search only (bitmaps.ts withScratch): a
 * set pushed out is disposed at that search's end, never during it. Every entry owns its set: a
 * set that another entry keeps is copied (a text plan naming only places answers the union of
 * those places, which is an entry of its own).
 */
import { made, madeNow, type Bitmap } from './bitmaps.ts';

type Derived = { bitmap: Bitmap; bytes: number; owned: boolean };

export const DERIVED_SETS = 2_000;
export const DERIVED_BYTES = 32 * 1_048_576;

export class DerivedSets {
  #sets = new Map<string, Derived>();
  #bytes = 0;
  /** The bitmaps made for a set (else one of the index's own: a union of one token is that token's bitmap). */
  #kept = new Set<Bitmap>();
  readonly #maxSets: number;
  readonly #maxBytes: number;

  constructor({ maxSets = DERIVED_SETS, maxBytes = DERIVED_BYTES }: { maxSets?: number; maxBytes?: number } = {}) {
    this.#maxSets = maxSets;
    this.#maxBytes = maxBytes;
  }

  get(key: string, make: () => Bitmap): Bitmap {
    const sets = this.#sets;
    const hit = sets.get(key);
    if (hit) {
      sets.delete(key);
      sets.set(key, hit);
      return hit.bitmap;
    }
    // A set that another entry keeps (make() answered with one it found through get) is copied:
    // each entry owns what it keeps, so pushing out one never disposes of what another still answers.
    const found = make();
    const bitmap = this.#kept.has(found) ? made(found.clone()) : found;
    const owned = madeNow(bitmap);
    const bytes = owned ? bitmap.getSerializationSizeInBytes('croaring') : 0;
    sets.set(key, { bitmap, bytes, owned });
    this.#bytes += bytes;
    if (owned) this.#kept.add(bitmap);
    while (sets.size > 1 && (sets.size > this.#maxSets || this.#bytes > this.#maxBytes)) {
      const [oldest, out] = sets.entries().next().value!;
      sets.delete(oldest);
      this.#bytes -= out.bytes;
      if (out.owned) {
        this.#kept.delete(out.bitmap);
        made(out.bitmap); // disposed when the search under way ends
      }
    }
    return bitmap;
  }

  /** Whether a set holds this bitmap (a search must not dispose of it). */
  kept(bitmap: Bitmap): boolean {
    return this.#kept.has(bitmap);
  }

  /** Every set goes (the index changed): between searches. */
  clear(): void {
    for (const bitmap of this.#kept) bitmap.dispose();
    this.#sets = new Map();
    this.#bytes = 0;
    this.#kept = new Set();
  }
}
