/**
 * Presorted orders of an index's live slots and the pages read from them: a page is the first
 * slots of an order that are in the matches. Slots are small integers; an order holds each live
 * slot once, and each slot's rank in it.
 */
import type { Bitmap } from './bitmaps.ts';

export type Order = { slots: Uint32Array; rank: Uint32Array };

export const noOrder = (): Order => ({ slots: new Uint32Array(0), rank: new Uint32Array(0) });

/** The order of `slots` (sorted), its ranks written into `rank` (sized for every slot). */
export function ordered(slots: Uint32Array, rank: Uint32Array): Order {
  for (let i = 0; i < slots.length; i++) rank[slots[i]!] = i;
  return { slots, rank };
}

/**
 * The live slots of `old` (in order) merged with `added` (sorted here). A slot is never both: a
 * killed slot leaves the orders at once and is freed for reuse only by a later sweep.
 */
export function merge(old: Uint32Array, alive: Uint8Array, added: number[], compare: (a: number, b: number) => number): Uint32Array {
  const fresh = Uint32Array.from(added).sort(compare);
  let kept = 0;
  for (let i = 0; i < old.length; i++) if (alive[old[i]!]) kept++;
  const out = new Uint32Array(kept + fresh.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < old.length || j < fresh.length) {
    if (i < old.length && !alive[old[i]!]) {
      i++;
      continue;
    }
    if (j >= fresh.length || (i < old.length && compare(old[i]!, fresh[j]!) <= 0)) out[k++] = old[i++]!;
    else out[k++] = fresh[j++]!;
  }
  return out.length === k ? out : out.subarray(0, k);
}

/** The `n` smallest values, sorted (a bounded max-heap). */
export function smallestRanks(values: Uint32Array, n: number): Uint32Array {
  const heap = new Uint32Array(n);
  let size = 0;
  const siftDown = (from: number) => {
    let i = from;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let largest = i;
      if (l < size && heap[l]! > heap[largest]!) largest = l;
      if (r < size && heap[r]! > heap[largest]!) largest = r;
      if (largest === i) return;
      [heap[i], heap[largest]] = [heap[largest]!, heap[i]!];
      i = largest;
    }
  };
  for (let v = 0; v < values.length; v++) {
    const value = values[v]!;
    if (size < n) {
      let i = size++;
      heap[i] = value;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (heap[parent]! >= heap[i]!) break;
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
        i = parent;
      }
    } else if (value < heap[0]!) {
      heap[0] = value;
      siftDown(0);
    }
  }
  return heap.subarray(0, size).sort();
}

/**
 * Reads pages, with buffers sized for every slot and reused by every search (no new buffer each
 * time: bitmaps.ts says why). `grow` whenever the index's slots grow. All of `marks` is 0 between
 * pages.
 */
export class Pager {
  #marks = new Uint8Array(0);
  #listed = new Uint32Array(0);
  #ranks = new Uint32Array(0);

  grow(capacity: number): void {
    if (capacity <= this.#marks.length) return;
    this.#marks = new Uint8Array(capacity);
    this.#listed = new Uint32Array(capacity);
    this.#ranks = new Uint32Array(capacity);
  }

  /** The slots of a bitmap, in a buffer valid until the next call (no copy made). */
  list(bitmap: Bitmap): Uint32Array {
    return bitmap.toUint32Array(this.#listed);
  }

  /**
   * `limit` slots of `matches` from `offset` in `order`, pushed to `out`. Three ways, by what they
   * cost (bench/README.md, 'Search index': ~80 ns a membership ask of the bitmap, ~4 ns a match
   * listed and marked, ~1 ns a step over a mark): matches common enough to be met within a few
   * asks are walked asking the bitmap; matches so rare that the order would be walked far are
   * taken by their ranks; in between, the matches are marked and the order is walked over the
   * marks. A walk asking the bitmap that goes on much longer than expected (the matches bunch up
   * late in the order: a low salary ordered by salary) goes on over the marks.
   */
  page(matches: Bitmap, order: Order, offset: number, limit: number, out: number[]): void {
    const total = matches.size;
    const live = order.slots.length;
    const need = Math.min(offset + limit, total);
    if (total === live) {
      for (let i = offset; i < need; i++) out.push(order.slots[i]!);
      return;
    }
    const steps = (need * live) / total;
    let seen = 0;
    let i = 0;
    if (steps * 20 < total) {
      const budget = 4 * steps + 64;
      for (; i < live && seen < need && i < budget; i++) {
        const slot = order.slots[i]!;
        if (matches.has(slot)) {
          if (seen >= offset) out.push(slot);
          seen++;
        }
      }
      if (seen === need) return;
    } else if (steps > 2 * total) {
      const slots = matches.toUint32Array(this.#listed);
      const ranks = this.#ranks.subarray(0, slots.length);
      for (let k = 0; k < slots.length; k++) ranks[k] = order.rank[slots[k]!]!;
      const smallest = need * 8 < ranks.length ? smallestRanks(ranks, need) : ranks.sort();
      for (let k = offset; k < need; k++) out.push(order.slots[smallest[k]!]!);
      return;
    }
    const marks = this.#marks;
    const slots = matches.toUint32Array(this.#listed);
    for (let k = 0; k < slots.length; k++) marks[slots[k]!] = 1;
    for (; i < live && seen < need; i++) {
      const slot = order.slots[i]!;
      if (marks[slot]) {
        if (seen >= offset) out.push(slot);
        seen++;
      }
    }
    for (let k = 0; k < slots.length; k++) marks[slots[k]!] = 0;
  }
}

/** The capacity to grow per-slot arrays to for `min` slots: half again as many, at least 1,024. */
export const capacityFor = (min: number, capacity: number): number => Math.max(min, Math.ceil(capacity * 1.5), 1024);

/** A per-slot typed array grown to `capacity`, its values kept. */
export function grown<T extends Float64Array | Uint8Array | Uint32Array>(array: T, capacity: number): T {
  const bigger = new (array.constructor as new (length: number) => T)(capacity);
  bigger.set(array);
  return bigger;
}
