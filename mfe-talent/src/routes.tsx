import { Link, Route, Routes } from '@phjobs/web-core/router';
import { NotFound } from '@phjobs/ui/components/NotFound';
import './talent.css';
import { RecentTalents } from './screens/RecentTalents';
import { ScrappedTalents } from './screens/ScrappedTalents';
import { TalentHome } from './screens/TalentHome';
import { AllTalents, FreelancerTalents, SpecialistTalents, TodayTalents } from './screens/TalentLists';
import { OfferAdScreen, OfferDetailScreen } from './screens/offer/OfferDetail';
import { OfferListScreen } from './screens/offer/OfferList';
import { OfferStatusScreen } from './screens/offer/OfferStatus';
import { SendOfferScreen } from './screens/offer/SendOffer';
import { TalentResumeScreen } from './screens/resume/TalentResume';

/** The talent remote: /talent/*, /offer/* and, for company users, /myPage/talent/*. Exposed as './App'. */
export default function App({ basename = '' }: { basename?: string }) {
  const b = basename;
  return (
    <Routes>
      <Route path={`${b}/talent`} element={<TalentHome />} />
      <Route path={`${b}/talent/all`} element={<AllTalents />} />
      <Route path={`${b}/talent/today`} element={<TodayTalents />} />
      <Route path={`${b}/talent/specialist`} element={<SpecialistTalents />} />
      <Route path={`${b}/talent/freelancer`} element={<FreelancerTalents />} />
      <Route path={`${b}/talent/recent`} element={<RecentTalents />} />
      <Route path={`${b}/myPage/talent`} element={<ScrappedTalents />} />

      {/* The talent resume view and the offer screens */}
      <Route path={`${b}/talent/:slug/:id`} element={<TalentResumeScreen from="talent" />} />
      <Route path={`${b}/talent/:slug/:id/offer`} element={<SendOfferScreen from="talent" />} />
      <Route path={`${b}/talent/:slug/:id/status`} element={<OfferStatusScreen />} />
      <Route path={`${b}/myPage/talent/:id`} element={<TalentResumeScreen from="myPage" />} />
      <Route path={`${b}/myPage/talent/:id/offer`} element={<SendOfferScreen from="myPage" />} />
      <Route path={`${b}/offer`} element={<OfferListScreen />} />
      <Route path={`${b}/offer/:offerId`} element={<OfferDetailScreen />} />
      <Route path={`${b}/offer/:offerId/ad/:jobId`} element={<OfferAdScreen />} />
      <Route path={`${b}/offer/:offerId/resume/:resumeId`} element={<TalentResumeScreen from="offer" />} />

      <Route path="*" element={<NotFound home={<Link to="/">Go to the home page</Link>} />} />
    </Routes>
  );
}
