import { describe, expect, it } from 'vitest';
import { SEARCH_SYNONYM_GROUPS, synonymsOf } from '../src/search-synonyms.ts';

describe('search synonyms', () => {
  it('pairs the Tagalog and English words of common jobs, both ways', () => {
    expect(synonymsOf('kasambahay')).toContain('housekeeper');
    expect(synonymsOf('housekeeper')).toContain('kasambahay');
    expect(synonymsOf('tindera')).toContain('saleslady');
    expect(synonymsOf('saleslady')).toContain('tindera');
    expect(SEARCH_SYNONYM_GROUPS.length).toBeGreaterThanOrEqual(22);
  });

  it('gives a word without synonyms alone, and the asked word first', () => {
    expect(synonymsOf('barista')).toEqual(['barista']);
    expect(synonymsOf('cook')[0]).toBe('cook');
  });

  it('keeps every word single, lowercase and in one group only', () => {
    const words = SEARCH_SYNONYM_GROUPS.flat();
    for (const word of words) expect(word).toMatch(/^[\p{Ll}\p{N}]+$/u);
    expect(new Set(words).size).toBe(words.length);
  });
});
