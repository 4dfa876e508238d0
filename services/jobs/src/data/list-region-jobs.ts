/**
 * The home page's regional sections (account-community.md 'Home page', 'Region job ad'): ongoing
 * ads of a province and/or city, newest first, with the paid services that colour them. The search
 * of the list calls, read as a window of `pageUnit` ads from a 1-based position.
 */
import type { RegionJobsQuery, RegionJobsResponse } from '@phjobs/contracts/jobs';
import type { Sql } from '@phjobs/service-kit/events/sql';
import { ZJobSearchFilter } from '@phjobs/contracts/jobs';
import type { SearchLookups } from '../domain/lookups.ts';
import { noCache, type ListCaches, type ResultCache } from './result-cache.ts';
import { searchKey, searchRows, type SearchJobAdsInput } from './search-job-ads.ts';

const NO_FILTER = ZJobSearchFilter.parse({});

/** The same for every viewer, so cached like the lists (result-cache.ts); the sections of a region share one count. */
export async function listRegionJobs(
  db: Sql,
  query: RegionJobsQuery,
  lookups: SearchLookups,
  caches: { regions: ResultCache<RegionJobsResponse>; counts: ResultCache<number>; searchIndex?: ListCaches['searchIndex'] } = { regions: noCache(), counts: noCache() },
): Promise<RegionJobsResponse> {
  const input: SearchJobAdsInput = {
    filter: NO_FILTER,
    query: { pageUnit: query.pageUnit, pageNo: 1, orderKey: 'createdAt' },
    // pageOffset is the position of the first ad: 19 starts at the 19th (0 and 1 at the first).
    offset: Math.max(query.pageOffset - 1, 0),
    kind: { type: 'region', province: query.province, city: query.city },
  };
  return caches.regions.get(`region ${searchKey(input)}`, () => regionSection(db, input, lookups, caches));
}

async function regionSection(db: Sql, input: SearchJobAdsInput, lookups: SearchLookups, caches: { counts: ResultCache<number>; searchIndex?: ListCaches['searchIndex'] }): Promise<RegionJobsResponse> {
  const { rows, total } = await searchRows(db, input, lookups, caches.counts, caches.searchIndex);
  return {
    list: rows.map((row) => ({
      jobId: Number(row.id),
      companyName: row.company_name,
      title: row.title,
      paymentService: (row.payment_services ?? []).map((serviceId) => ({ serviceId })),
    })),
    resultListCount: total,
  };
}
