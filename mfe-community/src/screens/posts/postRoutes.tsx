import { lazy, Suspense, type ComponentType } from 'react';
import { Route } from '@phjobs/web-core/router';
import { PageSpinner } from '@phjobs/ui/components/Async';

/** A screen in its own chunk, loaded when visited. */
const screen = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] })));

const jobTalk = () => import(/* webpackChunkName: "job-talk" */ './JobTalk');
const counseling = () => import(/* webpackChunkName: "counseling" */ './Counseling');
const interview = () => import(/* webpackChunkName: "interview" */ './Interview');
const interviewRegister = () => import(/* webpackChunkName: "interview-register" */ './InterviewRegister');
const review = () => import(/* webpackChunkName: "review" */ './Review');
const reviewWizard = () => import(/* webpackChunkName: "review-wizard" */ './ReviewWizard');
const myTalk = () => import(/* webpackChunkName: "my-talk-details" */ './MyTalkDetails');

/** The member-written areas (issue 17): job talk, counseling, interview reviews, company job reviews, and My talk's detail views. */
export const POST_ROUTES: readonly (readonly [string, ComponentType])[] = [
  ['/jobTalk', screen(jobTalk, 'JobTalkList')],
  ['/jobTalk/register', screen(jobTalk, 'JobTalkRegister')],
  ['/jobTalk/:id', screen(jobTalk, 'JobTalkDetail')],
  ['/jobTalk/:id/edit', screen(jobTalk, 'JobTalkEdit')],
  ['/counseling', screen(counseling, 'CounselingList')],
  ['/counseling/register', screen(counseling, 'CounselingRegister')],
  ['/counseling/:id', screen(counseling, 'CounselingDetail')],
  ['/counseling/:id/edit', screen(counseling, 'CounselingEdit')],
  ['/interview', screen(interview, 'InterviewList')],
  ['/interview/register', screen(interviewRegister, 'InterviewRegister')],
  ['/interview/:id', screen(interview, 'InterviewDetail')],
  ['/review', screen(review, 'ReviewCompanies')],
  ['/review/register', screen(reviewWizard, 'ReviewRegister')],
  ['/review/:id/edit', screen(reviewWizard, 'ReviewEdit')],
  ['/review/:companyName', screen(review, 'ReviewCompany')],
  ['/myPage/myTalk/jobTalk/:id', screen(myTalk, 'MyTalkJobTalk')],
  ['/myPage/myTalk/interview/:id', screen(myTalk, 'MyTalkInterview')],
  ['/myPage/myTalk/counseling/:id', screen(myTalk, 'MyTalkCounseling')],
];

/** The <Route>s of the member-written areas under `basename` (a spinner while a screen's chunk loads). */
export function postRoutes(basename: string) {
  return POST_ROUTES.map(([path, Screen]) => (
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
