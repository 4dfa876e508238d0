import { Link } from '@phjobs/web-core/router';
import { Async } from '@phjobs/ui/components/Async';
import { MyPageMenu, MyPageProfile, useEmployerMyPage } from '../my-page/MyPageParts';
import { PagedBranches } from './BranchRows';
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

          <PagedBranches id="master-branches-title" title="Branches">
            <Link to="/myPage/branch" className="ph-btn ph-btn--primary ph-btn--lg ph-btn--block emp-register">
              Branch management
            </Link>
          </PagedBranches>
        </div>
      )}
    </Async>
  );
}
