import { describe, expect, it } from 'vitest';
import { applyPage, canLoadMore, endMessage, failPage, initialEndless, isLastPage, startLoading } from '../src/endless';

const page = (n: number, from = 0) => ({ items: Array.from({ length: n }, (_, i) => from + i), total: 123 });

describe('the endless-list end rule', () => {
  it('ends when a page has fewer items than the page size', () => {
    expect(isLastPage(9, 10)).toBe(true);
    expect(isLastPage(10, 10)).toBe(false);
    expect(isLastPage(19, 20)).toBe(true);
  });

  it("shows 'No data.' when the first page is empty", () => {
    const s = applyPage(startLoading(initialEndless<number>()), 1, page(0), 10);
    expect(s.status).toBe('done');
    expect(endMessage(s)).toBe('No data.');
    expect(canLoadMore(s)).toBe(false);
  });

  it("keeps paging after full pages and shows 'No more data.' after a short page", () => {
    let s = applyPage(initialEndless<number>(), 1, page(10), 10);
    expect(s.status).toBe('idle');
    expect(endMessage(s)).toBeNull();
    expect(canLoadMore(s)).toBe(true);
    s = applyPage(s, 2, page(10, 10), 10);
    s = applyPage(s, 3, page(4, 20), 10);
    expect(s.items).toHaveLength(24);
    expect(s.pageNo).toBe(3);
    expect(s.status).toBe('done');
    expect(endMessage(s)).toBe('No more data.');
  });

  it("ends with 'No more data.' when a page after full pages comes back empty", () => {
    let s = applyPage(initialEndless<number>(), 1, page(10), 10);
    s = applyPage(s, 2, page(0), 10);
    expect(s.items).toHaveLength(10);
    expect(endMessage(s)).toBe('No more data.');
  });

  it('replaces the items when page 1 is loaded again (sort change, new filters)', () => {
    let s = applyPage(initialEndless<number>(), 1, page(10), 10);
    s = applyPage(s, 2, page(10, 10), 10);
    s = applyPage(s, 1, page(3, 100), 10);
    expect(s.items).toEqual([100, 101, 102]);
  });

  it('keeps the count of the answer (resultListCount)', () => {
    expect(applyPage(initialEndless<number>(), 1, page(2), 10).total).toBe(123);
  });

  it('does not ask for more after a failure until retried', () => {
    const s = failPage(applyPage(initialEndless<number>(), 1, page(10), 10), new Error('x'));
    expect(canLoadMore(s)).toBe(false);
    expect(endMessage(s)).toBeNull();
  });
});
