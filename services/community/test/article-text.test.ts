import { describe, expect, it } from 'vitest';
import { keywordWords, searchTextOf, summaryOf } from '../src/domain/articles/article-text.ts';
import { manilaDay, viewerKey } from '../src/domain/articles/view-day.ts';

describe('an article’s texts', () => {
  it('cut a list item’s content at a word, with an ellipsis, only when too long', () => {
    expect(summaryOf('Short text.', 160)).toBe('Short text.');
    const long = 'Night shift, day life: five years as a technical support agent in Makati taught me to sleep well.';
    const cut = summaryOf(long, 40);
    expect(cut).toBe('Night shift, day life: five years as a…');
    expect(Array.from(cut).length).toBeLessThanOrEqual(40);
  });

  it('search every word of a keyword, lower-cased, once each', () => {
    expect(keywordWords('  Team  LEADER team ')).toEqual(['team', 'leader']);
    expect(keywordWords(undefined)).toEqual([]);
    expect(searchTextOf(['From BPO to\nTeam Leader', '', 'In  Makati'])).toBe('from bpo to team leader in makati');
  });
});

describe('a view', () => {
  it('belongs to the Manila day: 23:59 is still today, midnight is tomorrow', () => {
    expect(manilaDay(new Date('2026-11-20T15:59:59.000Z')).toISOString()).toBe('2026-11-20T00:00:00.000Z');
    expect(manilaDay(new Date('2026-11-20T16:00:00.000Z')).toISOString()).toBe('2026-11-21T00:00:00.000Z');
  });

  it('is a member’s by id, a visitor’s by a hash of address and browser that keeps the address out', () => {
    expect(viewerKey({ userId: '50012' })).toBe('u:50012');
    const phone = viewerKey({ address: '203.0.113.7', userAgent: 'Android Chrome' });
    expect(phone).toMatch(/^v:[0-9a-f]{32}$/);
    expect(phone).not.toContain('203.0.113.7');
    expect(viewerKey({ address: '203.0.113.7', userAgent: 'Android Chrome' })).toBe(phone);
    expect(viewerKey({ address: '203.0.113.7', userAgent: 'iPhone Safari' })).not.toBe(phone);
  });
});
