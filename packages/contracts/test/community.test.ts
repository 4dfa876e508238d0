import { describe, expect, it } from 'vitest';
import { QNA_DETAIL_CATEGORY, QNA_DETAIL_CODES, qnaMajorOf, REPORT_DETAIL_CODES } from '../src/codes.ts';
import { ZEventListQuery, ZQnaCreateBody, ZReportBody } from '../src/community.ts';
import { COMMUNITY_MESSAGES } from '../src/messages.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('inquiry categories', () => {
  it('give each of the eight major categories 2 to 5 detail categories of its own code', () => {
    for (const [major, details] of Object.entries(QNA_DETAIL_CATEGORY)) {
      const codes = Object.keys(details);
      expect(codes.length, major).toBeGreaterThanOrEqual(2);
      expect(codes.length, major).toBeLessThanOrEqual(5);
      for (const code of codes) expect(qnaMajorOf(code)).toBe(major);
    }
    expect(QNA_DETAIL_CODES).toHaveLength(new Set(QNA_DETAIL_CODES).size);
  });

  it("keep the spec's report details: job 023G01 and 023G04, resume 023G03 and 023G05, community 023E03 and 023E04", () => {
    expect(REPORT_DETAIL_CODES.job).toEqual(expect.arrayContaining(['023G01', '023G04']));
    expect(REPORT_DETAIL_CODES.resume).toEqual(expect.arrayContaining(['023G03', '023G05']));
    expect(REPORT_DETAIL_CODES.community).toEqual(expect.arrayContaining(['023E03', '023E04']));
  });
});

describe('POST /api/qna body', () => {
  const valid = { majorCategoryCode: '023B', detailCategoryCode: '023B01', index: 'How do I publish my resume?', email: ' Juan@Example.PH ' };

  it('takes a valid inquiry, the e-mail trimmed and lower-cased, no attachments by default', () => {
    expect(ZQnaCreateBody.parse(valid)).toMatchObject({ email: 'juan@example.ph', attachmentList: [] });
  });

  it('refuses a detail category of another major, content over 700 characters and control characters, with field messages', () => {
    expect(issues(ZQnaCreateBody.safeParse({ ...valid, detailCategoryCode: '023C01' }))).toEqual({ detailCategoryCode: COMMUNITY_MESSAGES.detailOfOtherMajor });
    expect(issues(ZQnaCreateBody.safeParse({ ...valid, index: 'x'.repeat(701) }))).toEqual({ index: COMMUNITY_MESSAGES.contentMax });
    expect(ZQnaCreateBody.safeParse({ ...valid, index: 'x'.repeat(700) }).success).toBe(true);
    expect(issues(ZQnaCreateBody.safeParse({ ...valid, index: 'bell\u0007' }))).toEqual({ index: COMMUNITY_MESSAGES.controlCharacters });
    expect(issues(ZQnaCreateBody.safeParse({ ...valid, email: 'nope' }))).toEqual({ email: 'It does not match the email format.' });
  });

  it('wants the categories unless it adds to an earlier inquiry', () => {
    expect(issues(ZQnaCreateBody.safeParse({ index: 'x', email: 'a@b.ph' }))).toEqual({ majorCategoryCode: COMMUNITY_MESSAGES.majorRequired, detailCategoryCode: COMMUNITY_MESSAGES.detailRequired });
    expect(ZQnaCreateBody.safeParse({ index: 'x', email: 'a@b.ph', parentQnaId: '4' }).data?.parentQnaId).toBe(4);
  });

  it('takes up to 5 images named gif, jpeg, jpg or png', () => {
    const image = (n: number) => ({ key: `inquiry/1/file-${n}`, fileName: `photo-${n}.jpg` });
    expect(ZQnaCreateBody.safeParse({ ...valid, attachmentList: [1, 2, 3, 4, 5].map(image) }).success).toBe(true);
    expect(issues(ZQnaCreateBody.safeParse({ ...valid, attachmentList: [1, 2, 3, 4, 5, 6].map(image) }))).toEqual({ attachmentList: COMMUNITY_MESSAGES.attachmentsMax });
    expect(ZQnaCreateBody.safeParse({ ...valid, attachmentList: [{ key: 'inquiry/1/x', fileName: 'cv.pdf' }] }).success).toBe(false);
  });
});

describe('POST /api/report body', () => {
  it('takes only the report reasons of the kind of item reported', () => {
    const body = { majorCategoryCode: 'job', detailCategoryCode: '023G01', content: 'They asked me for a placement fee.', email: 'a@b.ph', targetId: 12 };
    expect(ZReportBody.safeParse(body).success).toBe(true);
    expect(issues(ZReportBody.safeParse({ ...body, detailCategoryCode: '023G03' }))).toEqual({ detailCategoryCode: COMMUNITY_MESSAGES.reportDetailOfOtherTarget });
    expect(ZReportBody.safeParse({ ...body, majorCategoryCode: 'company' }).success).toBe(false);
  });
});

describe('GET /api/event query', () => {
  it('defaults to the Notice tab, page 1 of 10, and refuses unknown codes', () => {
    expect(ZEventListQuery.parse({})).toMatchObject({ category: '022B', pageUnit: 10, pageNo: 1 });
    expect(ZEventListQuery.parse({ category: '022A', statusCode: '027B', keyword: ' ' })).toMatchObject({ category: '022A', statusCode: '027B', keyword: undefined });
    expect(ZEventListQuery.safeParse({ category: '022D' }).success).toBe(false);
  });
});
