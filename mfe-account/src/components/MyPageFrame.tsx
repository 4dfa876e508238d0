import { Suspense, type ReactNode } from 'react';
import { Link, useLocation } from '@phjobs/web-core/router';
import { PageSpinner } from '@phjobs/ui/components/Async';
import { TwoColumns } from '@phjobs/ui/components/TwoColumns';
import { currentMyPageLink } from '../domain/mypage-nav';
import { MyPageMenu } from './MyPageMenu';
import { ProfileSummary } from './ProfileSummary';

/**
 * The frame of the individual's my-page screens. On desktop: two columns, the profile summary,
 * counts and links (the current one marked) beside the screen, which loads in its own column; on a
 * phone just the screen.
 */
export function MyPageFrame({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const home = pathname.replace(/\/+$/, '') === '/myPage';
  return (
    <TwoColumns
      navLabel="My page navigation"
      nav={
        <>
          <Link to="/myPage" className="acc-frame__title" aria-current={home ? 'page' : undefined}>
            My page
          </Link>
          <ProfileSummary refreshKey={pathname}>
            <MyPageMenu current={currentMyPageLink(pathname, search)} />
          </ProfileSummary>
        </>
      }
    >
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </TwoColumns>
  );
}
