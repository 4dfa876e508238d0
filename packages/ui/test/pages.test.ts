import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow } from '../src/pages';

describe('numbered pagination', () => {
  it('makes 20-item pages out of a count, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(1234, 20)).toBe(62);
  });

  it('shows five page numbers around the current page, clamped at both ends', () => {
    expect(pageWindow(1, 62)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 62)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(62, 62)).toEqual([58, 59, 60, 61, 62]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
});
