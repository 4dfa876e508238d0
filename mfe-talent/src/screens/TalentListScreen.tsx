import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { LIMITS } from '@phjobs/contracts/codes';
import { TALENT_ORDER_KEYS, TALENT_ORDER_LABEL, type TalentListItem, type TalentOrderKey } from '@phjobs/contracts/talent';
import type { FreelancerKey, TalentSpecialistKey } from '@phjobs/contracts/taxonomy';
import { PageSpinner } from '@phjobs/ui/components/Async';
import { EndlessList } from '@phjobs/ui/components/EndlessList';
import { ListToolbar, type SortOption } from '@phjobs/ui/components/ListScaffold';
import { useEndlessQuery } from '@phjobs/web-core/query';
import { fetchTalentList, type TalentListEndpoint } from '../api/talent';
import { TalentCard } from '../components/TalentCard';
import { useTalentAccess } from '../domain/access';
import { emptyTalentFilter, isFilterActive, type TalentFilter } from '../domain/talent-filter';
import { PositionProposal } from './PositionProposal';

const TalentDetailSearch = lazy(() => import('../components/TalentDetailSearch'));

/** Sort: Lastest (updatedAt, default) and View Count (employer.md section 9). */
export const TALENT_SORT_OPTIONS: readonly SortOption<TalentOrderKey>[] = TALENT_ORDER_KEYS.map((key) => ({ key, label: TALENT_ORDER_LABEL[key] }));

/**
 * A talent list screen: title, count line, sort menu, the 'Talent detail search' toggle, the
 * screen's own bar (chips) and the endless list of talent cards. Submitting the form applies the
 * filter from page 1 and closes it; changing the sort returns to page 1.
 */
export function TalentListScreen({
  title,
  endpoint,
  specialization,
  freelancer,
  bar,
}: {
  title: string;
  endpoint: TalentListEndpoint;
  specialization?: TalentSpecialistKey;
  freelancer?: FreelancerKey;
  bar?: ReactNode;
}) {
  const { access, authType } = useTalentAccess();
  const [filter, setFilter] = useState<TalentFilter>(emptyTalentFilter);
  const [sort, setSort] = useState<TalentOrderKey>('updatedAt');
  const [formOpen, setFormOpen] = useState(false);
  const [generation, setGeneration] = useState(0);
  const allowed = access === 'business' || access === 'published';
  const resetKey = JSON.stringify([endpoint, specialization ?? '', freelancer ?? '', sort, filter, authType, generation]);

  const fetchPage = useCallback(
    (pageNo: number, signal: AbortSignal) =>
      fetchTalentList(endpoint, { pageNo, orderKey: sort, filter, authType, ...(specialization ? { specialization } : {}), ...(freelancer ? { freelancer } : {}) }, signal).then((r) => ({
        items: r.list,
        total: r.count,
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- resetKey covers every input
    [resetKey],
  );
  const list = useEndlessQuery<TalentListItem>(['talent', 'list', resetKey], fetchPage, LIMITS.pageUnit, { enabled: allowed });

  if (access === 'loading') return <PageSpinner />;
  if (!allowed) return <PositionProposal />;

  const count = (list.status === 'loading' && list.pageNo === 0) || (list.status === 'error' && list.items.length === 0) ? null : (list.total ?? list.items.length);
  return (
    <div className="talent-list-screen">
      <ListToolbar
        title={title}
        count={count}
        countUnit="talents"
        sortOptions={TALENT_SORT_OPTIONS}
        sort={sort}
        onSortChange={(key) => {
          if (key !== sort) setSort(key);
        }}
        onOpenDetailSearch={() => setFormOpen(true)}
        filtersActive={isFilterActive(filter)}
      />
      {bar}
      <EndlessList list={list} keyOf={(t) => t.resumeId} renderItem={(t) => <TalentCard talent={t} />} />
      {formOpen ? (
        <Suspense fallback={<PageSpinner />}>
          <TalentDetailSearch
            initial={filter}
            onClose={() => setFormOpen(false)}
            onSubmit={(next) => {
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
