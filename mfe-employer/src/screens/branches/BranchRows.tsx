import { useState, type ReactNode } from 'react';
import { Link } from '@phjobs/web-core/router';
import { codeName, SPECIALIZATION_TREE } from '@phjobs/contracts/taxonomy';
import { cityById, provinceById } from '@phjobs/contracts/regions';
import { Async } from '@phjobs/ui/components/Async';
import { ChevronRightIcon } from '@phjobs/ui/components/Icons';
import { Pagination } from '@phjobs/ui/components/Pagination';
import { formatDate } from '@phjobs/ui/format';
import { fileUrl } from '@phjobs/web-core/api';
import { useApiQuery } from '@phjobs/web-core/query';
import { fetchBranches, PAGE_UNIT, type BranchListItem } from '../../api/branches';
import { branchDetailLink } from './branch-rules';

/** 'City, Province' of a branch, or null. */
export const placeOf = (b: { province: string | null; city: string | null }) =>
  [b.city ? cityById(b.city)?.name : null, b.province ? provinceById(b.province)?.name : null].filter(Boolean).join(', ') || null;

export const specializationName = (code: string | null) => (code ? (codeName(SPECIALIZATION_TREE, code) ?? code) : null);

/** The registered branches, each a link to its detail (/myPage/branch?employerId=); 'No data.' when none. */
export function BranchRows({ list }: { list: readonly BranchListItem[] }) {
  if (list.length === 0) return <p className="ph-empty emp-branches__empty">No data.</p>;
  return (
    <ul className="emp-branch-list" aria-label="Branches">
      {list.map((b) => {
        const logo = fileUrl(b.logoKey);
        return (
          <li key={b.employerId}>
            <Link to={branchDetailLink(b.employerId)} className="emp-branch-row" data-employer-id={b.employerId}>
              <span className="emp-branch-row__logo" aria-hidden="true">
                {logo ? <img src={logo} alt="" /> : b.companyName.trim().charAt(0).toUpperCase()}
              </span>
              <span className="emp-branch-row__text">
                <span className="emp-branch-row__name">{b.companyName}</span>
                <span className="ph-muted emp-branch-row__meta">
                  {[b.managerName, placeOf(b), `Joined ${formatDate(b.joinedAt)}`].filter(Boolean).join(' · ')}
                </span>
              </span>
              <ChevronRightIcon width={18} height={18} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The master's branches ten a page under a titled heading ('Title (count)'), with what follows them (children). */
export function PagedBranches({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  const [page, setPage] = useState(1);
  const branches = useApiQuery(['employer', 'branches', 'page', page], (signal) => fetchBranches(page, PAGE_UNIT, signal));
  return (
    <section className="ph-section emp-branches" aria-labelledby={id}>
      <h2 id={id} className="ph-section-title">
        {title}
        {branches.data ? ` (${branches.data.resultListCount})` : ''}
      </h2>
      <Async state={branches}>
        {(b) => (
          <>
            <BranchRows list={b.list} />
            <Pagination page={page} total={b.resultListCount} pageSize={PAGE_UNIT} onChange={setPage} />
          </>
        )}
      </Async>
      {children}
    </section>
  );
}
