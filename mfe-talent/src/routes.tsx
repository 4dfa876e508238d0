import { Link, Route, Routes } from 'react-router';
import { NotFound } from '@phjobs/ui/components/NotFound';
import '@phjobs/ui/styles/ui.css';
import './talent.css';
import { RecentTalents } from './screens/RecentTalents';
import { ScrappedTalents } from './screens/ScrappedTalents';
import { TalentHome } from './screens/TalentHome';
import { AllTalents, FreelancerTalents, SpecialistTalents, TodayTalents } from './screens/TalentLists';

/** The talent remote: /talent/*, /offer/* and, for company users, /myPage/talent/*. Exposed as './App'. */
export default function App({ basename = '' }: { basename?: string }) {
  return (
    <Routes>
      <Route path={`${basename}/talent`} element={<TalentHome />} />
      <Route path={`${basename}/talent/all`} element={<AllTalents />} />
      <Route path={`${basename}/talent/today`} element={<TodayTalents />} />
      <Route path={`${basename}/talent/specialist`} element={<SpecialistTalents />} />
      <Route path={`${basename}/talent/freelancer`} element={<FreelancerTalents />} />
      <Route path={`${basename}/talent/recent`} element={<RecentTalents />} />
      <Route path={`${basename}/myPage/talent`} element={<ScrappedTalents />} />
      <Route path="*" element={<NotFound home={<Link to="/">Go to the home page</Link>} />} />
    </Routes>
  );
}
