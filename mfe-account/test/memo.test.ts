import { describe, expect, it } from 'vitest';
import { decodeMemo, encodeMemo, MEMO_MAX, MEMO_SAVE_FAILED, memoCounter, truncateMemo } from '../src/domain/memo';

describe('application memos', () => {
  it('sends the URL-encoded text, base64-encoded', () => {
    expect(encodeMemo('Call back Mon 9am')).toBe(btoa(encodeURIComponent('Call back Mon 9am')));
    expect(encodeMemo('Sweldo ₱18,000 😀')).toBe(btoa(encodeURIComponent('Sweldo ₱18,000 😀')));
  });

  it('reads a memo back to its text', () => {
    for (const text of ['', 'plain', 'Niño & co. 50% ₱', 'line\nbreak', '😀'.repeat(10)]) expect(decodeMemo(encodeMemo(text))).toBe(text);
  });

  it('reads a corrupt memo as empty text', () => {
    expect(decodeMemo('%%%not-base64')).toBe('');
    expect(decodeMemo(btoa('%E0%A4%A'))).toBe('');
    expect(decodeMemo(null)).toBe('');
    expect(decodeMemo(undefined)).toBe('');
  });

  it("keeps up to 150 characters with the counter 'n / 150'; longer input is truncated", () => {
    expect(MEMO_MAX).toBe(150);
    expect(memoCounter('')).toBe('0 / 150');
    expect(memoCounter('abc')).toBe('3 / 150');
    const long = 'x'.repeat(200);
    expect(truncateMemo(long)).toHaveLength(150);
    expect(memoCounter(truncateMemo(long))).toBe('150 / 150');
    expect(decodeMemo(encodeMemo(long))).toHaveLength(150);
    // an emoji counts as one character and is never cut in half
    expect(memoCounter('😀'.repeat(151))).toBe('151 / 150');
    expect(truncateMemo('😀'.repeat(151))).toBe('😀'.repeat(150));
  });

  it("names the failure 'Failed to save memo.'", () => {
    expect(MEMO_SAVE_FAILED).toBe('Failed to save memo.');
  });
});
