/**
 * Inquiries (account-community.md 'FAQ, inquiries, reports'): GET /api/qna, GET /api/qna/{id},
 * POST /api/qna. Signed-in members only, each their own (another member's inquiry is a 404);
 * content up to 700, a valid e-mail, up to 5 images the member uploaded; the additional inquiry;
 * an answer turns the inquiry 024A and writes community.qna.answered.
 */
import { COMMUNITY_MESSAGES } from '@phjobs/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qnaStore } from '../src/data/qna.ts';
import { answerInquiry } from '../src/domain/answer-inquiry.ts';
import { ANA, call, JUAN, SAMPAGUITA, startCommunity, type Harness } from './harness.ts';

let h: Harness;
const inquiry = {
  majorCategoryCode: '023C',
  detailCategoryCode: '023C03',
  index: 'I applied to a barista job by mistake. How can I cancel?',
  email: 'juan.personal@example.ph',
  attachmentList: [{ key: 'inquiry/1/0b9d7c3e-aaaa-4bbb-8ccc-123456789abc', fileName: 'screenshot.png' }],
};

beforeAll(async () => {
  h = await startCommunity('community_qna');
});
afterAll(async () => h?.close());

const post = (body: unknown, token = h.token(JUAN)) => call(h.base, 'POST', '/api/qna', { body, token });

describe('POST /api/qna', () => {
  it('stores an inquiry with its images, waiting (024B), and answers it in full', async () => {
    const res = await post(inquiry);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      qnaId: expect.any(Number),
      majorCategoryCode: '023C',
      detailCategoryCode: '023C03',
      statusCode: '024B',
      createdAt: expect.any(String),
      index: inquiry.index,
      parentQnaId: null,
      email: 'juan.personal@example.ph',
      answer: null,
      answeredAt: null,
      attachmentList: inquiry.attachmentList,
      additionalList: [],
    });
  });

  it('takes an inquiry from a business member too', async () => {
    const res = await post({ ...inquiry, majorCategoryCode: '023D', detailCategoryCode: '023D03', attachmentList: [] }, h.token(SAMPAGUITA));
    expect(res.status).toBe(201);
  });

  it('refuses visitors (401) and an email query of someone else (403), writing nothing', async () => {
    const before = await h.db.qna.count();
    expect((await call(h.base, 'POST', '/api/qna', { body: inquiry })).status).toBe(401);
    expect((await call(h.base, 'POST', `/api/qna?email=${ANA.email}`, { body: inquiry, token: h.token(JUAN) })).status).toBe(403);
    expect(await h.db.qna.count()).toBe(before);
  });

  it('answers 400 with field messages for a missing detail, a detail of another major, 701 characters, a bad e-mail, control characters or 6 images, writing nothing', async () => {
    const before = await h.db.qna.count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ detailCategoryCode: undefined }, 'detailCategoryCode', COMMUNITY_MESSAGES.detailRequired],
      [{ detailCategoryCode: '023A01' }, 'detailCategoryCode', COMMUNITY_MESSAGES.detailOfOtherMajor],
      [{ index: 'x'.repeat(701) }, 'index', COMMUNITY_MESSAGES.contentMax],
      [{ index: '   ' }, 'index', COMMUNITY_MESSAGES.contentRequired],
      [{ email: 'juan@' }, 'email', 'It does not match the email format.'],
      [{ index: 'null\u0000byte' }, 'index', COMMUNITY_MESSAGES.controlCharacters],
      [{ attachmentList: Array.from({ length: 6 }, (_, i) => ({ key: `inquiry/1/file-${i}`, fileName: `p${i}.png` })) }, 'attachmentList', COMMUNITY_MESSAGES.attachmentsMax],
      [{ attachmentList: [{ key: 'inquiry/1/file', fileName: 'cv.pdf' }] }, 'attachmentList.0.fileName', COMMUNITY_MESSAGES.attachmentType],
    ];
    for (const [change, field, message] of cases) {
      const res = await post({ ...inquiry, ...change });
      expect(res.status, field).toBe(400);
      expect(res.body.fields?.[field], field).toBe(message);
    }
    expect(await h.db.qna.count()).toBe(before);
  });

  it("refuses an image uploaded by someone else or for another purpose (400), writing nothing", async () => {
    const before = await h.db.qna.count();
    for (const key of ['inquiry/7/0b9d7c3e-aaaa-4bbb-8ccc-123456789abc', 'resume/1/0b9d7c3e-aaaa-4bbb-8ccc-123456789abc', 'seed/inquiries/x']) {
      const res = await post({ ...inquiry, attachmentList: [{ key, fileName: 'a.png' }] });
      expect(res.status, key).toBe(400);
      expect(res.body.fields.attachmentList).toBe(COMMUNITY_MESSAGES.attachmentNotOwn);
    }
    expect(await h.db.qna.count()).toBe(before);
  });

  it("adds an additional inquiry to the member's own inquiry, with its categories, and to nobody else's (404)", async () => {
    const first = await post({ ...inquiry, attachmentList: [] });
    const more = await post({ parentQnaId: first.body.qnaId, index: 'The job was Barista at Kape Tayo.', email: inquiry.email });
    expect(more.status).toBe(201);
    expect(more.body).toMatchObject({ parentQnaId: first.body.qnaId, majorCategoryCode: '023C', detailCategoryCode: '023C03' });
    // Adding to the additional inquiry joins the same thread.
    const third = await post({ parentQnaId: more.body.qnaId, index: 'Any news?', email: inquiry.email });
    expect(third.body.parentQnaId).toBe(first.body.qnaId);
    const detail = await call(h.base, 'GET', `/api/qna/${first.body.qnaId}`, { token: h.token(JUAN) });
    expect(detail.body.additionalList.map((q: { index: string }) => q.index)).toEqual(['The job was Barista at Kape Tayo.', 'Any news?']);
    const other = await post({ parentQnaId: first.body.qnaId, index: 'Not mine', email: ANA.email }, h.token(ANA));
    expect(other.status).toBe(404);
  });
});

describe('GET /api/qna and /api/qna/{id}', () => {
  let anaQna: number;
  beforeAll(async () => {
    anaQna = (await post({ ...inquiry, index: 'How do I publish my resume?', majorCategoryCode: '023B', detailCategoryCode: '023B02', email: ANA.email, attachmentList: [] }, h.token(ANA))).body.qnaId;
  });

  it("lists only the member's own inquiries, newest first, with the total count and the keyword", async () => {
    const mine = await call(h.base, 'GET', `/api/qna?searchKeyword=&pageUnit=10&pageNo=1&email=${JUAN.email}`, { token: h.token(JUAN) });
    expect(mine.status).toBe(200);
    expect(mine.body.count).toBe(4);
    expect(mine.body.list.every((q: { qnaId: number }) => q.qnaId !== anaQna)).toBe(true);
    expect(mine.body.list[0].index).toBe('Any news?');
    const paged = await call(h.base, 'GET', '/api/qna?pageUnit=3&pageNo=2', { token: h.token(JUAN) });
    expect(paged.body).toMatchObject({ count: 4 });
    expect(paged.body.list).toHaveLength(1);
    const keyword = await call(h.base, 'GET', '/api/qna?searchKeyword=KAPE', { token: h.token(JUAN) });
    expect(keyword.body.list.map((q: { index: string }) => q.index)).toEqual(['The job was Barista at Kape Tayo.']);
    const none = await call(h.base, 'GET', '/api/qna', { token: h.token({ userId: '99', userType: 'individual', email: 'new@example.ph' }) });
    expect(none.body).toEqual({ list: [], count: 0 });
  });

  it("answers 404 for another member's inquiry and for an unknown one, 401 for visitors", async () => {
    expect((await call(h.base, 'GET', `/api/qna/${anaQna}`, { token: h.token(JUAN) })).status).toBe(404);
    expect((await call(h.base, 'GET', '/api/qna/999999', { token: h.token(JUAN) })).status).toBe(404);
    expect((await call(h.base, 'GET', `/api/qna/${anaQna}`, { token: h.token(ANA) })).status).toBe(200);
    expect((await call(h.base, 'GET', '/api/qna')).status).toBe(401);
    expect((await call(h.base, 'GET', `/api/qna/${anaQna}`)).status).toBe(401);
    expect((await call(h.base, 'GET', '/api/qna/abc', { token: h.token(ANA) })).status).toBe(400);
  });

  it('shows the answer (024A) once given, and puts community.qna.answered in the outbox in the same change', async () => {
    await answerInquiry(qnaStore(h.db), anaQna, 'Go to My Page > Resume and switch it to Published.', new Date('2026-11-20T05:00:00.000Z'));
    const res = await call(h.base, 'GET', `/api/qna/${anaQna}`, { token: h.token(ANA) });
    expect(res.body).toMatchObject({ statusCode: '024A', answer: 'Go to My Page > Resume and switch it to Published.', answeredAt: '2026-11-20T05:00:00.000Z' });
    const events = await h.db.outboxEvent.findMany({ where: { subject: 'community.qna.answered' } });
    expect(events).toHaveLength(1);
    // An empty answer or an unknown inquiry is refused, and nothing more is written.
    await expect(answerInquiry(qnaStore(h.db), anaQna, '  ')).rejects.toMatchObject({ status: 400 });
    await expect(answerInquiry(qnaStore(h.db), 999_999, 'Hello')).rejects.toMatchObject({ status: 404 });
    expect(await h.db.outboxEvent.count()).toBe(1);
    expect(events[0]?.payload).toEqual({
      qnaId: String(anaQna),
      userId: ANA.userId,
      email: ANA.email,
      majorCategoryCode: '023B',
      detailCategoryCode: '023B02',
      question: 'How do I publish my resume?',
      answer: 'Go to My Page > Resume and switch it to Published.',
      answeredAt: '2026-11-20T05:00:00.000Z',
    });
  });
});
