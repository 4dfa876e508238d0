/**
 * The editorial areas (account-community.md 'Job stories, HR magazine, senior interviews', section 7):
 * every call's answer against its contract (checked by the kit under test), paging with exact
 * counts, the hashtag, keyword and specialization filters, 404s, a view counted once per viewer per
 * Manila day, and HTML bodies sanitised when written so that a stored script comes back inert.
 */
import { JOB_STORY_TAGS } from '@phjobs/contracts/community-articles-tags';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle } from '../src/data/articles.ts';
import { createSeniorInterview } from '../src/data/senior-interviews.ts';
import { ANA, call, JUAN, SAMPAGUITA, startCommunity, type Harness } from './harness.ts';

const DAY = 86_400_000;
/** 2026-11-20 12:00 in Manila. */
const START = new Date('2026-11-20T04:00:00.000Z');
let clock = START;
const daysAgo = (days: number) => new Date(START.getTime() - days * DAY);
let h: Harness;
const ids: Record<string, number> = {};

const titles = (body: { list: { title: string }[] }) => body.list.map((item) => item.title);
const qna = (n: number) => Array.from({ length: n }, (_, i) => ({ question: `Question ${i + 1}?`, answer: `Answer ${i + 1}.` }));

beforeAll(async () => {
  h = await startCommunity('community_articles', () => clock);
  // 13 job stories: story 1 the oldest; 1-3 featured; tags in a pattern the filters can count
  for (let i = 1; i <= 13; i++) {
    const hashTags = i % 2 === 0 ? ['career', 'office life'] : i % 3 === 0 ? ['lifeline'] : ['first job'];
    ids[`story${i}`] = await createArticle(h.db, {
      kind: 'jobStory',
      title: `Story ${i}: ${i === 5 ? 'From call center agent to team leader' : 'A day at work'}`,
      html: `<p>Story ${i} body about ${i === 7 ? 'night shift differential in Makati' : 'learning on the job'}.</p>`,
      hashTags,
      thumbnailKey: `seed/articles/jobstory-${i}`,
      isTop: i <= 3,
      createdAt: daysAgo(30 - i),
    });
  }
  ids.unsafe = await createArticle(h.db, {
    kind: 'jobStory',
    title: 'A story with a script',
    html: '<p onclick="steal()">Hello <img src="x" onerror="alert(1)"><script>alert("x")</script><a href="javascript:alert(2)">link</a> <a href="/jobStory">stories</a></p><iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
    hashTags: ['#Careerchat', 'careerchat', ' 404office '],
    createdAt: daysAgo(40),
  });
  for (let i = 1; i <= 4; i++) {
    ids[`mag${i}`] = await createArticle(h.db, {
      kind: 'hrMagazine',
      title: `Magazine ${i}: ${i === 2 ? '13th month pay explained' : 'Hiring in 2026'}`,
      html: `<h2>Part</h2><p>Magazine ${i} text on ${i === 3 ? 'payroll and SSS contributions' : 'recruitment'}.</p>`,
      hashTags: i === 4 ? ['payroll'] : ['recruitment', ...(i === 1 ? ['payroll'] : [])],
      isTop: i !== 4,
      createdAt: daysAgo(10 - i),
    });
  }
  for (let i = 1; i <= 12; i++) {
    ids[`news${i}`] = await createArticle(h.db, {
      kind: 'employmentNews',
      title: i === 4 ? 'Job fair in Cebu City offers 3,000 vacancies' : `News ${i}`,
      html: `<p>News ${i} about ${i === 9 ? 'TESDA scholarships for OFW returnees' : 'the labor market'}.</p>`,
      createdAt: daysAgo(20 - i),
    });
  }
  const senior = (i: number, specialization: string, companyName: string, seniorName: string) =>
    createSeniorInterview(h.db, {
      title: `Senior ${i}`,
      photoKey: `seed/seniors/senior-${i}`,
      companyName,
      position: 'Team Leader',
      seniorName,
      catchphrase: `Catchphrase ${i}`,
      specialization,
      interviewQna: qna(9),
      imageKeys: [`seed/articles/senior-${i}-1`, `seed/articles/senior-${i}-2`, `seed/articles/senior-${i}-3`],
      createdAt: daysAgo(5 - i),
    });
  ids.seniorBpo = await senior(1, 'SP0105', 'Northstar Contact Solutions', 'Maria Santos');
  ids.seniorCsr = await senior(2, 'SP0101', 'Bayanihan Outsourcing', 'Jose Reyes');
  ids.seniorNurse = await senior(3, 'SP0701', 'St. Luke Clinic', 'Ana Cruz');
});
afterAll(async () => h?.close());

describe('GET /api/community/jobStory/list', () => {
  it('answers the newest first, 10 a page, with the exact total; page 2 holds the rest', async () => {
    const first = await call(h.base, 'GET', '/api/community/jobStory/list?pageUnit=10&pageNo=1');
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(14);
    expect(first.body.list).toHaveLength(10);
    expect(first.body.list[0]).toEqual({
      articleId: ids.story13,
      title: 'Story 13: A day at work',
      content: 'Story 13 body about learning on the job.',
      hashTags: ['first job'],
      thumbnailKey: 'seed/articles/jobstory-13',
      createdAt: daysAgo(17).toISOString(),
      viewCount: 0,
    });
    const second = await call(h.base, 'GET', '/api/community/jobStory/list?pageUnit=10&pageNo=2');
    expect(titles(second.body)).toEqual(['Story 3: A day at work', 'Story 2: A day at work', 'Story 1: A day at work', 'A story with a script']);
    expect(second.body.count).toBe(14);
  });

  it('filters by a hashtag of the row, and by several (a story with any of them)', async () => {
    const career = await call(h.base, 'GET', '/api/community/jobStory/list?hashTag=career');
    expect(career.body.count).toBe(6);
    expect(career.body.list.every((item: { hashTags: string[] }) => item.hashTags.includes('career'))).toBe(true);
    const spaced = await call(h.base, 'GET', `/api/community/jobStory/list?hashTag=${encodeURIComponent('office life')}`);
    expect(spaced.body.count).toBe(6);
    const two = await call(h.base, 'GET', `/api/community/jobStory/list?hashTag=${encodeURIComponent('lifeline,career')}`);
    expect(two.body.count).toBe(6 + 2);
    const repeated = await call(h.base, 'GET', '/api/community/jobStory/list?hashTag=lifeline&hashTag=career');
    expect(repeated.body.count).toBe(8);
    const json = await call(h.base, 'GET', `/api/community/jobStory/list?hashTag=${encodeURIComponent('["#Lifeline"]')}`);
    expect(json.body.count).toBe(2);
    const empty = await call(h.base, 'GET', '/api/community/jobStory/list?hashTag=weeklyriddit');
    expect(empty.body).toEqual({ list: [], count: 0 });
  });

  it('refuses a hashtag that is not one of the row (400 with the field)', async () => {
    const answer = await call(h.base, 'GET', '/api/community/jobStory/list?hashTag=bitcoin');
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('validation/invalid');
    expect(answer.body.fields['hashTag.0']).toBe(`A hashtag must be one of ${JOB_STORY_TAGS.join(', ')}.`);
  });

  it('matches every word of the keyword in the title or the text, whatever the case, with the hashtags', async () => {
    const title = await call(h.base, 'GET', '/api/community/jobStory/list?keyword=TEAM%20leader');
    expect(titles(title.body)).toEqual(['Story 5: From call center agent to team leader']);
    expect(title.body.count).toBe(1);
    const text = await call(h.base, 'GET', '/api/community/jobStory/list?keyword=makati');
    expect(titles(text.body)).toEqual(['Story 7: A day at work']);
    const notAll = await call(h.base, 'GET', '/api/community/jobStory/list?keyword=makati%20leader');
    expect(notAll.body.count).toBe(0);
    const withTag = await call(h.base, 'GET', '/api/community/jobStory/list?keyword=story&hashTag=lifeline');
    expect(withTag.body.count).toBe(2);
    const wildcard = await call(h.base, 'GET', '/api/community/jobStory/list?keyword=%25');
    expect(wildcard.body.count).toBe(0); // '%' is a character to find, not a pattern
    const tooLong = await call(h.base, 'GET', `/api/community/jobStory/list?keyword=${'a'.repeat(101)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields.keyword).toBe('A keyword can be up to 100 characters.');
  });

  it('refuses a page size beyond 100 and a page below 1', async () => {
    expect((await call(h.base, 'GET', '/api/community/jobStory/list?pageUnit=1000')).status).toBe(400);
    expect((await call(h.base, 'GET', '/api/community/jobStory/list?pageNo=0')).status).toBe(400);
  });
});

describe('topContents', () => {
  it('answers the featured items of each area only, the newest first', async () => {
    const stories = await call(h.base, 'GET', '/api/community/jobStory/topContents');
    expect(stories.status).toBe(200);
    expect(titles(stories.body)).toEqual(['Story 3: A day at work', 'Story 2: A day at work', 'Story 1: A day at work']);
    const magazine = await call(h.base, 'GET', '/api/community/hrMagazine/topContents');
    expect(titles(magazine.body)).toEqual(['Magazine 3: Hiring in 2026', 'Magazine 2: 13th month pay explained', 'Magazine 1: Hiring in 2026']);
  });
});

describe('GET /api/community/jobStory/{id} and /hrMagazine/{id}', () => {
  it('answers the article with its HTML body, hashtags and the same-keyword list of its area (most shared tags first)', async () => {
    const answer = await call(h.base, 'GET', `/api/community/hrMagazine/${ids.mag1}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      articleId: ids.mag1,
      title: 'Magazine 1: Hiring in 2026',
      createdAt: daysAgo(9).toISOString(),
      viewCount: 1,
      index: '<h2>Part</h2><p>Magazine 1 text on recruitment.</p>',
      hashTags: ['recruitment', 'payroll'],
      thumbnailKey: null,
      sameKeywordList: [
        // each shares one tag with Magazine 1: the newest first
        { articleId: ids.mag4, title: 'Magazine 4: Hiring in 2026', hashTags: ['payroll'], thumbnailKey: null },
        { articleId: ids.mag3, title: 'Magazine 3: Hiring in 2026', hashTags: ['recruitment'], thumbnailKey: null },
        { articleId: ids.mag2, title: 'Magazine 2: 13th month pay explained', hashTags: ['recruitment'], thumbnailKey: null },
      ],
    });
    const story = await call(h.base, 'GET', `/api/community/jobStory/${ids.story4}`);
    expect(story.body.sameKeywordList).toHaveLength(5); // the other stories tagged career and office life, none of the magazine's
    expect(story.body.sameKeywordList.map((item: { articleId: number }) => item.articleId)).not.toContain(ids.story4);
    expect(story.body.sameKeywordList.every((item: { hashTags: string[] }) => item.hashTags.includes('career'))).toBe(true);
  });

  it('serves a stored script inert: no script, style, iframe, event handler or javascript: link survives the write', async () => {
    const answer = await call(h.base, 'GET', `/api/community/jobStory/${ids.unsafe}`);
    expect(answer.status).toBe(200);
    const html: string = answer.body.index;
    expect(html).not.toMatch(/<script|<style|<iframe|onclick|onerror|javascript:/i);
    expect(html).toContain('Hello');
    expect(html).toContain('<a href="/jobStory" rel="noopener noreferrer nofollow">stories</a>');
    expect(answer.body.hashTags).toEqual(['careerchat', '404office']);
  });

  it('answers 404 for an unknown id, an id of another area, and a path that is no id', async () => {
    expect((await call(h.base, 'GET', '/api/community/jobStory/999999')).status).toBe(404);
    const other = await call(h.base, 'GET', `/api/community/jobStory/${ids.mag1}`);
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ code: 'not-found', message: 'No such job story.' });
    expect((await call(h.base, 'GET', `/api/community/hrMagazine/${ids.story1}`)).status).toBe(404);
    expect((await call(h.base, 'GET', `/api/community/employmentNews/${ids.story1}`)).status).toBe(404);
    expect((await call(h.base, 'GET', '/api/community/jobStory/abc')).status).toBe(404);
    expect((await call(h.base, 'GET', '/api/community/jobStory/0')).status).toBe(400);
  });
});

describe('view counts', () => {
  const views = async (path: string, options: { token?: string; headers?: Record<string, string> } = {}) => (await call(h.base, 'GET', path, options)).body.viewCount as number;

  it('count once per viewer per Manila day: a member, another member, visitors by address and browser, and the next day', async () => {
    const path = `/api/community/jobStory/${ids.story6}`;
    clock = START;
    expect(await views(path, { token: h.token(JUAN) })).toBe(1);
    expect(await views(path, { token: h.token(JUAN) })).toBe(1);
    expect(await views(path, { token: h.token(ANA) })).toBe(2);
    expect(await views(path, { token: h.token(SAMPAGUITA) })).toBe(3); // business members read too
    const phone = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131', 'x-forwarded-for': '203.0.113.7' };
    expect(await views(path, { headers: phone })).toBe(4);
    expect(await views(path, { headers: phone })).toBe(4);
    expect(await views(path, { headers: { ...phone, 'x-forwarded-for': '198.51.100.20' } })).toBe(5);
    // 23:59 Manila is still the same day; 00:00 the next
    clock = new Date('2026-11-20T15:59:00.000Z');
    expect(await views(path, { token: h.token(JUAN) })).toBe(5);
    clock = new Date('2026-11-20T16:00:00.000Z');
    expect(await views(path, { token: h.token(JUAN) })).toBe(6);
    clock = START;
    const listed = await call(h.base, 'GET', '/api/community/jobStory/list?hashTag=career');
    expect(listed.body.list.find((item: { articleId: number }) => item.articleId === ids.story6).viewCount).toBe(6);
  });

  it('count senior interviews and news the same way, and write nothing for an item that does not exist', async () => {
    expect(await views(`/api/community/seniorInterview/${ids.seniorNurse}`, { token: h.token(ANA) })).toBe(1);
    expect(await views(`/api/community/seniorInterview/${ids.seniorNurse}`, { token: h.token(ANA) })).toBe(1);
    expect(await views(`/api/community/employmentNews/${ids.news2}`, { token: h.token(ANA) })).toBe(1);
    expect(await views(`/api/community/employmentNews/${ids.news2}`, { token: h.token(ANA) })).toBe(1);
    const before = await h.db.articleView.count();
    expect((await call(h.base, 'GET', '/api/community/seniorInterview/999999', { token: h.token(ANA) })).status).toBe(404);
    expect((await call(h.base, 'GET', `/api/community/hrMagazine/${ids.news3}`, { token: h.token(ANA) })).status).toBe(404);
    expect(await h.db.articleView.count()).toBe(before);
  });

  it('are not kept by a cache: a detail answer says no-store', async () => {
    const answer = await call(h.base, 'GET', `/api/community/employmentNews/${ids.news1}`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('senior interviews', () => {
  it('list the newest first with the cover fields and the exact total', async () => {
    const answer = await call(h.base, 'GET', '/api/community/seniorInterview/list?pageUnit=10&pageNo=1');
    expect(answer.status).toBe(200);
    expect(answer.body.count).toBe(3);
    expect(answer.body.list[0]).toEqual({
      articleId: ids.seniorNurse,
      title: 'Senior 3',
      photoKey: 'seed/seniors/senior-3',
      companyName: 'St. Luke Clinic',
      position: 'Team Leader',
      seniorName: 'Ana Cruz',
      catchphrase: 'Catchphrase 3',
      specialization: 'SP0701',
      createdAt: daysAgo(2).toISOString(),
      viewCount: expect.any(Number),
    });
  });

  it('filter by specialization (a parent code picks its children; several match any) and by keyword', async () => {
    const bpo = await call(h.base, 'GET', '/api/community/seniorInterview/list?specialization=SP01');
    expect(titles(bpo.body)).toEqual(['Senior 2', 'Senior 1']);
    const child = await call(h.base, 'GET', '/api/community/seniorInterview/list?specialization=SP0105');
    expect(titles(child.body)).toEqual(['Senior 1']);
    const both = await call(h.base, 'GET', `/api/community/seniorInterview/list?specialization=${encodeURIComponent('["SP0101","SP07"]')}`);
    expect(titles(both.body)).toEqual(['Senior 3', 'Senior 2']);
    const byName = await call(h.base, 'GET', '/api/community/seniorInterview/list?keyword=reyes');
    expect(titles(byName.body)).toEqual(['Senior 2']);
    const byCompany = await call(h.base, 'GET', '/api/community/seniorInterview/list?keyword=northstar&specialization=SP01');
    expect(byCompany.body.count).toBe(1);
    const byAnswer = await call(h.base, 'GET', '/api/community/seniorInterview/list?keyword=answer%209');
    expect(byAnswer.body.count).toBe(3);
  });

  it('refuse an unknown specialization code and more than 5', async () => {
    const unknown = await call(h.base, 'GET', '/api/community/seniorInterview/list?specialization=XX99');
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields['specialization.0']).toBe('Not a specialization code.');
    const six = await call(h.base, 'GET', '/api/community/seniorInterview/list?specialization=SP01,SP02,SP03,SP04,SP05,SP06');
    expect(six.status).toBe(400);
    expect(six.body.fields.specialization).toBe('Up to 5 specializations.');
  });

  it('answer one interview with its questions in order and its three images', async () => {
    const answer = await call(h.base, 'GET', `/api/community/seniorInterview/${ids.seniorBpo}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ articleId: ids.seniorBpo, companyName: 'Northstar Contact Solutions', seniorName: 'Maria Santos', catchphrase: 'Catchphrase 1' });
    expect(answer.body.interviewQna).toEqual(qna(9));
    expect(answer.body.imageAttachment).toEqual([{ key: 'seed/articles/senior-1-1' }, { key: 'seed/articles/senior-1-2' }, { key: 'seed/articles/senior-1-3' }]);
    expect((await call(h.base, 'GET', '/api/community/seniorInterview/424242')).status).toBe(404);
  });
});

describe('employment news', () => {
  it('lists the newest first with the exact total, searches by keyword (optional), and opens an item', async () => {
    const first = await call(h.base, 'GET', '/api/community/employmentNews/list?pageUnit=10&pageNo=1&keyword=');
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(12);
    expect(first.body.list).toHaveLength(10);
    expect(Object.keys(first.body.list[0]).sort()).toEqual(['articleId', 'content', 'createdAt', 'thumbnailKey', 'title', 'viewCount']);
    const second = await call(h.base, 'GET', '/api/community/employmentNews/list?pageUnit=10&pageNo=2');
    expect(titles(second.body)).toEqual(['News 2', 'News 1']);
    const cebu = await call(h.base, 'GET', '/api/community/employmentNews/list?keyword=cebu');
    expect(cebu.body).toMatchObject({ count: 1, list: [{ articleId: ids.news4, title: 'Job fair in Cebu City offers 3,000 vacancies' }] });
    const tesda = await call(h.base, 'GET', '/api/community/employmentNews/list?keyword=TESDA%20ofw');
    expect(titles(tesda.body)).toEqual(['News 9']);
    const item = await call(h.base, 'GET', `/api/community/employmentNews/${ids.news9}`);
    expect(item.body).toEqual({ articleId: ids.news9, title: 'News 9', createdAt: daysAgo(11).toISOString(), viewCount: 1, index: '<p>News 9 about TESDA scholarships for OFW returnees.</p>', thumbnailKey: null });
  });
});

describe('the searches run on indexes', () => {
  it('have the keyword, hashtag and specialization predicates answered by the trigram and GIN indexes (sequential scans off)', async () => {
    const plans = await h.db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
      const plan = async (sql: string) => (await tx.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(`EXPLAIN ${sql}`)).map((row) => row['QUERY PLAN']).join('\n');
      return {
        keyword: await plan("SELECT id FROM article WHERE search_text LIKE '%leader%'"),
        hashTag: await plan("SELECT id FROM article WHERE hash_tags && ARRAY['career']::text[]"),
        seniorKeyword: await plan("SELECT id FROM senior_interview WHERE search_text LIKE '%reyes%'"),
        specialization: await plan("SELECT id FROM senior_interview WHERE specialization_codes && ARRAY['SP01']::text[]"),
      };
    });
    expect(plans.keyword).toContain('article_search_text_trgm_idx');
    expect(plans.hashTag).toContain('article_hash_tags_idx');
    expect(plans.seniorKeyword).toContain('senior_interview_search_text_trgm_idx');
    expect(plans.specialization).toContain('senior_interview_specialization_codes_idx');
  });
});
