import { Link, Route, Routes } from 'react-router';
import { NotFound } from '@phjobs/ui/components/NotFound';
import '@phjobs/ui/styles/ui.css';
import './community.css';
import { Home } from './screens/Home';
import { campaignRoutes } from './screens/campaign/campaignRoutes';

/** The community remote: '/' and the community areas. Exposed as './App'. */
export default function App({ basename = '' }: { basename?: string }) {
  return (
    <Routes>
      <Route path={`${basename}/`} element={<Home />} />
      {campaignRoutes(basename)}
      <Route path="*" element={<NotFound home={<Link to="/">Go to the home page</Link>} />} />
    </Routes>
  );
}
