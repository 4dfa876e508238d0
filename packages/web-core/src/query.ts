/**
 * Data fetching of the web, on TanStack Query: ONE QueryClient for the page, in this module,
 * shared as a Module Federation singleton like the session store (eager in the shell,
 * `import: false` in remotes; see packages/web-build), so the shell and every remote read and
 * fill the same cache. The hooks pass that client explicitly: no provider is needed, and a screen
 * rendered alone (tests, a remote on its own) works the same.
 *
 * - `useApiQuery(key, fn)`: one request, asked again on every mount (like a page load), the
 *   state a screen renders (`RequestState` of @phjobs/ui/request-state) and `reload()`.
 * - `useEndlessQuery(key, fetchPage, pageSize)`: an endless list as an infinite query (pages
 *   1, 2, ... until one is shorter than the page size, the spec's rule). Going back to a list
 *   (a POP navigation) restores it from the cache, its pages and the window's scroll position,
 *   without a request; arriving any other way, or changing the key (filters, sort), loads it
 *   again from page 1.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigationType, useInRouterContext } from '@phjobs/web-core/router';
import { QueryClient, hashKey, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { isLastPage, type EndlessListState, type EndlessState, type Page } from '@phjobs/ui/endless';
import type { Reloadable } from '@phjobs/ui/request-state';

export type QueryKey = readonly unknown[];

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // an error screen with 'retry' is the spec's answer to a failed call, not a silent retry
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      gcTime: 10 * 60_000,
    },
  },
});

/** The state of a request as the screens render it; `loading` while any fetch runs (keeping earlier data). */
export function useApiQuery<T>(key: QueryKey, fn: (signal: AbortSignal) => Promise<T>, { enabled = true }: { enabled?: boolean } = {}): Reloadable<T> {
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => fn(signal), enabled, refetchOnMount: 'always' }, queryClient);
  const reload = () => void query.refetch();
  const data = query.data === undefined ? null : query.data;
  if (query.isFetching || (query.isPending && !query.isError)) return { status: 'loading', data, error: null, reload };
  if (query.isError) return { status: 'error', data, error: query.error, reload };
  return { status: 'success', data: query.data as T, error: null, reload };
}

type Navigation = { type: 'POP' | 'PUSH' | 'REPLACE'; key: string };

/** The router's navigation type and location key; null outside a router (a component alone). */
function useNavigation(): Navigation | null {
  // a component is either always or never inside a router, so the hooks below run in a stable order
  if (!useInRouterContext()) return null;
  // eslint-disable-next-line react-hooks/rules-of-hooks -- see the line above
  const type = useNavigationType();
  // eslint-disable-next-line react-hooks/rules-of-hooks -- see the line above
  const { key } = useLocation();
  return { type, key };
}

/** Window scroll positions of the list screens, by history entry (location key). */
const scrollPositions = new Map<string, number>();

export function useEndlessQuery<T>(
  key: QueryKey,
  fetchPage: (pageNo: number, signal: AbortSignal) => Promise<Page<T>>,
  pageSize: number,
  {
    enabled = true,
    restore = true,
  }: {
    enabled?: boolean;
    /** false: load it again even on the way back (a list whose fetchPage also sets screen state). */
    restore?: boolean;
  } = {},
): EndlessListState<T> {
  const navigation = useNavigation();
  const hash = hashKey(key);
  // The list on screen: its key, and whether it came back from the cache (then the window scrolls
  // to where it was). A new key is taken during render, before the query below reads the cache
  // (react.dev, 'Adjusting some state when a prop changes'): React renders again at once.
  const [shown, setShown] = useState<{ hash: string; restored: boolean } | null>(null);
  if (shown?.hash !== hash) {
    // a new list (arrived, or filters/sort changed): from page 1, unless this is the way back to it
    const back = restore && shown === null && navigation?.type === 'POP';
    if (!back) queryClient.removeQueries({ queryKey: key, exact: true });
    setShown({ hash, restored: back && queryClient.getQueryData(key) !== undefined });
  }

  const query = useInfiniteQuery(
    {
      queryKey: key,
      queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last: Page<T>, _all: Page<T>[], lastPageNo: number) => (isLastPage(last.items.length, pageSize) ? undefined : lastPageNo + 1),
      enabled,
      // kept until its key changes or the screen is entered anew (see above): the way back shows it as it was
      staleTime: Infinity,
    },
    queryClient,
  );

  // one array per answer (not per render): screens compare items by identity
  const pages = useMemo(() => collectPages<T>(query.data), [query.data]);
  const state = endlessState<T>(pages, query.isFetching, query.isError ? query.error : null, query.hasNextPage, enabled);

  // the way back: the window scrolls to where it was when the list was left
  // (only the list a screen mounts with can come back, and it scrolls once)
  const locationKey = navigation?.key ?? null;
  const restored = shown?.restored === true;
  const scrolled = useRef(false);
  useLayoutEffect(() => {
    if (!restored || scrolled.current || locationKey === null) return;
    scrolled.current = true;
    const y = scrollPositions.get(locationKey);
    if (y !== undefined) window.scrollTo(0, y);
  }, [restored, locationKey]);
  useEffect(() => {
    if (locationKey === null || !enabled) return;
    const save = () => scrollPositions.set(locationKey, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [locationKey, enabled]);

  const loadMore = () => {
    if (state.status === 'idle' && enabled) void (query.data ? query.fetchNextPage() : query.refetch());
  };
  const retry = () => {
    if (state.status !== 'error') return;
    void (query.data?.pages.length ? query.fetchNextPage() : query.refetch());
  };
  return { ...state, loadMore, retry };
}

const NO_ITEMS: never[] = [];

/** The items of the infinite query's pages and the last count an answer gave. */
function collectPages<T>(data: { pages: readonly Page<T>[] } | undefined): { pageNo: number; items: T[]; total: number | null } {
  const pages = data?.pages ?? [];
  let total: number | null = null;
  for (const page of pages) if (page.total !== undefined && page.total !== null) total = page.total;
  return { pageNo: pages.length, items: pages.length ? pages.flatMap((page) => page.items) : NO_ITEMS, total };
}

/** The endless-list state of the loaded pages (the spec's rule: a short page ends the list). */
export function endlessState<T>({ pageNo, items, total }: { pageNo: number; items: T[]; total: number | null }, fetching: boolean, error: unknown, hasNext: boolean, enabled = true): EndlessState<T> {
  const status = fetching ? 'loading' : error !== null ? 'error' : pageNo > 0 && !hasNext ? 'done' : pageNo === 0 && enabled ? 'loading' : 'idle';
  return { items, pageNo, status, total, error };
}

/** The cached pages of an endless list (useEndlessQuery's infinite query data). */
export type EndlessPages<T> = { pages: Page<T>[]; pageParams: unknown[] };

/**
 * Rewrites the cached pages of the endless list under `key` without a request (a list the screen
 * changes locally, as the spec's 'updated without refetching'); a list not loaded stays so.
 */
export function updateEndlessPages<T>(key: QueryKey, update: (data: EndlessPages<T>) => EndlessPages<T>): void {
  const current = queryClient.getQueryData<EndlessPages<T>>(key);
  if (current === undefined) return;
  queryClient.setQueryData<EndlessPages<T>>(key, update(current));
}
