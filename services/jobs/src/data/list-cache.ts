/**
 * The caches of the list calls (result-cache.ts): kept `seconds` (config.ts SEARCH_CACHE_SECONDS,
 * default 30; 0 turns them off), the answers and counts emptied whenever job_ad changes and a
 * member's scraps whenever theirs change (ad-changes.ts), all bypassed while such changes could go
 * unheard. `pages: false` (SEARCH_CACHE_PAGES=0) keeps the counts and scraps but no answers (less
 * memory; every page is read, a later one without its count): the bench measures that way.
 */
import type { Logger } from '@phjobs/service-kit/logger';
import { LiveSearchIndex, type ReadAds } from './search-index/live.ts';
import { listenForChanges } from './ad-changes.ts';
import { ResultCache, uncachedLists, type ListCaches, type ResultCacheOptions } from './result-cache.ts';

const MAX_ANSWERS = 2_000;
const MAX_MEMBERS = 20_000;

/** Caches that follow the changes of ads and scraps, and the search index that follows the changes of ads; stop() ends the listening. */
export type ListCacheOptions = {
  /** false: keep counts and scraps, no answers (SEARCH_CACHE_PAGES=0). */
  pages?: boolean;
  /** Hit and miss counters per cache ('lists', 'counts', 'regions', 'scraps'): the service's metrics. */
  stats?: (cache: Exclude<keyof ListCaches, 'searchIndex'>) => ResultCacheOptions['stats'];
  /** The in-memory search index (how it reads changed ads); null = none. */
  searchIndex?: { readAds: ReadAds } | null;
};

export async function startListCaches(databaseUrl: string, seconds: number, logger?: Logger, { pages = true, stats, searchIndex = null }: ListCacheOptions = {}): Promise<ListCaches & { stop(): Promise<void> }> {
  const index = searchIndex ? new LiveSearchIndex({ databaseUrl, readAds: searchIndex.readAds, logger }) : undefined;
  if (seconds <= 0 && !index) return { ...uncachedLists(), stop: async () => undefined };
  const ttlMs = seconds * 1000;
  const answers = { ttlMs: pages ? ttlMs : 0, maxEntries: MAX_ANSWERS };
  const caches: ListCaches = {
    lists: new ResultCache({ ...answers, stats: stats?.('lists') }),
    counts: new ResultCache({ ttlMs, maxEntries: MAX_ANSWERS, stats: stats?.('counts') }),
    regions: new ResultCache({ ...answers, stats: stats?.('regions') }),
    scraps: new ResultCache({ ttlMs, maxEntries: MAX_MEMBERS, stats: stats?.('scraps') }),
    ...(index ? { searchIndex: index } : {}),
  };
  const all = [caches.lists, caches.counts, caches.regions, caches.scraps];
  const listener = listenForChanges(
    databaseUrl,
    {
      adsChanged: (ids) => {
        caches.lists.clear();
        caches.counts.clear();
        caches.regions.clear();
        index?.changed(ids);
      },
      scrapsChanged: (userIds) => (userIds === 'all' ? caches.scraps.clear() : userIds.forEach((userId) => caches.scraps.delete(userId))),
      deaf: () => {
        all.forEach((cache) => cache.suspend());
        index?.deaf();
      },
      listening: () => {
        all.forEach((cache) => cache.resume());
        index?.listening();
      },
    },
    logger,
  );
  await listener.ready;
  return {
    ...caches,
    stop: async () => {
      await listener.stop();
      await index?.stop();
    },
  };
}
