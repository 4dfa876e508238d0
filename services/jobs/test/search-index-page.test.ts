import { describe, expect, it } from 'vitest';
import type { OrderKey } from '@phjobs/contracts/jobs';
import { salaryBoundaries, type SearchTerms } from '../src/data/search-terms.ts';
import { SearchIndex, type IndexedAd } from '../src/data/search-index/search-index.ts';
import { mulberry32 as seededRandom } from '@phjobs/seed-data/prng';

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

const terms = (token: string): SearchTerms => ({ tokens: [], sets: [[[token]]], text: [], onKeys: [], onAd: [], conditions: [] });

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

describe("the search index's 'salary at least' (a run of the unit's ads in salary order, in buckets of 1,024)", () => {
  const boundaries = salaryBoundaries('010D');
  /** Monthly ads (and some daily ones) paying `salaryOf(i)`, with the tokens job_ad_search gives them. */
  const fixture = (salaryOf: (i: number) => number): IndexedAd[] =>
    Array.from({ length: 6_000 }, (_, i) => {
      const unit = i % 5 === 0 ? '010B' : '010D';
      const salary = salaryOf(i);
      const tokens = [`'#u#${unit}'`, ...(unit === '010D' ? boundaries.filter((b) => salary >= b).map((b) => `'#u#010D#${b}'`) : [])];
      return { id: i + 1, createdMs: 1_700_000_000_000 + i, salary, lat: null, lng: null, hourFrom: null, hourTo: null, vector: tokens.join(' ') };
    });
  const monthly = (ad: IndexedAd) => ad.vector.startsWith("'#u#010D'");

  function expectExact(all: IndexedAd[], amounts: number[]): void {
    const index = SearchIndex.build(all);
    for (const amount of amounts)
      for (const key of ['salary', 'createdAt'] as const) {
        const terms: SearchTerms = { tokens: [], sets: [[['u#010D']]], text: [], onKeys: [], onAd: [], conditions: [{ type: 'salaryAtLeast', unit: '010D', amount }] };
        const matching = all.filter((ad) => monthly(ad) && ad.salary! >= amount).sort((a, b) => (key === 'salary' ? b.salary! - a.salary! : b.createdMs - a.createdMs) || b.id - a.id);
        for (const offset of [0, 1_000, 2_040]) {
          const page = index.search(terms, key, offset, 20);
          expect({ amount, key, offset, total: page.total, ids: page.ids }).toEqual({ amount, key, offset, total: matching.length, ids: matching.slice(offset, offset + 20).map((ad) => ad.id) });
        }
      }
  }

  it('counts and pages exactly the monthly ads paying at least the amount, for amounts on, between, below and above the boundaries', () => {
    const random = seededRandom(5);
    // Many equal salaries (round thousands, the boundaries themselves) among distinct ones.
    const all = fixture((i) => (i % 7 === 0 ? boundaries[i % boundaries.length]! : i % 11 === 0 ? Math.round(random() * 120) * 1000 : Math.round(random() * 120_000)));
    const amounts = [0, 1, 999, 1000, ...boundaries, ...boundaries.map((b) => b + 1), ...boundaries.map((b) => b - 1), 119_000, 120_000, 120_001, ...Array.from({ length: 40 }, () => Math.round(random() * 125_000))];
    expectExact(all, amounts);
  });

  it("is exact for runs that end just before, at and just after each bucket's end", () => {
    // Distinct salaries above the last boundary: the run is the first `to` of the unit's list, for any `to`.
    const all = fixture((i) => 90_000 + ((i * 7_919) % 6_000) * 3);
    const paid = all.filter(monthly).map((ad) => ad.salary!).sort((x, y) => y - x);
    expectExact(all, [1, 2, 3, 4].flatMap((k) => [-2, -1, 0, 1].map((d) => paid[k * 1024 + d]!)));
  });
});
