/**
 * What a search asks of the database, before it is SQL: a filter (and the list a call is for)
 * become tokens of job_ad_search.filter_vector (one GIN index answers all of them at once), text
 * terms (keywords), and the few conditions no token can express (hour ranges, exact amounts
 * between range boundaries, only-these-days). The semantics are those of services/jobs/docs/design.md 'Search
 * semantics'; the tokens are those of the search_table migration.
 */
import { ALL, isAnyEmployeeType, type JobSearchFilter, type SalaryRangeChoice, type SearchType } from '@phjobs/contracts/jobs';
import { SALARY_RANGES, type SalaryUnitCode } from '@phjobs/contracts/codes';
import { synonymsOf } from '@phjobs/contracts/search-synonyms';
import type { SearchLookups } from '../domain/lookups.ts';

/**
 * The values of a statement, numbered $1, $2, ... as they are added. `sql` false: the terms are for
 * the search index alone, which reads no SQL: no SQL text is written for them (nor values kept).
 */
export class SqlParams {
  readonly values: unknown[] = [];
  constructor(readonly sql = true) {}
  add(value: unknown, cast?: string): string {
    if (!this.sql) return '';
    this.values.push(value);
    return `$${this.values.length}${cast ? `::${cast}` : ''}`;
  }
}

/** A condition on a column job_ad and job_ad_search share (created_at, salary, lat, lng), for either alias. */
export type KeyCondition = (alias: string) => string;

/**
 * What the in-memory search index (src/data/search-index/) evaluates for a condition that is not a
 * token: the same condition as the SQL beside it, in structure. Each `SearchTerms.onKeys` /
 * `onAd` entry has one here.
 */
export type IndexCondition =
  /** salary >= amount (the unit's token is a set of its own). */
  | { type: 'salaryAtLeast'; unit: string; amount: number }
  /** The ad's hours inside from-to (from > to: an overnight window); `negotiable` adds negotiable hours. */
  | { type: 'hours'; from: string | undefined; to: string | undefined; negotiable: boolean }
  /** The ad works only on some of these days (and on some day); `negotiable` adds negotiable days. */
  | { type: 'onlyDays'; days: string[]; negotiable: boolean }
  /** created_at >= ms. */
  | { type: 'since'; ms: number }
  /** lat between south and north, lng between west and east (west > east wraps). */
  | { type: 'box'; south: number; north: number; west: number; east: number };

/**
 * A keyword as the search index reads it (services/jobs/docs/design.md 'Keywords'): each word (lowercase
 * letters and digits) must begin a word of the `strong` fields (weights: A title, B company name)
 * or of the `weak` ones (C description), or be one of its synonyms (whole words); `names`: tokens
 * (specializations, places named by the keyword) that match as well; `fallback`: when nothing
 * matches so, each word inside a word of title or company name. `ranked`: this term orders the
 * list (the first text term of a search).
 */
export type TextPlan = {
  /** Per word: the word, then its synonyms. */
  words: (readonly string[])[];
  strong: string;
  weak: string;
  names: string[] | null;
  fallback: boolean;
};

/**
 * A keyword: `ts` (a tsquery expression over the words and tokens of filter_vector) and/or
 * `substring` (a condition on job_ad_search s: the fallback). The search uses `ts` when there is
 * one; when that finds nothing at all, it tries the substrings instead (see search-job-ads.ts).
 * `rank`: the tsquery texts of the tiers 0, 1 (and 2) of its matches (the rest are tier 3), or
 * null when it does not rank (made parameters only by the search that ranks by it). `plan`: the same for the search index.
 */
export type TextTerm = { ts: string | null; substring: string | null; rank: string[] | null; plan: TextPlan };

export type SearchTerms = {
  /** tsquery text, ANDed: each a token or a parenthesised OR of tokens. */
  tokens: string[];
  /** The same tokens for the search index: each the ads with any of its token names (without the leading '#'). */
  sets: TokenSet[];
  /** Keywords. */
  text: TextTerm[];
  /** Conditions on created_at, salary, lat, lng (either table has them). */
  onKeys: KeyCondition[];
  /** Conditions on job_ad j that no token expresses. */
  onAd: string[];
  /** onKeys and onAd for the search index. */
  conditions: IndexCondition[];
};

/**
 * Token names for the search index, ORed, in groups: a group is what one chosen value stands for
 * (a parent specialization: its children; a region: its province and city tokens). The index keeps
 * each group's union between searches, as the same values come again in other mixes; a mix of
 * three parents is then a union of three sets, not of some thirty tokens (bench/README.md, 'Search index').
 */
export type TokenSet = readonly (readonly string[])[];

export const emptyTerms = (): SearchTerms => ({ tokens: [], sets: [], text: [], onKeys: [], onAd: [], conditions: [] });
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

/** Adds "any of these tokens" to the terms, for the SQL (unless `sql` is false) and for the search index. */
export function addAnyOf(terms: SearchTerms, names: readonly string[], sql = true): void {
  addAnyOfGroups(terms, unique(names).map((name) => [name]), sql);
}

/** Adds "any of these tokens", given as the groups of the values chosen (TokenSet). */
export function addAnyOfGroups(terms: SearchTerms, groups: readonly (readonly string[])[], sql = true): void {
  if (sql) terms.tokens.push(anyOf(groups.flat()));
  const kept = groups.filter((group) => group.length > 0);
  terms.sets.push(kept.length ? kept : [['#none']]);
}

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

/** The fallback looks inside words through a trigram index: for keywords and words of at least this length. */
const TRIGRAM_MIN = 3;

/** The salary boundaries of a unit (SALARY_RANGES), as the migration's job_ad_filter_vector lists them. */
export function salaryBoundaries(unit: SalaryUnitCode): number[] {
  if (unit === '010F') return [];
  return unique(SALARY_RANGES[unit].flatMap((range) => (range.min === null ? [] : [range.min]))).sort((a, b) => a - b);
}
const boundaryToken = (unit: string, bound: number) => `u#${unit}#${bound}`;

/** The words of a keyword: runs of letters and digits, lowercase. */
export const keywordWords = (keyword: string): string[] => keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** A word as tsquery text, taken as it is (cast with ::tsquery, no parsing): weights, and a prefix with `*`. */
const lexeme = (word: string, weights: string, prefix: boolean) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}':${prefix ? '*' : ''}${weights}`;
const either = (parts: string[]) => (parts.length === 1 ? parts[0]! : `(${unique(parts).join(' | ')})`);

/**
 * The tsquery texts of a plan's words: `match` (every word a prefix of a strong or weak word, or a
 * synonym in them), and the tiers: 0 every word (or a synonym) a whole word of the strong fields,
 * 1 a prefix there, 2 a prefix there or a whole word of the weak fields. Mirrored by the search
 * index's keyword sets (search-index/search-index.ts).
 */
export function planQueries(plan: TextPlan): { match: string; tiers: string[] } | null {
  if (plan.words.length === 0) return null;
  const all = plan.strong + plan.weak;
  const and = (perWord: (word: string, synonyms: readonly string[]) => string[]) => plan.words.map((alternatives) => either(perWord(alternatives[0]!, alternatives.slice(1)))).join(' & ');
  const tiers = [
    and((word, synonyms) => [word, ...synonyms].map((w) => lexeme(w, plan.strong, false))),
    and((word, synonyms) => [lexeme(word, plan.strong, true), ...synonyms.map((w) => lexeme(w, plan.strong, false))]),
  ];
  if (!plan.weak) return { match: tiers[1]!, tiers };
  tiers.push(and((word, synonyms) => [lexeme(word, plan.strong, true), ...synonyms.map((w) => lexeme(w, plan.strong, false)), ...[word, ...synonyms].map((w) => lexeme(w, plan.weak, false))]));
  return { match: and((word, synonyms) => [lexeme(word, all, true), ...synonyms.map((w) => lexeme(w, all, false))]), tiers };
}

/**
 * A text term of words (and named tokens): its match, its tiers, and the fallback: each word
 * inside a word of title or company name (job_ad_search.words, trigram index).
 */
function wordsTerm(text: string, strong: string, weak: string, names: string[] | null, allowFallback: boolean, p: SqlParams): TextTerm {
  const words = keywordWords(text);
  const fallback = allowFallback && words.length > 0 && text.length >= TRIGRAM_MIN && words.every((word) => word.length >= TRIGRAM_MIN);
  const plan: TextPlan = { words: words.map((word) => synonymsOf(word)), strong, weak, names, fallback };
  if (!p.sql) return { ts: null, substring: null, rank: null, plan };
  const queries = planQueries(plan);
  const parts = [...(queries ? [`(${queries.match})`] : []), ...(names?.length ? [anyOf(names)] : [])];
  const ts = `${p.add(parts.length ? parts.join(' | ') : anyOf([]))}::tsquery`;
  const rank = queries ? queries.tiers : null;
  const substring = fallback ? `(${unique(words).map((word) => `s.words LIKE ${p.add(likePattern(word))}`).join(' AND ')})` : null;
  return { ts, substring, rank, plan };
}

/** keyword (body): words of title and company name, then of the description, ranked; words inside title and company words as the fallback. */
const keywordTerm = (keyword: string, p: SqlParams): TextTerm => wordsTerm(keyword, 'AB', 'C', null, true, p);

/** searchKey / searchType (query): the search results tabs. */
function searchKeyTerm(keyword: string, type: SearchType, lookups: SearchLookups, p: SqlParams): TextTerm {
  if (type === 'title') return wordsTerm(keyword, 'A', '', null, false, p);
  if (type === 'companyName') return wordsTerm(keyword, 'B', '', null, false, p);
  const ids: string[] = [];
  if (type === 'all' || type === 'specialization') ids.push(...lookups.specializationsNamed(keyword).map((id) => `sp#${id}`));
  if (type === 'all' || type === 'region') ids.push(...lookups.regionsNamed(keyword).flatMap((id) => [`p#${id}`, `c#${id}`]));
  if (type !== 'all') return wordsTerm('', '', '', ids, false, p);
  return wordsTerm(keyword, 'AB', 'C', ids, true, p);
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
export const salaryRangeNames = (ranges: readonly SalaryRangeChoice[]): string[] => ranges.map(({ salaryType, min }) => `r#${salaryType}#${min === null ? 'below' : min}`);
export const salaryRangesToken = (ranges: readonly SalaryRangeChoice[]): string => anyOf(salaryRangeNames(ranges));

export type SearchFilter = JobSearchFilter & { salaryRanges?: readonly SalaryRangeChoice[] };
export type SearchQuery = { isMulti?: boolean; searchKey?: string | undefined; searchType?: SearchType };

/** The terms of a Detail search filter and of the search keyword of the query. */
export function filterTerms(filter: SearchFilter, query: SearchQuery, lookups: SearchLookups, p: SqlParams): SearchTerms {
  const terms = emptyTerms();
  const { onAd } = terms;
  const any = (names: readonly string[]) => addAnyOf(terms, names, p.sql);
  const anyGroup = (groups: readonly (readonly string[])[]) => addAnyOfGroups(terms, groups, p.sql);

  // specialization, welfarebenefits, preference: any of the chosen, a parent standing for its children
  if (filter.specialization.length) anyGroup(unique(filter.specialization).map((id) => lookups.specializationIds(id).map((child) => `sp#${child}`)));
  if (filter.welfarebenefits.length) anyGroup(unique(filter.welfarebenefits).map((id) => lookups.welfareIds(id).map((child) => `wf#${child}`)));
  if (filter.preference.length) anyGroup(unique(filter.preference).map((id) => lookups.preferenceIds(id).map((child) => `pf#${child}`)));

  // region: any of the chosen provinces or cities
  if (filter.region.length) anyGroup(unique(filter.region).map((id) => [`p#${id}`, `c#${id}`]));

  // education: ads asking at most the seeker's level (an ad carries a token per level at or above its own); 004A = any
  if (filter.education && filter.education !== '004A') any([`e#${filter.education}`]);

  // employeeType: any of the chosen; 'all' or more than 3 = any
  if (!isAnyEmployeeType(filter.employeeType)) any(filter.employeeType.map((type) => `et#${type}`));

  // workingPeriod: any of the chosen periods, or (workingPeriodNegotiable) a negotiable period
  {
    const periods = filter.workingPeriod.map((code) => `wp#${code}`);
    if (filter.workingPeriodNegotiable) periods.push('wpn');
    if (periods.length) any(periods);
  }

  // workingDay: 007A any; 007B-007F that code; 007G + selectedDay: ads working on any of the days
  // (onlySelectedDay: only on those days), 007G alone: selected-day ads; or a negotiable day
  {
    const day = filter.workingDay;
    const days: string[] = [];
    let only: string | null = null;
    if (day === '007G' && filter.selectedDay.length) {
      days.push(...filter.selectedDay.map((d) => `d#${d}`));
      if (filter.onlySelectedDay) only = !p.sql ? '' : `(j.work_days <@ ${p.add(unique(filter.selectedDay), 'text[]')} AND j.work_days <> '{}')`;
    } else if (day !== '007A') {
      days.push(`wd#${day}`);
    }
    if (filter.workingDayNegotiable) days.push('wdn');
    if (days.length) any(days);
    if (only !== null) {
      if (p.sql) onAd.push(filter.workingDayNegotiable ? `(${only} OR j.working_day_negotiable)` : only);
      terms.conditions.push({ type: 'onlyDays', days: unique(filter.selectedDay), negotiable: filter.workingDayNegotiable });
    }
  }

  // workingHour: list mode, any of the chosen codes (009Z Flexible); range mode, hours inside the
  // range; or (isNegotiable) negotiable hours
  if (filter.workingHour) {
    const hour = filter.workingHour;
    if (hour.isListSelect) {
      const codes = hour.workingHour.map((code) => `wh#${code}`);
      if (hour.isNegotiable) codes.push('whn');
      if (codes.length) any(codes);
    } else {
      const range = hourRange(hour.workingHourFrom, hour.workingHourTo, p);
      if (range !== null) {
        if (p.sql) onAd.push(hour.isNegotiable ? `((${range}) OR j.working_hour_negotiable)` : `(${range})`);
        terms.conditions.push({ type: 'hours', from: hour.workingHourFrom || undefined, to: hour.workingHourTo || undefined, negotiable: hour.isNegotiable });
      }
      else if (hour.isNegotiable) any(['whn']);
    }
  }

  // salary: the same unit, paying at least salaryMoreThan (the highest range boundary at or below
  // the amount is a token; between boundaries the exact amount is checked too); 010F takes no
  // amount; an amount without a unit compares nothing and is ignored
  if (filter.salary?.salaryType) {
    const { salaryType, salaryMoreThan } = filter.salary;
    const amount = salaryType === '010F' ? null : salaryMoreThan;
    const bound = amount === null ? undefined : salaryBoundaries(salaryType).filter((b) => b <= amount).pop();
    any([bound === undefined ? `u#${salaryType}` : boundaryToken(salaryType, bound)]);
    if (amount !== null && amount !== bound) {
      const value = p.add(amount, 'numeric');
      if (p.sql) terms.onKeys.push((alias) => `${alias}.salary >= ${value}`);
      terms.conditions.push({ type: 'salaryAtLeast', unit: salaryType, amount });
    }
  }
  // salaryRanges (the salary screen): inside one of the chosen ranges of the ad's unit
  if (filter.salaryRanges?.length) any(salaryRangeNames(filter.salaryRanges));

  // keyword: every word begins a word of title or company name; substrings when no word matches
  if (filter.keyword) terms.text.push(keywordTerm(filter.keyword, p));
  // searchKey (query): the keyword in the chosen tab (all, title, specialization, companyName, region)
  if (query.searchKey) terms.text.push(searchKeyTerm(query.searchKey, query.searchType ?? 'all', lookups, p));

  // isMulti: the multilingual screen lists ads that name a language
  if (query.isMulti) any(['multi']);
  // language: any of the chosen; an ad's 'all' is English and Korean; 'all' chosen = any
  if (filter.language.length && !filter.language.includes(ALL)) any([...filter.language, ALL].map((language) => `lang#${language}`));
  // workType: any of the chosen; an ad's 'all' is every work type; 'all' chosen = any
  if (filter.workType.length && !filter.workType.includes(ALL)) any([...filter.workType, ALL].map((type) => `wt#${type}`));

  return terms;
}
