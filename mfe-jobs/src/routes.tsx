import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Link, Route, Routes } from '@phjobs/web-core/router';
import { PageSpinner } from '@phjobs/ui/components/Async';
import { NotFound } from '@phjobs/ui/components/NotFound';
import './jobs.css';
import { AllJobs } from './screens/AllJobs';

/** A screen in its own chunk: /ad/all stays small, the others load when visited. */
const screen = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const JobAdDetailScreen = screen(() => import('./screens/JobAdDetail'), 'JobAdDetailScreen');
const SearchResults = screen(() => import('./screens/SearchResults'), 'SearchResults');
const EntryLevelJobs = screen(() => import('./screens/SimpleLists'), 'EntryLevelJobs');
const RegularJobs = screen(() => import('./screens/SimpleLists'), 'RegularJobs');
const TodayJobs = screen(() => import('./screens/SimpleLists'), 'TodayJobs');
const WithFriendJobs = screen(() => import('./screens/SimpleLists'), 'WithFriendJobs');
const VerifiedJobs = screen(() => import('./screens/VerifiedJobs'), 'VerifiedJobs');
const PeriodJobs = screen(() => import('./screens/PeriodJobs'), 'PeriodJobs');
const RecentJobs = screen(() => import('./screens/RecentJobs'), 'RecentJobs');
const MultilingualJobs = screen(() => import('./screens/MultilingualJobs'), 'MultilingualJobs');
const RegionJobs = screen(() => import('./screens/PickerScreens'), 'RegionJobs');
const SpecializationJobs = screen(() => import('./screens/PickerScreens'), 'SpecializationJobs');
const WelfareJobs = screen(() => import('./screens/PickerScreens'), 'WelfareJobs');
const PreferenceJobs = screen(() => import('./screens/PickerScreens'), 'PreferenceJobs');
const SalaryJobs = screen(() => import('./screens/PickerScreens'), 'SalaryJobs');
const JobMap = screen(() => import('./screens/JobMap'), 'JobMap');
const ApplyScreen = screen(() => import('./screens/Apply'), 'ApplyScreen');
const AppliedScreen = screen(() => import('./screens/Applied'), 'AppliedScreen');
const ChatRoomScreen = screen(() => import('./screens/ChatRoom'), 'ChatRoomScreen');
const ChatListScreen = screen(() => import('./screens/ChatList'), 'ChatListScreen');

/** Every route of the remote: [path under the basename, screen]. */
export const JOB_ROUTES: readonly (readonly [string, ComponentType])[] = [
  ['/ad/all', AllJobs],
  ['/ad/all/:jobId', JobAdDetailScreen],
  ['/ad/detail', JobAdDetailScreen],
  ['/ad/beginner', EntryLevelJobs],
  ['/ad/map', JobMap],
  ['/ad/period', PeriodJobs],
  ['/ad/preference', PreferenceJobs],
  ['/ad/recent', RecentJobs],
  ['/ad/region', RegionJobs],
  ['/ad/regular', RegularJobs],
  ['/ad/safe', VerifiedJobs],
  ['/ad/salary', SalaryJobs],
  ['/ad/specialization', SpecializationJobs],
  ['/ad/today', TodayJobs],
  ['/ad/welfare', WelfareJobs],
  ['/ad/withFriend', WithFriendJobs],
  ['/ad/apply/:method', ApplyScreen],
  ['/ad/applied', AppliedScreen],
  ['/multilingual', MultilingualJobs],
  ['/search', SearchResults],
  ['/chats/apply/:room', ChatRoomScreen],
  // the shell sends /myPage/chats here for everyone (lead's decision, issue 15)
  ['/myPage/chats', ChatListScreen],
];

const wrap = (node: ReactNode) => <Suspense fallback={<PageSpinner />}>{node}</Suspense>;

/** The jobs remote: /ad/*, /search, /multilingual, /chats/apply, /myPage/chats. Exposed as './App'. */
export default function App({ basename = '' }: { basename?: string }) {
  return (
    <Routes>
      {JOB_ROUTES.map(([path, Screen]) => (
        <Route key={path} path={`${basename}${path}`} element={wrap(<Screen />)} />
      ))}
      <Route path="*" element={<NotFound home={<Link to="/ad/all">See all jobs</Link>} />} />
    </Routes>
  );
}
