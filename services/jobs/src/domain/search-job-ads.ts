/**
 * The search behind every list call: one parameterised SQL statement that returns a page of
 * ongoing (012C) ads and the count of all matches, in one round trip. The filter semantics are
 * written down in ../../README.md ('Search semantics'); search-terms.ts turns a filter into terms,
 * list-kinds.ts adds what each list call narrows, and this file writes the statement.
 */
import type { AllJobsQuery, JobAdCard, JobListResponse, OrderKey } from '@phjobs/contracts/jobs';
import type { Sql } from '@phjobs/service-kit/events/sql';
import { kindTerms, type ListKind } from './list-kinds.ts';
import { noCache, uncachedLists, type ListCaches, type ResultCache } from './result-cache.ts';
import type { SearchLookups } from './lookups.ts';
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

/** The status of ads the public lists show. A literal in the SQL, so that partial indexes apply. */
export const ONGOING = '012C';

/** Both sorts are stable: id breaks ties. Each has a partial index on 012C in this exact order. */
const SORT_KEYS = {
  createdAt: [['created_at', 'DESC'], ['id', 'DESC']],
  salary: [['salary', 'DESC NULLS LAST'], ['id', 'DESC']],
} as const;

export const orderBy = (key: OrderKey, alias: string) => SORT_KEYS[key].map(([column, direction]) => `${alias}.${column} ${direction}`).join(', ');
const sortColumns = (key: OrderKey, alias: string) => SORT_KEYS[key].map(([column]) => `${alias}.${column}`).join(', ');

/** The columns of a card, as the page subquery selects them (with the sort keys). */
const CARD_COLUMNS = `j.id, j.created_at, j.title, j.city_id, j.salary::float8 AS salary, j.salary_code, j.working_day_code, j.company_name,
    j.working_period_code, j.working_period_negotiable, j.working_hour_code, j.working_hour_negotiable, j.logo_key, j.lat, j.lng, j.payment_services`;

/** The terms of the whole search: the list call's and the filter's. */
function combine(a: SearchTerms, b: SearchTerms): SearchTerms {
  return { tokens: [...a.tokens, ...b.tokens], text: [...a.text, ...b.text], onKeys: [...a.onKeys, ...b.onKeys], onAd: [...a.onAd, ...b.onAd] };
}

type Branch = { tokens: string[]; ts: string[]; onKeys: SearchTerms['onKeys']; onAd: string[] };

/**
 * One way of finding the matches: from job_ad_search (s, ongoing ads only), joined to job_ad (j)
 * only for conditions on it; from job_ad alone when every condition is on job_ad.
 */
function branchSelect(branch: Branch, key: OrderKey, p: SqlParams, extra: string[] = []): string {
  const ts = [...branch.ts];
  if (branch.tokens.length) ts.push(`${p.add(branch.tokens.join(' & '))}::tsquery`);
  if (ts.length === 0 && branch.onAd.length > 0) {
    const where = [`j.status_code = '${ONGOING}'`, ...branch.onKeys.map((condition) => condition('j')), ...branch.onAd, ...extra];
    return `SELECT ${sortColumns(key, 'j')} FROM job_ad j\n  WHERE ${where.join('\n    AND ')}`;
  }
  const join = branch.onAd.length ? '\n  JOIN job_ad j ON j.id = s.id' : '';
  const where = [...(ts.length ? [`s.filter_vector @@ (${ts.join(' && ')})`] : []), ...branch.onKeys.map((condition) => condition('s')), ...branch.onAd, ...extra];
  return `SELECT ${sortColumns(key, 's')} FROM job_ad_search s${join}\n  WHERE ${where.length ? where.join('\n    AND ') : 'true'}`;
}

/** Words where a term has them, else its substring condition; the fallback takes substrings where it can. */
function textBranch(text: TextTerm[], prefer: 'ts' | 'substring'): { ts: string[]; onAd: string[] } {
  const ts: string[] = [];
  const onAd: string[] = [];
  for (const term of text) {
    const useTs = prefer === 'ts' ? term.ts !== null : term.substring === null;
    if (useTs) ts.push(term.ts!);
    else onAd.push(term.substring!);
  }
  return { ts, onAd };
}

/**
 * One statement, one round trip, answering the page and the count of all matches. Shapes, chosen
 * by EXPLAIN ANALYZE at 100,000 ads (README.md, 'Performance'):
 * - no filter (All jobs, or a list call whose flag has a partial index): the count reads the
 *   partial index alone (index-only) and the page reads it in order, stopping after the page (the
 *   home region sections likewise, on the region indexes of job_ad_search);
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
  const p = new SqlParams();
  const kind = kindTerms(input.kind ?? { type: 'all' }, p);
  const filter = filterTerms(input.filter, input.query, lookups, p);
  const key = input.query.orderKey;
  // Placeholders are numbered in the order they are added: the search's first, then the page's.
  const page = () => ({ limit: p.add(input.query.pageUnit, 'int'), offset: p.add(input.offset ?? (input.query.pageNo - 1) * input.query.pageUnit, 'bigint') });
  const answer = (count: string, rows: string) => `SELECT total.n AS total, card.*
FROM (${count}) total
LEFT JOIN LATERAL (
  ${rows}
) card ON true
ORDER BY ${orderBy(key, 'card')}`;

  if (!hasTerms(filter) && kind.ordered && kind.orderedOnSearch) {
    const where = kind.ordered.join('\n    AND ');
    const { limit, offset } = page();
    const text = answer(
      `SELECT count(*)::int AS n FROM job_ad_search s\n  WHERE ${where}\n`,
      `SELECT ${CARD_COLUMNS}\n  FROM (SELECT s.id FROM job_ad_search s WHERE ${where} ORDER BY ${orderBy(key, 's')} LIMIT ${limit} OFFSET ${offset}) top\n  JOIN job_ad j ON j.id = top.id`,
    );
    return { text, values: p.values };
  }
  if (!hasTerms(filter) && kind.ordered) {
    const where = [`j.status_code = '${ONGOING}'`, ...kind.ordered].join('\n    AND ');
    const { limit, offset } = page();
    const text = answer(
      `SELECT count(*)::int AS n FROM job_ad j\n  WHERE ${where}\n`,
      `SELECT ${CARD_COLUMNS}\n  FROM job_ad j\n  WHERE ${where}\n  ORDER BY ${orderBy(key, 'j')}\n  LIMIT ${limit} OFFSET ${offset}`,
    );
    return { text, values: p.values };
  }

  const terms = combine(kind.terms, filter);
  const base = { tokens: terms.tokens, onKeys: terms.onKeys };
  const primary = textBranch(terms.text, 'ts');
  const hasFallback = terms.text.some((term) => term.ts !== null && term.substring !== null);
  const first = branchSelect({ ...base, ts: primary.ts, onAd: [...terms.onAd, ...primary.onAd] }, key, p);
  let matches: string;
  if (hasFallback) {
    const fallback = textBranch(terms.text, 'substring');
    const second = branchSelect({ ...base, ts: fallback.ts, onAd: [...terms.onAd, ...fallback.onAd] }, key, p, ['NOT EXISTS (SELECT 1 FROM words)']);
    matches = `WITH words AS MATERIALIZED (\n  ${first}\n),\nmatches AS MATERIALIZED (\n  SELECT * FROM words\n  UNION ALL\n  ${second}\n)`;
  } else {
    matches = `WITH matches AS MATERIALIZED (\n  ${first}\n)`;
  }
  const { limit, offset } = page();
  const text = `${matches}
${answer(
  'SELECT count(*)::int AS n FROM matches',
  `SELECT ${CARD_COLUMNS}\n  FROM (SELECT m.id FROM matches m ORDER BY ${orderBy(key, 'm')} LIMIT ${limit} OFFSET ${offset}) top\n  JOIN job_ad j ON j.id = top.id`,
)}`;
  return { text, values: p.values };
}

export type CardRow = {
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
  payment_services: number[] | null;
};

/** A page row as the spec's ad card (isScrapped as given: false unless the row says otherwise). */
export function cardOf(row: Omit<CardRow, 'total' | 'id' | 'payment_services'> & { id: bigint | string | number; is_scrapped?: boolean }, lookups: SearchLookups): JobAdCard {
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
  };
}

/** The rows of the statement: the page (rows with an id) and the count. */
export async function searchRows(db: Sql, input: SearchJobAdsInput, lookups: SearchLookups): Promise<{ rows: (CardRow & { id: bigint | string | number })[]; total: number }> {
  const { text, values } = buildSearchJobAdsQuery(input, lookups);
  const rows = await db.$queryRawUnsafe<CardRow[]>(text, ...values);
  return { rows: rows.filter((row): row is CardRow & { id: bigint | string | number } => row.id !== null), total: rows[0]?.total ?? 0 };
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

/**
 * A page of cards and the count, from the cache when the same search was answered moments ago
 * (result-cache.ts); `isScrapped` for the viewer (null: a visitor) on top.
 */
export async function searchJobAds(
  db: Sql,
  input: SearchJobAdsInput,
  viewerId: string | null,
  lookups: SearchLookups,
  caches: Pick<ListCaches, 'lists' | 'scraps'> = uncachedLists(),
): Promise<JobListResponse> {
  const answer = await caches.lists.get(`list ${searchKey(input)}`, async () => {
    const { rows, total } = await searchRows(db, input, lookups);
    return { list: rows.map((row) => cardOf(row, lookups)), resultListCount: total };
  });
  if (viewerId === null || answer.list.length === 0) return answer;
  const scrapped = await scrapsOf(db, viewerId, caches.scraps);
  // The cached answer is shared: copied, never changed.
  return !answer.list.some((card) => scrapped.has(card.jobId)) ? answer : { ...answer, list: answer.list.map((card) => (scrapped.has(card.jobId) ? { ...card, isScrapped: true } : card)) };
}
