import { lazy, Suspense } from 'react';
import { Link, Route, Routes } from 'react-router';
import { PageSpinner } from '@phjobs/ui/components/Async';
import { NotFound } from '@phjobs/ui/components/NotFound';
import '@phjobs/ui/styles/ui.css';
import './employer.css';
import { EmployerMyPage } from './screens/EmployerMyPage';

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
      <Route path={`${basename}/myPage/ad/register`} element={adForm('register')} />
      <Route path={`${basename}/myPage/ad/:id/edit`} element={adForm('edit')} />
      <Route path={`${basename}/myPage/ad/:id/reregister`} element={adForm('reregister')} />
      <Route path="*" element={<NotFound home={<Link to="/myPage">Go to my page</Link>} />} />
    </Routes>
  );
}
