import { Link, Route, Routes } from 'react-router';
import { NotFound } from '@phjobs/ui/components/NotFound';
import '@phjobs/ui/styles/ui.css';
import './jobs.css';
import { AllJobs } from './screens/AllJobs';
import { JobAdDetailScreen } from './screens/JobAdDetail';
import { SearchResults } from './screens/SearchResults';

/** The jobs remote: /ad/*, /search, /multilingual (and later /chats). Exposed as './App'. */
export default function App({ basename = '' }: { basename?: string }) {
  return (
    <Routes>
      <Route path={`${basename}/ad/all`} element={<AllJobs />} />
      <Route path={`${basename}/ad/all/:jobId`} element={<JobAdDetailScreen />} />
      <Route path={`${basename}/ad/detail`} element={<JobAdDetailScreen />} />
      <Route path={`${basename}/search`} element={<SearchResults />} />
      <Route path="*" element={<NotFound home={<Link to="/ad/all">See all jobs</Link>} />} />
    </Routes>
  );
}
