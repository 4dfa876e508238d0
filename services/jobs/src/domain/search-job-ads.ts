/**
 * The 'All jobs' search: one parameterised SQL statement that returns a page of ongoing (012C) ads
 * and the count of all matches, in one round trip. The filter semantics are written down in
 * ../../README.md ('Search semantics'); each condition below is there under the same name.
 */
import { ALL, isAnyEmployeeType, type AllJobsQuery, type JobAdCard, type JobListResponse, type JobSearchFilter, type SearchType } from '@phjobs/contracts/jobs';
import type { Sql } from '@phjobs/service-kit/events/sql';
import type { SearchLookups } from './lookups.ts';

export type SqlQuery = { text: string; values: unknown[] };

export type SearchJobAdsInput = {
  filter: JobSearchFilter;
  query: Pick<AllJobsQuery, 'pageUnit' | 'pageNo' | 'orderKey' | 'isMulti' | 'searchKey' | 'searchType'>;
  /** The signed-in user (for isScrapped); null for visitors. */
  viewerId: string | null;
};

/** The status of ads the public lists show. A literal in the SQL, so that partial indexes apply. */
export const ONGOING = '012C';

/** Both sorts are stable: id breaks ties. Each has a partial index on 012C in this exact order. */
const SORT_KEYS = {
  createdAt: [['created_at', 'DESC'], ['id', 'DESC']],
  salary: [['salary', 'DESC NULLS LAST'], ['id', 'DESC']],
} as const;

export const orderBy = (key: keyof typeof SORT_KEYS, alias: string) => SORT_KEYS[key].map(([column, direction]) => `${alias}.${column} ${direction}`).join(', ');

/** The values of a statement, numbered $1, $2, ... as they are added. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return `$${this.values.length}${cast ? `::${cast}` : ''}`;
  }
}

const unique = (ids: Iterable<string>) => [...new Set(ids)];
const or = (parts: string[]) => (parts.length === 1 ? parts[0]! : `(${parts.join(' OR ')})`);

/** `%kw%` for ILIKE with the pattern characters escaped. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A prefix query for to_tsquery('simple', ...): every word of the keyword must begin a word of the
 * text ('bar man' finds 'Barista, Manila'). null when the keyword has no letters or digits.
 */
export function prefixTsQuery(keyword: string): string | null {
  const words = keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return words?.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/** The words of title and company name (a stored generated column with a GIN index). */
export const FULL_TEXT = 'j.search_vector';
/** Substring matches use the trigram indexes; below this length a trigram index cannot help. */
const TRIGRAM_MIN = 3;

function textMatch(keyword: string, where: 'all' | 'title' | 'companyName', p: SqlParams): string {
  const parts: string[] = [];
  if (where === 'all') {
    const tsQuery = prefixTsQuery(keyword);
    if (tsQuery) parts.push(`${FULL_TEXT} @@ to_tsquery('simple', ${p.add(tsQuery)})`);
  }
  const columns = where === 'all' ? ['j.title', 'j.company_name'] : where === 'title' ? ['j.title'] : ['j.company_name'];
  // A short keyword is found by the word-prefix query; a substring search would read every row.
  if (where !== 'all' || keyword.length >= TRIGRAM_MIN || parts.length === 0) {
    const pattern = p.add(likePattern(keyword));
    for (const column of columns) parts.push(`${column} ILIKE ${pattern}`);
  }
  return or(parts);
}

/** The keyword of the search results screen, in the tab chosen by searchType. */
function searchKeyMatch(keyword: string, type: SearchType, lookups: SearchLookups, p: SqlParams): string {
  const parts: string[] = [];
  if (type === 'all' || type === 'title' || type === 'companyName') parts.push(textMatch(keyword, type, p));
  if (type === 'all' || type === 'specialization') {
    const ids = lookups.specializationsNamed(keyword);
    if (ids.length) parts.push(`j.specialization_ids && ${p.add(ids, 'text[]')}`);
  }
  if (type === 'all' || type === 'region') {
    const ids = lookups.regionsNamed(keyword);
    if (ids.length) {
      const list = p.add(ids, 'text[]');
      parts.push(`j.province_id = ANY(${list})`, `j.city_id = ANY(${list})`);
    }
  }
  return parts.length ? or(parts) : 'false';
}

/** 'HH:mm' range of the filter; a range with from > to is an overnight window (22:00 to 06:00). */
function hourRange(from: string | undefined, to: string | undefined, p: SqlParams): string | null {
  if (from && to && from > to) {
    const f = p.add(from);
    const t = p.add(to);
    // Same-day ads inside either part of the window, or overnight ads inside the whole window.
    return `(j.working_hour_from <= j.working_hour_to AND (j.working_hour_from >= ${f} OR j.working_hour_to <= ${t})
      OR j.working_hour_from > j.working_hour_to AND j.working_hour_from >= ${f} AND j.working_hour_to <= ${t})`;
  }
  const parts: string[] = [];
  if (from) parts.push(`j.working_hour_from >= ${p.add(from)}`);
  if (to) parts.push(`j.working_hour_to <= ${p.add(to)}`);
  if (from && to) parts.push('j.working_hour_from <= j.working_hour_to');
  return parts.length ? parts.join(' AND ') : null;
}

/** The WHERE conditions of a filter (ANDed), each named as in the README. */
export function filterConditions(filter: JobSearchFilter, query: SearchJobAdsInput['query'], lookups: SearchLookups, p: SqlParams): string[] {
  const where = [`j.status_code = '${ONGOING}'`];

  // specialization: any of the chosen, a parent standing for its children
  if (filter.specialization.length) where.push(`j.specialization_ids && ${p.add(unique(filter.specialization.flatMap((id) => lookups.specializationIds(id))), 'text[]')}`);

  // region: any of the chosen provinces or cities
  if (filter.region.length) {
    const list = p.add(unique(filter.region), 'text[]');
    where.push(`(j.province_id = ANY(${list}) OR j.city_id = ANY(${list}))`);
  }

  // education: ads asking at most the seeker's level (004A Irrelevant asks nothing); 004A = any
  if (filter.education && filter.education !== '004A') where.push(`j.education_code <= ${p.add(filter.education)}`);

  // employeeType: any of the chosen; 'all' or more than 3 = any
  if (!isAnyEmployeeType(filter.employeeType)) where.push(`j.employee_types && ${p.add(unique(filter.employeeType), 'text[]')}`);

  // workingPeriod: any of the chosen periods, or (workingPeriodNegotiable) a negotiable period
  {
    const parts: string[] = [];
    if (filter.workingPeriod.length) parts.push(`j.working_period_code = ANY(${p.add(unique(filter.workingPeriod), 'text[]')})`);
    if (filter.workingPeriodNegotiable) parts.push('j.working_period_negotiable');
    if (parts.length) where.push(or(parts));
  }

  // workingDay: 007A any; 007B-007F that code; 007G + selectedDay: ads working on any of the days
  // (onlySelectedDay: only on those days), 007G alone: selected-day ads; or a negotiable day
  {
    const parts: string[] = [];
    const day = filter.workingDay;
    if (day === '007G' && filter.selectedDay.length) {
      const days = p.add(unique(filter.selectedDay), 'text[]');
      parts.push(filter.onlySelectedDay ? `(j.work_days <@ ${days} AND j.work_days <> '{}')` : `j.work_days && ${days}`);
    } else if (day !== '007A') {
      parts.push(`j.working_day_code = ${p.add(day)}`);
    }
    if (filter.workingDayNegotiable) parts.push('j.working_day_negotiable');
    if (parts.length) where.push(or(parts));
  }

  // workingHour: list mode, any of the chosen codes (009Z Flexible); range mode, hours inside the
  // range; or (isNegotiable) negotiable hours
  if (filter.workingHour) {
    const hour = filter.workingHour;
    const parts: string[] = [];
    if (hour.isListSelect) {
      if (hour.workingHour.length) parts.push(`j.working_hour_code = ANY(${p.add(unique(hour.workingHour), 'text[]')})`);
    } else {
      const range = hourRange(hour.workingHourFrom, hour.workingHourTo, p);
      if (range) parts.push(`(${range})`);
    }
    if (hour.isNegotiable) parts.push('j.working_hour_negotiable');
    if (parts.length) where.push(or(parts));
  }

  // salary: the same unit, paying at least salaryMoreThan; 010F negotiable takes no amount; an
  // amount without a unit compares nothing and is ignored
  if (filter.salary?.salaryType) {
    const { salaryType, salaryMoreThan } = filter.salary;
    where.push(`j.salary_code = ${p.add(salaryType)}`);
    if (salaryType !== '010F' && salaryMoreThan !== null) where.push(`j.salary >= ${p.add(salaryMoreThan, 'numeric')}`);
  }

  // welfarebenefits, preference: any of the chosen, a parent standing for its children
  if (filter.welfarebenefits.length) where.push(`j.welfare_ids && ${p.add(unique(filter.welfarebenefits.flatMap((id) => lookups.welfareIds(id))), 'text[]')}`);
  if (filter.preference.length) where.push(`j.preference_ids && ${p.add(unique(filter.preference.flatMap((id) => lookups.preferenceIds(id))), 'text[]')}`);

  // keyword: every word begins a word of title or company name, or the keyword is part of either
  if (filter.keyword) where.push(textMatch(filter.keyword, 'all', p));
  // searchKey (query): the keyword in the chosen tab (all, title, specialization, companyName, region)
  if (query.searchKey) where.push(searchKeyMatch(query.searchKey, query.searchType, lookups, p));

  // isMulti: the multilingual screen lists ads that name a language
  if (query.isMulti) where.push(`j.languages <> '{}'`);
  // language: any of the chosen; an ad's 'all' is English and Korean; 'all' chosen = any
  if (filter.language.length && !filter.language.includes(ALL)) where.push(`j.languages && ${p.add(unique([...filter.language, ALL]), 'text[]')}`);
  // workType: any of the chosen; an ad's 'all' is every work type; 'all' chosen = any
  if (filter.workType.length && !filter.workType.includes(ALL)) where.push(`j.work_types && ${p.add(unique([...filter.workType, ALL]), 'text[]')}`);

  return where;
}

/** The columns of a card, as the page subquery selects them (with the sort keys). */
const CARD_COLUMNS = `j.id, j.created_at, j.title, j.city_id, j.salary::float8 AS salary, j.salary_code, j.working_day_code, j.company_name,
    j.working_period_code, j.working_period_negotiable, j.working_hour_code, j.working_hour_negotiable, j.logo_key, j.lat, j.lng`;

/**
 * One statement, one round trip, answering the page and the count of all matches. Two shapes,
 * chosen by EXPLAIN ANALYZE at 100,000 ads (README.md, 'Performance'):
 * - no filter: the count reads the partial index on 012C alone (index-only) and the page reads the
 *   sort index in order, stopping after the page;
 * - any filter: the matches are found once (bitmap index scans) into a materialised set of ids and
 *   sort keys, counted, and the page is the top of that set. This avoids both scanning twice and
 *   the planner walking the sort index for a rare filter it thought common.
 * A page past the end still gives one row (the count, a null id). isScrapped is looked up for the
 * page's rows only.
 */
export function buildSearchJobAdsQuery(input: SearchJobAdsInput, lookups: SearchLookups): SqlQuery {
  const p = new SqlParams();
  const conditions = filterConditions(input.filter, input.query, lookups, p);
  const where = conditions.join('\n    AND ');
  const key = input.query.orderKey;
  const limit = p.add(input.query.pageUnit, 'int');
  const offset = p.add((input.query.pageNo - 1) * input.query.pageUnit, 'bigint');
  const scrapped = input.viewerId ? `EXISTS (SELECT 1 FROM ad_scrap s WHERE s.user_id = ${p.add(input.viewerId, 'bigint')} AND s.job_id = card.id)` : 'false';
  const answer = (count: string, page: string) => `SELECT total.n AS total, card.*, ${scrapped} AS is_scrapped
FROM (${count}) total
LEFT JOIN LATERAL (
  ${page}
) card ON true
ORDER BY ${orderBy(key, 'card')}`;

  if (conditions.length === 1) {
    const text = answer(
      `SELECT count(*)::int AS n FROM job_ad j\n  WHERE ${where}\n`,
      `SELECT ${CARD_COLUMNS}\n  FROM job_ad j\n  WHERE ${where}\n  ORDER BY ${orderBy(key, 'j')}\n  LIMIT ${limit} OFFSET ${offset}`,
    );
    return { text, values: p.values };
  }
  const sortColumns = SORT_KEYS[key].map(([column]) => `j.${column}`).join(', ');
  const text = `WITH matches AS MATERIALIZED (
  SELECT ${sortColumns} FROM job_ad j
  WHERE ${where}
)
${answer(
  'SELECT count(*)::int AS n FROM matches',
  `SELECT ${CARD_COLUMNS}\n  FROM (SELECT m.id FROM matches m ORDER BY ${orderBy(key, 'm')} LIMIT ${limit} OFFSET ${offset}) top\n  JOIN job_ad j ON j.id = top.id`,
)}`;
  return { text, values: p.values };
}

type CardRow = {
  total: number;
  id: bigint | string | number | null;
  title: string;
  city_id: string | null;
  salary: number | null;
  salary_code: string;
  working_day_code: string;
  company_name: string;
  working_period_code: string | null;
  working_period_negotiable: boolean;
  working_hour_code: string | null;
  working_hour_negotiable: boolean;
  logo_key: string | null;
  lat: number | null;
  lng: number | null;
  is_scrapped: boolean;
};

export async function searchJobAds(db: Sql, input: SearchJobAdsInput, lookups: SearchLookups): Promise<JobListResponse> {
  const { text, values } = buildSearchJobAdsQuery(input, lookups);
  const rows = await db.$queryRawUnsafe<CardRow[]>(text, ...values);
  const list: JobAdCard[] = [];
  for (const row of rows) {
    if (row.id === null) continue;
    list.push({
      jobId: Number(row.id),
      title: row.title,
      city: lookups.cityName(row.city_id),
      salary: row.salary,
      salaryCode: row.salary_code,
      workingDayCode: row.working_day_code,
      companyName: row.company_name,
      workingPeriodCode: row.working_period_code,
      workingPeriodNegotiable: row.working_period_negotiable,
      workingHourCode: row.working_hour_code,
      workingHourNegotiable: row.working_hour_negotiable,
      logoKey: row.logo_key,
      isScrapped: row.is_scrapped,
      lat: row.lat,
      lng: row.lng,
    });
  }
  return { list, resultListCount: rows[0]?.total ?? 0 };
}
