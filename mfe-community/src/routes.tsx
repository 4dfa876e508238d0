import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Link, Route, Routes } from '@phjobs/web-core/router';
import { PageSpinner } from '@phjobs/ui/components/Async';
import { NotFound } from '@phjobs/ui/components/NotFound';
import './community.css';
import { Home } from './screens/Home';
import { articleRoutes } from './screens/articles/articleRoutes';
import { campaignRoutes } from './screens/campaign/campaignRoutes';
import { postRoutes } from './screens/posts/postRoutes';

/** A screen in its own chunk: the home stays small, the others load when visited. */
const screen = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] })));

const EventList = screen(() => import('./screens/support/Events'), 'EventList');
const EventDetailScreen = screen(() => import('./screens/support/Events'), 'EventDetailScreen');
const Faq = screen(() => import('./screens/support/Faq'), 'Faq');
const QnaList = screen(() => import('./screens/support/Qna'), 'QnaList');
const QnaDetailScreen = screen(() => import('./screens/support/Qna'), 'QnaDetailScreen');
const QnaRegister = screen(() => import('./screens/support/SupportForms'), 'QnaRegister');
const ReportScreen = screen(() => import('./screens/support/SupportForms'), 'ReportScreen');

/** Events and notices, FAQ, inquiries and reports: [path under the basename, screen]. */
const SUPPORT_ROUTES: readonly (readonly [string, ComponentType])[] = [
  ['/event', EventList],
  ['/event/:id', EventDetailScreen],
  ['/faq', Faq],
  ['/faq/register', QnaRegister],
  ['/qna', QnaList],
  ['/qna/register', QnaRegister],
  ['/qna/:id', QnaDetailScreen],
  ['/qna/:id/register', QnaRegister],
  ['/report', ReportScreen],
];

const wrap = (node: ReactNode) => <Suspense fallback={<PageSpinner />}>{node}</Suspense>;

/** The community remote: '/' and the community areas. Exposed as './App'. */
export default function App({ basename = '' }: { basename?: string }) {
  return (
    <Routes>
      <Route path={`${basename}/`} element={<Home />} />
      {SUPPORT_ROUTES.map(([path, Screen]) => (
        <Route key={path} path={`${basename}${path}`} element={wrap(<Screen />)} />
      ))}
      {campaignRoutes(basename)}
      {articleRoutes(basename)}
      {postRoutes(basename)}
      <Route path="*" element={<NotFound home={<Link to="/">Go to the home page</Link>} />} />
    </Routes>
  );
}
