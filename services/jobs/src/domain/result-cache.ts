import type { JobListResponse, RegionJobsResponse } from '@phjobs/contracts/jobs';

/**
 * A short-lived cache of list answers (README.md, 'Performance', 'Result cache'): the same list
 * page asked again within `ttlMs` is answered from memory, and callers asking for one key at the
 * same time share one load (single flight). Least recently used entries go first beyond
 * `maxEntries`. A failed load is not kept.
 *
 * Freshness is the owner's job: `clear()` on every change of the ads (ad-changes.ts listens for
 * them), and `suspend()` while changes cannot be heard, during which every call loads afresh.
 */
export type ResultCacheOptions = {
  /** How long an answer is served from memory; 0 turns the cache off. */
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
};

type Entry<T> = { value: Promise<T>; expires: number };

export class ResultCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  #suspended = false;
  /** Bumped by every clear(): a value loaded before one must not be kept after it (set()). */
  #version = 0;

  constructor({ ttlMs, maxEntries, now = Date.now }: ResultCacheOptions) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
    this.#now = now;
  }

  /** The cached answer for `key`, else `load()`'s (kept for the next callers). */
  get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.#ttlMs <= 0 || this.#suspended) return load();
    const now = this.#now();
    const hit = this.#entries.get(key);
    if (hit && hit.expires > now) {
      // Map keeps insertion order: moving the key to the end makes the first key the least recent.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.value;
    }
    const entry = this.#keep(key, load(), now);
    entry.value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return entry.value;
  }

  /** The answer kept for `key`, if any (nothing is loaded). */
  peek(key: string): Promise<T> | undefined {
    if (this.#ttlMs <= 0 || this.#suspended) return undefined;
    const hit = this.#entries.get(key);
    return hit && hit.expires > this.#now() ? hit.value : undefined;
  }

  /**
   * Keeps a value loaded by other means, unless the cache was cleared since `loadedAt` (its
   * `version` when the load began): the value may then predate a change.
   */
  set(key: string, value: T, loadedAt: number): void {
    if (this.#ttlMs <= 0 || this.#suspended || loadedAt !== this.#version) return;
    this.#keep(key, Promise.resolve(value), this.#now());
  }

  /** Stores an entry as the most recent, dropping the least recent beyond maxEntries. */
  #keep(key: string, value: Promise<T>, now: number): Entry<T> {
    const entry: Entry<T> = { value, expires: now + this.#ttlMs };
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    while (this.#entries.size > this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    return entry;
  }

  /** Changes with every clear(); read it before a load whose value goes to set(). */
  get version(): number {
    return this.#version;
  }

  /** Forgets one answer. */
  delete(key: string): void {
    this.#entries.delete(key);
  }

  /** Forgets every answer (the ads changed). Loads already under way finish for their callers only. */
  clear(): void {
    this.#version++;
    this.#entries.clear();
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
    return this.#entries.size;
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
};

export const uncachedLists = (): ListCaches => ({ lists: noCache(), counts: noCache(), regions: noCache(), scraps: noCache() });
