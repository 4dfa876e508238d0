import { Link, Route, Routes } from 'react-router';
import { NotFound } from '@phjobs/ui/components/NotFound';
import '@phjobs/ui/styles/ui.css';
import './employer.css';
import { EmployerMyPage } from './screens/EmployerMyPage';
import { PaidAdService } from './screens/paid/PaidAdService';
import { ApplicantDetailScreen } from './screens/applicants/ApplicantDetailScreen';
import { ApplicantOverview } from './screens/applicants/ApplicantOverview';
import { JobApplicants } from './screens/applicants/JobApplicants';

/** The employer remote: /myPage/* of company and master users. Exposed as './App'. */
export default function App({ basename = '' }: { basename?: string }) {
  return (
    <Routes>
      <Route path={`${basename}/myPage`} element={<EmployerMyPage />} />
      <Route path={`${basename}/myPage/ad/:jobId/paid`} element={<PaidAdService />} />
      <Route path={`${basename}/myPage/applicant`} element={<ApplicantOverview />} />
      <Route path={`${basename}/myPage/applicant/:jobId`} element={<JobApplicants />} />
      <Route path={`${basename}/myPage/applicant/:applicationId/edit`} element={<ApplicantDetailScreen />} />
      <Route path="*" element={<NotFound home={<Link to="/myPage">Go to my page</Link>} />} />
    </Routes>
  );
}
