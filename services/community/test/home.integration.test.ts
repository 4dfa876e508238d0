/**
 * The home page's calls: GET /api/banner?locationCode=025B, GET /api/popups (its job talk block,
 * GET /api/community/jobTalks?pageUnit=4, is in job-talk.integration.test.ts); and the FAQ,
 * GET /api/faq?type&category&keyword.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startCommunity, type Harness } from './harness.ts';

const NOW = new Date('2026-11-20T04:00:00.000Z');
const DAY = 86_400_000;
let h: Harness;

beforeAll(async () => {
  h = await startCommunity('community_home', () => NOW);
  await h.db.banner.createMany({
    data: [
      { locationCode: '025B', title: 'Second', imageKey: 'seed/banners/b', link: '/event/2', sortOrder: 2, activeFrom: new Date(NOW.getTime() - DAY) },
      { locationCode: '025B', title: 'First', imageKey: 'seed/banners/a', link: null, sortOrder: 1, activeFrom: new Date(NOW.getTime() - DAY), activeTo: new Date(NOW.getTime() + DAY) },
      { locationCode: '025B', title: 'Over', imageKey: 'seed/banners/c', sortOrder: 0, activeFrom: new Date(NOW.getTime() - 9 * DAY), activeTo: new Date(NOW.getTime() - DAY) },
      { locationCode: '025B', title: 'Not yet', imageKey: 'seed/banners/d', sortOrder: 0, activeFrom: new Date(NOW.getTime() + DAY) },
    ],
  });
  await h.db.popup.createMany({
    data: [
      { title: 'Grand Job Fair', imageKey: 'seed/popups/fair', url: '/event/53', location: 'mobile', activeFrom: new Date(NOW.getTime() - DAY), activeTo: new Date(NOW.getTime() + DAY) },
      { title: 'Old', imageKey: 'seed/popups/old', url: null, location: 'mobile', activeFrom: new Date(NOW.getTime() - 9 * DAY), activeTo: new Date(NOW.getTime() - DAY) },
    ],
  });
  await h.db.faq.createMany({
    data: [
      { type: 'individual', categoryCode: '026A', question: 'I forgot my password.', answer: 'Use Forgot password.', sortOrder: 2 },
      { type: 'individual', categoryCode: '026F', question: 'A recruiter asked me to pay a fee.', answer: 'Do not pay. Report the ad and call DOLE 1349.', sortOrder: 1 },
      { type: 'business', categoryCode: '026D', question: 'How do I post a job ad?', answer: 'Register Ad in six steps.', sortOrder: 1 },
    ],
  });
});
afterAll(async () => h?.close());

describe('GET /api/banner', () => {
  it('answers the banners of 025B showing now, in order', async () => {
    const res = await call(h.base, 'GET', '/api/banner?locationCode=025B');
    expect(res.status).toBe(200);
    expect(res.body.list.map((b: { title: string }) => b.title)).toEqual(['First', 'Second']);
    expect(res.body.list[1]).toEqual({ bannerId: expect.any(Number), locationCode: '025B', title: 'Second', imageKey: 'seed/banners/b', link: '/event/2' });
  });

  it('answers 400 naming locationCode for an unknown location', async () => {
    const res = await call(h.base, 'GET', '/api/banner?locationCode=025Z');
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('locationCode');
  });
});

describe('GET /api/popups', () => {
  it('answers the popups showing now as a list (id, url, image, title, location), not to be cached', async () => {
    const res = await call(h.base, 'GET', '/api/popups');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ id: expect.any(Number), url: '/event/53', image: 'seed/popups/fair', title: 'Grand Job Fair', location: 'mobile' }]);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/faq', () => {
  it('answers a tab (individual by default) in order, one category, or a keyword in the question or answer', async () => {
    const individual = await call(h.base, 'GET', '/api/faq');
    expect(individual.status).toBe(200);
    expect(individual.body.count).toBe(2);
    expect(individual.body.list[0]).toEqual({ faqId: expect.any(Number), type: 'individual', categoryCode: '026F', question: 'A recruiter asked me to pay a fee.', answer: 'Do not pay. Report the ad and call DOLE 1349.' });
    expect((await call(h.base, 'GET', '/api/faq?type=individual&category=026A')).body.list.map((f: { question: string }) => f.question)).toEqual(['I forgot my password.']);
    expect((await call(h.base, 'GET', '/api/faq?type=business')).body.list.map((f: { question: string }) => f.question)).toEqual(['How do I post a job ad?']);
    expect((await call(h.base, 'GET', '/api/faq?type=individual&keyword=dole')).body.count).toBe(1);
  });

  it('answers 400 for an unknown tab or category', async () => {
    expect((await call(h.base, 'GET', '/api/faq?type=master')).body.fields).toHaveProperty('type');
    expect((await call(h.base, 'GET', '/api/faq?category=026Z')).body.fields).toHaveProperty('category');
  });
});
