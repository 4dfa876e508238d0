/**
 * What a search asks of the database, before it is SQL: a filter (and the list a call is for)
 * become tokens of job_ad_search.filter_vector (one GIN index answers all of them at once), text
 * terms (keywords), and the few conditions no token can express (hour ranges, exact amounts
 * between range boundaries, only-these-days). The semantics are those of services/jobs/docs/design.md 'Search
 * semantics'; the tokens are those of the search_table migration.
 */
import { ALL, isAnyEmployeeType, type JobSearchFilter, type SalaryRangeChoice, type SearchType } from '@phjobs/contracts/jobs';
import { SALARY_RANGES, type SalaryUnitCode } from '@phjobs/contracts/codes';
import type { SearchLookups } from '../domain/lookups.ts';

/** The values of a statement, numbered $1, $2, ... as they are added. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return `$${this.values.length}${cast ? `::${cast}` : ''}`;
  }
}

/** A condition on a column job_ad and job_ad_search share (created_at, salary, lat, lng), for either alias. */
export type KeyCondition = (alias: string) => string;

/**
 * A keyword: `ts` (a tsquery expression over the words and tokens of filter_vector) and/or
 * `substring` (a condition on job_ad j). The search uses `ts` when there is one; when that finds
 * nothing at all, it tries the substrings instead (see search-job-ads.ts).
 */
export type TextTerm = { ts: string | null; substring: string | null };

export type SearchTerms = {
  /** tsquery text, ANDed: each a token or a parenthesised OR of tokens. */
  tokens: string[];
  /** Keywords. */
  text: TextTerm[];
  /** Conditions on created_at, salary, lat, lng (either table has them). */
  onKeys: KeyCondition[];
  /** Conditions on job_ad j that no token expresses. */
  onAd: string[];
};

export const emptyTerms = (): SearchTerms => ({ tokens: [], text: [], onKeys: [], onAd: [] });
export const hasTerms = (terms: SearchTerms) => terms.tokens.length + terms.text.length + terms.onKeys.length + terms.onAd.length > 0;

/**
 * A filter token as tsquery text. In filter_vector every token begins with '#', which no word of a
 * title or company name can (migration tokens_apart_from_words), so that a token is never a word
 * and a keyword's prefix never a token; quoted, so that '#' and digits are taken as they are.
 */
export const token = (name: string) => `'#${name.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
/** Any of the tokens; a token that no ad has when there are none (the filter matches nothing). */
export const anyOf = (lexemes: readonly string[]) => (lexemes.length === 0 ? token('#none') : lexemes.length === 1 ? token(lexemes[0]!) : `(${[...new Set(lexemes)].map(token).join(' | ')})`);

const unique = <T>(items: Iterable<T>) => [...new Set(items)];

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

/** Substring matches use the trigram indexes; below this length a trigram index cannot help. */
const TRIGRAM_MIN = 3;

/** The salary boundaries of a unit (SALARY_RANGES), as the migration's job_ad_filter_vector lists them. */
export function salaryBoundaries(unit: SalaryUnitCode): number[] {
  if (unit === '010F') return [];
  return unique(SALARY_RANGES[unit].flatMap((range) => (range.min === null ? [] : [range.min]))).sort((a, b) => a - b);
}
const boundaryToken = (unit: string, bound: number) => `u#${unit}#${bound}`;

/** keyword (body): word prefixes of title or company name; substrings of either as the fallback. */
function keywordTerm(keyword: string, p: SqlParams): TextTerm {
  const tsQuery = prefixTsQuery(keyword);
  const ts = tsQuery ? `to_tsquery('simple', ${p.add(tsQuery)})` : null;
  if (ts && keyword.length < TRIGRAM_MIN) return { ts, substring: null };
  const pattern = p.add(likePattern(keyword));
  return { ts, substring: `(j.title ILIKE ${pattern} OR j.company_name ILIKE ${pattern})` };
}

/** searchKey / searchType (query): the search results tabs. */
function searchKeyTerm(keyword: string, type: SearchType, lookups: SearchLookups, p: SqlParams): TextTerm {
  if (type === 'title' || type === 'companyName') {
    const column = type === 'title' ? 'j.title' : 'j.company_name';
    return { ts: null, substring: `${column} ILIKE ${p.add(likePattern(keyword))}` };
  }
  const ids: string[] = [];
  if (type === 'all' || type === 'specialization') ids.push(...lookups.specializationsNamed(keyword).map((id) => `sp#${id}`));
  if (type === 'all' || type === 'region') ids.push(...lookups.regionsNamed(keyword).flatMap((id) => [`p#${id}`, `c#${id}`]));
  if (type !== 'all') return { ts: `${p.add(anyOf(ids))}::tsquery`, substring: null };
  const words = keywordTerm(keyword, p);
  const parts = [words.ts, ids.length ? `${p.add(anyOf(ids))}::tsquery` : null].filter((part): part is string => part !== null);
  return { ts: parts.length ? `(${parts.join(' || ')})` : null, substring: words.substring };
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

/**
 * salaryRanges (POST /api/jobAds/salary): the ad pays inside one of the ranges of its unit (min
 * inclusive, max exclusive). Each ad carries the token of its range, r#<unit>#<min> ('below' for an
 * open first range): the ranges are SALARY_RANGES' own, so one token each.
 */
export function salaryRangesToken(ranges: readonly SalaryRangeChoice[]): string {
  return anyOf(ranges.map(({ salaryType, min }) => `r#${salaryType}#${min === null ? 'below' : min}`));
}

export type SearchFilter = JobSearchFilter & { salaryRanges?: readonly SalaryRangeChoice[] };
export type SearchQuery = { isMulti?: boolean; searchKey?: string | undefined; searchType?: SearchType };

/** The terms of a Detail search filter and of the search keyword of the query. */
export function filterTerms(filter: SearchFilter, query: SearchQuery, lookups: SearchLookups, p: SqlParams): SearchTerms {
  const terms = emptyTerms();
  const { tokens, onAd } = terms;

  // specialization, welfarebenefits, preference: any of the chosen, a parent standing for its children
  if (filter.specialization.length) tokens.push(anyOf(filter.specialization.flatMap((id) => lookups.specializationIds(id)).map((id) => `sp#${id}`)));
  if (filter.welfarebenefits.length) tokens.push(anyOf(filter.welfarebenefits.flatMap((id) => lookups.welfareIds(id)).map((id) => `wf#${id}`)));
  if (filter.preference.length) tokens.push(anyOf(filter.preference.flatMap((id) => lookups.preferenceIds(id)).map((id) => `pf#${id}`)));

  // region: any of the chosen provinces or cities
  if (filter.region.length) tokens.push(anyOf(filter.region.flatMap((id) => [`p#${id}`, `c#${id}`])));

  // education: ads asking at most the seeker's level (an ad carries a token per level at or above its own); 004A = any
  if (filter.education && filter.education !== '004A') tokens.push(token(`e#${filter.education}`));

  // employeeType: any of the chosen; 'all' or more than 3 = any
  if (!isAnyEmployeeType(filter.employeeType)) tokens.push(anyOf(filter.employeeType.map((type) => `et#${type}`)));

  // workingPeriod: any of the chosen periods, or (workingPeriodNegotiable) a negotiable period
  {
    const periods = filter.workingPeriod.map((code) => `wp#${code}`);
    if (filter.workingPeriodNegotiable) periods.push('wpn');
    if (periods.length) tokens.push(anyOf(periods));
  }

  // workingDay: 007A any; 007B-007F that code; 007G + selectedDay: ads working on any of the days
  // (onlySelectedDay: only on those days), 007G alone: selected-day ads; or a negotiable day
  {
    const day = filter.workingDay;
    const days: string[] = [];
    let only: string | null = null;
    if (day === '007G' && filter.selectedDay.length) {
      days.push(...filter.selectedDay.map((d) => `d#${d}`));
      if (filter.onlySelectedDay) only = `(j.work_days <@ ${p.add(unique(filter.selectedDay), 'text[]')} AND j.work_days <> '{}')`;
    } else if (day !== '007A') {
      days.push(`wd#${day}`);
    }
    if (filter.workingDayNegotiable) days.push('wdn');
    if (days.length) tokens.push(anyOf(days));
    if (only) onAd.push(filter.workingDayNegotiable ? `(${only} OR j.working_day_negotiable)` : only);
  }

  // workingHour: list mode, any of the chosen codes (009Z Flexible); range mode, hours inside the
  // range; or (isNegotiable) negotiable hours
  if (filter.workingHour) {
    const hour = filter.workingHour;
    if (hour.isListSelect) {
      const codes = hour.workingHour.map((code) => `wh#${code}`);
      if (hour.isNegotiable) codes.push('whn');
      if (codes.length) tokens.push(anyOf(codes));
    } else {
      const range = hourRange(hour.workingHourFrom, hour.workingHourTo, p);
      if (range) onAd.push(hour.isNegotiable ? `((${range}) OR j.working_hour_negotiable)` : `(${range})`);
      else if (hour.isNegotiable) tokens.push(token('whn'));
    }
  }

  // salary: the same unit, paying at least salaryMoreThan (the highest range boundary at or below
  // the amount is a token; between boundaries the exact amount is checked too); 010F takes no
  // amount; an amount without a unit compares nothing and is ignored
  if (filter.salary?.salaryType) {
    const { salaryType, salaryMoreThan } = filter.salary;
    const amount = salaryType === '010F' ? null : salaryMoreThan;
    const bound = amount === null ? undefined : salaryBoundaries(salaryType).filter((b) => b <= amount).pop();
    tokens.push(token(bound === undefined ? `u#${salaryType}` : boundaryToken(salaryType, bound)));
    if (amount !== null && amount !== bound) {
      const value = p.add(amount, 'numeric');
      terms.onKeys.push((alias) => `${alias}.salary >= ${value}`);
    }
  }
  // salaryRanges (the salary screen): inside one of the chosen ranges of the ad's unit
  if (filter.salaryRanges?.length) tokens.push(salaryRangesToken(filter.salaryRanges));

  // keyword: every word begins a word of title or company name; substrings when no word matches
  if (filter.keyword) terms.text.push(keywordTerm(filter.keyword, p));
  // searchKey (query): the keyword in the chosen tab (all, title, specialization, companyName, region)
  if (query.searchKey) terms.text.push(searchKeyTerm(query.searchKey, query.searchType ?? 'all', lookups, p));

  // isMulti: the multilingual screen lists ads that name a language
  if (query.isMulti) tokens.push(token('multi'));
  // language: any of the chosen; an ad's 'all' is English and Korean; 'all' chosen = any
  if (filter.language.length && !filter.language.includes(ALL)) tokens.push(anyOf([...filter.language, ALL].map((language) => `lang#${language}`)));
  // workType: any of the chosen; an ad's 'all' is every work type; 'all' chosen = any
  if (filter.workType.length && !filter.workType.includes(ALL)) tokens.push(anyOf([...filter.workType, ALL].map((type) => `wt#${type}`)));

  return terms;
}
