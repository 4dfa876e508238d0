import { NewsFeed } from '../../components/NewsFeed';
import { MyPageMenu } from '../../components/MyPageMenu';
import { ProfileSummary } from '../../components/ProfileSummary';
import { useIsDesktop } from '@phjobs/ui/useIsDesktop';

/**
 * /myPage: the individual my-page (profile, counts, links) and 'My news'. On desktop the profile,
 * counts and links are the navigation column of the my-page frame (MyPageFrame), so the screen is
 * 'My news'.
 */
export function MyPage() {
  const desktop = useIsDesktop();
  return (
    <div className="ph-page">
      {/* the screen's name for assistive technology and the document title; the profile says it to the eye */}
      <h1 className="ph-visually-hidden">My page</h1>
      {desktop ? null : (
        <ProfileSummary>
          <MyPageMenu />
        </ProfileSummary>
      )}
      <NewsFeed />
    </div>
  );
}
