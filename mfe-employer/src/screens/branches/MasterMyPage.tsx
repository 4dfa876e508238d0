import { useState } from 'react';
import { Link } from 'react-router';
import { Async } from '@phjobs/ui/components/Async';
import { Pagination } from '@phjobs/ui/components/Pagination';
import { useApiQuery } from '@phjobs/web-core/query';
import { fetchBranches, PAGE_UNIT } from '../../api/branches';
import { MyPageMenu, MyPageProfile, useEmployerMyPage } from '../my-page/MyPageParts';
import { BranchRows } from './BranchRows';
import './branches.css';

const SHORTCUTS = [
  { to: '/myPage/branch/ad', label: 'Job ad management by branch' },
  { to: '/myPage/branch/applicant', label: 'Applicant management by branch' },
  { to: '/myPage/userInfo', label: 'Member information' },
];

/**
 * /myPage for master companies (employer.md 'Master account'): the logo, the company and manager
 * names, the links to the branch ad and applicant screens (and to member information, which serves
 * masters too), the branches ten a page, and the button to branch management (/myPage/branch).
 */
export function MasterMyPage() {
  const profile = useEmployerMyPage();
  return (
    <Async state={profile}>
      {(p) => (
        <div className="emp-mypage">
          <MyPageProfile profile={p} badge="Master account" />
          <MyPageMenu items={SHORTCUTS} />

          <BranchPages />
        </div>
      )}
    </Async>
  );
}

function BranchPages() {
  const [page, setPage] = useState(1);
  const branches = useApiQuery(['employer', 'branches', 'page', page], (signal) => fetchBranches(page, PAGE_UNIT, signal));
  return (
    <section className="ph-section emp-branches" aria-labelledby="master-branches-title">
      <div className="emp-branches__head">
        <h2 id="master-branches-title" className="ph-section-title">
          Branches{branches.data ? ` (${branches.data.resultListCount})` : ''}
        </h2>
      </div>
      <Async state={branches}>
        {(b) => (
          <>
            <BranchRows list={b.list} />
            <Pagination page={page} total={b.resultListCount} pageSize={PAGE_UNIT} onChange={setPage} />
          </>
        )}
      </Async>
      <Link to="/myPage/branch" className="ph-btn ph-btn--primary ph-btn--lg ph-btn--block emp-register">
        Branch management
      </Link>
    </section>
  );
}
