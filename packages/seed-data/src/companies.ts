/** Seed companies: realistic Philippine company names, managers, contacts and addresses. */
import { CITY_GEO } from '@phjobs/contracts/regions';
import { SPECIALIZATION_TREE } from '@phjobs/contracts/taxonomy';
import type { PermitStatusCode } from '@phjobs/contracts/codes';
import { DEMO_EMPLOYER_ID, DEMO_MASTER_BRANCH_IDS, DEMO_MASTER_ID, SEED_REFERENCE_DATE, seedCompanyId } from './ids.ts';
import { landlineNumber, mobileNumber, placeOf, pickCityId, pointInCity, streetAddress } from './places.ts';
import { Rng, weightedPicker } from './prng.ts';
import type { SeedCompany } from './types.ts';
import { DEMO_EMPLOYER_EMAIL, DEMO_MASTER_EMAIL } from './users.ts';
import {
  COMPANY_PREFIXES,
  COMPANY_SUFFIXES,
  FIRST_NAMES_FEMALE,
  FIRST_NAMES_MALE,
  INDUSTRY_WORDS,
  LAST_NAMES,
  MAIN_BUSINESS,
} from './words.ts';

const DAY_MS = 86_400_000;

/** How common employers of each specialization are (BPO, retail and food lead in the Philippines). */
export const SPECIALIZATION_PARENT_WEIGHTS: readonly (readonly [string, number])[] = [
  ['SP01', 14], ['SP02', 7], ['SP03', 9], ['SP04', 6], ['SP05', 7], ['SP06', 11], ['SP07', 6], ['SP08', 4],
  ['SP09', 6], ['SP10', 7], ['SP11', 7], ['SP12', 4], ['SP13', 8], ['SP14', 5], ['SP15', 3], ['SP16', 4],
];
export const pickSpecializationParent = weightedPicker(SPECIALIZATION_PARENT_WEIGHTS);

export const CHILDREN_BY_PARENT: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const item of SPECIALIZATION_TREE) {
    if (item.parent_id === null) continue;
    const list = map.get(item.parent_id) ?? [];
    list.push(item.id);
    map.set(item.parent_id, list);
  }
  return map;
})();

export const childrenOfParent = (parentId: string): readonly string[] => CHILDREN_BY_PARENT.get(parentId) ?? [];

export const personName = (rng: Rng): string =>
  `${rng.chance(0.5) ? rng.pick(FIRST_NAMES_FEMALE) : rng.pick(FIRST_NAMES_MALE)} ${rng.pick(LAST_NAMES)}`;

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const cityCentre = (cityId: string): { lat: number; lng: number } => {
  const geo = CITY_GEO[cityId];
  if (!geo) throw new Error(`unknown city ${cityId}`);
  return { lat: geo.lat, lng: geo.lng };
};

type CompanyDraft = Omit<SeedCompany, 'id' | 'userType' | 'isDemo' | 'masterCompanyId' | 'email' | 'websiteUrl' | 'logoKey'>;

function draftCompany(rng: Rng, refMs: number, name: string, specializationCode: string): CompanyDraft {
  const place = placeOf(pickCityId(rng));
  const parent = specializationCode.slice(0, 4);
  const createdMs = refMs - rng.int(90, 2000) * DAY_MS - rng.int(0, DAY_MS / 1000 - 1) * 1000;
  const permitStatus: PermitStatusCode = rng.weighted([['015B', 70], ['015A', 15], ['015C', 15]] as const);
  const permitFromMs = refMs - rng.int(0, 700) * DAY_MS;
  const point = pointInCity(rng, place.cityId);
  return {
    companyName: name,
    managerName: personName(rng),
    phoneNumber: mobileNumber(rng),
    landlineNumber: landlineNumber(rng, place.regionCode),
    provinceId: place.provinceId,
    cityId: place.cityId,
    detailAddress: streetAddress(rng),
    lat: point.lat,
    lng: point.lng,
    businessRegistrationNumber: rng.chance(0.7) ? `CS${rng.int(2005, 2024)}${rng.digits(5)}` : `${rng.int(1, 9)}${rng.digits(rng.int(6, 7))}`,
    specializationCode,
    mainBusiness: rng.pick(MAIN_BUSINESS[parent] ?? ['General services.']),
    businessPermit: {
      statusCode: permitStatus,
      businessPermitExpirationDateFrom: permitStatus === '015C' ? null : isoDay(permitFromMs),
      businessPermitExpirationDateTo: permitStatus === '015C' ? null : isoDay(permitFromMs + 730 * DAY_MS),
    },
    createdAt: new Date(createdMs).toISOString(),
  };
}

/**
 * `n` companies (n >= 2): the demo company of employer@demo.ph (id 2), the demo master company of
 * master@demo.ph (id 3), then n - 2 generated ones with ids 1001, 1002, ... and unique names and
 * e-mails. Same seed, same reference date -> the same companies.
 */
export function generateCompanies(seed: number, n: number, referenceDate: Date | string = SEED_REFERENCE_DATE): SeedCompany[] {
  if (n < 2) throw new Error('generateCompanies needs n >= 2 (the two demo companies come first)');
  const refMs = new Date(referenceDate).getTime();
  const rng = new Rng(seed, 'companies');
  const usedNames = new Set<string>();
  const usedDomains = new Set<string>();

  const demoEmployer: SeedCompany = {
    ...draftCompany(rng, refMs, 'Sampaguita Coffee Company Inc.', 'SP0601'),
    id: DEMO_EMPLOYER_ID,
    userType: 'company',
    email: DEMO_EMPLOYER_EMAIL,
    managerName: 'Maria Santos',
    phoneNumber: '+63 918 555 0202',
    landlineNumber: '+63 2 8555 0202',
    provinceId: '1300000000',
    cityId: '1380300000',
    detailAddress: 'Unit 5B, Tala Business Center, 118 Legaspi Street, Brgy. San Lorenzo',
    ...cityCentre('1380300000'),
    businessRegistrationNumber: 'CS201812345',
    mainBusiness: 'Coffee shops and bakeries in Metro Manila business districts.',
    logoKey: 'seed/logos/company-2.png',
    websiteUrl: 'https://www.sampaguitacoffee.ph',
    businessPermit: { statusCode: '015B', businessPermitExpirationDateFrom: isoDay(refMs - 200 * DAY_MS), businessPermitExpirationDateTo: isoDay(refMs + 530 * DAY_MS) },
    masterCompanyId: DEMO_MASTER_ID,
    isDemo: true,
  };
  const demoMaster: SeedCompany = {
    ...draftCompany(rng, refMs, 'Mabuhay Food Group Holdings, Inc.', 'SP0605'),
    id: DEMO_MASTER_ID,
    userType: 'master.company',
    email: DEMO_MASTER_EMAIL,
    managerName: 'Ramon Villanueva',
    phoneNumber: '+63 927 555 0303',
    landlineNumber: '+63 2 8555 0303',
    provinceId: '1300000000',
    cityId: '1381500000',
    detailAddress: '30th Floor, Metro Corporate Center, 5th Avenue, Brgy. Fort Bonifacio',
    ...cityCentre('1381500000'),
    businessRegistrationNumber: 'CS200954321',
    mainBusiness: 'Holding company of restaurant, coffee and bakery brands across the Philippines.',
    logoKey: 'seed/logos/company-3.png',
    websiteUrl: 'https://www.mabuhayfoodgroup.ph',
    businessPermit: { statusCode: '015B', businessPermitExpirationDateFrom: isoDay(refMs - 300 * DAY_MS), businessPermitExpirationDateTo: isoDay(refMs + 430 * DAY_MS) },
    masterCompanyId: null,
    isDemo: true,
  };
  const companies: SeedCompany[] = [demoEmployer, demoMaster];
  for (const c of companies) {
    usedNames.add(c.companyName);
    usedDomains.add(new URL(c.websiteUrl).hostname.replace(/^www\./, ''));
  }

  for (let i = 1; companies.length < n; i++) {
    const parent = pickSpecializationParent(rng);
    const specializationCode = rng.pick(childrenOfParent(parent));
    const industry = rng.pick(INDUSTRY_WORDS[parent] ?? ['Services']);
    let name = '';
    for (let attempt = 0; attempt < 50 && (name === '' || usedNames.has(name)); attempt++) {
      const head = rng.chance(0.15) ? rng.pick(LAST_NAMES) : rng.pick(COMPANY_PREFIXES);
      name = `${head} ${industry} ${rng.pick(COMPANY_SUFFIXES)}`;
    }
    for (let k = 2; usedNames.has(name); k++) name = `${name.replace(/ \d+$/, '')} ${k}`;
    usedNames.add(name);

    const base = slug(name.replace(/,? (Inc\.|Corporation|Corp\.|Co\.|Enterprises|Holdings|Philippines|Ventures|Group)(?=$|[ ,]).*$/, ''));
    let domain = '';
    for (const tld of ['.com.ph', '.ph', '.com']) {
      if (!usedDomains.has(base + tld)) {
        domain = base + tld;
        break;
      }
    }
    for (let k = 2; domain === '' || usedDomains.has(domain); k++) domain = `${base}${k}.com.ph`;
    usedDomains.add(domain);

    const id = seedCompanyId(i);
    companies.push({
      ...draftCompany(rng, refMs, name, specializationCode),
      id,
      userType: 'company',
      email: `${rng.pick(['hr', 'careers', 'recruitment', 'jobs', 'admin'])}@${domain}`,
      logoKey: rng.chance(0.85) ? `seed/logos/company-${id}.png` : null,
      websiteUrl: `https://www.${domain}`,
      masterCompanyId: DEMO_MASTER_BRANCH_IDS.includes(id) ? DEMO_MASTER_ID : null,
      isDemo: false,
    });
  }
  return companies;
}

/**
 * A seed company's business permit as of `today`: the dataset's dates are relative to the fixed
 * SEED_REFERENCE_DATE, so a product seeded months later would find most certified permits expired
 * (and the permit schedule would take them back to 015C at once). The dates move forward by the
 * whole days between the reference date and `today`; the employer and jobs seeds both use it, so
 * their copies agree on the same day.
 */
export function permitAsOf(permit: SeedCompany['businessPermit'], today: Date | string): SeedCompany['businessPermit'] {
  const shiftDays = Math.max(0, Math.floor((new Date(today).getTime() - new Date(SEED_REFERENCE_DATE).getTime()) / DAY_MS));
  const shift = (day: string | null) => (day === null ? null : isoDay(new Date(`${day}T00:00:00.000Z`).getTime() + shiftDays * DAY_MS));
  return { ...permit, businessPermitExpirationDateFrom: shift(permit.businessPermitExpirationDateFrom), businessPermitExpirationDateTo: shift(permit.businessPermitExpirationDateTo) };
}
