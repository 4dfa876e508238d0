/**
 * Job talk and counseling posts and comments (account-community.md 'Job talk', 'Job counseling',
 * sections 5 and 6): lists with keyword and sort, details with photos and comments, writing by
 * individual members only, edits and deletes by the writer only, texts kept inert, views once per
 * viewer per day, and a comment on someone else's post written to the outbox for My news.
 */
import { COMMUNITY_POST_ERROR_CODES, COMMUNITY_POST_MESSAGES as M } from '@phjobs/contracts/community-posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, call, JUAN, SAMPAGUITA, startCommunity, type Harness } from './harness.ts';

let h: Harness;
let clock = new Date('2026-11-20T04:00:00.000Z');
const HOUR = 3_600_000;

const photo = (owner: string, name: string) => ({ key: `community/${owner}/${name.replace('.', '-')}-0b9d7c3e`, fileName: name });
const post = (path: string, body: unknown, token?: string) => call(h.base, 'POST', path, { body, ...(token ? { token } : {}) });

beforeAll(async () => {
  h = await startCommunity('community_job_talk', () => clock);
  h.targets.members.set(1, 'Juan Dela Cruz');
  h.targets.members.set(7, 'Ana Reyes');
});
afterAll(async () => h?.close());

describe('POST /api/community/jobTalk', () => {
  it('publishes an individual member’s post with two photos under their masked name', async () => {
    const res = await post('/api/community/jobTalk', { title: 'Night shift tips?', index: 'First week in a BPO on graveyard shift. How do you sleep?', articleAttachment: [photo('1', 'desk.png'), photo('1', 'badge.jpg')] }, h.token(JUAN));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Night shift tips?',
      index: 'First week in a BPO on graveyard shift. How do you sleep?',
      nickName: 'Jua***',
      viewCount: 0,
      replyCount: 0,
      isAttach: true,
      isNew: true,
      isOwn: true,
      attachment: [photo('1', 'desk.png'), photo('1', 'badge.jpg')],
      articleReply: [],
    });
  });

  it('refuses a company member with the spec’s message (403) and a visitor (401), writing nothing', async () => {
    const before = await h.db.post.count();
    const company = await post('/api/community/jobTalk', { title: 'Hiring!', index: 'Apply now' }, h.token(SAMPAGUITA));
    expect(company.status).toBe(403);
    expect(company.body).toMatchObject({ code: COMMUNITY_POST_ERROR_CODES.individualOnly, message: 'Only Individual members can register.' });
    expect((await post('/api/community/jobTalk', { title: 'Hi', index: 'Hello' })).status).toBe(401);
    expect((await post('/api/community/jobCounseling', { title: 'Hi', index: 'Hello' }, h.token(SAMPAGUITA))).status).toBe(403);
    expect(await h.db.post.count()).toBe(before);
  });

  it('answers every field message: title and content required, 3 photos at most of gif/jpeg/jpg/png, only one’s own uploads', async () => {
    const empty = await post('/api/community/jobTalk', { title: ' ', index: '' }, h.token(JUAN));
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ title: M.titleRequired, index: M.contentRequired });
    const four = await post('/api/community/jobTalk', { title: 'a', index: 'b', articleAttachment: ['a.png', 'b.png', 'c.png', 'd.png'].map((n) => photo('1', n)) }, h.token(JUAN));
    expect(four.body.fields).toEqual({ articleAttachment: M.photosMax });
    const pdf = await post('/api/community/jobTalk', { title: 'a', index: 'b', articleAttachment: [photo('1', 'cv.pdf')] }, h.token(JUAN));
    expect(pdf.body.fields).toEqual({ 'articleAttachment.0.fileName': M.photoType });
    const others = await post('/api/community/jobTalk', { title: 'a', index: 'b', articleAttachment: [photo('7', 'x.png')] }, h.token(JUAN));
    expect(others.body.fields).toEqual({ articleAttachment: M.photoNotOwn });
    const inquiryKey = await post('/api/community/jobTalk', { title: 'a', index: 'b', articleAttachment: [{ key: 'inquiry/1/abc', fileName: 'x.png' }] }, h.token(JUAN));
    expect(inquiryKey.body.fields).toEqual({ articleAttachment: M.photoNotOwn });
    const long = await post('/api/community/jobTalk', { title: 'x'.repeat(101), index: 'y'.repeat(5001) }, h.token(JUAN));
    expect(long.body.fields).toEqual({ title: M.titleMax, index: M.contentMax });
  });

  it('keeps a script in a title, body or comment as inert text, never markup', async () => {
    const script = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const created = await post('/api/community/jobTalk', { title: script, index: `Hello ${script}` }, h.token(JUAN));
    expect(created.status).toBe(201);
    const read = await call(h.base, 'GET', `/api/community/jobTalk/${created.body.articleId}`);
    expect(read.headers.get('content-type')).toMatch(/^application\/json/);
    expect(read.body.title).toBe(script);
    expect(read.body.index).toBe(`Hello ${script}`);
    const comment = await post('/api/community/reply', { articleId: created.body.articleId, index: script }, h.token(ANA));
    expect(comment.body.index).toBe(script);
    await call(h.base, 'DELETE', `/api/community/jobTalk/${created.body.articleId}`, { token: h.token(JUAN) });
  });
});

describe('GET /api/community/jobTalks', () => {
  beforeAll(async () => {
    clock = new Date(clock.getTime() + 2 * HOUR);
    for (const [title, index] of [
      ['Tips for the Jollibee crew interview', 'They ask about teamwork and handling rush hours.'],
      ['SSS contributions for first jobbers', 'How do I check if my employer pays my SSS?'],
      ['Working at SM as a promodiser', 'Is 8 hours standing normal? My feet hurt.'],
    ]) {
      clock = new Date(clock.getTime() + 60_000);
      await post('/api/community/jobTalk', { title, index }, h.token(ANA));
    }
    clock = new Date(clock.getTime() + 25 * HOUR);
  });

  it('lists the newest first with the spec’s fields, a preview of the body and the total', async () => {
    const res = await call(h.base, 'GET', '/api/community/jobTalks?pageUnit=10&pageNo=1');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(4);
    expect(res.body.list.map((item: { title: string }) => item.title)).toEqual(['Working at SM as a promodiser', 'SSS contributions for first jobbers', 'Tips for the Jollibee crew interview', 'Night shift tips?']);
    expect(res.body.list[0]).toEqual({
      articleId: expect.any(Number),
      title: 'Working at SM as a promodiser',
      index: 'Is 8 hours standing normal? My feet hurt.',
      nickName: 'An***',
      viewCount: 0,
      replyCount: 0,
      createdAt: expect.any(String),
      isAttach: false,
      isNew: false,
      isOwn: false,
    });
  });

  it('pages by pageUnit (4 on the home), finds a keyword in the title or the body, any case', async () => {
    const home = await call(h.base, 'GET', '/api/community/jobTalks?pageUnit=4');
    expect(home.body.list).toHaveLength(4);
    const second = await call(h.base, 'GET', '/api/community/jobTalks?pageUnit=3&pageNo=2');
    expect(second.body.list.map((item: { title: string }) => item.title)).toEqual(['Night shift tips?']);
    const byBody = await call(h.base, 'GET', '/api/community/jobTalks?keyword=sss%20contributions');
    expect(byBody.body).toMatchObject({ count: 1, list: [{ title: 'SSS contributions for first jobbers' }] });
    const byText = await call(h.base, 'GET', '/api/community/jobTalks?keyword=TEAMWORK');
    expect(byText.body.list.map((item: { title: string }) => item.title)).toEqual(['Tips for the Jollibee crew interview']);
    expect((await call(h.base, 'GET', '/api/community/jobTalks?keyword=100%25')).body.count).toBe(0);
  });

  it('marks the caller’s own posts and refuses an email of someone else', async () => {
    const res = await call(h.base, 'GET', `/api/community/jobTalks?email=${JUAN.email}`, { token: h.token(JUAN) });
    expect(res.body.list.filter((item: { isOwn: boolean }) => item.isOwn).map((item: { title: string }) => item.title)).toEqual(['Night shift tips?']);
    expect((await call(h.base, 'GET', `/api/community/jobTalks?email=${ANA.email}`, { token: h.token(JUAN) })).status).toBe(403);
    expect((await call(h.base, 'GET', '/api/community/jobTalks?orderKey=salary')).body.fields).toHaveProperty('orderKey');
  });

  it('sorts by view count, a view counting once per viewer per day', async () => {
    const sss = (await call(h.base, 'GET', '/api/community/jobTalks?keyword=SSS')).body.list[0].articleId;
    const first = await call(h.base, 'GET', `/api/community/jobTalk/${sss}`, { token: h.token(JUAN) });
    expect(first.body.viewCount).toBe(1);
    expect((await call(h.base, 'GET', `/api/community/jobTalk/${sss}`, { token: h.token(JUAN) })).body.viewCount).toBe(1);
    // A visitor is one viewer per address and browser.
    const visitor = { headers: { 'x-forwarded-for': '203.177.1.10', 'user-agent': 'Chrome' } };
    expect((await call(h.base, 'GET', `/api/community/jobTalk/${sss}`, visitor)).body.viewCount).toBe(2);
    expect((await call(h.base, 'GET', `/api/community/jobTalk/${sss}`, visitor)).body.viewCount).toBe(2);
    expect((await call(h.base, 'GET', `/api/community/jobTalk/${sss}`, { headers: { 'x-forwarded-for': '112.198.5.5', 'user-agent': 'Chrome' } })).body.viewCount).toBe(3);
    const byViews = await call(h.base, 'GET', '/api/community/jobTalks?orderKey=viewCount');
    expect(byViews.body.list[0]).toMatchObject({ articleId: sss, viewCount: 3 });
    // The next Manila day the same member counts again.
    clock = new Date(clock.getTime() + 24 * HOUR);
    expect((await call(h.base, 'GET', `/api/community/jobTalk/${sss}`, { token: h.token(JUAN) })).body.viewCount).toBe(4);
    expect(await h.db.postView.count({ where: { postId: BigInt(sss) } })).toBe(4);
  });

  it('answers 404 for a post that does not exist and 400 for a bad id', async () => {
    expect((await call(h.base, 'GET', '/api/community/jobTalk/999999')).status).toBe(404);
    expect((await call(h.base, 'GET', '/api/community/jobTalk/abc')).status).toBe(404);
  });
});

describe('editing and deleting a post', () => {
  let id: number;
  beforeAll(async () => {
    id = (await post('/api/community/jobTalk', { title: 'Original', index: 'Original body', articleAttachment: [photo('1', 'a.png')] }, h.token(JUAN))).body.articleId;
  });

  it('lets the writer edit the title, content and photos', async () => {
    const res = await call(h.base, 'PUT', `/api/community/jobTalk/${id}`, { body: { title: 'Edited', index: 'Edited body', articleAttachment: [] }, token: h.token(JUAN) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ articleId: id, title: 'Edited', index: 'Edited body', isAttach: false, attachment: [], isOwn: true });
  });

  it('refuses another member’s edit and delete (403), a company’s (403) and a visitor’s (401), changing nothing', async () => {
    const before = await h.db.post.findUniqueOrThrow({ where: { id: BigInt(id) } });
    const edit = await call(h.base, 'PUT', `/api/community/jobTalk/${id}`, { body: { title: 'Hacked', index: 'Hacked' }, token: h.token(ANA) });
    expect(edit.status).toBe(403);
    expect(edit.body.code).toBe(COMMUNITY_POST_ERROR_CODES.notOwner);
    expect((await call(h.base, 'DELETE', `/api/community/jobTalk/${id}`, { token: h.token(ANA) })).status).toBe(403);
    expect((await call(h.base, 'DELETE', `/api/community/jobTalk/${id}`, { token: h.token(SAMPAGUITA) })).status).toBe(403);
    expect((await call(h.base, 'DELETE', `/api/community/jobTalk/${id}`)).status).toBe(401);
    expect(await h.db.post.findUniqueOrThrow({ where: { id: BigInt(id) } })).toEqual(before);
  });

  it('does not edit a job talk post through the counseling call (404)', async () => {
    expect((await call(h.base, 'PUT', `/api/community/jobCounseling/${id}`, { body: { title: 'x', index: 'y' }, token: h.token(JUAN) })).status).toBe(404);
  });

  it('deletes the writer’s post with its comments (204), then it is gone', async () => {
    await post('/api/community/reply', { articleId: id, index: 'Nice' }, h.token(ANA));
    expect((await call(h.base, 'DELETE', `/api/community/jobTalk/${id}`, { token: h.token(JUAN) })).status).toBe(204);
    expect((await call(h.base, 'GET', `/api/community/jobTalk/${id}`)).status).toBe(404);
    expect(await h.db.comment.count({ where: { postId: BigInt(id) } })).toBe(0);
  });
});

describe('comments', () => {
  let id: number;
  beforeAll(async () => {
    id = (await post('/api/community/jobTalk', { title: 'Final interview tomorrow at Concentrix', index: 'Any advice?' }, h.token(JUAN))).body.articleId;
    await h.db.outboxEvent.deleteMany();
  });

  it('adds a comment (201), counts it and tells the post’s writer in My news through the outbox', async () => {
    const res = await post('/api/community/reply', { articleId: id, index: 'Good luck! Speak slowly and smile.' }, h.token(ANA));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ commentId: expect.any(Number), articleId: id, index: 'Good luck! Speak slowly and smile.', nickName: 'An***', createdAt: expect.any(String), updatedAt: expect.any(String), isOwn: true });
    const detail = await call(h.base, 'GET', `/api/community/jobTalk/${id}`, { token: h.token(JUAN) });
    expect(detail.body.replyCount).toBe(1);
    expect(detail.body.articleReply).toEqual([{ ...res.body, isOwn: false }]);
    const events = await h.db.outboxEvent.findMany({ where: { subject: 'community.comment.created' } });
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toMatchObject({
      commentId: String(res.body.commentId),
      articleId: String(id),
      articleKind: 'jobTalk',
      articleTitle: 'Final interview tomorrow at Concentrix',
      postOwnerUserId: '1',
      commenterUserId: '7',
      nickName: 'An***',
      preview: 'Good luck! Speak slowly and smile.',
      link: `/jobTalk/${id}`,
    });
  });

  it('does not tell the writer about their own comment', async () => {
    await post('/api/community/reply', { articleId: id, index: 'Thanks!' }, h.token(JUAN));
    expect(await h.db.outboxEvent.count({ where: { subject: 'community.comment.created' } })).toBe(1);
  });

  it('refuses a comment of 1,001 characters and an empty one (400), a company (403), a visitor (401), an unknown post (404)', async () => {
    const long = await post('/api/community/reply', { articleId: id, index: 'x'.repeat(1001) }, h.token(ANA));
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ index: M.commentMax });
    expect((await post('/api/community/reply', { articleId: id, index: '' }, h.token(ANA))).body.fields).toEqual({ index: M.commentRequired });
    expect((await post('/api/community/reply', { articleId: id, index: 'x'.repeat(1000) }, h.token(ANA))).status).toBe(201);
    expect((await post('/api/community/reply', { articleId: id, index: 'Hi' }, h.token(SAMPAGUITA))).status).toBe(403);
    expect((await post('/api/community/reply', { articleId: id, index: 'Hi' })).status).toBe(401);
    expect((await post('/api/community/reply', { articleId: 999999, index: 'Hi' }, h.token(ANA))).status).toBe(404);
  });

  it('lets only the comment’s writer edit or delete it, keeping the count right', async () => {
    const comment = (await post('/api/community/reply', { articleId: id, index: 'Typo here' }, h.token(ANA))).body;
    const countBefore = (await h.db.post.findUniqueOrThrow({ where: { id: BigInt(id) } })).replyCount;
    expect((await call(h.base, 'PUT', `/api/community/reply/${comment.commentId}`, { body: { articleId: id, index: 'Nope' }, token: h.token(JUAN) })).status).toBe(403);
    expect((await call(h.base, 'DELETE', `/api/community/reply/${comment.commentId}`, { token: h.token(JUAN) })).status).toBe(403);
    expect((await h.db.comment.findUniqueOrThrow({ where: { id: BigInt(comment.commentId) } })).body).toBe('Typo here');
    const wrongPost = await call(h.base, 'PUT', `/api/community/reply/${comment.commentId}`, { body: { articleId: id + 1000, index: 'Fixed' }, token: h.token(ANA) });
    expect(wrongPost.body.fields).toEqual({ articleId: M.commentOtherArticle });
    const edited = await call(h.base, 'PUT', `/api/community/reply/${comment.commentId}`, { body: { articleId: id, index: 'Fixed' }, token: h.token(ANA) });
    expect(edited.body).toMatchObject({ commentId: comment.commentId, index: 'Fixed', isOwn: true });
    expect((await call(h.base, 'DELETE', `/api/community/reply/${comment.commentId}`, { token: h.token(ANA) })).status).toBe(204);
    expect((await h.db.post.findUniqueOrThrow({ where: { id: BigInt(id) } })).replyCount).toBe(countBefore - 1);
    expect((await call(h.base, 'DELETE', `/api/community/reply/${comment.commentId}`, { token: h.token(ANA) })).status).toBe(404);
  });
});

describe('job counseling', () => {
  it('lists posts with the banner’s counts of today (Manila) and all posts, spelled as the spec spells them', async () => {
    clock = new Date('2026-11-24T15:30:00.000Z'); // 24 Nov 23:30 in Manila
    await post('/api/community/jobCounseling', { title: 'Resign before 13th month?', index: 'Should I wait for the 13th month pay before resigning?' }, h.token(JUAN));
    clock = new Date('2026-11-24T16:30:00.000Z'); // 25 Nov 00:30 in Manila
    const created = await post('/api/community/jobCounseling', { title: 'Back pay computation', index: 'How is final pay computed?', articleAttachment: [photo('7', 'payslip.png')] }, h.token(ANA));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Back pay computation', answer: 0, isOwn: true, attachment: [photo('7', 'payslip.png')], articleReply: [] });
    const list = await call(h.base, 'GET', '/api/community/jobCounselings?pageUnit=10&pageNo=1&orderKey=createdAt');
    expect(list.body).toMatchObject({ count: 2, todayCounselingCOunt: 1, allCounselingCount: 2 });
    expect(list.body.list[0]).toEqual({
      articleId: created.body.articleId,
      title: 'Back pay computation',
      index: 'How is final pay computed?',
      nickName: 'An***',
      createdAt: '2026-11-24T16:30:00.000Z',
      viewCount: 0,
      answer: 0,
      isAttach: true,
      isNew: true,
      isOwn: false,
    });
    const searched = await call(h.base, 'GET', '/api/community/jobCounselings?keyword=13th');
    expect(searched.body).toMatchObject({ count: 1, todayCounselingCOunt: 1, allCounselingCount: 2 });
  });

  it('counts answers and lets the writer edit and delete it', async () => {
    const id = (await call(h.base, 'GET', '/api/community/jobCounselings?keyword=back%20pay')).body.list[0].articleId;
    await post('/api/community/reply', { articleId: id, index: 'Final pay is due within 30 days (DOLE Labor Advisory 06-20).' }, h.token(JUAN));
    const detail = await call(h.base, 'GET', `/api/community/jobCounseling/${id}`);
    expect(detail.body).toMatchObject({ answer: 1, articleReply: [{ nickName: 'Jua***' }] });
    expect((await call(h.base, 'PUT', `/api/community/jobCounseling/${id}`, { body: { title: 'Back pay', index: 'x' }, token: h.token(JUAN) })).status).toBe(403);
    expect((await call(h.base, 'PUT', `/api/community/jobCounseling/${id}`, { body: { title: 'Back pay (final pay)', index: 'How is final pay computed?' }, token: h.token(ANA) })).body.title).toBe('Back pay (final pay)');
    expect((await call(h.base, 'GET', `/api/community/jobTalk/${id}`)).status).toBe(404);
    expect((await call(h.base, 'DELETE', `/api/community/jobCounseling/${id}`, { token: h.token(ANA) })).status).toBe(204);
  });
});

describe('nicknames', () => {
  it('come from the e-mail when account does not know the member, and a name change later leaves old posts as written', async () => {
    const stranger = { userId: '4242', userType: 'individual' as const, email: 'maricel.santos@example.ph' };
    const res = await post('/api/community/jobTalk', { title: 'Hello', index: 'First post' }, h.token(stranger));
    expect(res.body.nickName).toBe('mar***');
    h.targets.members.set(4242, 'Maricel Santos');
    expect((await call(h.base, 'GET', `/api/community/jobTalk/${res.body.articleId}`)).body.nickName).toBe('mar***');
  });
});
