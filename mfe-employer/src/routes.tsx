import { Link, Navigate, Route, Routes, useParams } from 'react-router';
import { NotFound } from '@phjobs/ui/components/NotFound';
import '@phjobs/ui/styles/ui.css';
import './employer.css';
import { PaidAdService } from './screens/paid/PaidAdService';
import { ApplicantDetailScreen } from './screens/applicants/ApplicantDetailScreen';
import { ApplicantOverview } from './screens/applicants/ApplicantOverview';
import { JobApplicants } from './screens/applicants/JobApplicants';
import { AdManagement } from './screens/ad-management/AdManagement';
import { EmployerMyPage } from './screens/my-page/EmployerMyPage';

/** /myPage/ad/{jobId}: the company's own ad as job seekers see it (the ad detail answers the owner any status). */
function OwnAd() {
  const { jobId } = useParams();
  return <Navigate replace to={`/ad/all/${jobId ?? ''}`} />;
}

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
      <Route path="*" element={<NotFound home={<Link to="/myPage">Go to my page</Link>} />} />
    </Routes>
  );
}
