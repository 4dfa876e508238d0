/**
 * My talk (GET /api/individual/myPage/myTalks/{jobTalk|interviewTip|jobCounseling}: the caller's
 * own posts of a tab, interview reviews with where they stand) and a withdrawal
 * (account.user.withdrawn: the member's posts and comments show 'Withdrawn member', their review
 * proofs are forgotten; durable consumer 'community.withdrawal', once).
 */
import { WITHDRAWN_NICKNAME } from '@phjobs/contracts/community-posts';
import { createEnvelope } from '@phjobs/service-kit/events/envelope';
import { createInProcessTransport } from '@phjobs/service-kit/events/in-process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithdrawalConsumer, WITHDRAWAL_CONSUMER } from '../src/events/withdrawal.ts';
import { ANA, call, JUAN, SAMPAGUITA, startCommunity, until, type Harness } from './harness.ts';

let h: Harness;
let clock = new Date('2026-11-20T04:00:00.000Z');
let reviewId = 0;
const tip = {
  companyName: 'Teleperformance',
  specialization: 'SP0101',
  position: 'Chat Support',
  workExperience: '040B',
  applicationYear: 2026,
  applicationMonth: 10,
  interviewResults: '041B',
  evaluation: '042B',
  difficulty: '043B',
  interviewEnvironment: 'Online, on Microsoft Teams.',
  interviewType: ['044A'],
  numberOfInterviewers: ['045A'],
  interviewProgress: 'Assessment, then two interviews.',
  interviewQuestions: ['Why chat support?', 'How fast do you type?', 'Handle an angry customer.'],
  interviewTip: 'Have a quiet room and a stable connection.',
  interviewAmbiance: 'Relaxed.',
  coverLetter: 'None.',
  file: [{ key: 'review/1/a1b2-proof', fileName: 'email.png', ext: 'png', size: 0.3 }],
};

beforeAll(async () => {
  h = await startCommunity('community_my_talk', () => clock);
  h.targets.members.set(1, 'Juan Dela Cruz');
  const juan = h.token(JUAN);
  for (const title of ['Night shift allowance', 'Is a 6-month contract endo?', 'First salary, what to buy?']) {
    clock = new Date(clock.getTime() + 60_000);
    await call(h.base, 'POST', '/api/community/jobTalk', { body: { title, index: `${title} Asking for a friend.` }, token: juan });
  }
  await call(h.base, 'POST', '/api/community/jobTalk', { body: { title: 'Not mine', index: 'By Ana' }, token: h.token(ANA) });
  await call(h.base, 'POST', '/api/community/jobCounseling', { body: { title: 'Career shift to IT at 30?', index: 'Is it too late?' }, token: juan });
  reviewId = (await call(h.base, 'POST', '/api/community/interviewTip', { body: tip, token: juan })).body.articleId;
});
afterAll(async () => h?.close());

describe('GET /api/individual/myPage/myTalks/{kind}', () => {
  it('lists only the caller’s own job talk posts, newest first, with the total', async () => {
    const res = await call(h.base, 'GET', `/api/individual/myPage/myTalks/jobTalk?pageUnit=10&pageNo=1&email=${JUAN.email}`, { token: h.token(JUAN) });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(3);
    expect(res.body.list.map((item: { title: string }) => item.title)).toEqual(['First salary, what to buy?', 'Is a 6-month contract endo?', 'Night shift allowance']);
    expect(res.body.list[0]).toEqual({
      articleId: expect.any(Number),
      kind: 'jobTalk',
      title: 'First salary, what to buy?',
      index: 'First salary, what to buy? Asking for a friend.',
      viewCount: 0,
      replyCount: 0,
      createdAt: expect.any(String),
      isNew: true,
      isAttach: false,
      reviewStatus: null,
    });
  });

  it('searches the tab by keyword and pages by 10', async () => {
    const res = await call(h.base, 'GET', '/api/individual/myPage/myTalks/jobTalk?keyword=ENDO', { token: h.token(JUAN) });
    expect(res.body).toMatchObject({ count: 1, list: [{ title: 'Is a 6-month contract endo?' }] });
    expect((await call(h.base, 'GET', '/api/individual/myPage/myTalks/jobTalk?pageUnit=2&pageNo=2', { token: h.token(JUAN) })).body.list).toHaveLength(1);
  });

  it('shows the writer’s interview review under review and the counseling tab', async () => {
    const reviews = await call(h.base, 'GET', '/api/individual/myPage/myTalks/interviewTip', { token: h.token(JUAN) });
    expect(reviews.body).toMatchObject({ count: 1, list: [{ articleId: reviewId, title: 'Teleperformance - Chat Support', reviewStatus: 'underReview' }] });
    const counseling = await call(h.base, 'GET', '/api/individual/myPage/myTalks/jobCounseling', { token: h.token(JUAN) });
    expect(counseling.body).toMatchObject({ count: 1, list: [{ kind: 'jobCounseling', title: 'Career shift to IT at 30?' }] });
  });

  it('is for individual members: a visitor 401, a company 403, an unknown tab 400, someone else’s email 403', async () => {
    expect((await call(h.base, 'GET', '/api/individual/myPage/myTalks/jobTalk')).status).toBe(401);
    expect((await call(h.base, 'GET', '/api/individual/myPage/myTalks/jobTalk', { token: h.token(SAMPAGUITA) })).status).toBe(403);
    expect((await call(h.base, 'GET', '/api/individual/myPage/myTalks/news', { token: h.token(JUAN) })).status).toBe(400);
    expect((await call(h.base, 'GET', `/api/individual/myPage/myTalks/jobTalk?email=${ANA.email}`, { token: h.token(JUAN) })).status).toBe(403);
  });
});

describe(`account.user.withdrawn (durable '${WITHDRAWAL_CONSUMER}')`, () => {
  it('shows the member’s posts and comments as Withdrawn member and forgets their review proofs, once', async () => {
    const anaPost = (await call(h.base, 'GET', '/api/community/jobTalks?keyword=Not%20mine')).body.list[0].articleId;
    await call(h.base, 'POST', '/api/community/reply', { body: { articleId: anaPost, index: 'Good question, Ana.' }, token: h.token(JUAN) });
    const transport = createInProcessTransport({ duplicateWindowMs: 0, retryBaseMs: 20 });
    const consumer = await startWithdrawalConsumer({ db: h.db, transport });
    try {
      const event = createEnvelope('account.user.withdrawn', { userId: '1', email: JUAN.email, userType: 'individual' });
      await transport.publish(event);
      await until(async () => (await h.db.processedEvent.count({ where: { consumer: WITHDRAWAL_CONSUMER } })) === 1, 'the withdrawal handled');
      const list = await call(h.base, 'GET', '/api/community/jobTalks');
      const names = Object.fromEntries((list.body.list as { title: string; nickName: string }[]).map((item) => [item.title, item.nickName]));
      expect(names).toMatchObject({ 'Night shift allowance': WITHDRAWN_NICKNAME, 'First salary, what to buy?': WITHDRAWN_NICKNAME, 'Not mine': 'an***' });
      const comments = (await call(h.base, 'GET', `/api/community/jobTalk/${anaPost}`)).body.articleReply;
      expect(comments).toEqual([expect.objectContaining({ index: 'Good question, Ana.', nickName: WITHDRAWN_NICKNAME })]);
      const proof = await h.db.interviewTip.findUniqueOrThrow({ where: { postId: BigInt(reviewId) } });
      expect(proof.proofs).toEqual([]);
      // The same event again changes nothing more.
      await transport.publish(event);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await h.db.processedEvent.count({ where: { consumer: WITHDRAWAL_CONSUMER } })).toBe(1);
    } finally {
      await consumer.stop();
      await transport.close();
    }
  });
});
