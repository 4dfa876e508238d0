/**
 * Seed job seekers: the individual members who own the seed resumes. services/account seeds them as
 * accounts and services/talent as resume owners, both from this generator, so the two agree on
 * ids, names and contacts without calling each other (ids.ts: seeker #i is user 50000 + i).
 */
import type { GenderCode } from '@phjobs/contracts/codes';
import { DEMO_PASSWORD, MAX_SEED_SEEKERS, seedSeekerId } from './ids.ts';
import { mobileNumber, pickCityId, placeOf, streetAddress } from './places.ts';
import { Rng } from './prng.ts';
import type { SeedSeeker } from './types.ts';
import { FIRST_NAMES_FEMALE, FIRST_NAMES_MALE, LAST_NAMES } from './words.ts';

/** The domain of seed e-mails: reserved for the demo, so that no mail reaches a real person. */
export const SEEKER_EMAIL_DOMAIN = 'mail.demo.ph';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'Mary Grace' + 'Dela Cruz' -> 'marygrace.delacruz' */
const mailName = (first: string, last: string) =>
  `${first}.${last}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z.]/g, '');

/**
 * `n` job seekers, ids 50001.. in order. Deterministic and prefix-stable: each seeker draws from its
 * own stream (seed, index), so the first k do not depend on n. About 55% women; born 1972-2005;
 * living in a city weighted by its job market (places.ts); a +63 mobile; an address line built from
 * the PSGC city and province names of @phjobs/contracts/regions.
 */
export function generateSeekers(seed: number, n: number): SeedSeeker[] {
  if (!Number.isInteger(n) || n < 0 || n > MAX_SEED_SEEKERS) throw new Error(`seekers: n must be 0..${MAX_SEED_SEEKERS}`);
  const seekers: SeedSeeker[] = [];
  for (let i = 1; i <= n; i++) {
    const rng = new Rng(seed, `seekers.${i}`);
    const genderCode: GenderCode = rng.chance(0.55) ? '003B' : '003A';
    const first = rng.pick(genderCode === '003B' ? FIRST_NAMES_FEMALE : FIRST_NAMES_MALE);
    const last = rng.pick(LAST_NAMES);
    const place = placeOf(pickCityId(rng));
    const province = place.province === place.city ? '' : `, ${place.province}`;
    const id = seedSeekerId(i);
    seekers.push({
      id,
      userType: 'individual',
      // The number after the name is the seeker's index: unique without a lookup.
      email: `${mailName(first, last)}${i}@${SEEKER_EMAIL_DOMAIN}`,
      password: DEMO_PASSWORD,
      fullName: `${first} ${last}`,
      phoneNumber: mobileNumber(rng),
      genderCode,
      birthDate: `${rng.int(1972, 2005)}-${pad2(rng.int(1, 12))}-${pad2(rng.int(1, 28))}`,
      companyId: null,
      provinceId: place.provinceId,
      cityId: place.cityId,
      address: `${streetAddress(rng)}, ${place.city}${province}`,
    });
  }
  return seekers;
}
