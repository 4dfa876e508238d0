import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import type { JobAdCard, OrderKey } from '@phjobs/contracts/jobs';
import { LIMITS } from '@phjobs/contracts/codes';
import { causeOf } from '@phjobs/ui/cause';
import { ApiError, type QueryValue } from '@phjobs/web-core/api';
import { PageSpinner } from '@phjobs/ui/components/Async';
import { EndlessList } from '@phjobs/ui/components/EndlessList';
import { ErrorScreen } from '@phjobs/ui/components/ErrorScreen';
import { JOB_SORT_OPTIONS, ListToolbar } from '@phjobs/ui/components/ListScaffold';
import { Pagination } from '@phjobs/ui/components/Pagination';
import { Spinner } from '@phjobs/ui/components/Spinner';
import { NO_DATA } from '@phjobs/ui/endless';
import { useSession } from '@phjobs/web-core/session';
import { useApiQuery, useEndlessQuery } from '@phjobs/web-core/query';
import { useIsDesktop } from '@phjobs/ui/useIsDesktop';
import { fetchJobList, type ListEndpoint, type ListPage, type ListParams } from '../api/jobs';
import { AdCard } from '../components/AdCard';
import type { HiddenField } from '../components/DetailSearch';
import { JobSplit } from '../components/JobSplit';
import { clearFilter, emptyFilter, isFilterActive, loadFilter, storeFilter, type JobFilter } from '../domain/filter';

const DetailSearch = lazy(() => import('../components/DetailSearch'));

export type JobListScreenProps = {
  /** Device key of the screen's stored Detail search (`jobFilter:<screen>`). */
  screen: string;
  title?: ReactNode;
  /** POST /api/jobAds/{endpoint}; allJobs by default. */
  endpoint?: ListEndpoint;
  /** More query parameters (safeType, isMulti, ...). */
  query?: Record<string, QueryValue>;
  /** Body fields the screen sets itself (its picks), over the Detail search's. */
  body?: Record<string, unknown>;
  searchKey?: string;
  searchType?: string;
  /** Above the toolbar (a search header). */
  header?: ReactNode;
  /** Between the toolbar and the list (a picks bar, tabs, a banner). */
  bar?: ReactNode;
  /** Detail search fields the screen sets itself. */
  hide?: readonly HiddenField[];
  /** 'numbered' pages (multilingual, 20 a page) instead of the endless list. */
  paging?: 'endless' | 'numbered';
  pageUnit?: number;
  /** The filter before anything is stored, and what Reset returns to. */
  defaultFilter?: () => JobFilter;
};

/** A list call the server does not answer yet reads plainly on the error screen. */
function explain(error: unknown): never {
  if (error instanceof ApiError && error.status === 404) {
    throw new ApiError(404, error.code, 'This list is not available yet: the server does not answer this call.');
  }
  throw error;
}

/**
 * A job list screen: count line, sort menu, 'Detail search' and the list of ad cards.
 * Submitting a search stores it on the device, closes the form and reloads from page 1; Reset
 * clears the stored filter and reloads; changing the sort key returns to page 1.
 * On desktop (JobSplit) the same form is a sidebar, always open, and the selected ad's detail
 * shows beside the list.
 */
export function JobListScreen({
  screen,
  title,
  endpoint = 'allJobs',
  query,
  body,
  searchKey,
  searchType,
  header,
  bar,
  hide,
  paging = 'endless',
  pageUnit = paging === 'numbered' ? LIMITS.multilingualPageUnit : LIMITS.pageUnit,
  defaultFilter = emptyFilter,
}: JobListScreenProps) {
  const email = useSession((s) => s.user?.email ?? '');
  const desktop = useIsDesktop();
  const [filter, setFilter] = useState<JobFilter>(() => loadFilter(screen, defaultFilter));
  const [sort, setSort] = useState<OrderKey>('createdAt');
  const [formOpen, setFormOpen] = useState(false);
  const [generation, setGeneration] = useState(0);
  const [page, setPage] = useState(1);
  const resetKey = JSON.stringify([screen, endpoint, sort, filter, query ?? null, body ?? null, searchKey ?? '', searchType ?? '', email, generation]);

  const params = useCallback(
    (pageNo: number): ListParams => ({
      pageNo,
      orderKey: sort,
      filter,
      pageUnit,
      ...(searchKey ? { searchKey } : {}),
      ...(searchType ? { searchType } : {}),
      ...(query ? { query } : {}),
      ...(body ? { body } : {}),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- resetKey covers every input
    [resetKey, pageUnit],
  );

  const fetchPage = useCallback(
    (pageNo: number, signal: AbortSignal) =>
      fetchJobList(endpoint, params(pageNo), signal)
        .catch(explain)
        .then((r: ListPage) => ({ items: r.list, total: r.resultListCount })),
    [endpoint, params],
  );
  const endless = useEndlessQuery<JobAdCard>(['jobs', 'list', resetKey], fetchPage, pageUnit, { enabled: paging === 'endless' });
  const numbered = useApiQuery(['jobs', 'fetchJobList', resetKey, page], (signal) => fetchJobList(endpoint, params(page), signal).catch(explain), { enabled: paging === 'numbered' });

  const restart = () => {
    setPage(1);
    setGeneration((g) => g + 1);
  };

  const count =
    paging === 'numbered'
      ? numbered.status === 'success'
        ? (numbered.data.resultListCount ?? numbered.data.list.length)
        : null
      : (endless.status === 'loading' && endless.pageNo === 0) || (endless.status === 'error' && endless.items.length === 0)
        ? null
        : (endless.total ?? endless.items.length);

  const reset = () => {
    const cleared = defaultFilter();
    clearFilter(screen);
    setFilter(cleared);
    restart();
    return cleared;
  };
  const submit = (next: JobFilter) => {
    storeFilter(screen, next);
    setFilter(next);
    setFormOpen(false);
    restart();
  };

  // Beside the search results' own keyword box, a second 'Keyword' in the sidebar would only confuse.
  const sideHide: readonly HiddenField[] = header !== undefined && searchKey !== undefined ? [...(hide ?? []), 'keyword'] : (hide ?? []);
  const sidebar = desktop ? (
    <Suspense fallback={<Spinner />}>
      <DetailSearch open variant="sidebar" initial={filter} hide={sideHide} onClose={() => undefined} onReset={reset} onSubmit={submit} />
    </Suspense>
  ) : undefined;

  return (
    <JobSplit side={sidebar}>
      <div className="jobs-list-screen">
        {header}
        <ListToolbar
          title={title}
          count={count}
          sortOptions={JOB_SORT_OPTIONS}
          sort={sort}
          onSortChange={(key) => {
            if (key !== sort) {
              setSort(key);
              setPage(1);
            }
          }}
          {...(desktop ? {} : { onOpenDetailSearch: () => setFormOpen(true) })}
          filtersActive={isFilterActive(filter)}
        />
        {bar}
        {paging === 'endless' ? (
          <EndlessList list={endless} keyOf={(ad) => ad.jobId} renderItem={(ad) => <AdCard ad={ad} />} />
        ) : numbered.status === 'error' ? (
          <ErrorScreen cause={causeOf(numbered.error)} onRetry={numbered.reload} />
        ) : numbered.status === 'loading' || !numbered.data ? (
          <div className="ph-endless__loading">
            <Spinner />
          </div>
        ) : numbered.data.list.length === 0 ? (
          <p className="ph-endless__end ph-endless__end--empty">{NO_DATA}</p>
        ) : (
          <>
            <ul className="ph-endless__items">
              {numbered.data.list.map((ad) => (
                <li key={ad.jobId}>
                  <AdCard ad={ad} />
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              total={numbered.data.resultListCount ?? numbered.data.list.length}
              pageSize={pageUnit}
              onChange={(n) => {
                setPage(n);
                window.scrollTo({ top: 0 });
              }}
            />
          </>
        )}
        {formOpen && !desktop ? (
          <Suspense fallback={<PageSpinner />}>
            <DetailSearch open initial={filter} {...(hide ? { hide } : {})} onClose={() => setFormOpen(false)} onReset={reset} onSubmit={submit} />
          </Suspense>
        ) : null}
      </div>
    </JobSplit>
  );
}
