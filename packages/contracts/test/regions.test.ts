import { describe, expect, it } from 'vitest';
import {
  CITIES,
  CITY_GEO,
  PROVINCE_CAPITAL,
  PROVINCE_REGION,
  PROVINCES,
  REGION_TREE,
  REGIONS,
  cityById,
  citiesOf,
  distanceKm,
  provinceById,
  provinceOf,
  regionOf,
} from '../src/regions.ts';

const METRO_MANILA = '1300000000';
const NCR_CITIES = [
  '1380100000', '1380200000', '1380300000', '1380400000', '1380500000', '1380600000', '1380700000', '1380800000', '1380900000',
  '1381000000', '1381100000', '1381200000', '1381300000', '1381400000', '1381500000', '1381600000', '1381701000',
];
/** The 17 highly urbanised cities outside Metro Manila (with the 16 NCR cities: 33). */
const HUCS_OUTSIDE_NCR = [
  '0330100000', '0331400000', '0431200000', '0631000000', '0730600000', '0731100000', '0731300000', '0831600000', '0931700000',
  '1030500000', '1030900000', '1130700000', '1230800000', '1430300000', '1630400000', '1731500000', '1830200000',
];

describe('PSGC regions, provinces and cities', () => {
  it('lists the 18 regions of the current PSGC with unique 10-digit codes', () => {
    expect(REGIONS).toHaveLength(18);
    expect(new Set(REGIONS.map((r) => r.code)).size).toBe(18);
    for (const r of REGIONS) expect(r.code).toMatch(/^\d{2}00000000$/);
  });

  it('has all 82 provinces plus Metro Manila as depth-1 region items, each in a known region', () => {
    expect(PROVINCES).toHaveLength(83);
    expect(provinceById(METRO_MANILA)?.name).toBe('Metro Manila');
    const regionCodes = new Set(REGIONS.map((r) => r.code));
    for (const p of PROVINCES) {
      expect(p).toMatchObject({ codegroup_id: 'region', depth: 1, parent_id: null });
      expect(p.id).toMatch(/^\d{10}$/);
      expect(regionCodes.has(PROVINCE_REGION[p.id] ?? '')).toBe(true);
    }
    expect(new Set(PROVINCES.map((p) => p.name)).size).toBe(83);
    for (const r of REGIONS) expect(PROVINCES.some((p) => PROVINCE_REGION[p.id] === r.code)).toBe(true);
  });

  it('gives every province its capital first and at least two more cities or municipalities', () => {
    for (const p of PROVINCES) {
      const cities = citiesOf(p.id);
      expect(cities.length, p.name).toBeGreaterThanOrEqual(3);
      expect(cities[0]?.id, p.name).toBe(PROVINCE_CAPITAL[p.id]);
    }
    expect(PROVINCES.filter((p) => citiesOf(p.id).length < 3)).toEqual([]);
  });

  it('has all 17 cities and municipality of Metro Manila and all 33 highly urbanised cities', () => {
    for (const id of NCR_CITIES) expect(cityById(id)?.parent_id, id).toBe(METRO_MANILA);
    expect(citiesOf(METRO_MANILA)).toHaveLength(17);
    for (const id of HUCS_OUTSIDE_NCR) expect(cityById(id), id).toBeDefined();
    expect(cityById('1381701000')?.name).toBe('Pateros');
  });

  it('keeps province and city ids unique in the region code tree', () => {
    expect(new Set(REGION_TREE.map((i) => i.id)).size).toBe(REGION_TREE.length);
    for (const c of CITIES) {
      expect(c).toMatchObject({ codegroup_id: 'region', depth: 2 });
      expect(provinceById(c.parent_id ?? '')).toBeDefined();
    }
  });

  it('places every city centre in the Philippines with a radius of a few kilometres', () => {
    for (const c of CITIES) {
      const geo = CITY_GEO[c.id];
      expect(geo, c.name).toBeDefined();
      if (!geo) continue;
      expect(geo.lat).toBeGreaterThan(4.5);
      expect(geo.lat).toBeLessThan(21.2);
      expect(geo.lng).toBeGreaterThan(116.8);
      expect(geo.lng).toBeLessThan(126.7);
      expect(geo.radiusKm).toBeGreaterThanOrEqual(0.2);
      expect(geo.radiusKm).toBeLessThanOrEqual(4);
    }
  });

  it('keeps the disks of different cities apart, so a point in one disk is in one city only', () => {
    const list = CITIES.map((c) => ({ id: c.id, ...(CITY_GEO[c.id] as NonNullable<(typeof CITY_GEO)[string]>) }));
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const a = list[i]!;
        const b = list[j]!;
        if (Math.abs(a.lat - b.lat) > 0.2) continue;
        expect(distanceKm(a, b), `${a.id} ${b.id}`).toBeGreaterThan(a.radiusKm + b.radiusKm);
      }
    }
  });

  it('keeps each city near the capital of its province (no swapped coordinates)', () => {
    for (const c of CITIES) {
      const capital = CITY_GEO[PROVINCE_CAPITAL[c.parent_id ?? ''] ?? ''];
      const geo = CITY_GEO[c.id];
      expect(capital && geo && distanceKm(capital, geo), c.name).toBeLessThan(400);
    }
  });

  it('derives the region of a city from its PSGC code, even where it differs from its province', () => {
    expect(regionOf('1381300000')?.code).toBe('1300000000');
    expect(regionOf('0730600000')?.code).toBe('0700000000');
    expect(provinceOf('0990101000')?.name).toBe('Basilan');
    expect(regionOf('0990101000')?.code).toBe('0900000000');
    expect(regionOf(provinceOf('0990101000')?.id ?? '')?.code).toBe('1900000000');
    expect(regionOf('1804610000')?.name).toBe('Negros Island Region (NIR)');
  });

  it('answers lookups of unknown ids with undefined', () => {
    expect(cityById('nope')).toBeUndefined();
    expect(provinceOf('nope')).toBeUndefined();
    expect(regionOf('nope')).toBeUndefined();
    expect(citiesOf('nope')).toEqual([]);
  });
});
