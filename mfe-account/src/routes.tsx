import { lazy, Suspense, type ReactNode } from 'react';
import { Link, Route, Routes } from '@phjobs/web-core/router';
import { PageSpinner } from '@phjobs/ui/components/Async';
import { NotFound } from '@phjobs/ui/components/NotFound';
import './account.css';
import { RequireCertified } from './components/RequireCertified';
import { RequireIndividual } from './components/RequireIndividual';
import { Login } from './screens/Login';
import { RegisterChooser } from './screens/RegisterChooser';

// Each screen group is its own chunk: /enter loads only the login.

const SocialLanding = lazy(() => import('./screens/SocialLanding').then((m) => ({ default: m.SocialLanding })));
const DevOutbox = lazy(() => import('./screens/DevOutbox').then((m) => ({ default: m.DevOutbox })));
const FindEmail = lazy(() => import('./screens/recovery/FindEmail').then((m) => ({ default: m.FindEmail })));
const FindPw = lazy(() => import('./screens/recovery/FindPw').then((m) => ({ default: m.FindPw })));
const IndividualSignup = lazy(() => import('./screens/register/IndividualSignup').then((m) => ({ default: m.IndividualSignup })));
const BusinessSignup = lazy(() => import('./screens/register/BusinessSignup').then((m) => ({ default: m.BusinessSignup })));
const SocialSignup = lazy(() => import('./screens/register/SocialSignup').then((m) => ({ default: m.SocialSignup })));
const MyPageFrame = lazy(() => import('./components/MyPageFrame').then((m) => ({ default: m.MyPageFrame })));
const MyPage = lazy(() => import('./screens/mypage/MyPage').then((m) => ({ default: m.MyPage })));
const UserInfo = lazy(() => import('./screens/mypage/UserInfo').then((m) => ({ default: m.UserInfo })));
const Certify = lazy(() => import('./screens/mypage/UserInfo').then((m) => ({ default: m.Certify })));
const UserInfoEdit = lazy(() => import('./screens/mypage/UserInfoEdit').then((m) => ({ default: m.UserInfoEdit })));
const ChangePassword = lazy(() => import('./screens/mypage/ChangePassword').then((m) => ({ default: m.ChangePassword })));
const Withdraw = lazy(() => import('./screens/mypage/Withdraw').then((m) => ({ default: m.Withdraw })));
const WithdrawDone = lazy(() => import('./screens/mypage/Withdraw').then((m) => ({ default: m.WithdrawDone })));
const Scrap = lazy(() => import('./screens/mypage/Scrap').then((m) => ({ default: m.Scrap })));
const MyTalk = lazy(() => import('./screens/mypage/MyTalk').then((m) => ({ default: m.MyTalk })));
const ResumeList = lazy(() => import('./screens/resume/ResumeList').then((m) => ({ default: m.ResumeList })));
const ResumeDetail = lazy(() => import('./screens/resume/ResumeDetail').then((m) => ({ default: m.ResumeDetail })));
const ResumeEditor = lazy(() => import('./screens/resume/ResumeEditor').then((m) => ({ default: m.ResumeEditor })));
const Applications = lazy(() => import('./screens/application/Applications').then((m) => ({ default: m.Applications })));
const MyView = lazy(() => import('./screens/view/MyView').then((m) => ({ default: m.MyView })));
const OfferView = lazy(() => import('./screens/view/OfferView').then((m) => ({ default: m.OfferView })));
const OfferAnswer = lazy(() => import('./screens/view/OfferView').then((m) => ({ default: m.OfferAnswer })));
const OfferJob = lazy(() => import('./screens/view/OfferJob').then((m) => ({ default: m.OfferJob })));

/**
 * A my-page screen: individual members only, in the my-page frame (on desktop the profile and links
 * beside the screen). Every my-page route renders the same frame, so moving between them keeps the
 * frame and changes only the screen.
 */
const member = (node: ReactNode) => (
  <RequireIndividual>
    <MyPageFrame>{node}</MyPageFrame>
  </RequireIndividual>
);

/**
 * The account remote: /enter*, /register*, /dev/outbox and /myPage/* of individuals and visitors
 * (routes table in ../README.md). Exposed as './App'.
 */
export default function App({ basename = '' }: { basename?: string }) {
  const b = basename;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path={`${b}/enter`} element={<Login />} />
        <Route path={`${b}/enter/social`} element={<SocialLanding />} />
        <Route path={`${b}/enter/findEmail`} element={<FindEmail />} />
        <Route path={`${b}/enter/findPw`} element={<FindPw />} />
        <Route path={`${b}/enter/dev/outbox`} element={<DevOutbox />} />
        <Route path={`${b}/dev/outbox`} element={<DevOutbox />} />

        <Route path={`${b}/register`} element={<RegisterChooser />} />
        <Route path={`${b}/register/individual`} element={<IndividualSignup />} />
        <Route path={`${b}/register/business`} element={<BusinessSignup key="business" kind="business" />} />
        <Route path={`${b}/register/master`} element={<BusinessSignup key="master" kind="master" />} />
        <Route path={`${b}/register/social`} element={<SocialSignup />} />

        <Route path={`${b}/myPage`} element={member(<MyPage />)} />
        <Route path={`${b}/myPage/userInfo`} element={member(<UserInfo />)} />
        <Route path={`${b}/myPage/userInfo/certify`} element={member(<Certify />)} />
        {/* two steps each: without the identity check's token these go to /myPage/userInfo/certify */}
        <Route path={`${b}/myPage/userInfo/edit`} element={member(<RequireCertified next="edit">{(t) => <UserInfoEdit certifyToken={t} />}</RequireCertified>)} />
        <Route path={`${b}/myPage/userInfo/pw`} element={member(<RequireCertified next="pw">{(t) => <ChangePassword certifyToken={t} />}</RequireCertified>)} />
        <Route path={`${b}/myPage/userInfo/withdraw`} element={member(<RequireCertified next="withdraw">{(t) => <Withdraw certifyToken={t} />}</RequireCertified>)} />
        <Route path={`${b}/myPage/userInfo/withdraw/done`} element={<WithdrawDone />} />

        <Route path={`${b}/myPage/resume`} element={member(<ResumeList />)} />
        <Route path={`${b}/myPage/resume/register`} element={member(<ResumeEditor key="create" mode="create" />)} />
        <Route path={`${b}/myPage/resume/:id`} element={member(<ResumeDetail />)} />
        <Route path={`${b}/myPage/resume/:id/edit`} element={member(<ResumeEditor key="edit" mode="edit" />)} />

        <Route path={`${b}/myPage/application`} element={member(<Applications />)} />
        <Route path={`${b}/myPage/scrap`} element={member(<Scrap />)} />

        <Route path={`${b}/myPage/view`} element={member(<MyView />)} />
        <Route path={`${b}/myPage/view/resume/:id`} element={member(<ResumeDetail readOnly />)} />
        <Route path={`${b}/myPage/view/offer/:offerId`} element={member(<OfferView />)} />
        <Route path={`${b}/myPage/view/offer/:offerId/edit`} element={member(<OfferAnswer />)} />
        <Route path={`${b}/myPage/view/offer/:offerId/edit/:jobId`} element={member(<OfferJob />)} />
        <Route path={`${b}/myPage/view/offer/:offerId/ad/:jobId`} element={member(<OfferJob />)} />

        {/* the rows open /myPage/myTalk/{jobTalk|interview|counseling}/{id}: the community remote's detail views (the shell routes them there) */}
        <Route path={`${b}/myPage/myTalk`} element={member(<MyTalk />)} />
        <Route path="*" element={<NotFound home={<Link to="/">Go to the home page</Link>} />} />
      </Routes>
    </Suspense>
  );
}
