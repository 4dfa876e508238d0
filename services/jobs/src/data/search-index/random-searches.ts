/**
 * Random list calls of the seeker spec, drawn from a seeded generator and from values real ads
 * carry (so that most find something): the comparison test of the search index against the SQL
 * (test/search-index.integration.test.ts) and the bench's 'uncached, random filters' row
 * (bench/src/list-calls.bench.ts) both draw from here. Each is the HTTP call (path, query, body)
 * and the search it stands for.
 */
import { SALARY_RANGES, WORKING_HOUR_CODES, type SalaryUnitCode } from '@phjobs/contracts/codes';
import { ZAllJobsQuery, ZSalaryJobsFilter, type SafeType } from '@phjobs/contracts/jobs';
import { JOBS_ROUTES } from '@phjobs/contracts/routes/jobs';
import { SEARCH_SYNONYM_GROUPS } from '@phjobs/contracts/search-synonyms';
import type { Sql } from '@phjobs/service-kit/events/sql';
import type { ListKind } from '../list-kinds.ts';
import type { SearchJobAdsInput } from '../search-job-ads.ts';

/** Values seen on ongoing ads, to draw filters from. */
export type SearchSamples = {
  specializations: string[];
  welfare: string[];
  preferences: string[];
  provinces: string[];
  cities: string[];
  words: string[];
  hours: [string, string][];
  places: [number, number][];
  salaries: [string, number][];
  createdMs: number[];
};

/** Reads the samples from about `rows` ongoing ads spread over the table. */
export async function sampleSearchValues(db: Sql, rows = 400): Promise<SearchSamples> {
  type Row = { specialization_ids: string[]; welfare_ids: string[]; preference_ids: string[]; province_id: string | null; city_id: string | null; title: string; company_name: string; job_description: string; working_hour_from: string | null; working_hour_to: string | null; lat: number | null; lng: number | null; salary_code: string; salary: number | null; created: number };
  const [{ n }] = await db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM job_ad WHERE status_code = '012C'`).then((r) => (r.length ? r : [{ n: 0 }])) as [{ n: number }];
  const step = Math.max(1, Math.floor(n / rows));
  const sample = await db.$queryRawUnsafe<Row[]>(
    `SELECT specialization_ids, welfare_ids, preference_ids, province_id, city_id, title, company_name, left(job_description, 400) AS job_description,
       working_hour_from, working_hour_to, lat, lng, salary_code, salary::float8 AS salary, (extract(epoch FROM created_at) * 1000)::float8 AS created
     FROM (SELECT *, row_number() OVER (ORDER BY id) AS r FROM job_ad WHERE status_code = '012C') a WHERE r % $1 = 0`,
    step,
  );
  const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = <T>(items: T[]) => [...new Set(items)];
  return {
    specializations: unique(sample.flatMap((r) => r.specialization_ids)),
    welfare: unique(sample.flatMap((r) => r.welfare_ids)),
    preferences: unique(sample.flatMap((r) => r.preference_ids)),
    provinces: unique(sample.flatMap((r) => (r.province_id ? [r.province_id] : []))),
    cities: unique(sample.flatMap((r) => (r.city_id ? [r.city_id] : []))),
    words: unique(sample.flatMap((r) => [...words(r.title), ...words(r.company_name), ...words(r.job_description).slice(0, 40)])),
    hours: sample.flatMap((r) => (r.working_hour_from && r.working_hour_to ? [[r.working_hour_from, r.working_hour_to] as [string, string]] : [])),
    places: sample.flatMap((r) => (r.lat !== null && r.lng !== null ? [[r.lat, r.lng] as [number, number]] : [])),
    salaries: sample.flatMap((r) => (r.salary !== null ? [[r.salary_code, r.salary] as [string, number]] : [])),
    createdMs: sample.map((r) => r.created),
  };
}

export type RandomSearch = {
  /** What it is, for a failing comparison's message. */
  label: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
  input: SearchJobAdsInput;
};

const SAFE_TYPES: SafeType[] = ['all', 'contract', 'insurance', 'permit'];
const EDUCATION = ['004A', '004B', '004C', '004D', '004E', '004F', '004G'];
const EMPLOYEE_TYPES = ['011A', '011B', '011C', '011D', '011E', '011F'];
const PERIODS = ['008A', '008B', '008C', '008D', '008E', '008F', '008G'];
const DAYS = ['007A', '007B', '007C', '007D', '007E', '007F', '007G'];
const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
const UNITS: SalaryUnitCode[] = ['010A', '010B', '010C', '010D', '010E', '010F'];

/**
 * One random list call. `today`: the start of the Manila day the service will use for /today (the
 * input's `since`). Filters are drawn independently, each with its own chance, so that every
 * combination occurs; keywords are words of ads, their prefixes, synonyms, pieces of words
 * (the fallback) or nonsense.
 */
export function randomSearch(random: () => number, samples: SearchSamples, today: Date): RandomSearch {
  const chance = (p: number) => random() < p;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const some = <T>(items: readonly T[], max: number): T[] => (items.length ? Array.from({ length: 1 + Math.floor(random() * max) }, () => pick(items)) : []);
  const parents = (ids: string[]) => ids.map((id) => (chance(0.3) && id.length > 4 ? id.slice(0, 4) : id));

  const body: Record<string, unknown> = {};
  if (chance(0.25)) body.specialization = [...new Set(parents(some(samples.specializations, 3)))];
  if (chance(0.3)) body.region = [...new Set(some([...samples.provinces, ...samples.cities], 3))];
  if (chance(0.15)) body.education = pick(EDUCATION);
  if (chance(0.15)) body.employeeType = chance(0.1) ? ['all'] : [...new Set(some(EMPLOYEE_TYPES, 4))];
  if (chance(0.12)) body.workingPeriod = [...new Set(some(PERIODS, 2))];
  if (chance(0.08)) body.workingPeriodNegotiable = true;
  if (chance(0.15)) {
    body.workingDay = pick(DAYS);
    if (body.workingDay === '007G' && chance(0.7)) {
      body.selectedDay = [...new Set(some(WEEKDAYS, 4))];
      if (chance(0.5)) body.onlySelectedDay = true;
    }
  }
  if (chance(0.08)) body.workingDayNegotiable = true;
  if (chance(0.15)) {
    if (chance(0.5)) body.workingHour = { isListSelect: true, workingHour: [...new Set(some(WORKING_HOUR_CODES, 3))], isNegotiable: chance(0.3) };
    else {
      const [from, to] = samples.hours.length && chance(0.7) ? pick(samples.hours) : [pick(['06:00', '08:00', '09:00', '22:00']), pick(['05:00', '17:00', '18:00', '23:00'])];
      body.workingHour = { isListSelect: false, workingHourFrom: chance(0.85) ? from : '', workingHourTo: chance(0.85) ? to : '', isNegotiable: chance(0.3) };
    }
  }
  if (chance(0.2)) {
    const [unit, seen] = samples.salaries.length && chance(0.8) ? pick(samples.salaries) : [pick(UNITS), 1000];
    const amount = chance(0.3) ? seen : chance(0.5) ? Math.round(seen * (0.5 + random())) : (SALARY_RANGES[unit as Exclude<SalaryUnitCode, '010F'>]?.[1]?.min ?? 0);
    body.salary = { salaryType: unit, salaryMoreThan: chance(0.1) ? null : amount };
  }
  if (chance(0.15)) body.welfarebenefits = [...new Set(parents(some(samples.welfare, 3)))];
  if (chance(0.12)) body.preference = [...new Set(parents(some(samples.preferences, 3)))];
  if (chance(0.3)) body.keyword = randomKeyword(random, samples);
  if (chance(0.1)) body.language = chance(0.2) ? ['all'] : [...new Set(some(['english', 'korean'], 2))];
  if (chance(0.1)) body.workType = chance(0.2) ? ['all'] : [...new Set(some(['hybrid', 'inOffice', 'remote'], 2))];

  const query: Record<string, string> = { pageUnit: chance(0.1) ? '20' : '10', pageNo: String(chance(0.7) ? 1 : chance(0.7) ? 2 + Math.floor(random() * 4) : 10 + Math.floor(random() * 40)), orderKey: chance(0.6) ? 'createdAt' : 'salary' };
  if (chance(0.08)) query.isMulti = 'true';
  if (chance(0.1)) {
    query.searchKey = randomKeyword(random, samples);
    query.searchType = pick(['ALL', 'title', 'specialization', 'companyName', 'region', 'ALL']);
  }

  let path: 'allJobs' | 'beginner' | 'regular' | 'withFriend' | 'today' | 'safe' | 'salary' | 'welfare' | 'preference' | 'jobMap';
  let kind: ListKind;
  const roll = random();
  if (roll < 0.35) [path, kind] = ['allJobs', { type: 'all' }];
  else if (roll < 0.42) [path, kind] = ['beginner', { type: 'beginner' }];
  else if (roll < 0.49) [path, kind] = ['regular', { type: 'regular' }];
  else if (roll < 0.55) [path, kind] = ['withFriend', { type: 'withFriend' }];
  else if (roll < 0.61) [path, kind] = ['today', { type: 'today', since: today }];
  else if (roll < 0.69) {
    const safeType = pick(SAFE_TYPES);
    query.safeType = safeType;
    [path, kind] = ['safe', { type: 'safe', safeType }];
  } else if (roll < 0.77) {
    const units = UNITS.filter((u): u is Exclude<SalaryUnitCode, '010F'> => u !== '010F');
    body.salaryRanges = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
      const unit = pick(units);
      const range = pick(SALARY_RANGES[unit]);
      return { salaryType: unit, min: range.min, max: range.max };
    });
    [path, kind] = ['salary', { type: 'all' }];
  } else if (roll < 0.81) [path, kind] = ['welfare', { type: 'all' }];
  else if (roll < 0.85) [path, kind] = ['preference', { type: 'all' }];
  else {
    const [lat, lng] = samples.places.length ? pick(samples.places) : [14.6, 120.98];
    const half = pick([0.005, 0.02, 0.1, 0.3, 2]);
    const bounds = { leftTopLat: round3(lat + half), leftTopLng: round3(lng - half), rightBottomLat: round3(lat - half), rightBottomLng: round3(lng + half) };
    Object.assign(body, bounds);
    [path, kind] = ['jobMap', { type: 'map', box: { north: bounds.leftTopLat, south: bounds.rightBottomLat, west: bounds.leftTopLng, east: bounds.rightBottomLng } }];
  }
  // The Verified jobs and map calls read the common query only (ZJobListQuery): no isMulti, no searchKey.
  if (path === 'safe' || path === 'jobMap') for (const key of ['isMulti', 'searchKey', 'searchType']) delete query[key];
  const { leftTopLat: _a, leftTopLng: _b, rightBottomLat: _c, rightBottomLng: _d, ...filterBody } = body;
  const input: SearchJobAdsInput = { kind, filter: ZSalaryJobsFilter.parse(filterBody), query: ZAllJobsQuery.parse(query) };
  return { label: `${path} ${JSON.stringify(query)} ${JSON.stringify(body)}`, path: JOBS_ROUTES[path].path, query, body, input };
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

function randomKeyword(random: () => number, samples: SearchSamples): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const word = () => (samples.words.length ? pick(samples.words) : 'staff');
  const roll = random();
  if (roll < 0.3) return word();
  if (roll < 0.45) {
    const w = word();
    return w.slice(0, 1 + Math.floor(random() * Math.max(1, w.length - 1)));
  }
  if (roll < 0.6) return pick(pick(SEARCH_SYNONYM_GROUPS));
  if (roll < 0.75) return `${word()} ${word().slice(0, 3)}`;
  if (roll < 0.88) {
    // A piece from inside a word: found by the fallback when no word begins so.
    const w = word();
    const start = Math.min(1, w.length - 1);
    return w.slice(start, start + 3 + Math.floor(random() * 3));
  }
  return pick(['zzqx', 'Cook!', 'BARISTA', 'a', 'de la', '24/7', 'staff']);
}
