/** Where seed companies and ads are: cities weighted by how many jobs they have, points inside them. */
import { CITIES, CITY_GEO, provinceOf } from '@phjobs/contracts/regions';
import { AREA_CODES, BARANGAYS, BUILDINGS, MOBILE_PREFIXES, STREETS } from './words.ts';
import { type Rng, weightedPicker } from './prng.ts';

/** Job-market weight of the big cities (Metro Manila, the HUCs); other cities and towns get a default. */
const BIG_CITY_WEIGHT: Readonly<Record<string, number>> = {
  '1381300000': 14, '1380300000': 14, '1380600000': 12, '1381500000': 12, '1381200000': 10, '1380500000': 7,
  '1381000000': 6, '1381100000': 6, '1380100000': 6, '1380800000': 5, '1380200000': 4, '1380700000': 4,
  '1381600000': 4, '1381400000': 3, '1380400000': 2, '1380900000': 2, '1381701000': 1,
  '0730600000': 10, '1130700000': 9, '1030500000': 6, '0731300000': 5, '0631000000': 5, '1830200000': 5,
  '0731100000': 4, '1430300000': 4, '0330100000': 4, '1230800000': 3, '0931700000': 3, '0331400000': 2,
  '0431200000': 2, '0831600000': 2, '1630400000': 2, '1030900000': 2, '1731500000': 2,
};

/** Regions around Metro Manila (Central Luzon, CALABARZON) have more jobs than their size says. */
const BUSY_REGIONS = new Set(['0300000000', '0400000000']);

export function cityWeight(cityId: string, name: string): number {
  const big = BIG_CITY_WEIGHT[cityId];
  if (big !== undefined) return big;
  const busy = BUSY_REGIONS.has(CITY_GEO[cityId]?.regionCode ?? '') ? 2 : 1;
  return (/City\b/.test(name) ? 1.5 : 0.6) * busy;
}

export const pickCityId: (rng: Rng) => string = weightedPicker(CITIES.map((c) => [c.id, cityWeight(c.id, c.name)] as const));

export type Place = { provinceId: string; cityId: string; province: string; city: string; regionCode: string };

const placeCache = new Map<string, Place>();
export function placeOf(cityId: string): Place {
  let place = placeCache.get(cityId);
  if (!place) {
    const city = CITIES.find((c) => c.id === cityId);
    const province = provinceOf(cityId);
    const geo = CITY_GEO[cityId];
    if (!city || !province || !geo) throw new Error(`unknown city ${cityId}`);
    place = { provinceId: province.id, cityId, province: province.name, city: city.name, regionCode: geo.regionCode };
    placeCache.set(cityId, place);
  }
  return place;
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** A uniformly random point within the city's radius (kept a little inside it, rounding included). */
export function pointInCity(rng: Rng, cityId: string): { lat: number; lng: number } {
  const geo = CITY_GEO[cityId];
  if (!geo) throw new Error(`unknown city ${cityId}`);
  const r = geo.radiusKm * 0.97 * Math.sqrt(rng.next());
  const theta = 2 * Math.PI * rng.next();
  const lat = geo.lat + (r * Math.cos(theta)) / 111.32;
  const lng = geo.lng + (r * Math.sin(theta)) / (111.32 * Math.cos((geo.lat * Math.PI) / 180));
  return { lat: round6(lat), lng: round6(lng) };
}

/** A street address below the city: number or unit, street, barangay. */
export function streetAddress(rng: Rng): string {
  const barangay = rng.pick(BARANGAYS);
  const brgy = barangay.startsWith('Barangay ') ? `Brgy. ${barangay.slice(9)}` : `Brgy. ${barangay}`;
  if (rng.chance(0.35)) {
    return `Unit ${rng.int(1, 30)}${rng.pick(['A', 'B', 'C', 'D', 'F'])}, ${rng.pick(BUILDINGS)}, ${rng.int(1, 999)} ${rng.pick(STREETS)}, ${brgy}`;
  }
  return `${rng.int(1, 2999)} ${rng.pick(STREETS)}, ${brgy}`;
}

/** '+63 9XX XXX XXXX' */
export function mobileNumber(rng: Rng): string {
  return `+63 ${rng.pick(MOBILE_PREFIXES)} ${rng.digits(3)} ${rng.digits(4)}`;
}

/** A landline with the region's area code: '+63 2 8XXX XXXX' in Metro Manila, '+63 32 XXX XXXX' elsewhere. */
export function landlineNumber(rng: Rng, regionCode: string): string {
  const area = rng.pick(AREA_CODES[regionCode] ?? ['2']);
  if (area === '2') return `+63 2 8${rng.digits(3)} ${rng.digits(4)}`;
  return `+63 ${area} ${rng.int(2, 8)}${rng.digits(2)} ${rng.digits(4)}`;
}
