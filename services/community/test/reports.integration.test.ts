/**
 * POST /api/report (account-community.md 'FAQ, inquiries, reports'): login required (visitors
 * 401), once per member and item (409 with a polite message), a snapshot of the item from jobs or
 * talent (404 when it does not exist; kept without a snapshot when they cannot be asked), and the
 * outcome as community.report.resolved.
 */
import { COMMUNITY_MESSAGES } from '@phjobs/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportStore } from '../src/data/reports.ts';
import { resolveReport } from '../src/domain/resolve-report.ts';
import { ANA, call, JUAN, SAMPAGUITA, startCommunity, type Harness } from './harness.ts';

let h: Harness;
const report = { majorCategoryCode: 'job', detailCategoryCode: '023G02', content: 'The recruiter asked me to pay PHP 1,500 for a training kit.', email: 'seeker@demo.ph', targetId: 60 };

beforeAll(async () => {
  h = await startCommunity('community_reports');
  h.targets.ads.set(60, { jobId: 60, title: 'Sales Associate', companyName: 'Mabuhay Retail Corp.', companyUserId: 1007, statusCode: '012C' });
  h.targets.resumes.set(9, { title: 'Customer Service Representative', userId: 50_009 });
});
afterAll(async () => h?.close());

const send = (body: unknown, token?: string) => call(h.base, 'POST', '/api/report', { body, ...(token ? { token } : {}) });

describe('POST /api/report', () => {
  it("keeps the report with the ad's title and company as they were, received", async () => {
    const res = await send(report, h.token(JUAN));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ reportId: expect.any(Number), majorCategoryCode: 'job', detailCategoryCode: '023G02', targetId: 60, targetTitle: 'Sales Associate', statusCode: 'received', createdAt: expect.any(String) });
    const row = await h.db.report.findUniqueOrThrow({ where: { id: BigInt(res.body.reportId) } });
    expect(row).toMatchObject({ userId: 1n, content: report.content, email: 'seeker@demo.ph', targetSnapshot: { companyName: 'Mabuhay Retail Corp.', companyUserId: 1007, statusCode: '012C' } });
  });

  it('refuses the same member reporting the same item again, politely (409), and keeps one report', async () => {
    const again = await send({ ...report, detailCategoryCode: '023G01', content: 'Again' }, h.token(JUAN));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'report/duplicate', message: COMMUNITY_MESSAGES.reportDuplicate });
    expect(await h.db.report.count({ where: { targetType: 'job', targetId: 60n } })).toBe(1);
    // Another member may report it.
    expect((await send({ ...report, email: ANA.email }, h.token(ANA))).status).toBe(201);
  });

  it('needs a login: a visitor gets 401 and nothing is written', async () => {
    const before = await h.db.report.count();
    const res = await send({ ...report, targetId: 61 });
    expect(res.status).toBe(401);
    expect(await h.db.report.count()).toBe(before);
  });

  it("keeps a resume's title, a post's title and a comment's text", async () => {
    const resume = await send({ majorCategoryCode: 'resume', detailCategoryCode: '023G03', content: 'The career dates are invented.', email: SAMPAGUITA.email, targetId: 9 }, h.token(SAMPAGUITA));
    expect(resume.status).toBe(201);
    expect(resume.body.targetTitle).toBe('Customer Service Representative');
    const post = await h.db.post.create({ data: { kind: 'jobTalk', userId: 50001n, nickName: 'Kat***', title: 'Night shift differential in Cebu BPOs', body: 'Is 10% the law?' } });
    const comment = await h.db.comment.create({ data: { postId: post.id, userId: 50002n, nickName: 'Ram***', body: 'You are an idiot, everyone knows that.' } });
    const reported = await send({ majorCategoryCode: 'community', detailCategoryCode: '023E05', content: 'Spam.', email: JUAN.email, targetId: Number(post.id) }, h.token(JUAN));
    expect(reported.status).toBe(201);
    expect(reported.body.targetTitle).toBe('Night shift differential in Cebu BPOs');
    const onComment = await send({ majorCategoryCode: 'community', detailCategoryCode: '023E03', content: 'Abusive comment.', email: JUAN.email, targetId: Number(comment.id) }, h.token(JUAN));
    expect(onComment.status).toBe(201);
    expect(onComment.body.targetTitle).toBe('You are an idiot, everyone knows that.');
  });

  it('answers a community item that is missing or not released as the same 404, writing nothing', async () => {
    const hidden = await h.db.post.create({ data: { kind: 'interviewTip', userId: 50003n, nickName: '', title: 'Accenture - Associate', body: 'Be early.', reviewStatus: 'underReview' } });
    const before = await h.db.report.count();
    const answers = [];
    for (const targetId of [Number(hidden.id), 999_999]) {
      answers.push(await send({ majorCategoryCode: 'community', detailCategoryCode: '023E05', content: 'Fake.', email: JUAN.email, targetId }, h.token(JUAN)));
    }
    expect(answers.map((a) => [a.status, a.body])).toEqual([
      [404, answers[1]!.body],
      [404, { code: 'report/target-not-found', message: answers[1]!.body.message }],
    ]);
    expect(await h.db.report.count()).toBe(before);
  });

  it('answers an ad under review, ended or deleted and a private resume exactly as one that does not exist (404), writing nothing', async () => {
    h.targets.ads.set(70, { jobId: 70, title: 'Unpublished Cashier', companyName: 'Mabuhay Retail Corp.', companyUserId: 1007, statusCode: '012A' });
    h.targets.ads.set(71, { jobId: 71, title: 'Ended Cashier', companyName: 'Mabuhay Retail Corp.', companyUserId: 1007, statusCode: '012D' });
    h.targets.resumes.set(72, { title: 'A private resume', userId: 50_010, statusCode: '020B' });
    const before = await h.db.report.count();
    const answer = async (body: unknown) => {
      const res = await send(body, h.token(JUAN));
      return [res.status, res.body];
    };
    const missingAd = await answer({ ...report, targetId: 424242 });
    expect(missingAd).toEqual([404, { code: 'report/target-not-found', message: COMMUNITY_MESSAGES.reportTargetMissing }]);
    expect(await answer({ ...report, targetId: 70 })).toEqual(missingAd);
    expect(await answer({ ...report, targetId: 71 })).toEqual(missingAd);
    const resume = { majorCategoryCode: 'resume', detailCategoryCode: '023G05', content: 'x', email: JUAN.email };
    expect(await answer({ ...resume, targetId: 72 })).toEqual(await answer({ ...resume, targetId: 77 }));
    expect(await h.db.report.count()).toBe(before);
  });

  it('answers 404 for an ad or resume that does not exist, writing nothing', async () => {
    const before = await h.db.report.count();
    const ad = await send({ ...report, targetId: 424242 }, h.token(JUAN));
    expect(ad.status).toBe(404);
    expect(ad.body.code).toBe('report/target-not-found');
    expect((await send({ majorCategoryCode: 'resume', detailCategoryCode: '023G05', content: 'x', email: JUAN.email, targetId: 77 }, h.token(JUAN))).status).toBe(404);
    expect(await h.db.report.count()).toBe(before);
  });

  it('still takes the report when jobs cannot be asked, without a snapshot', async () => {
    h.targets.failing = true;
    try {
      const res = await send({ ...report, targetId: 62 }, h.token(JUAN));
      expect(res.status).toBe(201);
      expect(res.body.targetTitle).toBeNull();
    } finally {
      h.targets.failing = false;
    }
  });

  it('answers 400 with field messages: a reason of another kind of item, no content, 701 characters, a bad e-mail, a bad target', async () => {
    const before = await h.db.report.count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ detailCategoryCode: '023G03' }, 'detailCategoryCode', COMMUNITY_MESSAGES.reportDetailOfOtherTarget],
      [{ content: '' }, 'content', COMMUNITY_MESSAGES.contentRequired],
      [{ content: 'y'.repeat(701) }, 'content', COMMUNITY_MESSAGES.contentMax],
      [{ content: 'tab\tok but bell\u0007' }, 'content', COMMUNITY_MESSAGES.controlCharacters],
      [{ email: 'not-an-email' }, 'email', 'It does not match the email format.'],
      [{ majorCategoryCode: 'company' }, 'majorCategoryCode', COMMUNITY_MESSAGES.reportTargetRequired],
    ];
    for (const [change, field, message] of cases) {
      const res = await send({ ...report, targetId: 63, ...change }, h.token(JUAN));
      expect(res.status, field).toBe(400);
      expect(res.body.fields?.[field], field).toBe(message);
    }
    expect((await send({ ...report, targetId: 'abc' }, h.token(JUAN))).body.fields).toHaveProperty('targetId');
    expect(await h.db.report.count()).toBe(before);
  });

  it('records the outcome once and writes community.report.resolved for the My news of the reporter', async () => {
    const row = await h.db.report.findFirstOrThrow({ where: { userId: 1n, targetId: 60n } });
    expect(await resolveReport(reportStore(h.db), Number(row.id), 'actioned', new Date('2026-11-21T00:00:00.000Z'))).toBe(true);
    expect(await resolveReport(reportStore(h.db), Number(row.id), 'dismissed')).toBe(false);
    const events = await h.db.outboxEvent.findMany({ where: { subject: 'community.report.resolved' } });
    expect(events.map((e) => e.payload)).toEqual([
      { reportId: String(row.id), userId: '1', majorCategoryCode: 'job', targetId: '60', targetTitle: 'Sales Associate', outcome: 'actioned', resolvedAt: '2026-11-21T00:00:00.000Z' },
    ]);
    expect((await h.db.report.findUniqueOrThrow({ where: { id: row.id } })).statusCode).toBe('actioned');
  });
});
