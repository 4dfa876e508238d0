/**
 * The text an editorial item keeps beside its HTML: the start of its text for list rows, and what
 * the keyword search matches. Pure.
 */

/** The start of a text up to `max` characters, cut at a word boundary with '…' when cut. */
export function summaryOf(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  if (chars.length <= max) return flat;
  const head = chars.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).replace(/[\s,;:.\u2013\u2014-]+$/, '')}…`;
}

/** What the keyword search matches: the parts lower-cased, spaces collapsed, joined by ' '. */
export function searchTextOf(parts: readonly string[]): string {
  return parts
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

/** At most this many words of a keyword are matched (each must appear). */
export const KEYWORD_WORDS = 8;

/** The words of a keyword, lower-cased, each to be found in the search text (all of them). */
export function keywordWords(keyword: string | undefined): string[] {
  if (!keyword) return [];
  const words = keyword.toLowerCase().split(/\s+/).filter(Boolean);
  return [...new Set(words)].slice(0, KEYWORD_WORDS);
}
