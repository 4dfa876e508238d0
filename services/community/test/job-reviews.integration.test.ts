/**
 * Company job reviews (account-community.md 'Job reviews', section 3 'Job review', section 9
 * ratings): the company list with registedCompanyCount and registedReviewCount, a company's reviews
 * and averages, writing (individual members, one review per member per company per year), edits
 * and deletes by the writer only.
 */
import { COMMUNITY_POST_ERROR_CODES, COMMUNITY_POST_MESSAGES as M, type JobReviewInput } from '@phjobs/contracts/community-posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, call, JUAN, SAMPAGUITA, startCommunity, type Harness } from './harness.ts';

let h: Harness;
let clock = new Date('2026-11-20T04:00:00.000Z');
const CARLO = { userId: '9', userType: 'individual' as const, email: 'carlo@example.ph' };

const review = (scores: [number, number, number], over: Partial<JobReviewInput> = {}): JobReviewInput => ({
  companyName: 'Jollibee Foods Corporation',
  periodFrom: '2024-06',
  periodTo: '2025-12',
  jobRating: [
    { ratingCode: '034A', score: scores[0], jobRatingKeyword: [{ keywordCode: '034A01' }, { keywordCode: '034A04' }] },
    { ratingCode: '034B', score: scores[1], jobRatingKeyword: [{ keywordCode: '034B01' }] },
    { ratingCode: '034C', score: scores[2], jobRatingKeyword: [] },
  ],
  salaryPaidCode: '036A',
  satisfiedSalaryCode: '037B',
  recommandCode: '038A',
  title: 'Busy but fair',
  index: 'Rush hours are hard, but the managers are fair and pay is always on time.',
  ...over,
});
const write = (body: unknown, token: string) => call(h.base, 'POST', '/api/community/jobReview', { body, token });

beforeAll(async () => {
  h = await startCommunity('community_job_reviews', () => clock);
});
afterAll(async () => h?.close());

describe('POST /api/community/jobReview', () => {
  it('stores a review with its three ratings, keywords and codes, anonymous, and answers it in full', async () => {
    const res = await write(review([4, 5, 3]), h.token(JUAN));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      jobReviewId: expect.any(Number),
      companyName: 'Jollibee Foods Corporation',
      periodFrom: '2024-06',
      periodTo: '2025-12',
      jobRating: [
        { ratingCode: '034A', score: 4, jobRatingKeyword: [{ keywordCode: '034A01' }, { keywordCode: '034A04' }] },
        { ratingCode: '034B', score: 5, jobRatingKeyword: [{ keywordCode: '034B01' }] },
        { ratingCode: '034C', score: 3, jobRatingKeyword: [] },
      ],
      salaryPaidCode: '036A',
      satisfiedSalaryCode: '037B',
      recommandCode: '038A',
      title: 'Busy but fair',
      index: review([4, 5, 3]).index,
      score: 4,
      createdAt: clock.toISOString(),
      updatedAt: clock.toISOString(),
      isOwn: true,
    });
    expect((await call(h.base, 'GET', `/api/community/jobReview/${res.body.jobReviewId}`)).body).toMatchObject({ recommandCode: '038A', isOwn: false });
  });

  it('takes one review per member per company per year (409 with a clear message), the name compared without case or spacing', async () => {
    const again = await write(review([1, 1, 1], { companyName: '  jollibee   foods corporation ' }), h.token(JUAN));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: COMMUNITY_POST_ERROR_CODES.jobReviewDuplicate, message: M.jobReviewDuplicate });
    expect(await h.db.jobReview.count({ where: { userId: 1n } })).toBe(1);
    // The next year (Manila) the member may review it again.
    clock = new Date('2026-12-31T16:30:00.000Z'); // 1 Jan 2027, 00:30 in Manila
    expect((await write(review([2, 3, 3]), h.token(JUAN))).status).toBe(201);
  });

  it('answers the field messages: ratings 1-5 in all three categories, a period in order and not in the future, the codes, title and content', async () => {
    const none = await write({}, h.token(ANA));
    expect(none.body.fields).toMatchObject({
      companyName: M.companyNameRequired,
      periodFrom: M.periodFromRequired,
      jobRating: M.ratingsRequired,
      salaryPaidCode: M.salaryPaidRequired,
      satisfiedSalaryCode: M.satisfiedSalaryRequired,
      recommandCode: M.recommandRequired,
      title: M.titleRequired,
      index: M.contentRequired,
    });
    expect((await write(review([0, 3, 3]), h.token(ANA))).body.fields).toEqual({ 'jobRating.0.score': M.scoreRange });
    expect((await write(review([3, 3, 3], { periodTo: '2027-05' }), h.token(ANA))).body.fields).toEqual({ periodTo: M.periodFuture });
    expect((await write(review([3, 3, 3], { index: 'x'.repeat(5001) }), h.token(ANA))).body.fields).toEqual({ index: M.reviewContentMax });
  });

  it('refuses a company member (403) and a visitor (401)', async () => {
    expect((await write(review([5, 5, 5]), h.token(SAMPAGUITA))).body.code).toBe(COMMUNITY_POST_ERROR_CODES.individualOnly);
    expect((await call(h.base, 'POST', '/api/community/jobReview', { body: review([5, 5, 5]) })).status).toBe(401);
  });
});

describe('companies and their averages', () => {
  beforeAll(async () => {
    expect((await write(review([2, 2, 2], { recommandCode: '038B' }), h.token(ANA))).status).toBe(201);
    expect((await write(review([5, 4, 5], { companyName: 'SM Supermarket', periodTo: null }), h.token(ANA))).status).toBe(201);
  });

  it('lists the companies most reviewed first with registedCompanyCount and registedReviewCount, and finds one by keyword', async () => {
    const res = await call(h.base, 'GET', '/api/community/jobReview/companyList');
    expect(res.body).toEqual({
      registedCompanyCount: 2,
      registedReviewCount: 4,
      count: 2,
      list: [
        { companyName: 'Jollibee Foods Corporation', reviewCount: 3, score: 2.9 },
        { companyName: 'SM Supermarket', reviewCount: 1, score: 4.7 },
      ],
    });
    const found = await call(h.base, 'GET', '/api/community/jobReview/companyList?keyword=super');
    expect(found.body).toMatchObject({ registedCompanyCount: 2, registedReviewCount: 4, count: 1, list: [{ companyName: 'SM Supermarket' }] });
  });

  it('answers a company’s reviews newest first with its average per category and in all, and a new review changes the average', async () => {
    const before = await call(h.base, 'GET', `/api/community/jobReview/company?companyName=${encodeURIComponent('Jollibee Foods Corporation')}`, { token: h.token(ANA) });
    expect(before.body).toMatchObject({
      companyName: 'Jollibee Foods Corporation',
      reviewCount: 3,
      score: 2.9,
      ratings: [
        { ratingCode: '034A', score: 2.7 },
        { ratingCode: '034B', score: 3.3 },
        { ratingCode: '034C', score: 2.7 },
      ],
      recommendCount: 2,
    });
    expect(before.body.list.map((item: { isOwn: boolean }) => item.isOwn)).toEqual([true, false, false]);
    await write(review([5, 5, 5]), h.token(CARLO));
    const after = await call(h.base, 'GET', '/api/community/jobReview/company?companyName=jollibee%20foods%20corporation');
    expect(after.body).toMatchObject({ reviewCount: 4, score: 3.4 });
    const none = await call(h.base, 'GET', '/api/community/jobReview/company?companyName=Nobody%20Inc');
    expect(none.body).toEqual({ companyName: 'Nobody Inc', reviewCount: 0, score: 0, ratings: [{ ratingCode: '034A', score: 0 }, { ratingCode: '034B', score: 0 }, { ratingCode: '034C', score: 0 }], recommendCount: 0, list: [] });
    expect((await call(h.base, 'GET', '/api/community/jobReview/company')).body.fields).toEqual({ companyName: M.companyNameQueryRequired });
  });
});

describe('editing and deleting a job review', () => {
  it('lets only the writer edit or delete; others 403 and nothing changes', async () => {
    const id = (await call(h.base, 'GET', '/api/community/jobReview/company?companyName=SM%20Supermarket')).body.list[0].jobReviewId;
    const before = await h.db.jobReview.findUniqueOrThrow({ where: { id: BigInt(id) } });
    expect((await call(h.base, 'PUT', `/api/community/jobReview/${id}`, { body: review([1, 1, 1]), token: h.token(JUAN) })).status).toBe(403);
    expect((await call(h.base, 'DELETE', `/api/community/jobReview/${id}`, { token: h.token(JUAN) })).status).toBe(403);
    expect(await h.db.jobReview.findUniqueOrThrow({ where: { id: BigInt(id) } })).toEqual(before);
    const edited = await call(h.base, 'PUT', `/api/community/jobReview/${id}`, { body: review([4, 4, 4], { companyName: 'SM Supermarket', title: 'Good for students' }), token: h.token(ANA) });
    expect(edited.body).toMatchObject({ title: 'Good for students', score: 4 });
    const renamed = await call(h.base, 'PUT', `/api/community/jobReview/${id}`, { body: review([4, 4, 4]), token: h.token(ANA) });
    expect(renamed.status).toBe(409);
    expect((await call(h.base, 'DELETE', `/api/community/jobReview/${id}`, { token: h.token(ANA) })).status).toBe(204);
    expect((await call(h.base, 'GET', `/api/community/jobReview/${id}`)).status).toBe(404);
  });
});
