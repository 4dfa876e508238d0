/**
 * The seeded member-written areas: every list full (60+ job talk posts with comments, 40+
 * counseling posts, 40+ released interview reviews at BPO, retail and hospitality companies, 40+
 * company job reviews), the demo seeker's rows in every My talk tab (an interview review under
 * review among them) and the events of comments on his posts; deterministic; once only.
 */
import { DEMO_SEEKER_ID } from '@phjobs/seed-data/ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCommunitySeed } from '../src/seed/posts.ts';
import { seedMemberPosts } from '../src/seed/seed-posts.ts';
import { call, startCommunity, type Harness } from './harness.ts';

const NOW = new Date('2026-11-20T04:00:00.000Z');
let h: Harness;
const seeker = { userId: String(DEMO_SEEKER_ID), userType: 'individual' as const, email: 'seeker@demo.ph' };

beforeAll(async () => {
  h = await startCommunity('community_seed_posts', () => NOW);
  expect(await seedMemberPosts(h.db, NOW)).not.toBeNull();
});
afterAll(async () => h?.close());

describe('the seeded community areas', () => {
  it('fill every list: 60+ job talk posts with comments, 40+ counseling posts, 40+ released interview reviews, 40+ job reviews', async () => {
    const talk = await call(h.base, 'GET', '/api/community/jobTalks');
    expect(talk.body.count).toBeGreaterThanOrEqual(60);
    expect(talk.body.list.filter((item: { isNew: boolean }) => item.isNew).length).toBeGreaterThanOrEqual(1);
    expect(await h.db.comment.count()).toBeGreaterThanOrEqual(150);
    const counseling = await call(h.base, 'GET', '/api/community/jobCounselings');
    expect(counseling.body.count).toBeGreaterThanOrEqual(40);
    expect(counseling.body.allCounselingCount).toBe(counseling.body.count);
    const tips = await call(h.base, 'GET', '/api/community/interviewTips');
    expect(tips.body.count).toBeGreaterThanOrEqual(40);
    const companies = await call(h.base, 'GET', '/api/community/jobReview/companyList?pageUnit=100');
    expect(companies.body.registedReviewCount).toBeGreaterThanOrEqual(40);
    expect(companies.body.registedCompanyCount).toBeGreaterThanOrEqual(10);
    for (const sector of ['["SP01"]', '["SP13"]', '["SP06"]']) expect((await call(h.base, 'GET', `/api/community/interviewTips?specialization=${encodeURIComponent(sector)}`)).body.count).toBeGreaterThanOrEqual(10);
  });

  it('keep every count in step with its rows', async () => {
    const mismatched = await h.db.$queryRawUnsafe<{ id: bigint }[]>(`SELECT p.id FROM post p WHERE p.reply_count <> (SELECT count(*) FROM comment c WHERE c.post_id = p.id)`);
    expect(mismatched).toEqual([]);
  });

  it('give the demo seeker rows in every My talk tab, one review under review, and My news events of comments on his posts', async () => {
    for (const kind of ['jobTalk', 'interviewTip', 'jobCounseling']) {
      const mine = await call(h.base, 'GET', `/api/individual/myPage/myTalks/${kind}`, { token: h.token(seeker) });
      expect(mine.body.count, kind).toBeGreaterThanOrEqual(1);
    }
    const reviews = await call(h.base, 'GET', '/api/individual/myPage/myTalks/interviewTip', { token: h.token(seeker) });
    expect(reviews.body.list.map((item: { reviewStatus: string }) => item.reviewStatus).sort()).toEqual(['released', 'underReview']);
    const events = await h.db.outboxEvent.findMany({ where: { subject: 'community.comment.created' } });
    expect(events).toHaveLength(3);
    expect(events.every((event) => (event.payload as { postOwnerUserId: string }).postOwnerUserId === '1')).toBe(true);
    const ownReviews = await h.db.jobReview.count({ where: { userId: 1n } });
    expect(ownReviews).toBeGreaterThanOrEqual(1);
  });

  it('are the same every time, and load once', async () => {
    const a = generateCommunitySeed(NOW);
    const b = generateCommunitySeed(NOW);
    expect(b).toEqual(a);
    expect(await seedMemberPosts(h.db, NOW)).toBeNull();
  });
});
