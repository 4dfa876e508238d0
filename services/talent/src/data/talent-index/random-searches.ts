/**
 * Random talent searches (any mix of the 'Talent search filter', the four list calls, both orders,
 * later pages), drawn from a seeded generator and from values published resumes carry (so that
 * most find something): the comparison test of the talent index against the SQL
 * (test/talent-index.integration.test.ts) and the talent bench draw from here.
 */
import { EDUCATION_CODES, EMPLOYEE_TYPE_CODES, SALARY_UNIT_CODES, WEEKDAY_CODES, WORKING_DAY_CODES, WORKING_HOUR_CODES, WORKING_PERIOD_CODES } from '@phjobs/contracts/codes';
import { TALENT_CAREER_KEYS, TALENT_ORDER_KEYS, ZTalentSearchFilter, type ZTalentSearchFilterObject, type TalentOrderKey, type TalentSearchFilter } from '@phjobs/contracts/talent';
import { FREELANCER_SPECIALIZATION, TALENT_SPECIALIST_KEYS, type FreelancerKey } from '@phjobs/contracts/taxonomy';
import type { z } from 'zod';
import type { SearchSql } from '../search-pool.ts';
import type { TalentListKind } from '../search-talents.ts';

/** Values seen on published resumes. */
export type TalentSamples = {
  specializations: string[];
  provinces: string[];
  cities: string[];
  words: string[];
  abilities: { skill: string; field: string; level: string }[];
  salaries: [string, number][];
  hours: [string, string][];
};

export async function sampleTalentValues(db: SearchSql): Promise<TalentSamples> {
  const rows = await db.$queryRawUnsafe<{ sp: string[]; province_ids: string[]; city_ids: string[]; title: string; ability: { skill: string; field: string; level: string }[]; salary_type: string | null; salary: number | null; hour_from: string | null; hour_to: string | null }[]>(
    `SELECT specialization_ids AS sp, province_ids, city_ids, title, ability, salary_type, salary_more_than::float8 AS salary, working_hour_from AS hour_from, working_hour_to AS hour_to
       FROM resume WHERE status_code = '020A' ORDER BY id LIMIT 2000`,
  );
  const distinct = <T,>(values: T[]) => [...new Set(values)];
  return {
    specializations: distinct(rows.flatMap((row) => [...row.sp, ...row.sp.map((id) => id.slice(0, 4))])),
    provinces: distinct(rows.flatMap((row) => row.province_ids)),
    cities: distinct(rows.flatMap((row) => row.city_ids)),
    words: distinct(rows.flatMap((row) => row.title.split(/\s+/).filter((word) => word.length >= 3))),
    abilities: rows.flatMap((row) => row.ability).slice(0, 500),
    salaries: rows.flatMap((row) => (row.salary_type ? [[row.salary_type, row.salary ?? 0] as [string, number]] : [])),
    hours: rows.flatMap((row) => (row.hour_from && row.hour_to ? [[row.hour_from, row.hour_to] as [string, string]] : [])),
  };
}

/** The filter as the client sends it (the form's fields, any left out). */
export type TalentFilterBody = z.input<typeof ZTalentSearchFilterObject>;

export type RandomTalentSearch = {
  filter: TalentSearchFilter;
  /** The filter as the client sends it. */
  body: TalentFilterBody;
  list: TalentListKind;
  orderKey: TalentOrderKey;
  pageNo: number;
  pageUnit: number;
};

/** Each field is drawn with a chance of 0.1-0.2 (about 1.8 of them a search): most searches find some resumes. */
export function randomTalentSearch(next: () => number, samples: TalentSamples): RandomTalentSearch {
  const chance = (p: number) => next() < p;
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const some = <T,>(items: readonly T[], most: number): T[] => [...new Set(Array.from({ length: 1 + Math.floor(next() * most) }, () => pick(items)))];
  const time = () => `${String(Math.floor(next() * 24)).padStart(2, '0')}:${pick(['00', '30'])}`;
  const body: TalentFilterBody = {};
  if (chance(0.16) && samples.words.length) {
    const word = pick(samples.words);
    // a whole word, a piece of one, in any case; sometimes with LIKE's own characters
    body.keyword = chance(0.5) ? word : chance(0.8) ? word.slice(0, 3 + Math.floor(next() * 3)).toUpperCase() : `${word.slice(0, 3)}%_`;
  }
  if (chance(0.2) && samples.specializations.length) body.specialization = some(samples.specializations, 3);
  if (chance(0.2) && samples.provinces.length) body.region = some([...samples.provinces, ...samples.cities], 3);
  if (chance(0.16)) {
    const from = 18 + Math.floor(next() * 30);
    body.ageFrom = chance(0.7) ? from : null;
    body.ageTo = chance(0.7) ? from + Math.floor(next() * 20) : null;
  }
  if (chance(0.13)) body.education = pick(EDUCATION_CODES);
  if (chance(0.16)) body.employeeType = some(EMPLOYEE_TYPE_CODES, 4);
  if (chance(0.13)) {
    body.workingPeriod = some(WORKING_PERIOD_CODES, 2);
    body.workingPeriodNegotiable = chance(0.5);
  }
  if (chance(0.16)) {
    body.workingDay = pick(WORKING_DAY_CODES);
    if (body.workingDay === '007G') {
      body.selectedDay = some(WEEKDAY_CODES, 4);
      body.onlySelectedDay = chance(0.5);
    }
    body.workingDayNegotiable = chance(0.4);
  }
  if (chance(0.13)) {
    const range = chance(0.5) && samples.hours.length ? pick(samples.hours) : [time(), time()];
    body.workingHour = chance(0.5)
      ? { isListSelect: true, workingHour: some(WORKING_HOUR_CODES, 3), isNegotiable: chance(0.4) }
      : { isListSelect: false, workingHourFrom: chance(0.5) ? range[0] : time(), workingHourTo: range[1], isNegotiable: chance(0.4) };
  }
  if (chance(0.13)) {
    const [type, amount] = chance(0.7) && samples.salaries.length ? pick(samples.salaries) : [pick(SALARY_UNIT_CODES), 0];
    body.salary = { salaryType: type, salaryMoreThan: chance(0.6) ? Math.round(amount * (0.8 + next() * 0.6)) : null };
  }
  if (chance(0.1) && samples.abilities.length) body.ability = some(samples.abilities, 2).map((ability) => (chance(0.3) ? { ...ability, field: ` ${ability.field.toUpperCase()} ` } : ability));
  if (chance(0.13)) body.career = pick(TALENT_CAREER_KEYS);

  const roll = next();
  const list: TalentListKind =
    roll < 0.6 ? { kind: 'all' } : roll < 0.75 ? { kind: 'today' } : roll < 0.9 ? { kind: 'specialist', specialization: pick(TALENT_SPECIALIST_KEYS) } : { kind: 'freelancer', freelancer: pick(Object.keys(FREELANCER_SPECIALIZATION) as FreelancerKey[]) };
  const parsed = ZTalentSearchFilter.safeParse(body);
  // A draw the form could not send (age to below age from) goes without its ages.
  const filter = parsed.success ? parsed.data : ZTalentSearchFilter.parse({ ...body, ageFrom: null, ageTo: null });
  return { filter, body, list, orderKey: pick(TALENT_ORDER_KEYS), pageNo: chance(0.7) ? 1 : 2 + Math.floor(next() * 6), pageUnit: pick([10, 20]) };
}
