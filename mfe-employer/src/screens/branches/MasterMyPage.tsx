import { useState } from 'react';
import { Link } from 'react-router';
import { Async } from '@phjobs/ui/components/Async';
import { ChevronRightIcon } from '@phjobs/ui/components/Icons';
import { Pagination } from '@phjobs/ui/components/Pagination';
import { useApiQuery } from '@phjobs/web-core/query';
import { useSession } from '@phjobs/web-core/session';
import { fetchEmployerMyPage } from '../../api/employer';
import { fetchBranches, PAGE_UNIT } from '../../api/branches';
import { CompanyLogo } from '../my-page/CompanyLogo';
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
  const email = useSession((s) => s.user?.email ?? '');
  const profile = useApiQuery(['employer', 'fetchEmployerMyPage', email], (signal) => fetchEmployerMyPage(signal));
  return (
    <Async state={profile}>
      {(p) => (
        <div className="emp-mypage">
          <section className="emp-profile">
            <CompanyLogo companyName={p.companyName} logoKey={p.logoKey} />
            <div className="emp-profile__names">
              <p className="emp-master-badge">Master account</p>
              <h1 className="emp-profile__company">{p.companyName}</h1>
              <p className="ph-muted">Manager: {p.managerName}</p>
            </div>
          </section>

          <section className="ph-section" aria-label="Menu">
            <ul className="emp-menu">
              {SHORTCUTS.map((s) => (
                <li key={s.to}>
                  <Link to={s.to} className="emp-menu__item">
                    {s.label}
                    <ChevronRightIcon width={18} height={18} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>

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
