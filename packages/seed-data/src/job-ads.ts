/**
 * Seed job ads: every field of the spec's ad (jobs-seeker.md section 3, employer.md 'Job ad
 * payload') filled plausibly and consistently: titles from the specialization, salaries inside the
 * spec's ranges of their unit, working hours matching their code, points inside their city, badges
 * following the welfare benefits and the company's permit. Deterministic: same seed, same
 * companies, same reference date -> byte-identical ads.
 */
import {
  APPLY_METHOD_CODES,
  EMPLOYEE_TYPE,
  WEEKDAY_CODES,
  WORKING_DAY,
  type AdStatusCode,
  type ApplyMethodCode,
  type EducationCode,
  type EmployeeTypeCode,
  type LanguageCode,
  type SalaryUnitCode,
  type WeekdayCode,
  type WorkingDayCode,
  type WorkingHourCode,
  type WorkingPeriodCode,
  type WorkTypeCode,
} from '@phjobs/contracts/codes';
import { CITIES } from '@phjobs/contracts/regions';
import { PREFERENCE_TREE, SPECIALIZATION_TREE, WELFARE_TREE } from '@phjobs/contracts/taxonomy';
import { childrenOfParent, personName } from './companies.ts';
import { DEMO_EMPLOYER_ID, SEED_REFERENCE_DATE, seedJobAdId } from './ids.ts';
import { cityWeight, landlineNumber, pickCityId, placeOf, pointInCity, streetAddress } from './places.ts';
import { Rng, weightedPicker } from './prng.ts';
import type { SeedCompany, SeedFile, SeedJobAd } from './types.ts';
import { DIRECT_INPUTS, DUTIES, QUALIFICATIONS, TITLE_VARIANTS, WORKING_DAY_DETAILS } from './words.ts';

const DAY_MS = 86_400_000;
/** Calendar days are Philippine days (UTC+8). */
const PH_OFFSET_MS = 8 * 3_600_000;

type Weighted<T> = readonly (readonly [T, number])[];
type AdDay = Exclude<WorkingDayCode, '007A'>;

/** How ads of one specialization parent usually look. */
type Profile = {
  /** Monthly pay range in PHP for an ordinary position. */
  pay: readonly [number, number];
  edu: Weighted<EducationCode>;
  units: Weighted<SalaryUnitCode>;
  days: Weighted<AdDay>;
  hours: Weighted<WorkingHourCode>;
  work: Weighted<readonly WorkTypeCode[]>;
  types: Weighted<readonly EmployeeTypeCode[]>;
  beginner: number;
  vacancies: readonly [number, number];
  /** Preferences that fit these jobs. */
  prefs: readonly string[];
  nightShift?: number;
  senior?: boolean;
};

const OFFICE_WORK: Weighted<readonly WorkTypeCode[]> = [[['inOffice'], 60], [['hybrid'], 15], [['remote'], 5], [[], 20]];
const SITE_WORK: Weighted<readonly WorkTypeCode[]> = [[['inOffice'], 55], [[], 45]];
const MONTHLY: Weighted<SalaryUnitCode> = [['010D', 88], ['010F', 7], ['010B', 5]];
const WAGE: Weighted<SalaryUnitCode> = [['010D', 55], ['010B', 30], ['010A', 5], ['010C', 4], ['010F', 6]];
const REGULAR: Weighted<readonly EmployeeTypeCode[]> = [[['011A'], 60], [['011B'], 20], [['011A', '011B'], 8], [['011C'], 7], [['011E'], 5]];
const SHIFT_DAYS: Weighted<AdDay> = [['007C', 35], ['007D', 15], ['007G', 25], ['007B', 15], ['007E', 5], ['007F', 5]];
const OFFICE_DAYS: Weighted<AdDay> = [['007B', 65], ['007C', 20], ['007F', 10], ['007G', 5]];
const DAY_HOURS: Weighted<WorkingHourCode> = [['009G', 55], ['009E', 25], ['009A', 5], ['009B', 5], ['009Z', 10]];
const SHIFT_HOURS: Weighted<WorkingHourCode> = [['009G', 30], ['009E', 15], ['009F', 15], ['009A', 12], ['009B', 10], ['009C', 8], ['009Z', 10]];
const BASIC_EDU: Weighted<EducationCode> = [['004A', 30], ['004B', 10], ['004C', 25], ['004D', 35]];
const MID_EDU: Weighted<EducationCode> = [['004D', 45], ['004E', 30], ['004F', 20], ['004A', 5]];
const DEGREE_EDU: Weighted<EducationCode> = [['004F', 80], ['004E', 10], ['004G', 10]];

const PROFILES: Readonly<Record<string, Profile>> = {
  SP01: { pay: [16000, 32000], edu: MID_EDU, units: [['010D', 92], ['010F', 8]], days: [['007B', 60], ['007F', 15], ['007C', 10], ['007G', 10], ['007D', 5]], hours: [['009G', 70], ['009D', 10], ['009C', 10], ['009Z', 10]], work: [[['inOffice'], 55], [['hybrid'], 15], [['remote'], 15], [['hybrid', 'remote'], 5], [[], 10]], types: [[['011A'], 70], [['011B'], 15], [['011A', '011B'], 10], [['011C'], 5]], beginner: 0.55, vacancies: [5, 50], prefs: ['PF0201', 'PF0402', 'PF0101', 'PF0102', 'PF0403', 'PF0503', 'PF0505', 'PF0501'], nightShift: 0.45 },
  SP02: { pay: [25000, 80000], edu: DEGREE_EDU, units: [['010D', 85], ['010F', 8], ['010E', 5], ['010A', 2]], days: OFFICE_DAYS, hours: [['009G', 60], ['009E', 15], ['009Z', 25]], work: [[['inOffice'], 30], [['hybrid'], 35], [['remote'], 30], [[], 5]], types: [[['011A'], 65], [['011B'], 10], [['011D'], 10], [['011F'], 10], [['011E'], 5]], beginner: 0.2, vacancies: [1, 5], prefs: ['PF0103', 'PF0306', 'PF0305', 'PF0101', 'PF0404'], senior: true },
  SP03: { pay: [15000, 30000], edu: MID_EDU, units: [['010D', 80], ['010B', 10], ['010F', 10]], days: [['007C', 50], ['007B', 30], ['007G', 10], ['007D', 10]], hours: DAY_HOURS, work: SITE_WORK, types: REGULAR, beginner: 0.45, vacancies: [1, 10], prefs: ['PF0301', 'PF0302', 'PF0101', 'PF0405', 'PF0403'] },
  SP04: { pay: [18000, 45000], edu: DEGREE_EDU, units: MONTHLY, days: OFFICE_DAYS, hours: DAY_HOURS, work: OFFICE_WORK, types: REGULAR, beginner: 0.3, vacancies: [1, 4], prefs: ['PF0304', 'PF0103', 'PF0305', 'PF0101'], senior: true },
  SP05: { pay: [15000, 28000], edu: MID_EDU, units: MONTHLY, days: OFFICE_DAYS, hours: DAY_HOURS, work: OFFICE_WORK, types: REGULAR, beginner: 0.5, vacancies: [1, 5], prefs: ['PF0305', 'PF0401', 'PF0403', 'PF0101', 'PF0501'] },
  SP06: { pay: [13000, 20000], edu: BASIC_EDU, units: WAGE, days: SHIFT_DAYS, hours: SHIFT_HOURS, work: SITE_WORK, types: [[['011A'], 35], [['011B'], 30], [['011C'], 25], [['011B', '011C'], 10]], beginner: 0.6, vacancies: [2, 15], prefs: ['PF0101', 'PF0102', 'PF0401', 'PF0503', 'PF0502', 'PF0501'] },
  SP07: { pay: [18000, 45000], edu: DEGREE_EDU, units: MONTHLY, days: SHIFT_DAYS, hours: SHIFT_HOURS, work: SITE_WORK, types: REGULAR, beginner: 0.25, vacancies: [1, 10], prefs: ['PF0304', 'PF0402', 'PF0103', 'PF0404'] },
  SP08: { pay: [16000, 35000], edu: DEGREE_EDU, units: [['010D', 70], ['010A', 20], ['010F', 10]], days: OFFICE_DAYS, hours: DAY_HOURS, work: [[['inOffice'], 55], [['remote'], 25], [['hybrid'], 10], [[], 10]], types: [[['011A'], 45], [['011C'], 35], [['011D'], 20]], beginner: 0.4, vacancies: [1, 8], prefs: ['PF0304', 'PF0201', 'PF0202', 'PF0101'] },
  SP09: { pay: [18000, 60000], edu: [['004F', 35], ['004C', 25], ['004D', 25], ['004A', 15]], units: [['010D', 55], ['010B', 30], ['010E', 8], ['010F', 7]], days: [['007C', 75], ['007B', 15], ['007D', 10]], hours: DAY_HOURS, work: SITE_WORK, types: [[['011F'], 35], [['011B'], 30], [['011A'], 35]], beginner: 0.3, vacancies: [1, 20], prefs: ['PF0303', 'PF0304', 'PF0103', 'PF0404', 'PF0405'], senior: true },
  SP10: { pay: [13000, 20000], edu: BASIC_EDU, units: WAGE, days: [['007C', 60], ['007G', 20], ['007D', 10], ['007B', 10]], hours: [['009G', 50], ['009A', 15], ['009F', 15], ['009D', 10], ['009E', 10]], work: SITE_WORK, types: [[['011B'], 45], [['011A'], 40], [['011B', '011A'], 15]], beginner: 0.65, vacancies: [5, 40], prefs: ['PF0101', 'PF0102', 'PF0402', 'PF0401', 'PF0403'] },
  SP11: { pay: [14000, 25000], edu: BASIC_EDU, units: [['010D', 50], ['010B', 35], ['010C', 10], ['010F', 5]], days: [['007C', 45], ['007D', 20], ['007G', 20], ['007B', 15]], hours: SHIFT_HOURS, work: SITE_WORK, types: [[['011A'], 35], [['011B'], 30], [['011D'], 20], [['011C'], 15]], beginner: 0.45, vacancies: [3, 30], prefs: ['PF0301', 'PF0302', 'PF0401', 'PF0403', 'PF0102'] },
  SP12: { pay: [13000, 22000], edu: BASIC_EDU, units: [['010D', 55], ['010B', 25], ['010E', 10], ['010F', 10]], days: SHIFT_DAYS, hours: SHIFT_HOURS, work: SITE_WORK, types: [[['011A'], 40], [['011C'], 30], [['011D'], 30]], beginner: 0.35, vacancies: [1, 6], prefs: ['PF0303', 'PF0103', 'PF0401', 'PF0505'] },
  SP13: { pay: [13000, 18000], edu: BASIC_EDU, units: WAGE, days: SHIFT_DAYS, hours: SHIFT_HOURS, work: SITE_WORK, types: [[['011B'], 45], [['011A'], 30], [['011C'], 25]], beginner: 0.65, vacancies: [2, 20], prefs: ['PF0101', 'PF0102', 'PF0401', 'PF0502', 'PF0503'] },
  SP14: { pay: [8000, 15000], edu: BASIC_EDU, units: [['010D', 60], ['010B', 25], ['010A', 5], ['010C', 5], ['010F', 5]], days: SHIFT_DAYS, hours: DAY_HOURS, work: SITE_WORK, types: [[['011A'], 45], [['011B'], 25], [['011C'], 30]], beginner: 0.6, vacancies: [1, 10], prefs: ['PF0102', 'PF0401', 'PF0502', 'PF0403'] },
  SP15: { pay: [18000, 50000], edu: [['004F', 60], ['004E', 25], ['004A', 15]], units: [['010D', 65], ['010E', 25], ['010F', 10]], days: OFFICE_DAYS, hours: [['009G', 50], ['009E', 15], ['009Z', 35]], work: [[['hybrid'], 30], [['remote'], 35], [['inOffice'], 30], [[], 5]], types: [[['011A'], 40], [['011D'], 35], [['011F'], 25]], beginner: 0.3, vacancies: [1, 3], prefs: ['PF0306', 'PF0103', 'PF0101'], senior: true },
  SP16: { pay: [14000, 22000], edu: [['004D', 60], ['004C', 30], ['004E', 10]], units: [['010D', 75], ['010B', 20], ['010F', 5]], days: [['007D', 40], ['007C', 40], ['007G', 20]], hours: [['009G', 50], ['009D', 20], ['009C', 20], ['009E', 10]], work: SITE_WORK, types: [[['011B'], 50], [['011A'], 50]], beginner: 0.35, vacancies: [2, 20], prefs: ['PF0402', 'PF0401', 'PF0403', 'PF0404'], nightShift: 0.3 },
};

/** Possible [from, to] times of each working-hour code. */
const HOURS: Readonly<Record<Exclude<WorkingHourCode, '009Z'>, readonly (readonly [string, string])[]>> = {
  '009A': [['06:00', '12:00'], ['07:00', '11:00'], ['08:00', '12:00']],
  '009B': [['12:00', '18:00'], ['13:00', '17:00'], ['13:00', '18:00']],
  '009C': [['18:00', '24:00'], ['18:00', '23:00'], ['19:00', '23:00']],
  '009D': [['00:00', '06:00'], ['01:00', '06:00']],
  '009E': [['08:00', '17:00'], ['09:00', '18:00'], ['07:00', '16:00'], ['08:30', '17:30']],
  '009F': [['14:00', '23:00'], ['13:00', '22:00'], ['15:00', '24:00']],
  '009G': [['08:00', '17:00'], ['09:00', '18:00'], ['08:00', '18:00'], ['07:00', '16:00']],
};
const NIGHT_SHIFT: readonly (readonly [string, string])[] = [['22:00', '07:00'], ['21:00', '06:00'], ['23:00', '08:00']];

const PERIOD_BY_TYPE: Readonly<Record<EmployeeTypeCode, Weighted<WorkingPeriodCode>>> = {
  '011A': [['008G', 90], ['008F', 10]],
  '011B': [['008D', 25], ['008E', 45], ['008F', 30]],
  '011C': [['008C', 20], ['008D', 30], ['008E', 25], ['008G', 25]],
  '011D': [['008B', 30], ['008C', 40], ['008D', 30]],
  '011E': [['008D', 60], ['008E', 40]],
  '011F': [['008A', 15], ['008B', 25], ['008C', 35], ['008D', 25]],
};
/** Length in days of short periods (those get start and end dates). */
const PERIOD_DAYS: Partial<Record<WorkingPeriodCode, readonly [number, number]>> = {
  '008A': [1, 1],
  '008B': [2, 6],
  '008C': [7, 30],
  '008D': [31, 90],
};

const pickExtraSpecializations = weightedPicker([[0, 55], [1, 30], [2, 15]] as const);
const pickImageCount = weightedPicker([[0, 40], [1, 25], [2, 20], [3, 15]] as const);
const pickKoreanNationality = weightedPicker<0 | 1 | 2>([[0, 60], [2, 25], [1, 15]]);
const pickNationality = weightedPicker<0 | 1 | 2>([[1, 75], [0, 22], [2, 3]]);
const PERIOD_PICKERS = Object.fromEntries(
  Object.entries(PERIOD_BY_TYPE).map(([type, choices]) => [type, weightedPicker(choices)]),
) as Record<EmployeeTypeCode, (rng: Rng) => WorkingPeriodCode>;

/** '\n- SSS, PhilHealth, Pag-IBIG' and so on: one shared line per welfare benefit. */
const WELFARE_LINE = new Map(WELFARE_TREE.map((i) => [i.id, `\n- ${i.name}`]));
/** Per specialization parent, a dozen 'Responsibilities / Qualifications' blocks drawn once. */
const BODY_VARIANTS: ReadonlyMap<string, readonly string[]> = (() => {
  const rng = new Rng(0x5eed, 'ad-bodies');
  const map = new Map<string, string[]>();
  for (const parent of Object.keys(PROFILES)) {
    const variants: string[] = [];
    for (let v = 0; v < 12; v++) {
      const duties = rng.sample(DUTIES[parent] ?? [], rng.int(3, 4));
      const quals = rng.sample(QUALIFICATIONS[parent] ?? [], rng.int(3, 4));
      variants.push(`\n\nResponsibilities:\n- ${duties.join('\n- ')}\n\nQualifications:\n- ${quals.join('\n- ')}`);
    }
    map.set(parent, variants);
  }
  return map;
})();

const COMMON_PARENTS = ['SP03', 'SP04', 'SP05', 'SP11', 'SP14', 'SP16'] as const;
/** Fields where Korean-speaking staff are asked for most (Korean firms, tourism, BPO accounts). */
const KOREAN_PARENTS = new Set(['SP01', 'SP05', 'SP06', 'SP08', 'SP12']);

const APPLY_CHANCE: Readonly<Record<ApplyMethodCode, number>> = {
  '018A': 0.7, '018B': 0.15, '018C': 0.35, '018D': 0.15, '018E': 0.06, '018F': 0.15, '0190': 0.45,
};
const WALK_IN_PARENTS = new Set(['SP06', 'SP10', 'SP11', 'SP13', 'SP14', 'SP16']);

const SPECIALIZATION_NAME = new Map(SPECIALIZATION_TREE.map((i) => [i.id, i.name]));
const WELFARE_LEAVES = WELFARE_TREE.filter((i) => i.depth === 2).map((i) => i.id);
const GENERAL_PREFS = ['PF0401', 'PF0403', 'PF0501', 'PF0502', 'PF0503', 'PF0505', 'PF0101'];
const PREFERENCE_IDS = new Set(PREFERENCE_TREE.map((i) => i.id));

type Pickers = {
  edu: (rng: Rng) => EducationCode;
  units: (rng: Rng) => SalaryUnitCode;
  days: (rng: Rng) => AdDay;
  hours: (rng: Rng) => WorkingHourCode;
  work: (rng: Rng) => readonly WorkTypeCode[];
  types: (rng: Rng) => readonly EmployeeTypeCode[];
};
const PICKERS: ReadonlyMap<string, Pickers> = new Map(
  Object.entries(PROFILES).map(([parent, profile]) => [
    parent,
    {
      edu: weightedPicker(profile.edu),
      units: weightedPicker(profile.units),
      days: weightedPicker(profile.days),
      hours: weightedPicker(profile.hours),
      work: weightedPicker(profile.work),
      types: weightedPicker(profile.types),
    },
  ]),
);

const isoDay = (ms: number) => new Date(ms + PH_OFFSET_MS).toISOString().slice(0, 10);
const roundTo = (x: number, step: number) => Math.round(x / step) * step;
const article = (word: string) => (/^[AEIOU]/i.test(word) ? 'an' : 'a');
const fileSlug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * Pay at least the minimum wage in force anywhere (NCR, Wage Order NCR-26: PHP 695 a day from
 * 2025-07-18; packages/contracts/src/job-ad-review.ts), converted as the reviewer converts it
 * (hour /8, week x5, month x261/12): the seed ads pass the same review as the employers' ads.
 * The random draws are the same as before (prefix-stable): only the amounts moved up.
 */
function salaryFor(rng: Rng, unit: SalaryUnitCode, profile: Profile, senior: boolean): number | null {
  switch (unit) {
    case '010D': {
      const [lo, hi] = profile.pay;
      const base = rng.float(lo, hi) * (senior ? rng.float(1.4, 1.9) : 1);
      return Math.max(15_500, roundTo(base, 500));
    }
    case '010B':
      return (rng.chance(0.9) ? rng.int(50, 100) * 10 : rng.int(101, 150) * 10) + 200;
    case '010A':
      return rng.int(13, 38) * 5 + 25;
    case '010C':
      return rng.int(25, 120) * 100 + 1_000;
    case '010E':
      return rng.int(2, 60) * 500;
    case '010F':
      return null;
  }
}

function pickDays(rng: Rng, code: AdDay): WeekdayCode[] {
  if (code !== '007G') return [];
  const picked = new Set(rng.sample(WEEKDAY_CODES, rng.int(2, 5)));
  return WEEKDAY_CODES.filter((d) => picked.has(d));
}

function titleFor(rng: Rng, base: string, ctx: { nightShift: boolean; remote: boolean; korean: boolean; partTime: boolean; beginner: boolean; senior: boolean; city: string }): string {
  if (ctx.senior) return `Senior ${base}`;
  if (ctx.nightShift) return `${base} (Night Shift)`;
  if (ctx.remote && rng.chance(0.7)) return `${base} (Work from Home)`;
  if (ctx.korean) return `Korean-speaking ${base}`;
  if (ctx.partTime && rng.chance(0.7)) return `Part-time ${base}`;
  if (ctx.beginner && rng.chance(0.25)) return `${base} (Fresh Graduates Welcome)`;
  const r = rng.next();
  if (r < 0.1) return `${base} - ${ctx.city}`;
  if (r < 0.16) return `Urgent Hiring: ${base}`;
  if (r < 0.2) return `${base} (Immediate Start)`;
  return base;
}

/** The demo company's ads come first; their status pattern gives every tab of /myPage/ad something to show. */
const DEMO_STATUS = (i: number): AdStatusCode => (i < 4 ? '012A' : i < 9 ? '012D' : '012C');

/**
 * `n` job ads (ids 1..n) for the given companies, created over the 60 days before `referenceDate`.
 * When the demo company (id 2) is among the companies it gets the first 20-30 ads, under review,
 * ended and ongoing ones. The first ads after those visit every city once, so that every region,
 * province and city has ads.
 */
export function generateJobAds(seed: number, n: number, companies: readonly SeedCompany[], referenceDate: Date | string = SEED_REFERENCE_DATE): SeedJobAd[] {
  const refMs = new Date(referenceDate).getTime();
  if (!Number.isFinite(refMs)) throw new Error(`bad reference date ${String(referenceDate)}`);
  const refDay = isoDay(refMs);
  const rng = new Rng(seed, 'job-ads');
  const demo = companies.find((c) => c.id === DEMO_EMPLOYER_ID);
  const posting = companies.filter((c) => c.userType === 'company' && c.id !== DEMO_EMPLOYER_ID);
  if (posting.length === 0 && !demo) throw new Error('generateJobAds needs companies');
  // Some companies hire a lot, most a little.
  // Some companies hire a lot, most a little; the big hirers sit in the big cities.
  const pickCompany =
    posting.length > 0
      ? weightedPicker(posting.map((c) => [c, cityWeight(c.cityId, placeOf(c.cityId).city) >= 3 ? rng.pick([1, 1, 2, 2, 3, 5, 8]) : rng.pick([1, 1, 1, 2, 3])] as const))
      : null;
  const demoCount = demo ? Math.min(n, rng.int(20, 30)) : 0;

  const ads: SeedJobAd[] = new Array(n);
  for (let index = 0; index < n; index++) {
    const isDemo = index < demoCount;
    const company = isDemo || !pickCompany ? (demo as SeedCompany) : pickCompany(rng);
    const id = seedJobAdId(index);
    const coverageIndex = index - demoCount;

    // Specialization: mostly the company's field.
    const companyParent = company.specializationCode.slice(0, 4);
    // Off their field, companies hire the roles every company needs (office, driver, guard, cleaner, ...).
    const parent = isDemo || rng.chance(0.88) ? companyParent : rng.pick(COMMON_PARENTS);
    const siblings = childrenOfParent(parent);
    const main = parent === companyParent && rng.chance(0.4) ? company.specializationCode : rng.pick(siblings);
    const extra = pickExtraSpecializations(rng);
    const specializationList = [main, ...rng.sample(siblings.filter((s) => s !== main), extra)];
    const profile = PROFILES[parent];
    const pick = PICKERS.get(parent);
    if (!profile || !pick) throw new Error(`no ad profile for specialization ${parent}`);

    // Place: mostly where the company is.
    const cityId =
      coverageIndex >= 0 && coverageIndex < CITIES.length
        ? (CITIES[coverageIndex] as (typeof CITIES)[number]).id
        : rng.chance(0.65) ? company.cityId : pickCityId(rng);
    const place = placeOf(cityId);
    const point = pointInCity(rng, cityId);
    const detailAddress = cityId === company.cityId && rng.chance(0.8) ? company.detailAddress : streetAddress(rng);

    // Time: created in the 60 days before the reference date; under-review ads are recent.
    const underReview = isDemo ? DEMO_STATUS(index) === '012A' : rng.chance(0.03);
    const createdMs = refMs - (underReview ? rng.int(1, 36 * 3600) : rng.int(1, 60 * 86400 - 1)) * 1000;
    const updatedMs = rng.chance(0.7) ? createdMs : createdMs + Math.floor(rng.next() * (refMs - createdMs) / 1000) * 1000;
    // Deadlines: none ('until filled') for some, else 1-45 days after creation, mostly still ahead.
    const ageDays = Math.floor((refMs - createdMs) / DAY_MS);
    const deadlineMs =
      rng.chance(0.12) || (ageDays > 40 && rng.chance(0.7)) ? null : createdMs + rng.int(Math.min(45, Math.max(1, ageDays - 3)), 45) * DAY_MS;
    const deadlineDate = deadlineMs === null ? null : isoDay(deadlineMs);
    let statusCode: AdStatusCode;
    if (isDemo) statusCode = DEMO_STATUS(index);
    else if (underReview) statusCode = '012A';
    else if (deadlineDate !== null && deadlineDate < refDay && rng.chance(0.4)) statusCode = '012D';
    else statusCode = rng.chance(0.03) ? '012D' : '012C';

    // Working conditions.
    const employeeTypeList = [...pick.types(rng)].sort();
    const mainType = employeeTypeList[0] as EmployeeTypeCode;
    const workingPeriodCode = PERIOD_PICKERS[mainType](rng);
    const periodLength = PERIOD_DAYS[workingPeriodCode];
    const periodStartMs = periodLength ? createdMs + rng.int(3, 14) * DAY_MS : null;
    const workingDayCode = pick.days(rng);
    const nightShift = profile.nightShift !== undefined && rng.chance(profile.nightShift);
    let workingHourCode: WorkingHourCode = nightShift ? '009G' : pick.hours(rng);
    if (mainType === '011C' && workingHourCode === '009G') workingHourCode = rng.pick(['009A', '009B', '009C', '009F'] as const);
    const hours = workingHourCode === '009Z' ? null : rng.pick(nightShift ? NIGHT_SHIFT : HOURS[workingHourCode]);
    const workType = [...pick.work(rng)];
    const remote = workType.length === 1 && workType[0] === 'remote';

    const korean = main === 'SP0804' ? true : rng.chance(KOREAN_PARENTS.has(parent) ? 0.08 : 0.02);
    const language: (LanguageCode | 'all')[] = main === 'SP0804' ? [rng.pick(['korean', 'all'] as const)] : korean ? [rng.chance(0.5) ? 'korean' : 'all'] : [rng.chance(0.9) ? 'english' : 'all'];
    const isBeginnerPossible = rng.chance(profile.beginner);
    const senior = profile.senior === true && !isBeginnerPossible && rng.chance(0.15);

    const unit = pick.units(rng);
    const salaryCode: SalaryUnitCode = mainType === '011C' && unit === '010D' && rng.chance(0.5) ? '010A' : unit;
    const salary = salaryFor(rng, salaryCode, profile, senior);

    // Welfare: the law's 13th month pay and the three government insurances for most employees.
    const employed = mainType === '011A' || mainType === '011B';
    const welfare = new Set<string>();
    if (rng.chance(employed ? 0.85 : 0.3)) welfare.add('WF0101');
    if (rng.chance(employed ? 0.9 : 0.3)) welfare.add('WF0401');
    if (nightShift) welfare.add('WF0306');
    for (const w of rng.sample(WELFARE_LEAVES, rng.int(employed ? 0 : 1, 3))) welfare.add(w);
    const welfarebenefitList = [...welfare].slice(0, 6);
    if (welfarebenefitList.length === 0) welfarebenefitList.push('WF0601');

    const prefs = new Set<string>();
    if (korean) prefs.add('PF0202');
    if (isBeginnerPossible && rng.chance(0.5)) prefs.add('PF0101');
    for (const p of rng.sample(profile.prefs, rng.int(0, 2))) prefs.add(p);
    if (rng.chance(0.2)) prefs.add(rng.pick(GENERAL_PREFS));
    const preferenceList = [...prefs].filter((p) => PREFERENCE_IDS.has(p)).slice(0, 3);

    // Title and description.
    const childName = SPECIALIZATION_NAME.get(main) as string;
    const base = rng.pick(TITLE_VARIANTS[main] ?? [childName]);
    const title = titleFor(rng, base, { nightShift, remote, korean, partTime: mainType === '011C', beginner: isBeginnerPossible, senior, city: place.city });

    // Application.
    const applyList = APPLY_METHOD_CODES.filter((code) => {
      if (isDemo && code === APPLY_METHOD_CODES[index % APPLY_METHOD_CODES.length]) return true;
      const p = code === '018F' && WALK_IN_PARENTS.has(parent) ? 0.35 : APPLY_CHANCE[code];
      return rng.chance(p);
    });
    if (applyList.length === 0) applyList.push('018A');
    const hasDirect = applyList.some((c) => c === '018B' || c === '018D' || c === '018F');
    const isDirectCustomized = hasDirect && rng.chance(0.6);
    const hasEmail = applyList.includes('018C');
    const companyOwnForm: SeedFile | null = hasEmail && rng.chance(0.3) ? { key: `seed/forms/company-${company.id}`, fileName: `${fileSlug(company.companyName)}-application-form.docx` } : null;

    const imageCount = pickImageCount(rng);
    const jobImageList: SeedFile[] = [];
    for (let k = 1; k <= imageCount; k++) jobImageList.push({ key: `seed/job-images/ad-${id}-${k}`, fileName: `${fileSlug(base)}-${k}.jpg` });

    const vacancyNotSpecified = rng.chance(0.05);
    const phoneNumber = [company.phoneNumber];
    if (rng.chance(0.4)) phoneNumber.push(company.landlineNumber);

    const schedule = `${WORKING_DAY[workingDayCode]}${hours ? `, ${hours[0]} to ${hours[1]}` : ', flexible hours'}`;
    // Shared text blocks are concatenated, not copied: 100,000 ads stay light in memory.
    let perks = '';
    for (const w of welfarebenefitList) perks += WELFARE_LINE.get(w) as string;
    const jobDescription =
      `${company.companyName} is hiring ${article(title)} ${title} for our team in ${place.city}, ${place.province}.` +
      rng.pick(BODY_VARIANTS.get(parent) as readonly string[]) +
      '\n\nWhat we offer:' +
      perks +
      `\n\nSchedule: ${schedule}. Employment type: ${employeeTypeList.map((t) => EMPLOYEE_TYPE[t]).join(' / ')}.` +
      `\nWorkplace: ${detailAddress}, ${place.city}, ${place.province}.`;

    ads[index] = {
      id,
      companyId: company.id,
      companyName: company.companyName,
      logoKey: company.logoKey,
      statusCode,
      createdAt: new Date(createdMs).toISOString(),
      updatedAt: new Date(updatedMs).toISOString(),
      view: statusCode === '012A' ? 0 : rng.int(0, Math.ceil((refMs - createdMs) / DAY_MS) * 25),

      title,
      specializationList,
      isBeginnerPossible,
      isPublicInstitution: rng.chance(parent === 'SP07' || parent === 'SP08' ? 0.1 : 0.02),
      nationality: korean ? pickKoreanNationality(rng) : pickNationality(rng),
      jobImageList,

      education: pick.edu(rng),
      preferenceList,

      employeeTypeList,
      workingPeriodCode,
      workingPeriodNegotiable: rng.chance(0.1),
      workPeriodStartDate: periodStartMs === null ? null : isoDay(periodStartMs),
      workPeriodEndDate: periodStartMs === null || !periodLength ? null : isoDay(periodStartMs + (rng.int(periodLength[0], periodLength[1]) - 1) * DAY_MS),
      workingDayCode,
      workingDaySelectedList: pickDays(rng, workingDayCode),
      workingDayNegotiable: rng.chance(0.12),
      workingDayDetail: rng.chance(0.2) ? rng.pick(WORKING_DAY_DETAILS) : null,
      workingHourCode,
      workingHourFrom: hours ? hours[0] : null,
      workingHourTo: hours ? hours[1] : null,
      workingHourNegotiable: rng.chance(0.15),
      salaryCode,
      salary,
      isSameDayPayment: (salaryCode === '010B' || salaryCode === '010A') && rng.chance(0.3),
      welfarebenefitList,
      language,
      workType,

      provinceId: place.provinceId,
      cityId,
      province: place.province,
      city: place.city,
      detailAddress,
      lat: point.lat,
      lng: point.lng,

      noOfVacancy: vacancyNotSpecified ? null : rng.int(profile.vacancies[0], profile.vacancies[1]),
      isVacancyNotSpecified: vacancyNotSpecified,
      isWithFriend: rng.chance(WALK_IN_PARENTS.has(parent) ? 0.25 : 0.08),
      deadlineDate,
      applyList,
      isDirectCustomized,
      directCustomizedInput: isDirectCustomized ? rng.pick(DIRECT_INPUTS) : null,
      companyOwnForm,
      websiteUrl: applyList.includes('018E') ? `${company.websiteUrl}/careers` : null,
      isEmailNotification: hasEmail && rng.chance(0.7),

      contactInfo: {
        manager: rng.chance(0.7) ? company.managerName : personName(rng),
        phoneNumber,
        isShowPhoneNumber: rng.chance(0.8),
        email: company.email,
        fax: rng.chance(0.15) ? landlineNumber(rng, place.regionCode) : null,
      },
      isEmploymentContact: rng.chance(employed ? 0.75 : 0.35),
      isThreeMajor: welfarebenefitList.includes('WF0101'),
      isPermit: company.businessPermit.statusCode === '015B' && rng.chance(0.95),
      jobDescription,
    };
  }
  return ads;
}
