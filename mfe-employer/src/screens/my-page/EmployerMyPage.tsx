import { Link } from '@phjobs/web-core/router';
import { AD_STATUS } from '@phjobs/contracts/codes';
import { Async } from '@phjobs/ui/components/Async';
import { formatCount } from '@phjobs/ui/format';
import { useSession } from '@phjobs/web-core/session';
import type { EmployerMyPageResponse } from '../../api/employer';
import { MyPageMenu, MyPageProfile, useEmployerMyPage } from './MyPageParts';
import { EmployerNews } from './EmployerNews';
import { MasterMyPage } from '../branches/MasterMyPage';
import './my-page.css';

/** The ad counters and the tab each one opens on /myPage/ad. */
export const AD_COUNTERS = [
  { tab: '012C', label: AD_STATUS['012C'], count: (p: EmployerMyPageResponse) => p.ongoingCount },
  { tab: '012A', label: 'Under review', count: (p: EmployerMyPageResponse) => p.underReviewCount },
  { tab: '012D', label: AD_STATUS['012D'], count: (p: EmployerMyPageResponse) => p.endCount },
] as const;

const SHORTCUTS = [
  { to: '/myPage/ad', label: 'Job ad management' },
  { to: '/myPage/applicant', label: 'Applicant management' },
  { to: '/myPage/talent', label: 'Scrapped talents' },
  { to: '/myPage/chats', label: 'Chats' },
  { to: '/myPage/userInfo', label: 'Member information' },
  { to: '/myPage/userInfo/certify', label: 'Business permit' },
];

/**
 * /myPage for company users (master companies get MasterMyPage): the logo (change through a media upload, delete after a
 * confirmation), company and manager names, the ad counts linking to their tabs of /myPage/ad,
 * 'Job ad register', the menu, and My news.
 */
export function EmployerMyPage() {
  const userType = useSession((s) => s.user?.userType ?? null);
  return userType === 'master.company' ? <MasterMyPage /> : <CompanyMyPage />;
}

function CompanyMyPage() {
  const profile = useEmployerMyPage();
  return (
    <Async state={profile}>
      {(p) => {
        return (
          <div className="emp-mypage">
            <MyPageProfile profile={p} />

            <section className="ph-section" aria-label="Job ads by status">
              <div className="emp-counters">
                {AD_COUNTERS.map((c) => (
                  <Link key={c.tab} to={`/myPage/ad?tab=${c.tab}`} className="emp-counter">
                    <span className="emp-counter__value">{formatCount(c.count(p))}</span>
                    <span className="emp-counter__label">{c.label}</span>
                  </Link>
                ))}
              </div>
              <Link to="/myPage/ad/register" className="ph-btn ph-btn--primary ph-btn--lg ph-btn--block emp-register">
                Job ad register
              </Link>
            </section>

            <MyPageMenu items={SHORTCUTS} />

            <EmployerNews />
          </div>
        );
      }}
    </Async>
  );
}
