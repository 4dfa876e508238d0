import { describe, expect, it } from 'vitest';
import type { SearchTerms } from '../src/data/search-terms.ts';
import { SearchIndex, type IndexedAd } from '../src/data/search-index/search-index.ts';
import { mulberry32 as seededRandom } from '@phjobs/seed-data/prng';

type Box = { south: number; north: number; west: number; east: number };

const boxTerms = (box: Box): SearchTerms => ({ tokens: [], sets: [], text: [], onKeys: [], onAd: [], conditions: [{ type: 'box', ...box }] });
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** What the SQL asks of an ad (lat between south and north, lng between west and east; west > east wraps). */
const inside = (ad: IndexedAd, { south, north, west, east }: Box) =>
  ad.lat !== null && ad.lng !== null && ad.lat >= south && ad.lat <= north && (west <= east ? ad.lng >= west && ad.lng <= east : ad.lng >= west || ad.lng <= east);

function adsAround(random: () => number, count: number, firstId = 1): IndexedAd[] {
  // Clustered like the Philippines' ads (a few cities), some on cell edges exactly, a few with no place.
  const cities = [[14.6, 120.98], [10.31, 123.89], [7.07, 125.61], [16.41, 120.59], [-0.5, 179.99], [-0.5, -179.99]] as const;
  return Array.from({ length: count }, (_, i) => {
    const [lat, lng] = cities[Math.floor(random() * cities.length)]!;
    const spread = [0.004, 0.05, 0.4, 1.5][Math.floor(random() * 4)]!;
    const onEdge = random() < 0.1;
    const place = random() < 0.03 ? null : ([round(lat + (random() - 0.5) * spread, onEdge ? 2 : 6), round(lng + (random() - 0.5) * spread, onEdge ? 1 : 6)] as const);
    return { id: firstId + i, createdMs: 1_700_000_000_000 + i, salary: null, lat: place?.[0] ?? null, lng: place?.[1] ?? null, hourFrom: null, hourTo: null, vector: '' };
  });
}

function randomBox(random: () => number, ads: IndexedAd[]): Box {
  const placed = ads.filter((ad) => ad.lat !== null);
  const center = placed[Math.floor(random() * placed.length)]!;
  const half = [0.001, 0.005, 0.03, 0.1, 0.35, 2, 20][Math.floor(random() * 7)]!;
  // Boxes whose sides fall on the grid's lines (whole degrees, tenths, hundredths) as well as between them.
  const places = [1, 2, 3, 6][Math.floor(random() * 4)]!;
  const box = {
    south: round(center.lat! - half * random() * 2, places),
    north: round(center.lat! + half * random() * 2, places),
    west: round(center.lng! - half * random() * 2, places),
    east: round(center.lng! + half * random() * 2, places),
  };
  // Across the antimeridian: west > east.
  if (box.west < -180) box.west += 360;
  if (box.east > 180) box.east -= 360;
  return box;
}

const answer = (index: SearchIndex, box: Box) => index.search(boxTerms(box), 'createdAt', 0, 1_000_000);
const expected = (ads: IndexedAd[], box: Box) => {
  const ids = ads.filter((ad) => inside(ad, box)).sort((a, b) => b.createdMs - a.createdMs || b.id - a.id).map((ad) => ad.id);
  return { ids, total: ids.length };
};

// Both ways of answering a box: the grid (boxAmong 0), and each ad's place among few (all 6,000 here).
describe.each([
  { way: 'from the grid', options: { boxAmong: 0 } },
  { way: 'ad by ad', options: { boxAmong: 1_000_000 } },
])("the search index's map boxes (a grid of 1, 0.1 and 0.01 degree cells), $way", ({ options }) => {
  it('finds exactly the ads inside 400 random boxes, small and continent-wide, on and off the grid lines, across the antimeridian', () => {
    const random = seededRandom(7);
    const ads = adsAround(random, 6_000);
    const index = SearchIndex.build(ads, options);
    for (let i = 0; i < 400; i++) {
      const box = randomBox(random, ads);
      const { ids, total } = answer(index, box);
      expect({ box, ids, total }).toEqual({ box, ...expected(ads, box) });
    }
  });

  it('still does after ads moved, ended and were added (dead slots in the big cells do not count)', () => {
    const random = seededRandom(11);
    let ads = adsAround(random, 3_000);
    const index = SearchIndex.build(ads, options);
    const moved = ads.slice(0, 400).map((ad, i) => ({ ...adsAround(random, 1, ad.id)[0]!, createdMs: ad.createdMs + i }));
    const ended = ads.slice(400, 700).map((ad) => ad.id);
    const added = adsAround(random, 500, 10_000);
    index.apply([...moved, ...added], ended);
    ads = [...moved, ...ads.slice(700), ...added];
    for (let i = 0; i < 200; i++) {
      const box = randomBox(random, ads);
      expect({ box, ...answer(index, box) }).toEqual({ box, ...expected(ads, box), cards: expect.anything() });
    }
  });
});
