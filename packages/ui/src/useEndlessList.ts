import { useCallback, useEffect, useRef, useState } from 'react';
import { applyPage, canLoadMore, failPage, initialEndless, startLoading, type EndlessState, type Page } from './endless';

export type EndlessList<T> = EndlessState<T> & {
  /** Loads the next page when allowed (idle). */
  loadMore: () => void;
  /** Retries the failed page. */
  retry: () => void;
};

/**
 * Pages through `fetchPage(pageNo)` (1-based). Restarts from page 1 whenever `resetKey` changes
 * (filters stored, sort key changed, Reset); answers of an older generation are dropped.
 */
export function useEndlessList<T>(
  fetchPage: (pageNo: number, signal: AbortSignal) => Promise<Page<T>>,
  pageSize: number,
  resetKey: string,
  enabled = true,
): EndlessList<T> {
  const [state, setState] = useState<EndlessState<T>>(initialEndless);
  const stateRef = useRef(state);
  stateRef.current = state;
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const generation = useRef(0);
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(
    (pageNo: number) => {
      const gen = generation.current;
      controller.current?.abort();
      const ac = new AbortController();
      controller.current = ac;
      stateRef.current = { ...stateRef.current, status: 'loading' };
      setState((s) => startLoading(pageNo === 1 ? initialEndless<T>() : s));
      fetchRef.current(pageNo, ac.signal).then(
        (page) => {
          if (gen === generation.current && !ac.signal.aborted) setState((s) => applyPage(s, pageNo, page, pageSize));
        },
        (error: unknown) => {
          if (gen === generation.current && !ac.signal.aborted) setState((s) => failPage(s, error));
        },
      );
    },
    [pageSize],
  );

  useEffect(() => {
    if (!enabled) return;
    generation.current += 1;
    load(1);
    return () => controller.current?.abort();
  }, [resetKey, enabled, load]);

  const loadMore = useCallback(() => {
    const s = stateRef.current;
    if (canLoadMore(s)) load(s.pageNo + 1);
  }, [load]);

  const retry = useCallback(() => {
    const s = stateRef.current;
    if (s.status === 'error') load(s.pageNo + 1);
  }, [load]);

  return { ...state, loadMore, retry };
}
