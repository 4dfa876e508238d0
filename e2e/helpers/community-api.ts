import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { fillPath } from '@phjobs/contracts/route';
import { COMMUNITY_POSTS_ROUTES } from '@phjobs/contracts/routes/community-posts';
import { DEV_SERVICE_TOKEN_SECRET, serviceToken } from '@phjobs/service-kit/auth';
import { servicePort } from '../ports.ts';

/**
 * Calls of services/community that the member-written journeys make as the test itself: an
 * operator's release of an interview review (the internal route, straight to the service with the
 * embedded stack's service token, as the operators' console will), and a job review written by a
 * second member to set the scene.
 */
const COMMUNITY_SERVICE = `http://127.0.0.1:${servicePort('community')}`;

/** POST /internal/community/interviewTip/{id}/release: the review is shown to everyone. */
export async function releaseInterviewTip(id: number): Promise<void> {
  const community = await playwrightRequest.newContext({ baseURL: COMMUNITY_SERVICE });
  try {
    const res = await community.post(fillPath(COMMUNITY_POSTS_ROUTES.releaseInterviewTip.path, { id }), { headers: { 'x-service-token': serviceToken(DEV_SERVICE_TOKEN_SECRET, 'e2e-operator') } });
    expect(res.status(), `release of interview review ${id}`).toBe(200);
  } finally {
    await community.dispose();
  }
}

export type Ratings = { environment: number; employer: number; coworker: number };

/** POST /api/community/jobReview through the gateway with a member's token. */
export async function writeJobReviewByApi(request: APIRequestContext, token: string, companyName: string, ratings: Ratings): Promise<number> {
  const res = await request.post('/api/community/jobReview', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      companyName,
      periodFrom: '2024-01',
      periodTo: '2025-03',
      jobRating: [
        { ratingCode: '034A', score: ratings.environment, jobRatingKeyword: [] },
        { ratingCode: '034B', score: ratings.employer, jobRatingKeyword: [] },
        { ratingCode: '034C', score: ratings.coworker, jobRatingKeyword: [] },
      ],
      salaryPaidCode: '036B',
      satisfiedSalaryCode: '037C',
      recommandCode: '038B',
      title: 'Long hours in peak season',
      index: 'The store was short-staffed during sale weekends and overtime was common.',
    },
  });
  expect(res.status(), 'POST /api/community/jobReview').toBe(201);
  return ((await res.json()) as { jobReviewId: number }).jobReviewId;
}
