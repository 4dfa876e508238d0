/**
 * The search behind every list call: one parameterised SQL statement that returns a page of
 * ongoing (012C) ads and the count of all matches, in one round trip. The filter semantics are
 * written down in services/jobs/docs/design.md ('Search semantics'); search-terms.ts turns a filter into terms,
 * list-kinds.ts adds what each list call narrows, and this file writes the statement.
 */
import type { AllJobsQuery, JobAdCard, JobListResponse, OrderKey } from '@phjobs/contracts/jobs';
import type { Sql } from '@phjobs/service-kit/events/sql';
import { ONGOING } from '../domain/ad-status.ts';
import { CUSTOM_PLAN } from './db.ts';
import { kindTerms, type ListKind } from './list-kinds.ts';
import { noCache, uncachedLists, type ListCaches, type ResultCache } from './result-cache.ts';
import type { SearchLookups } from '../domain/lookups.ts';
import { cardRow, type CardColumns, type StoredCard } from './search-index/card.ts';
import type { SearchIndex } from './search-index/search-index.ts';
import { filterTerms, hasTerms, SqlParams, type SearchFilter, type SearchTerms, type TextTerm } from './search-terms.ts';

export { likePattern, prefixTsQuery, SqlParams } from './search-terms.ts';

export type SqlQuery = { text: string; values: unknown[] };

export type SearchJobAdsInput = {
  filter: SearchFilter;
  query: Pick<AllJobsQuery, 'pageUnit' | 'pageNo' | 'orderKey'> & Partial<Pick<AllJobsQuery, 'isMulti' | 'searchKey' | 'searchType'>>;
  /** The list call (default: All jobs). */
  kind?: ListKind;
  /** Rows to skip instead of (pageNo - 1) * pageUnit (the home region sections). */
  offset?: number;
};


/** Both sorts are stable: id breaks ties. Each has a partial index on 012C in this exact order. */
const SORT_KEYS = {
  createdAt: [['created_at', 'DESC'], ['id', 'DESC']],
  salary: [['salary', 'DESC NULLS LAST'], ['id', 'DESC']],
} as const;

export const orderBy = (key: OrderKey, alias: string) => SORT_KEYS[key].map(([column, direction]) => `${alias}.${column} ${direction}`).join(', ');
const sortColumns = (key: OrderKey, alias: string) => SORT_KEYS[key].map(([column]) => `${alias}.${column}`).join(', ');

/** The columns of a card, as the page subquery selects them (with the sort keys); paid styling whose end has passed reads as none. */
const CARD_COLUMNS = `j.id, j.created_at, j.title, j.city_id, j.salary::float8 AS salary, j.salary_code, j.working_day_code, j.company_name,
    j.working_period_code, j.working_period_negotiable, j.working_hour_code, j.working_hour_negotiable, j.logo_key, j.lat, j.lng,
    CASE WHEN j.payment_services_until IS NULL OR j.payment_services_until > now() THEN j.payment_services END AS payment_services`;

/** The terms of the whole search: the list call's and the filter's. */
export function combine(a: SearchTerms, b: SearchTerms): SearchTerms {
  return {
    tokens: [...a.tokens, ...b.tokens],
    sets: [...a.sets, ...b.sets],
    text: [...a.text, ...b.text],
    onKeys: [...a.onKeys, ...b.onKeys],
    onAd: [...a.onAd, ...b.onAd],
    conditions: [...a.conditions, ...b.conditions],
  };
}

type Branch = { tokens: string[]; ts: string[]; onKeys: SearchTerms['onKeys']; onAd: string[]; onSearch: string[] };

/**
 * One way of finding the matches: from job_ad_search (s, ongoing ads only), joined to job_ad (j)
 * only for conditions on it; from job_ad alone when every condition is on job_ad. `tier`: the
 * expression of the column `tier` (the keyword's ranking), if the search ranks.
 */
function branchSelect(branch: Branch, key: OrderKey, p: SqlParams, extra: string[] = [], tier: string | null = null): { sql: string; alias: 's' | 'j' } {
  const ts = [...branch.ts];
  if (branch.tokens.length) ts.push(`${p.add(branch.tokens.join(' & '))}::tsquery`);
  const tierColumn = tier === null ? '' : `, ${tier} AS tier`;
  if (ts.length === 0 && branch.onSearch.length === 0 && branch.onAd.length > 0) {
    const where = [`j.status_code = '${ONGOING}'`, ...branch.onKeys.map((condition) => condition('j')), ...branch.onAd, ...extra];
    return { sql: `SELECT ${sortColumns(key, 'j')}${tierColumn} FROM job_ad j\n  WHERE ${where.join('\n    AND ')}`, alias: 'j' };
  }
  const join = branch.onAd.length ? '\n  JOIN job_ad j ON j.id = s.id' : '';
  const where = [...(ts.length ? [`s.filter_vector @@ (${ts.join(' && ')})`] : []), ...branch.onKeys.map((condition) => condition('s')), ...branch.onSearch, ...branch.onAd, ...extra];
  return { sql: `SELECT ${sortColumns(key, 's')}${tierColumn} FROM job_ad_search s${join}\n  WHERE ${where.length ? where.join('\n    AND ') : 'true'}`, alias: 's' };
}

/** Words where a term has them, else its substring condition (on job_ad_search s); the fallback takes substrings where it can. */
function textBranch(text: TextTerm[], prefer: 'ts' | 'substring'): { ts: string[]; onSearch: string[] } {
  const ts: string[] = [];
  const onSearch: string[] = [];
  for (const term of text) {
    const useTs = prefer === 'ts' ? term.ts !== null : term.substring === null;
    if (useTs) ts.push(term.ts!);
    else onSearch.push(term.substring!);
  }
  return { ts, onSearch };
}

/** The tier of a match by the first text term's ranking (0 best; services/jobs/docs/design.md 'Keywords'), or null when the search does not rank. */
function tierOf(terms: SearchTerms, p: SqlParams): string | null {
  const rank = terms.text[0]?.rank;
  if (!rank) return null;
  return `CASE ${rank.map((tier, i) => `WHEN s.filter_vector @@ ${p.add(tier)}::tsquery THEN ${i}`).join(' ')} ELSE 3 END`;
}

/**
 * One statement, one round trip, answering the page and the count of all matches. Shapes, chosen
 * by EXPLAIN ANALYZE at 100,000 ads (services/jobs/docs/design.md, 'Search statements'):
 * - no filter (All jobs, or a list call whose flag has a partial index): the count is read from
 *   job_ad_list_count (kept by triggers; Today jobs and a city within a province: counted from the
 *   partial index alone, index-only) and the page reads the index in order, stopping after the
 *   page (the home region sections likewise, on the region indexes of job_ad_search);
 * - a filter: the matches are found once, by one bitmap scan of the GIN index of job_ad_search
 *   (every filter a token of one tsquery), into a materialised set of ids and sort keys; that set
 *   is counted and the page is its top N, read from job_ad by id.
 * - a keyword whose words begin no word of any ad: the same again with substrings instead (trigram
 *   indexes), in the same statement, run only when the words found nothing.
 * A page past the end still gives one row (the count, a null id). The answer is the same for
 * every viewer, so that it can be cached (result-cache.ts); isScrapped is looked up afterwards for
 * the viewer and the page's ads only (scrappedAmong).
 */
export function buildSearchJobAdsQuery(input: SearchJobAdsInput, lookups: SearchLookups): SqlQuery {
  return build(input, lookups, null);
}

/** What a later page of a search knows: the count of all its matches, and about how many ads are ongoing. */
export type KnownCount = { count: number; ongoing: number };

/**
 * At most this many ads are walked in register-date order to find a page of a filter's matches;
 * beyond it (a rare filter, a far page) the matches are gathered from the GIN index instead.
 */
const WALK_ROWS = 500;

/**
 * The statement of a page alone, when the count of the search is known from an earlier page
 * (searchRows): no count, and for a filter, where the count shows the matches to be common enough,
 * the newest ads are walked in order until the page is full (about (offset + pageUnit) x ongoing /
 * count of them, at most WALK_ROWS) instead of gathering every match to sort them. Null when no
 * statement cheaper than the whole one exists: a keyword that may fall back to substrings, the
 * salary order (salary filters select by the very column it walks, so matches bunch up), or
 * matches too rare for a walk.
 */
export function buildPageQuery(input: SearchJobAdsInput, lookups: SearchLookups, known: KnownCount): SqlQuery | null {
  return build(input, lookups, known);
}

function build(input: SearchJobAdsInput, lookups: SearchLookups, known: null): SqlQuery;
function build(input: SearchJobAdsInput, lookups: SearchLookups, known: KnownCount): SqlQuery | null;
function build(input: SearchJobAdsInput, lookups: SearchLookups, known: KnownCount | null): SqlQuery | null {
  const p = new SqlParams();
  const kind = kindTerms(input.kind ?? { type: 'all' }, p);
  const filter = filterTerms(input.filter, input.query, lookups, p);
  const key = input.query.orderKey;
  const skipped = offsetOf(input);
  // Placeholders are numbered in the order they are added: the search's first, then the page's.
  const page = () => ({ limit: p.add(input.query.pageUnit, 'int'), offset: p.add(skipped, 'bigint') });
  const answer = (count: string, rows: string, ranked = false) =>
    known
      ? `SELECT card.*\nFROM (\n  ${rows}\n) card\nORDER BY ${orderBy(key, 'card')}`
      : `SELECT total.n AS total, card.*
FROM (${count}) total
LEFT JOIN LATERAL (
  ${rows}
) card ON true
ORDER BY ${ranked ? 'card.tier, ' : ''}${orderBy(key, 'card')}`;

  // The count of a list without a filter: read from job_ad_list_count where it is kept, else
  // counted (index-only). Its key is a parameter only when the statement has the count.
  const orderedCount = (from: string, where: string) =>
    known ? '' : kind.counted !== undefined ? `SELECT coalesce((SELECT c.ads FROM job_ad_list_count c WHERE c.list = ${p.add(kind.counted)}), 0) AS n` : `SELECT count(*)::int AS n FROM ${from}\n  WHERE ${where}\n`;

  if (!hasTerms(filter) && kind.ordered && kind.orderedOnSearch) {
    const where = kind.ordered.join('\n    AND ');
    const { limit, offset } = page();
    const text = answer(
      orderedCount('job_ad_search s', where),
      `SELECT ${CARD_COLUMNS}\n  FROM (SELECT s.id FROM job_ad_search s WHERE ${where} ORDER BY ${orderBy(key, 's')} LIMIT ${limit} OFFSET ${offset}) top\n  JOIN job_ad j ON j.id = top.id`,
    );
    return { text, values: p.values };
  }
  if (!hasTerms(filter) && kind.ordered) {
    const where = [`j.status_code = '${ONGOING}'`, ...kind.ordered].join('\n    AND ');
    const { limit, offset } = page();
    const text = answer(
      orderedCount('job_ad j', where),
      `SELECT ${CARD_COLUMNS}\n  FROM job_ad j\n  WHERE ${where}\n  ORDER BY ${orderBy(key, 'j')}\n  LIMIT ${limit} OFFSET ${offset}`,
    );
    return { text, values: p.values };
  }

  const terms = combine(kind.terms, filter);
  const base = { tokens: terms.tokens, onKeys: terms.onKeys, onAd: terms.onAd };
  const primary = textBranch(terms.text, 'ts');
  const hasFallback = terms.text.some((term) => term.ts !== null && term.substring !== null);
  const ranked = terms.text[0]?.rank != null;
  if (known) {
    const walked = ((skipped + input.query.pageUnit) * Math.max(known.ongoing, known.count)) / known.count;
    if (hasFallback || ranked || key !== 'createdAt' || known.ongoing <= 0 || !(walked <= WALK_ROWS)) return null;
    const first = branchSelect({ ...base, ...primary }, key, p);
    const { limit, offset } = page();
    // A generic plan of a box takes the (lat, lng) index (its estimate of a box of parameters is a
    // few rows) and sorts every ad inside: 9 ms for Metro Manila against 0.4 ms walking.
    const plan = input.kind?.type === 'map' ? `${CUSTOM_PLAN}\n` : '';
    const text = plan + answer(
      '',
      `SELECT ${CARD_COLUMNS}\n  FROM (${first.sql}\n  ORDER BY ${orderBy(key, first.alias)} LIMIT ${limit} OFFSET ${offset}) top\n  JOIN job_ad j ON j.id = top.id`,
    );
    return { text, values: p.values };
  }
  const tier = tierOf(terms, p);
  const first = branchSelect({ ...base, ...primary }, key, p, [], tier).sql;
  let matches: string;
  if (hasFallback) {
    const fallback = textBranch(terms.text, 'substring');
    const second = branchSelect({ ...base, ...fallback }, key, p, ['NOT EXISTS (SELECT 1 FROM words)'], tier === null ? null : '3').sql;
    matches = `WITH words AS MATERIALIZED (\n  ${first}\n),\nmatches AS MATERIALIZED (\n  SELECT * FROM words\n  UNION ALL\n  ${second}\n)`;
  } else {
    matches = `WITH matches AS MATERIALIZED (\n  ${first}\n)`;
  }
  const { limit, offset } = page();
  // A ranked search (a keyword) orders by tier first; the page carries it to the final order.
  const text = `${matches}
${answer(
  'SELECT count(*)::int AS n FROM matches',
  tier === null
    ? `SELECT ${CARD_COLUMNS}\n  FROM (SELECT m.id FROM matches m ORDER BY ${orderBy(key, 'm')} LIMIT ${limit} OFFSET ${offset}) top\n  JOIN job_ad j ON j.id = top.id`
    : `SELECT ${CARD_COLUMNS}, top.tier\n  FROM (SELECT m.id, m.tier FROM matches m ORDER BY m.tier, ${orderBy(key, 'm')} LIMIT ${limit} OFFSET ${offset}) top\n  JOIN job_ad j ON j.id = top.id`,
  tier !== null,
)}`;
  return { text, values: p.values };
}

/** The terms of a search (the list call's and the filter's), as the search index evaluates them: no SQL text. */
export function searchTerms(input: SearchJobAdsInput, lookups: SearchLookups): SearchTerms {
  const p = new SqlParams(false);
  return combine(kindTerms(input.kind ?? { type: 'all' }, p).terms, filterTerms(input.filter, input.query, lookups, p));
}

/** The cards of a page the search index found, in its order; null when one is no longer ongoing. */
async function cardsOf(db: Sql, ids: number[]): Promise<PageRow[] | null> {
  if (ids.length === 0) return [];
  const rows = await db.$queryRawUnsafe<PageRow[]>(`SELECT ${CARD_COLUMNS} FROM job_ad j WHERE j.id = ANY($1::bigint[]) AND j.status_code = '${ONGOING}'`, ids);
  if (rows.length !== ids.length) return null;
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.map((id) => byId.get(id)!);
}

/**
 * A page's rows from the cards kept in the search index, as CARD_COLUMNS reads them (paid styling
 * whose end has passed reads as none); null when a card is missing.
 */
function pageRowsOf(ids: readonly number[], cards: readonly (StoredCard | undefined)[], nowMs: number): PageRow[] | null {
  const rows: PageRow[] = [];
  for (let i = 0; i < ids.length; i++) {
    const stored = cards[i];
    if (stored === undefined) return null;
    rows.push(cardRow(stored, ids[i]!, nowMs));
  }
  return rows;
}

/** The rows a search's page skips: (pageNo - 1) x pageUnit, or the given offset. */
const offsetOf = (input: SearchJobAdsInput) => input.offset ?? (input.query.pageNo - 1) * input.query.pageUnit;

/** A card's row as CARD_COLUMNS reads it, with the search's count. */
export type CardRow = CardColumns & { total: number; id: bigint | string | number | null };

/** A page row as the spec's ad card (isScrapped as given: false unless the row says otherwise). */
export function cardOf(
  row: Omit<CardRow, 'total' | 'id' | 'payment_services'> & { id: bigint | string | number; is_scrapped?: boolean; payment_services?: number[] | null },
  lookups: SearchLookups,
): JobAdCard {
  return {
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
    isScrapped: row.is_scrapped ?? false,
    lat: row.lat,
    lng: row.lng,
    ...('payment_services' in row ? { paymentService: (row.payment_services ?? []).map((serviceId) => ({ serviceId })) } : {}),
  };
}

type PageRow = CardRow & { id: bigint | string | number };

/**
 * A page of a search (rows with an id) and the count of all its matches. The first page asked
 * runs the whole statement and keeps the count in `counts` (the count is the costly part of a
 * broad list: it visits every match); a later page or the other order of the same search then
 * runs the page alone (buildPageQuery), and a page past the end runs nothing.
 */
export async function searchRows(
  db: Sql,
  input: SearchJobAdsInput,
  lookups: SearchLookups,
  counts: ResultCache<number> = noCache(),
  searchIndex?: { current(): SearchIndex<StoredCard> | null },
): Promise<{ rows: PageRow[]; total: number }> {
  const index = searchIndex?.current();
  if (index) {
    const page = index.search(searchTerms(input, lookups), input.query.orderKey, offsetOf(input), input.query.pageUnit);
    // The cards kept in the index (they follow job_ad as the index does); read only where one is missing.
    const kept = pageRowsOf(page.ids, page.cards, Date.now());
    const rows = kept ?? (await cardsOf(db, page.ids));
    // An ad that ended a moment ago (its change not applied yet): the SQL answers instead.
    if (rows) return { rows, total: page.total };
  }
  const key = `count ${countKey(input)}`;
  const loadedAt = counts.version;
  const known = await counts.peek(key)?.catch(() => undefined);
  if (known !== undefined) {
    if (offsetOf(input) >= known) return { rows: [], total: known };
    const ongoing = await counts.get(ONGOING_ADS, () => ongoingAds(db));
    const page = buildPageQuery(input, lookups, { count: known, ongoing });
    if (page) return { rows: await db.$queryRawUnsafe<PageRow[]>(page.text, ...page.values), total: known };
  }
  const { text, values } = buildSearchJobAdsQuery(input, lookups);
  const rows = await db.$queryRawUnsafe<CardRow[]>(text, ...values);
  const total = rows[0]?.total ?? 0;
  counts.set(key, total, loadedAt);
  return { rows: rows.filter((row): row is PageRow => row.id !== null), total };
}

const ONGOING_ADS = 'ongoing ads';

/** About how many ads are ongoing: PostgreSQL's own estimate of job_ad_search's rows (0 before its first ANALYZE). */
async function ongoingAds(db: Sql): Promise<number> {
  const rows = await db.$queryRawUnsafe<{ n: number }[]>("SELECT greatest(reltuples, 0)::float8 AS n FROM pg_class WHERE oid = 'job_ad_search'::regclass");
  return rows[0]?.n ?? 0;
}

/** The ids of the ads a member has scrapped, from the cache while they have not changed. */
export function scrapsOf(db: Sql, userId: string, cache: ResultCache<ReadonlySet<number>> = noCache()): Promise<ReadonlySet<number>> {
  return cache.get(userId, async () => {
    const rows = await db.$queryRawUnsafe<{ job_id: string }[]>('SELECT job_id::text FROM ad_scrap WHERE user_id = $1::bigint', userId);
    return new Set(rows.map((row) => Number(row.job_id)));
  });
}

/** The cache key of a search: everything that shapes the answer (the viewer does not). */
export const searchKey = (input: SearchJobAdsInput) => JSON.stringify([input.kind ?? null, input.filter, input.query, input.offset ?? null]);

/** The cache key of a search's count: the search without its page and order. */
function countKey(input: SearchJobAdsInput): string {
  const { pageNo: _pageNo, pageUnit: _pageUnit, orderKey: _orderKey, ...search } = input.query;
  return JSON.stringify([input.kind ?? null, input.filter, search]);
}

/**
 * A page of cards and the count, from the cache when the same search was answered moments ago
 * (result-cache.ts); `isScrapped` for the viewer (null: a visitor) on top.
 */
export async function searchJobAds(
  db: Sql,
  input: SearchJobAdsInput,
  viewerId: string | null,
  lookups: SearchLookups,
  caches: Pick<ListCaches, 'lists' | 'counts' | 'scraps' | 'searchIndex'> = uncachedLists(),
): Promise<JobListResponse> {
  const answer = await caches.lists.get(`list ${searchKey(input)}`, async () => {
    const { rows, total } = await searchRows(db, input, lookups, caches.counts, caches.searchIndex);
    return { list: rows.map((row) => cardOf(row, lookups)), resultListCount: total };
  });
  if (viewerId === null || answer.list.length === 0) return answer;
  const scrapped = await scrapsOf(db, viewerId, caches.scraps);
  // The cached answer is shared: copied, never changed.
  return !answer.list.some((card) => scrapped.has(card.jobId)) ? answer : { ...answer, list: answer.list.map((card) => (scrapped.has(card.jobId) ? { ...card, isScrapped: true } : card)) };
}
