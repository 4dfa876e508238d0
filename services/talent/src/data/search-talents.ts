/**
 * The statement behind the talent list calls (POST /api/talent/allTalents, /todayTalents,
 * /specialistTalents, /freelancerTalents) and the home sections: one parameterised SQL statement
 * over published resumes (020A), answering a page and the exact count of all matches in one round
 * trip. Every filter reads an index (migration 20261124113215_talent_search): the GIN index on
 * search_terms (specialization, region, education, employee type, working period/day/hour codes,
 * abilities), btree indexes on birth_date (age), total_career_months (career), (salary_type,
 * salary_more_than), (working_hour_from, working_hour_to), the trigram index on search_text
 * (keyword), and the two sort indexes (status_code, updated_at|view_count DESC, id DESC).
 * How each filter field matches is written in contracts talent.ts (ZTalentSearchFilterObject).
 */
import { isAnyEmployeeType } from '@phjobs/contracts/jobs';
import { cityById, provinceById } from '@phjobs/contracts/regions';
import { FREELANCER_SPECIALIZATION, TALENT_SPECIALIST, type FreelancerKey, type TalentSpecialistKey } from '@phjobs/contracts/taxonomy';
import { TALENT_CAREER_MONTHS, TALENT_SEARCH, TALENT_TIME_ZONE, type TalentOrderKey, type TalentSearchFilter } from '@phjobs/contracts/talent';
import { WEEKDAY_CODES } from '@phjobs/contracts/codes';

export type TalentListKind =
  | { kind: 'all' }
  | { kind: 'today' }
  | { kind: 'specialist'; specialization: TalentSpecialistKey }
  | { kind: 'freelancer'; freelancer: FreelancerKey };

export type SqlQuery = { text: string; values: unknown[] };

/** Positional parameters of one statement. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** LIKE pattern for a substring, with LIKE's own characters taken literally. */
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** 'YYYY-MM-DD' of `now` in Manila. */
export function manilaDay(now: Date): string {
  return MANILA_DAY.format(now);
}
/** Made once: a DateTimeFormat costs ~0.2 ms to make, more than the index's whole search. */
const MANILA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: TALENT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The day `years` years before `day` ('YYYY-MM-DD'); 29 February falls to 1 March. */
export function yearsBefore(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y - years, m - 1, d)).toISOString().slice(0, 10);
}

/** The conditions on resume `r` (besides status 020A) of a filter and a list call. */
export function talentConditions(filter: TalentSearchFilter, list: TalentListKind, p: Params, now: Date): string[] {
  const where: string[] = [];
  const all: string[] = []; // terms every match has (one @> condition)
  const anyOf = (terms: string[]) => where.push(`r.search_terms && ${p.add(terms)}::text[]`);

  if (list.kind === 'today') where.push(`r.updated_at >= (date_trunc('day', ${p.add(now.toISOString())}::timestamptz AT TIME ZONE '${TALENT_TIME_ZONE}') AT TIME ZONE '${TALENT_TIME_ZONE}')`);
  if (list.kind === 'specialist') all.push(`sp:${TALENT_SPECIALIST[list.specialization]}`);
  if (list.kind === 'freelancer') all.push('et:011D', `sp:${FREELANCER_SPECIALIZATION[list.freelancer]}`);

  if (filter.keyword) where.push(`r.search_text LIKE ${p.add(likePattern(filter.keyword))}`);
  if (filter.specialization.length) anyOf(filter.specialization.map((id) => `sp:${id}`));
  if (filter.region.length) {
    anyOf(
      filter.region.flatMap((id) => {
        const city = cityById(id);
        if (city && !provinceById(id)) return [`rg:${id}`, `rgp:${city.parent_id}`];
        return [`rg:${id}`];
      }),
    );
  }
  const today = manilaDay(now);
  if (filter.ageFrom !== null) where.push(`r.birth_date <= ${p.add(yearsBefore(today, filter.ageFrom))}::date`);
  if (filter.ageTo !== null) where.push(`r.birth_date > ${p.add(yearsBefore(today, filter.ageTo + 1))}::date`);
  if (filter.education && filter.education !== '004A') all.push(`ed:${filter.education}`);
  if (!isAnyEmployeeType(filter.employeeType)) anyOf(filter.employeeType.map((code) => `et:${code}`));
  if (filter.workingPeriod.length) anyOf([...filter.workingPeriod.map((code) => `wp:${code}`), ...(filter.workingPeriodNegotiable ? ['wp:neg'] : [])]);

  const day = filter.workingDay;
  let dayCondition: string | null = null;
  if (day === '007G') {
    if (filter.selectedDay.length) {
      const chosen = [...new Set(filter.selectedDay)];
      dayCondition = `r.search_terms @> ${p.add(chosen.map((d) => `day:${d}`))}::text[]`;
      const others = WEEKDAY_CODES.filter((d) => !chosen.includes(d));
      if (filter.onlySelectedDay && others.length) dayCondition += ` AND NOT r.search_terms && ${p.add(others.map((d) => `day:${d}`))}::text[]`;
    }
  } else if (day !== '007A') {
    dayCondition = `r.search_terms @> ${p.add([`wd:${day}`])}::text[]`;
  }
  if (dayCondition) where.push(filter.workingDayNegotiable ? `((${dayCondition}) OR r.search_terms @> ARRAY['wd:neg'])` : `(${dayCondition})`);

  const hour = filter.workingHour;
  if (hour) {
    let hourCondition: string | null = null;
    if (hour.isListSelect && hour.workingHour.length) hourCondition = `r.search_terms && ${p.add(hour.workingHour.map((code) => `wh:${code}`))}::text[]`;
    else if (!hour.isListSelect && hour.workingHourFrom && hour.workingHourTo)
      hourCondition = `r.working_hour_from >= ${p.add(hour.workingHourFrom)} AND r.working_hour_to <= ${p.add(hour.workingHourTo)}`;
    if (hourCondition) where.push(hour.isNegotiable ? `((${hourCondition}) OR r.search_terms @> ARRAY['wh:neg'])` : `(${hourCondition})`);
  }

  const salary = filter.salary;
  if (salary?.salaryType) {
    where.push(`r.salary_type = ${p.add(salary.salaryType)}`);
    // 010F (negotiable) disables the amount.
    if (salary.salaryType !== '010F' && salary.salaryMoreThan !== null) where.push(`r.salary_more_than <= ${p.add(salary.salaryMoreThan)}`);
  }
  for (const ability of filter.ability) all.push(`ab:${ability.skill}:${ability.field.trim().toLowerCase()}:${ability.level.trim().toLowerCase()}`);
  if (filter.career === 'newcomer') where.push('r.total_career_months = 0');
  else if (filter.career) where.push(`r.total_career_months >= ${p.add(TALENT_CAREER_MONTHS[filter.career])}`);

  if (all.length) where.unshift(`r.search_terms @> ${p.add(all)}::text[]`);
  return where;
}

const ORDER: Record<TalentOrderKey, string> = { updatedAt: 'r.updated_at DESC, r.id DESC', viewCount: 'r.view_count DESC, r.id DESC' };

/** What a list item is made of (besides isScrapped). */
export const ITEM_COLUMNS = `r.id, r.full_name, r.gender_code, to_char(r.birth_date, 'YYYY-MM-DD') AS birth_day, r.is_newcomer, r.title, r.career, r.photo_key,
  r.view_count, r.specialization_ids, r.working_conditions -> 'region' AS region, r.updated_at`;

/**
 * The page and the count in one statement: the matches are found and counted on the narrow
 * columns (id and the sort keys: count(*) OVER () over all of them, then the page), and only the
 * page's rows are read whole (jsonb career and region), so a search with thousands of matches
 * does not detoast thousands of resumes. An empty page (past the end) answers no count:
 * countTalentsSql then. isScrapped for `companyId` (null: false) is looked up for the page only.
 */
export function searchTalentsSql(input: { filter: TalentSearchFilter; list: TalentListKind; orderKey: TalentOrderKey; pageUnit: number; pageNo: number; companyId: bigint | null; now: Date }): SqlQuery {
  const p = new Params();
  const where = ["r.status_code = '020A'", ...talentConditions(input.filter, input.list, p, input.now)];
  const scrapped = input.companyId === null ? 'false' : `EXISTS (SELECT 1 FROM talent_scrap s WHERE s.resume_id = r.id AND s.company_user_id = ${p.add(input.companyId.toString())}::bigint)`;
  const text = `WITH page AS (
  SELECT r.id, r.updated_at, r.view_count, count(*) OVER () AS total
  FROM resume r
  WHERE ${where.join('\n    AND ')}
  ORDER BY ${ORDER[input.orderKey]}
  LIMIT ${p.add(input.pageUnit)} OFFSET ${p.add((input.pageNo - 1) * input.pageUnit)}
)
SELECT ${ITEM_COLUMNS}, page.total, ${scrapped} AS is_scrapped
FROM page JOIN resume r ON r.id = page.id
ORDER BY ${ORDER[input.orderKey]}`;
  return { text, values: p.values };
}

/**
 * The list items of these resumes (the index's page), in no order, published ones only (one made
 * private since the index answered is never shown); isScrapped for `companyId` (null: false).
 */
export function talentRowsSql(ids: readonly number[], companyId: bigint | null): SqlQuery {
  const p = new Params();
  const wanted = p.add(ids);
  const scrapped = companyId === null ? 'false' : `EXISTS (SELECT 1 FROM talent_scrap s WHERE s.resume_id = r.id AND s.company_user_id = ${p.add(companyId.toString())}::bigint)`;
  return { text: `SELECT ${ITEM_COLUMNS}, 0 AS total, ${scrapped} AS is_scrapped FROM resume r WHERE r.id = ANY(${wanted}::bigint[]) AND r.status_code = '020A'`, values: p.values };
}

/** The count alone (asked only when a page past the end came back empty). */
export function countTalentsSql(input: { filter: TalentSearchFilter; list: TalentListKind; now: Date }): SqlQuery {
  const p = new Params();
  const where = ["r.status_code = '020A'", ...talentConditions(input.filter, input.list, p, input.now)];
  return { text: `SELECT count(*)::int AS total FROM resume r WHERE ${where.join(' AND ')}`, values: p.values };
}

export type TalentSection = 'special' | 'plus' | 'recent';

/** The home sections (contracts talent.ts TALENT_SEARCH says what each is). */
export function talentSectionSql(section: TalentSection, companyId: bigint | null, now: Date): SqlQuery {
  const p = new Params();
  const where = ["r.status_code = '020A'"];
  let order = 'r.updated_at DESC, r.id DESC';
  if (section === 'special') {
    where.push(`r.updated_at >= ${p.add(new Date(now.getTime() - TALENT_SEARCH.SPECIAL_TALENT_DAYS * 86_400_000).toISOString())}::timestamptz`);
    order = 'r.view_count DESC, r.updated_at DESC, r.id DESC';
  }
  if (section === 'plus') {
    where.push(`jsonb_array_length(r.ability) >= ${TALENT_SEARCH.PLUS_ABILITY_MIN}`, `char_length(r.self_introduction) >= ${TALENT_SEARCH.PLUS_INTRO_MIN}`);
  }
  const scrapped = companyId === null ? 'false' : `EXISTS (SELECT 1 FROM talent_scrap s WHERE s.resume_id = r.id AND s.company_user_id = ${p.add(companyId.toString())}::bigint)`;
  const text = `WITH page AS (
  SELECT r.id, r.updated_at, r.view_count FROM resume r WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${TALENT_SEARCH.HOME_SECTION_SIZE}
)
SELECT ${ITEM_COLUMNS}, 0 AS total, ${scrapped} AS is_scrapped
FROM page JOIN resume r ON r.id = page.id
ORDER BY ${order}`;
  return { text, values: p.values };
}

/** A row of the statements above. */
export type TalentRow = {
  id: bigint | string;
  full_name: string;
  gender_code: string | null;
  birth_day: string | null;
  is_newcomer: boolean;
  title: string;
  career: unknown;
  photo_key: string | null;
  view_count: number;
  specialization_ids: string[];
  region: unknown;
  updated_at: Date | string;
  total: bigint | number | string;
  is_scrapped: boolean;
};
