/**
 * Application memos (account-community.md sections 3, 5, 8): up to 150 characters with a live
 * counter 'n / 150', longer input truncated; on the wire the memo is the URL-encoded text,
 * base64-encoded; a corrupt memo reads as empty text.
 */
import { LIMITS } from '@phjobs/contracts/codes';

export const MEMO_MAX = LIMITS.memo;
export const MEMO_SAVE_FAILED = 'Failed to save memo.';

/** Characters as a person counts them (an emoji is one). */
export const memoLength = (text: string): number => Array.from(text).length;

/** The text cut to 150 characters. */
export const truncateMemo = (text: string): string => (memoLength(text) > MEMO_MAX ? Array.from(text).slice(0, MEMO_MAX).join('') : text);

/** 'n / 150' */
export const memoCounter = (text: string): string => `${memoLength(text)} / ${MEMO_MAX}`;

/** base64(encodeURIComponent(text)) */
export const encodeMemo = (text: string): string => btoa(encodeURIComponent(truncateMemo(text)));

/** The memo's text; '' for a missing or corrupt memo. */
export function decodeMemo(memo: string | null | undefined): string {
  if (!memo) return '';
  try {
    return decodeURIComponent(atob(memo));
  } catch {
    return '';
  }
}
