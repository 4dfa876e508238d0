import { Link, Route, Routes } from 'react-router';
import { NotFound } from '@phjobs/ui/components/NotFound';
import '@phjobs/ui/styles/ui.css';
import './talent.css';
import { TalentHome } from './screens/TalentHome';

/** The talent remote: /talent/* and /offer/*. Exposed as './App'. */
export default function App({ basename = '' }: { basename?: string }) {
  return (
    <Routes>
      <Route path={`${basename}/talent`} element={<TalentHome />} />
      <Route path="*" element={<NotFound home={<Link to="/">Go to the home page</Link>} />} />
    </Routes>
  );
}
