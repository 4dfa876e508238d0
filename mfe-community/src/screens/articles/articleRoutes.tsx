import { lazy, Suspense, type ComponentType } from 'react';
import { Route } from '@phjobs/web-core/router';
import { PageSpinner } from '@phjobs/ui/components/Async';

/** A screen in its own chunk, loaded when visited. */
const screen = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] })));

/** The editorial areas: job stories, HR magazine, senior interviews, employment news (lists and details), each group its own chunk. */
export const ARTICLE_ROUTES: readonly (readonly [string, ComponentType])[] = [
  ['/jobStory', screen(() => import(/* webpackChunkName: "articles-lists" */ './ArticleLists'), 'JobStoryList')],
  ['/jobStory/:id', screen(() => import(/* webpackChunkName: "articles-detail" */ './ArticleDetail'), 'JobStoryDetail')],
  ['/hrMagazine', screen(() => import(/* webpackChunkName: "articles-lists" */ './ArticleLists'), 'HrMagazineList')],
  ['/hrMagazine/:id', screen(() => import(/* webpackChunkName: "articles-detail" */ './ArticleDetail'), 'HrMagazineDetail')],
  ['/seniorInterview', screen(() => import(/* webpackChunkName: "articles-senior" */ './SeniorInterviews'), 'SeniorInterviewList')],
  ['/seniorInterview/:id', screen(() => import(/* webpackChunkName: "articles-senior" */ './SeniorInterviews'), 'SeniorInterviewScreen')],
  ['/employmentNews', screen(() => import(/* webpackChunkName: "articles-news" */ './EmploymentNews'), 'EmploymentNewsList')],
  ['/employmentNews/:id', screen(() => import(/* webpackChunkName: "articles-news" */ './EmploymentNews'), 'EmploymentNewsScreen')],
];

/** The <Route>s of the editorial areas under `basename` (a spinner while a chunk loads). */
export function articleRoutes(basename: string) {
  return ARTICLE_ROUTES.map(([path, Screen]) => (
    <Route
      key={path}
      path={`${basename}${path}`}
      element={
        <Suspense fallback={<PageSpinner />}>
          <Screen />
        </Suspense>
      }
    />
  ));
}
