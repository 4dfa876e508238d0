import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { causeOf } from '@phjobs/ui/cause';
import { endMessage } from '@phjobs/ui/endless';
import type { EndlessListState } from '@phjobs/ui/endless';
import { Button } from './Button';
import { ResponsiveItems, type TableSpec } from './DataTable';
import { ErrorScreen } from './ErrorScreen';
import { Spinner } from './Spinner';

/**
 * Renders the items of an endless list (web-core's `useEndlessQuery`), asks for the next page when the sentinel under the list
 * becomes visible (IntersectionObserver), and ends with 'No more data.' ('No data.' when empty).
 * With `table`, the items are a table from 1024 px up (cards from `renderItem` on a phone).
 */
export function EndlessList<T>({
  list,
  renderItem,
  keyOf,
  rootMargin = '400px',
  table,
}: {
  list: EndlessListState<T>;
  renderItem: (item: T, index: number) => ReactNode;
  keyOf: (item: T, index: number) => string | number;
  rootMargin?: string;
  table?: TableSpec<T>;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  // the latest list's loadMore, for the observer (an Effect Event: not a reason to observe anew)
  const loadMore = useEffectEvent(() => list.loadMore());
  const waiting = list.status === 'idle';

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !waiting) return;
    if (typeof IntersectionObserver === 'undefined') {
      loadMore();
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadMore();
      },
      { rootMargin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [waiting, rootMargin, list.pageNo]);

  if (list.status === 'error' && list.items.length === 0) {
    return <ErrorScreen cause={causeOf(list.error)} onRetry={list.retry} />;
  }
  const message = endMessage(list);
  return (
    <div className="ph-endless">
      {list.items.length > 0 ? <ResponsiveItems items={list.items} keyOf={keyOf} renderItem={renderItem} table={table} /> : null}
      {list.status === 'loading' ? (
        <div className="ph-endless__loading">
          <Spinner />
        </div>
      ) : null}
      {list.status === 'error' ? (
        <div className="ph-endless__error" role="alert">
          <span>error: {causeOf(list.error)}</span>
          <Button variant="outline" size="sm" onClick={list.retry}>
            retry
          </Button>
        </div>
      ) : null}
      {message ? <p className={`ph-endless__end${list.items.length === 0 ? ' ph-endless__end--empty' : ''}`}>{message}</p> : null}
      <div ref={sentinel} className="ph-endless__sentinel" aria-hidden="true" />
    </div>
  );
}
