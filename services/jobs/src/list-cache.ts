/**
 * The caches of the list answers (README.md, 'Result cache'): the list calls and the home region
 * sections, kept SEARCH_CACHE_SECONDS (default 30; 0 turns them off), emptied whenever job_ad
 * changes (ad-changes.ts) and bypassed while such changes could go unheard.
 */
import type { JobListResponse, RegionJobsResponse } from '@phjobs/contracts/jobs';
import type { Logger } from '@phjobs/service-kit/logger';
import { listenForAdChanges } from './ad-changes.ts';
import { noCache, ResultCache } from './domain/result-cache.ts';

export type ListCaches = { lists: ResultCache<JobListResponse>; regions: ResultCache<RegionJobsResponse> };

export const uncachedLists = (): ListCaches => ({ lists: noCache(), regions: noCache() });

const DEFAULT_SECONDS = 30;
const MAX_ENTRIES = 2_000;

export function listCacheSeconds(env: Record<string, string | undefined>): number {
  const value = Number(env.SEARCH_CACHE_SECONDS ?? DEFAULT_SECONDS);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Caches that follow the ads' changes; stop() ends the listening. */
export async function startListCaches(databaseUrl: string, seconds: number, logger?: Logger): Promise<ListCaches & { stop(): Promise<void> }> {
  if (seconds <= 0) return { ...uncachedLists(), stop: async () => undefined };
  const options = { ttlMs: seconds * 1000, maxEntries: MAX_ENTRIES };
  const caches: ListCaches = { lists: new ResultCache(options), regions: new ResultCache(options) };
  const all = Object.values(caches);
  const listener = listenForAdChanges(
    databaseUrl,
    {
      changed: () => all.forEach((cache) => cache.clear()),
      deaf: () => all.forEach((cache) => cache.suspend()),
      listening: () => all.forEach((cache) => cache.resume()),
    },
    logger,
  );
  await listener.ready;
  return { ...caches, stop: () => listener.stop() };
}
