/**
 * Numbered pagination (the multilingual list: 20 a page instead of endless scrolling): how many
 * pages a count makes, and which page numbers the bar shows.
 */

/** Pages needed for `total` items at `pageSize` a page (at least 1). */
export function pageCount(total: number | null | undefined, pageSize: number): number {
  if (!total || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** Up to `width` consecutive page numbers around `current`, clamped to 1..`pages`. */
export function pageWindow(current: number, pages: number, width = 5): number[] {
  const last = Math.max(1, pages);
  const page = Math.min(Math.max(1, current), last);
  const size = Math.min(width, last);
  let start = Math.max(1, page - Math.floor(size / 2));
  if (start + size - 1 > last) start = last - size + 1;
  return Array.from({ length: size }, (_, i) => start + i);
}
