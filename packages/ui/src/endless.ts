/**
 * The endless-list rule of the spec: paging ends when the first page is empty or a page has
 * fewer items than the page size; then the list shows 'No more data.' ('No data.' when nothing
 * was found at all).
 */

export type EndlessStatus = 'idle' | 'loading' | 'error' | 'done';

export type EndlessState<T> = {
  items: T[];
  /** Last page loaded (0 = none yet). */
  pageNo: number;
  status: EndlessStatus;
  /** resultListCount of the last answer, when the call gives one. */
  total: number | null;
  error: unknown;
};

export type Page<T> = { items: T[]; total?: number | null };

export const NO_DATA = 'No data.';
export const NO_MORE_DATA = 'No more data.';

export function initialEndless<T>(): EndlessState<T> {
  return { items: [], pageNo: 0, status: 'idle', total: null, error: null };
}

/** True when a page of this many items is the last one. */
export function isLastPage(received: number, pageSize: number): boolean {
  return received < pageSize;
}

export function startLoading<T>(state: EndlessState<T>): EndlessState<T> {
  return { ...state, status: 'loading', error: null };
}

/** Adds the answer for page `pageNo` and decides whether paging has ended. */
export function applyPage<T>(state: EndlessState<T>, pageNo: number, page: Page<T>, pageSize: number): EndlessState<T> {
  const items = pageNo <= 1 ? page.items : [...state.items, ...page.items];
  return {
    items,
    pageNo,
    status: isLastPage(page.items.length, pageSize) ? 'done' : 'idle',
    total: page.total ?? state.total,
    error: null,
  };
}

export function failPage<T>(state: EndlessState<T>, error: unknown): EndlessState<T> {
  return { ...state, status: 'error', error };
}

/** The message under the list: 'No data.' for an empty result, 'No more data.' at the end, else null. */
export function endMessage(state: Pick<EndlessState<unknown>, 'status' | 'items'>): string | null {
  if (state.status !== 'done') return null;
  return state.items.length === 0 ? NO_DATA : NO_MORE_DATA;
}

/** Whether another page may be requested now. */
export function canLoadMore(state: Pick<EndlessState<unknown>, 'status'>): boolean {
  return state.status === 'idle';
}

/** What an endless list renders (web-core's useEndlessQuery gives it): its state, and the next page on demand. */
export type EndlessListState<T> = EndlessState<T> & {
  /** Loads the next page when allowed (idle). */
  loadMore: () => void;
  /** Retries the failed page. */
  retry: () => void;
};
