/** The editorial seed loaded into the database and read through the calls: once only, every area full, featured items for the carousels. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedArticles } from '../src/seed/articles.ts';
import { call, startCommunity, type Harness } from './harness.ts';

const NOW = new Date('2026-11-20T04:00:00.000Z');
let h: Harness;

beforeAll(async () => {
  h = await startCommunity('community_articles_seed', () => NOW);
});
afterAll(async () => h?.close());

describe('the editorial seed', () => {
  it('loads once: 40+ items in each area, readable through the calls, with carousels and same-keyword lists', async () => {
    const loaded = await seedArticles(h.db, NOW);
    expect(loaded).toEqual({ articles: expect.any(Number), seniorInterviews: 42 });
    expect(await seedArticles(h.db, NOW)).toBe(false);
    for (const path of ['jobStory/list', 'hrMagazine/list', 'employmentNews/list', 'seniorInterview/list']) {
      const answer = await call(h.base, 'GET', `/api/community/${path}?pageUnit=10&pageNo=1`);
      expect(answer.status, path).toBe(200);
      expect(answer.body.count, path).toBeGreaterThanOrEqual(40);
      expect(answer.body.list, path).toHaveLength(10);
    }
    expect((await call(h.base, 'GET', '/api/community/jobStory/topContents')).body.list.length).toBeGreaterThanOrEqual(3);
    expect((await call(h.base, 'GET', '/api/community/hrMagazine/topContents')).body.list.length).toBeGreaterThanOrEqual(3);
    const first = (await call(h.base, 'GET', '/api/community/jobStory/list?hashTag=careerchat')).body.list[0];
    const story = await call(h.base, 'GET', `/api/community/jobStory/${first.articleId}`);
    expect(story.body.sameKeywordList.length).toBeGreaterThan(0);
    const senior = (await call(h.base, 'GET', '/api/community/seniorInterview/list?specialization=SP07')).body;
    expect(senior.count).toBe(6); // nurses and caregivers, three each
    // new items continue after the seeded ids
    const next = await h.db.article.create({ data: { kind: 'jobStory', title: 'x', body: '<p>x</p>' }, select: { id: true } });
    expect(Number(next.id)).toBe((loaded as { articles: number }).articles + 1);
  });
});
