import { lazy, Suspense } from 'react';
import { Link, Navigate, Route, Routes, useParams } from '@phjobs/web-core/router';
import { PageSpinner } from '@phjobs/ui/components/Async';
import { NotFound } from '@phjobs/ui/components/NotFound';
import './employer.css';
import { PaidAdService } from './screens/paid/PaidAdService';
import { ApplicantDetailScreen } from './screens/applicants/ApplicantDetailScreen';
import { ApplicantOverview } from './screens/applicants/ApplicantOverview';
import { JobApplicants } from './screens/applicants/JobApplicants';
import { AdManagement } from './screens/ad-management/AdManagement';
import { EmployerMyPage } from './screens/my-page/EmployerMyPage';
import { BranchAds } from './screens/branches/BranchAds';
import { BranchApplicants } from './screens/branches/BranchApplicants';
import { BranchEdit } from './screens/branches/BranchEdit';
import { BranchManagement } from './screens/branches/BranchManagement';
import { MasterOnly } from './screens/branches/MasterOnly';
import { MemberEdit } from './screens/member/MemberEdit';
import { MemberInfo } from './screens/member/MemberInfo';
import { MemberPassword } from './screens/member/MemberPassword';
import { MemberWithdraw, WithdrawDone } from './screens/member/MemberWithdraw';
import { PermitCertify } from './screens/member/PermitCertify';

/** /myPage/ad/{jobId}: the company's own ad as job seekers see it (the ad detail answers the owner any status). */
function OwnAd() {
  const { jobId } = useParams();
  return <Navigate replace to={`/ad/all/${jobId ?? ''}`} />;
}

/** /myPage/branch/ad/{jobId}: a branch's ad as job seekers see it (as OwnAd). */
function BranchAd() {
  const { jobId } = useParams();
  return <Navigate replace to={`/ad/all/${jobId ?? ''}`} />;
}

/** The job ad wizard in its own chunk (pickers, uploads, the ZIP writer). */
const AdFormWizard = lazy(() => import(/* webpackChunkName: "ad-form" */ './screens/ad-form/AdFormWizard').then((m) => ({ default: m.AdFormWizard })));
const adForm = (mode: 'register' | 'edit' | 'reregister') => (
  <Suspense fallback={<PageSpinner />}>
    <AdFormWizard mode={mode} />
  </Suspense>
);

/** The employer remote: /myPage/* of company and master users. Exposed as './App'. */
export default function App({ basename = '' }: { basename?: string }) {
  return (
    <Routes>
      <Route path={`${basename}/myPage`} element={<EmployerMyPage />} />
      <Route path={`${basename}/myPage/ad/:jobId/paid`} element={<PaidAdService />} />
      <Route path={`${basename}/myPage/applicant`} element={<ApplicantOverview />} />
      <Route path={`${basename}/myPage/applicant/:jobId`} element={<JobApplicants />} />
      <Route path={`${basename}/myPage/applicant/:applicationId/edit`} element={<ApplicantDetailScreen />} />
      <Route path={`${basename}/myPage/ad`} element={<AdManagement />} />
      <Route path={`${basename}/myPage/ad/:jobId`} element={<OwnAd />} />
      <Route path={`${basename}/myPage/ad/register`} element={adForm('register')} />
      <Route path={`${basename}/myPage/ad/:id/edit`} element={adForm('edit')} />
      <Route path={`${basename}/myPage/ad/:id/reregister`} element={adForm('reregister')} />
      <Route path={`${basename}/myPage/branch`} element={<MasterOnly><BranchManagement /></MasterOnly>} />
      <Route path={`${basename}/myPage/branch/edit`} element={<MasterOnly><BranchEdit /></MasterOnly>} />
      <Route path={`${basename}/myPage/branch/ad`} element={<MasterOnly><BranchAds /></MasterOnly>} />
      <Route path={`${basename}/myPage/branch/ad/:jobId`} element={<MasterOnly><BranchAd /></MasterOnly>} />
      <Route path={`${basename}/myPage/branch/ad/:jobId/applicants`} element={<MasterOnly><JobApplicants branch /></MasterOnly>} />
      <Route path={`${basename}/myPage/branch/applicant`} element={<MasterOnly><BranchApplicants /></MasterOnly>} />
      <Route path={`${basename}/myPage/branch/applicant/:applicationId`} element={<MasterOnly><ApplicantDetailScreen branch /></MasterOnly>} />
      <Route path={`${basename}/myPage/userInfo`} element={<MemberInfo />} />
      <Route path={`${basename}/myPage/userInfo/edit`} element={<MemberEdit />} />
      <Route path={`${basename}/myPage/userInfo/pw`} element={<MemberPassword />} />
      <Route path={`${basename}/myPage/userInfo/withdraw`} element={<MemberWithdraw />} />
      <Route path={`${basename}/myPage/userInfo/withdraw/done`} element={<WithdrawDone />} />
      <Route path={`${basename}/myPage/userInfo/certify`} element={<PermitCertify />} />
      <Route path="*" element={<NotFound home={<Link to="/myPage">Go to my page</Link>} />} />
    </Routes>
  );
}
