import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import type { OrderKey } from '@phjobs/contracts/jobs';
import { LIMITS } from '@phjobs/contracts/codes';
import { PageSpinner } from '@phjobs/ui/components/Async';
import { EndlessList } from '@phjobs/ui/components/EndlessList';
import { JOB_SORT_OPTIONS, ListToolbar } from '@phjobs/ui/components/ListScaffold';
import { useSession } from '@phjobs/ui/session';
import { useEndlessList } from '@phjobs/ui/useEndlessList';
import type { JobAdCard } from '@phjobs/contracts/jobs';
import { fetchAllJobs } from '../api/jobs';
import { AdCard } from '../components/AdCard';
import { clearFilter, emptyFilter, isFilterActive, loadFilter, storeFilter, type JobFilter } from '../domain/filter';

const DetailSearch = lazy(() => import('../components/DetailSearch'));

/**
 * A job list screen: count line, sort menu, 'Detail search' and the endless list of ad cards.
 * Submitting a search stores it on the device, closes the form and reloads from page 1; Reset
 * clears the stored filter and reloads; changing the sort key returns to page 1.
 */
export function JobListScreen({ screen, title, searchKey, header }: { screen: string; title?: ReactNode; searchKey?: string; header?: ReactNode }) {
  const email = useSession((s) => s.user?.email ?? '');
  const [filter, setFilter] = useState<JobFilter>(() => loadFilter(screen));
  const [sort, setSort] = useState<OrderKey>('createdAt');
  const [formOpen, setFormOpen] = useState(false);
  const [generation, setGeneration] = useState(0);

  const fetchPage = useCallback(
    (pageNo: number, signal: AbortSignal) =>
      fetchAllJobs({ pageNo, orderKey: sort, filter, ...(searchKey ? { searchKey } : {}) }, signal).then((r) => ({ items: r.list, total: r.resultListCount })),
    [sort, filter, searchKey],
  );
  const list = useEndlessList<JobAdCard>(fetchPage, LIMITS.pageUnit, JSON.stringify([screen, sort, filter, searchKey ?? '', email, generation]));

  return (
    <div className="jobs-list-screen">
      {header}
      <ListToolbar
        title={title}
        count={list.status === 'loading' && list.pageNo === 0 ? null : list.total ?? list.items.length}
        sortOptions={JOB_SORT_OPTIONS}
        sort={sort}
        onSortChange={(key) => {
          if (key !== sort) setSort(key);
        }}
        onOpenDetailSearch={() => setFormOpen(true)}
        filtersActive={isFilterActive(filter)}
      />
      <EndlessList list={list} keyOf={(ad) => ad.jobId} renderItem={(ad) => <AdCard ad={ad} />} />
      {formOpen ? (
        <Suspense fallback={<PageSpinner />}>
          <DetailSearch
            open
            initial={filter}
            onClose={() => setFormOpen(false)}
            onReset={() => {
              const cleared = emptyFilter();
              clearFilter(screen);
              setFilter(cleared);
              setGeneration((g) => g + 1);
              return cleared;
            }}
            onSubmit={(next) => {
              storeFilter(screen, next);
              setFilter(next);
              setFormOpen(false);
              setGeneration((g) => g + 1);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
