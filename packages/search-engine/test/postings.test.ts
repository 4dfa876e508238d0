import { describe, expect, it } from 'vitest';
import { mulberry32 as seededRandom } from '@phjobs/seed-data/prng';
import { Postings } from '../src/postings.ts';

/** What a batch hands over: per "term field", its slots, in the order drain gives them. */
const drained = (postings: Postings) => {
  const out: [string, number[]][] = [];
  postings.drain((term, field, slots) => out.push([`${term} ${field}`, [...slots]]));
  return out;
};

describe('Postings', () => {
  it('hands each term and field its slots in the order added, each group once, then starts empty', () => {
    const postings = new Postings(3, 2); // a capacity of 2: it grows while adding
    const cook = postings.term('cook');
    const hotel = postings.term('hotel');
    postings.add(cook, 0, 5);
    postings.add(hotel, 2, 5);
    postings.add(cook, 2, 5);
    postings.add(cook, 0, 9);
    postings.add(postings.term('cook'), 0, 7);
    expect(postings.size).toBe(5);
    expect(drained(postings)).toEqual([
      ['cook 0', [5, 9, 7]],
      ['cook 2', [5]],
      ['hotel 2', [5]],
    ]);
    expect(postings.size).toBe(0);
    expect(drained(postings)).toEqual([]);
    // The next batch numbers its terms afresh.
    postings.add(postings.term('hotel'), 1, 3);
    expect(drained(postings)).toEqual([['hotel 1', [3]]]);
  });

  it('gives the same groups as one array per term and field would, over many random postings', () => {
    const next = seededRandom(11);
    const postings = new Postings(4);
    const expected = new Map<string, number[]>();
    for (let slot = 0; slot < 5_000; slot++)
      for (let k = 0; k < 20; k++) {
        const [term, field] = [`t${Math.floor(next() * 300)}`, Math.floor(next() * 4)];
        postings.add(postings.term(term), field, slot);
        const key = `${term} ${field}`;
        expected.set(key, [...(expected.get(key) ?? []), slot]);
      }
    const got = drained(postings);
    expect(got.length).toBe(expected.size);
    expect(new Map(got)).toEqual(expected);
  });
});
