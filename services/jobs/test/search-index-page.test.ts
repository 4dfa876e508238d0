import { describe, expect, it } from 'vitest';
import type { OrderKey } from '@phjobs/contracts/jobs';
import type { SearchTerms } from '../src/data/search-terms.ts';
import { SearchIndex, type IndexedAd } from '../src/data/search-index/search-index.ts';
import { seededRandom } from '../src/data/search-index/random-searches.ts';

/**
 * A page is found three ways by how common the matches are (asking the bitmap along the order,
 * marking the matches and walking over the marks, taking the matches' ranks): each must give the
 * page the plain rule gives, for matches from all to one in 10,000, spread evenly or bunched at
 * either end of the order, at every depth.
 */
const ADS = 20_000;
/** Token 'e#n' on every n-th ad by id (spread), 'k#n' on the 1/n of the ads lowest paid or unpaid (last in salary order), 'h#n' on the 1/n highest paid (first). */
const EVERY = [1, 2, 7, 40, 300, 2_000, 10_000];

function ads(): IndexedAd[] {
  const random = seededRandom(3);
  const salaries = Array.from({ length: ADS }, (_, i) => (i % 11 === 0 ? null : Math.round(random() * 90_000)));
  const bySalaryAsc = [...salaries.keys()].sort((a, b) => (salaries[a] ?? -1) - (salaries[b] ?? -1) || a - b);
  const late = new Map(bySalaryAsc.map((ad, position) => [ad, position]));
  return salaries.map((salary, i) => {
    const tokens = EVERY.flatMap((n) => [
      ...(i % n === 0 ? [`'#e#${n}'`] : []),
      ...(late.get(i)! < ADS / n ? [`'#k#${n}'`] : []),
      ...(late.get(i)! >= ADS - ADS / n ? [`'#h#${n}'`] : []),
    ]);
    return { id: i + 1, createdMs: 1_700_000_000_000 + Math.floor(random() * 5_000) * 1000, salary, lat: null, lng: null, hourFrom: null, hourTo: null, vector: tokens.join(' ') };
  });
}

const terms = (token: string): SearchTerms => ({ tokens: [], sets: [[token]], text: [], onKeys: [], onAd: [], conditions: [] });

function expected(all: IndexedAd[], token: string, key: OrderKey, offset: number, limit: number): { ids: number[]; total: number } {
  const matching = all.filter((ad) => ad.vector.includes(`'#${token}'`));
  const salary = (ad: IndexedAd) => (ad.salary === null ? -Infinity : ad.salary);
  matching.sort((a, b) => (key === 'createdAt' ? b.createdMs - a.createdMs : salary(b) - salary(a)) || b.id - a.id);
  return { ids: matching.slice(offset, offset + limit).map((ad) => ad.id), total: matching.length };
}

describe("the search index's pages", () => {
  const all = ads();
  const index = SearchIndex.build(all);
  const tokens = EVERY.flatMap((n) => [`e#${n}`, `k#${n}`, `h#${n}`]);

  it.each(['createdAt', 'salary'] as const)('gives the plain rule\'s page of every density of matches, bunched or spread, first, middle and last pages (%s)', (key) => {
    for (const token of tokens) {
      const { total } = expected(all, token, key, 0, 0);
      for (const [offset, limit] of [[0, 10], [0, 20], [10, 10], [420, 10], [Math.floor(total / 2), 20], [Math.max(0, total - 5), 10], [total, 10]] as const) {
        const page = index.search(terms(token), key, offset, limit);
        expect({ token, offset, ids: page.ids, total: page.total }).toEqual({ token, offset, ...expected(all, token, key, offset, limit) });
      }
    }
  });

  it('leaves no mark behind: the same search twice, and another after it, answer alike', () => {
    const first = index.search(terms('k#40'), 'salary', 100, 10);
    expect(index.search(terms('k#40'), 'salary', 100, 10)).toEqual(first);
    expect(index.search(terms('e#300'), 'salary', 0, 10).ids).toEqual(expected(all, 'e#300', 'salary', 0, 10).ids);
  });
});
