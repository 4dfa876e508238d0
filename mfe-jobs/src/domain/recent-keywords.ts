/**
 * Recent search keywords, kept on the device under 'recentKeywords' (spec): a keyword searched
 * again moves to the front; duplicates (ignoring case and outer spaces) are dropped.
 */
import { readJson, writeJson, type StorageLike } from '@phjobs/web-core/storage';

export const RECENT_KEYWORDS_KEY = 'recentKeywords';
/** Ours: the spec gives no limit. */
export const RECENT_KEYWORDS_MAX = 10;

export function pushKeyword(list: readonly string[], keyword: string, max = RECENT_KEYWORDS_MAX): string[] {
  const k = keyword.trim();
  if (!k) return [...list];
  return [k, ...list.filter((x) => x.trim().toLowerCase() !== k.toLowerCase())].slice(0, max);
}

export function readKeywords(storage?: StorageLike | null): string[] {
  const raw = storage === undefined ? readJson<unknown>(RECENT_KEYWORDS_KEY, []) : readJson<unknown>(RECENT_KEYWORDS_KEY, [], storage);
  return Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : [];
}

/** Moves `keyword` to the front of the stored list; returns the new list. */
export function rememberKeyword(keyword: string, storage?: StorageLike | null): string[] {
  const next = pushKeyword(readKeywords(storage), keyword);
  if (storage === undefined) writeJson(RECENT_KEYWORDS_KEY, next);
  else writeJson(RECENT_KEYWORDS_KEY, next, storage);
  return next;
}

/**
 * The 'Relation' strip: suggested keywords. The spec says the suggestions are placeholders; ours
 * are common Philippine job searches.
 */
export const RELATION_SUGGESTIONS = ['Call center', 'Cashier', 'Driver', 'Service crew', 'Sales', 'Barista', 'Cook', 'Security guard', 'Office staff', 'Delivery rider'] as const;

/**
 * The chips of the strip, the current keyword marked: in its place when it is a suggestion (so
 * the chip just tapped stays under the finger, now selected), else first. The order of the
 * suggestions never changes, so no other chip slides under the finger.
 */
export function relationChips(current: string): { keyword: string; current: boolean }[] {
  const k = current.trim();
  const chips = RELATION_SUGGESTIONS.map((s) => ({ keyword: s as string, current: !!k && s.toLowerCase() === k.toLowerCase() }));
  return k && !chips.some((c) => c.current) ? [{ keyword: k, current: true }, ...chips] : chips;
}
