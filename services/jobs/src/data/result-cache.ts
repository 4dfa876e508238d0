import type { JobListResponse, RegionJobsResponse } from '@phjobs/contracts/jobs';
import { LRUCache } from 'lru-cache';
import type { LiveSearchIndex } from './search-index/live.ts';

/**
 * A short-lived cache of list answers (services/jobs/docs/design.md, 'Result cache'): the same list
 * page asked again within `ttlMs` is answered from memory, and callers asking for one key at the
 * same time share one load (single flight: the cache keeps the load's promise from its start).
 * Least recently used entries go first beyond `maxEntries`. A failed load is not kept. The
 * entries, their time and their order are lru-cache's; what is added here is the sharing, the
 * version that keeps a load from before a clear() out, and suspend().
 *
 * Freshness is the owner's job: `clear()` on every change of the ads (ad-changes.ts listens for
 * them), and `suspend()` while changes cannot be heard, during which every call loads afresh.
 */
export type ResultCacheOptions = {
  /** How long an answer is served from memory; 0 turns the cache off. */
  ttlMs: number;
  maxEntries: number;
  /** A clock for tests; lru-cache's own (performance.now) otherwise. */
  now?: () => number;
  /** Counts hits and misses (the service's `cache_requests_total`); a suspended or off cache misses. */
  stats?: { hit(): void; miss(): void };
};

export class ResultCache<T> {
  /** null: the cache is off (ttlMs 0). */
  readonly #entries: LRUCache<string, Promise<T>> | null;
  #suspended = false;
  /** Bumped by every clear(): a value loaded before one must not be kept after it (set()). */
  #version = 0;
  readonly #stats: ResultCacheOptions['stats'];

  constructor({ ttlMs, maxEntries, now, stats }: ResultCacheOptions) {
    this.#stats = stats;
    this.#entries =
      ttlMs > 0 && maxEntries > 0
        ? new LRUCache<string, Promise<T>>({
            max: maxEntries,
            ttl: ttlMs,
            // A test's clock moves by jumps: read it at every look, not once a millisecond.
            ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
          })
        : null;
  }

  /** The cached answer for `key`, else `load()`'s (kept for the next callers). */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const entries = this.#live();
    if (!entries) {
      this.#stats?.miss();
      return load();
    }
    const hit = entries.get(key);
    if (hit) {
      this.#stats?.hit();
      return hit;
    }
    this.#stats?.miss();
    const value = load();
    entries.set(key, value);
    value.catch(() => {
      if (entries.peek(key) === value) entries.delete(key);
    });
    return value;
  }

  /** The answer kept for `key`, if any (nothing is loaded, its recency is left as it is). */
  peek(key: string): Promise<T> | undefined {
    const found = this.#live()?.peek(key);
    if (found) this.#stats?.hit();
    else this.#stats?.miss();
    return found;
  }

  /**
   * Keeps a value loaded by other means, unless the cache was cleared since `loadedAt` (its
   * `version` when the load began): the value may then predate a change.
   */
  set(key: string, value: T, loadedAt: number): void {
    if (loadedAt !== this.#version) return;
    this.#live()?.set(key, Promise.resolve(value));
  }

  #live(): LRUCache<string, Promise<T>> | null {
    return this.#suspended ? null : this.#entries;
  }

  /** Changes with every clear(); read it before a load whose value goes to set(). */
  get version(): number {
    return this.#version;
  }

  /** Forgets one answer. */
  delete(key: string): void {
    this.#entries?.delete(key);
  }

  /** Forgets every answer (the ads changed). Loads already under way finish for their callers only. */
  clear(): void {
    this.#version++;
    this.#entries?.clear();
  }

  /** Serves nothing from memory until resume(): changes may go unheard meanwhile. */
  suspend(): void {
    this.#suspended = true;
    this.clear();
  }

  resume(): void {
    this.clear();
    this.#suspended = false;
  }

  get suspended(): boolean {
    return this.#suspended;
  }

  get size(): number {
    return this.#entries?.size ?? 0;
  }
}

/** A cache that keeps nothing: every call loads (tests, SEARCH_CACHE_SECONDS=0). */
export const noCache = <T>(): ResultCache<T> => new ResultCache<T>({ ttlMs: 0, maxEntries: 0 });

/**
 * The caches of the list calls: their answers (the same for every viewer), the counts of their
 * searches, the home region sections, and each member's scrapped ad ids (for isScrapped on a shared answer).
 */
export type ListCaches = {
  lists: ResultCache<JobListResponse>;
  /** The count of all matches of a search, whatever its page and order (search-job-ads.ts, searchRows). */
  counts: ResultCache<number>;
  regions: ResultCache<RegionJobsResponse>;
  scraps: ResultCache<ReadonlySet<number>>;
  /** The in-memory search index (data/search-index/live.ts), when this process keeps one: answers while current. */
  searchIndex?: LiveSearchIndex;
};

export const uncachedLists = (): ListCaches => ({ lists: noCache(), counts: noCache(), regions: noCache(), scraps: noCache() });
