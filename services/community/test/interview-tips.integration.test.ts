/**
 * Interview reviews ('Screening Reviews', account-community.md sections 2-6): every rule of 'Write A
 * Screening Review', the automatic first pass (proof, no contact details or names), the writer
 * seeing 'under review' on their own while others cannot, the operator's release through the
 * internal call, anonymity to readers, and the search by company name, result and specialization.
 */
import { COMMUNITY_POST_ERROR_CODES, COMMUNITY_POST_MESSAGES as M, type InterviewTipCreateInput } from '@phjobs/contracts/community-posts';
import { serviceToken } from '@phjobs/service-kit/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, call, JUAN, SAMPAGUITA, SERVICE_SECRET, startCommunity, type Harness } from './harness.ts';

let h: Harness;
const clock = new Date('2026-06-15T04:00:00.000Z');
const internal = () => ({ 'x-service-token': serviceToken(SERVICE_SECRET, 'console') });

const review = (over: Partial<InterviewTipCreateInput> = {}): InterviewTipCreateInput => ({
  companyName: 'Concentrix',
  specialization: 'SP0101',
  position: 'Customer Service Representative',
  workExperience: '040A',
  applicationYear: 2026,
  applicationMonth: 3,
  interviewResults: '041A',
  evaluation: '042A',
  difficulty: '043B',
  interviewEnvironment: 'A training room on the 12th floor of the Eastwood site.',
  interviewType: ['044A', '044D'],
  numberOfInterviewers: ['045A'],
  interviewProgress: 'Initial interview, a typing and grammar test, then the final interview with the account manager.',
  interviewQuestions: ['Tell me about yourself.', 'Why do you want to work in a BPO?', 'Can you work on a night shift?'],
  interviewTip: 'Practise speaking English out loud and bring a pen for the exam.',
  interviewAmbiance: 'Friendly and fast.',
  coverLetter: 'Not asked.',
  file: [{ key: 'review/1/0b9d7c3e-proof', fileName: 'invitation.png', ext: 'png', size: 0.42 }],
  ...over,
});

const write = (body: unknown, token: string | undefined = h.token(JUAN)) => call(h.base, 'POST', '/api/community/interviewTip', { body, ...(token ? { token } : {}) });

beforeAll(async () => {
  h = await startCommunity('community_interview', () => clock);
  h.targets.members.set(1, 'Juan Dela Cruz');
  h.targets.members.set(7, 'Ana Reyes');
});
afterAll(async () => h?.close());

describe('POST /api/community/interviewTip', () => {
  it('takes a complete review with proof and keeps it under review, its title the company and position', async () => {
    const res = await write(review());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Concentrix - Customer Service Representative',
      companyName: 'Concentrix',
      specialization: 'SP0101',
      reviewStatus: 'underReview',
      reviewNote: null,
      isOwn: true,
      experience: '040A',
      interviewResult: '041A',
      applicationDate: '2026-03',
      interviewType: ['044A', '044D'],
      interviewQuestions: review().interviewQuestions,
      file: review().file,
      articleReply: [],
    });
    expect(res.body).not.toHaveProperty('nickName');
  });

  it('answers every field message of the form at once', async () => {
    const res = await write({});
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      companyName: M.companyNameRequired,
      specialization: M.specializationRequired,
      position: M.positionRequired,
      workExperience: M.workExperienceRequired,
      applicationYear: M.applicationYearRequired,
      applicationMonth: M.applicationMonthRequired,
      interviewResults: M.interviewResultsRequired,
      evaluation: M.evaluationRequired,
      difficulty: M.difficultyRequired,
      interviewEnvironment: M.textRequired,
      interviewType: M.interviewTypeRequired,
      numberOfInterviewers: M.numberOfInterviewersRequired,
      interviewProgress: M.textRequired,
      interviewQuestions: M.questionsMin,
      interviewTip: M.textRequired,
      interviewAmbiance: M.textRequired,
      coverLetter: M.textRequired,
      file: M.proofRequired,
    });
  });

  it('needs 3 questions or more, each written, and 5000 characters at most per text', async () => {
    expect((await write(review({ interviewQuestions: ['One?', 'Two?'] }))).body.fields).toEqual({ interviewQuestions: M.questionsMin });
    expect((await write(review({ interviewQuestions: ['One?', '', 'Three?', 'Four?'] }))).body.fields).toEqual({ 'interviewQuestions.1': M.questionRequired });
    expect((await write(review({ interviewProgress: 'x'.repeat(5001) }))).body.fields).toEqual({ interviewProgress: M.reviewTextMax });
    expect((await write(review({ specialization: ['SP0101', 'SP0102'] }))).body.fields).toEqual({ specialization: M.specializationOne });
  });

  it('takes application dates of the last 36 months only (June: four year choices, back to July three years ago)', async () => {
    expect((await write(review({ applicationYear: 2026, applicationMonth: 7 }))).body.fields).toEqual({ applicationMonth: M.applicationDateRange });
    expect((await write(review({ applicationYear: 2023, applicationMonth: 6 }))).body.fields).toEqual({ applicationMonth: M.applicationDateRange });
    expect((await write(review({ applicationYear: 2022, applicationMonth: 12 }))).body.fields).toEqual({ applicationYear: M.applicationDateRange });
    expect((await write(review({ applicationYear: 2023, applicationMonth: 7, companyName: 'Teleperformance' }))).status).toBe(201);
  });

  it('needs a proof image of one’s own upload (project review) in jpg, jpeg, gif, png or bmp', async () => {
    expect((await write(review({ file: [] }))).body.fields).toEqual({ file: M.proofRequired });
    expect((await write(review({ file: [{ key: 'review/7/abc', fileName: 'a.png', ext: 'png', size: 1 }] }))).body.fields).toEqual({ file: M.proofNotOwn });
    expect((await write(review({ file: [{ key: 'community/1/abc', fileName: 'a.png', ext: 'png', size: 1 }] }))).body.fields).toEqual({ file: M.proofNotOwn });
    expect((await write(review({ file: [{ key: 'review/1/abc', fileName: 'id.pdf', ext: 'pdf', size: 1 }] }))).body.fields).toMatchObject({ 'file.0.fileName': M.proofType, 'file.0.ext': M.proofType });
  });

  it('refuses phone numbers, e-mail addresses and people’s names in the texts (the automatic first pass), naming each field', async () => {
    const res = await write(
      review({
        interviewTip: 'Text the recruiter at 0917 123 4567 if you are late.',
        interviewAmbiance: 'Ms. Santos was very kind.',
        interviewQuestions: ['Tell me about yourself.', 'Send your CV to hr@concentrix.example.com?', 'Why us?'],
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ interviewTip: M.contactDetails, interviewAmbiance: M.personNames, 'interviewQuestions.1': M.contactDetails });
    expect((await write(review({ interviewProgress: 'Call (02) 8123 4567 for the schedule.' }))).body.fields).toEqual({ interviewProgress: M.contactDetails });
    expect((await write(review({ interviewProgress: 'Three rounds in 2 weeks, 1 hour each; 30 applicants.', companyName: 'Accenture' }))).status).toBe(201);
  });

  it('refuses a company member (403) and a visitor (401)', async () => {
    const company = await write(review(), h.token(SAMPAGUITA));
    expect(company.status).toBe(403);
    expect(company.body.code).toBe(COMMUNITY_POST_ERROR_CODES.individualOnly);
    expect((await write(review(), '')).status).toBe(401);
  });
});

describe('the release of a review', () => {
  let id: number;
  beforeAll(async () => {
    id = (await write(review({ companyName: 'Jollibee Foods Corporation', specialization: 'SP0605', position: 'Service Crew', interviewResults: '041B' }))).body.articleId;
  });

  it('shows the writer their review under review and hides it from everyone else', async () => {
    const own = await call(h.base, 'GET', `/api/community/interviewTip/${id}`, { token: h.token(JUAN) });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ reviewStatus: 'underReview', isOwn: true });
    expect((await call(h.base, 'GET', `/api/community/interviewTip/${id}`, { token: h.token(ANA) })).status).toBe(404);
    expect((await call(h.base, 'GET', `/api/community/interviewTip/${id}`)).status).toBe(404);
    expect((await call(h.base, 'GET', '/api/community/interviewTips?companyName=Jollibee')).body).toEqual({ list: [], count: 0 });
    expect((await call(h.base, 'POST', '/api/community/reply', { body: { articleId: id, index: 'Nice' }, token: h.token(ANA) })).status).toBe(404);
    const mine = await call(h.base, 'GET', '/api/individual/myPage/myTalks/interviewTip?pageUnit=10&pageNo=1', { token: h.token(JUAN) });
    expect(mine.body.list.find((item: { articleId: number }) => item.articleId === id)).toMatchObject({ reviewStatus: 'underReview', kind: 'interviewTip' });
  });

  it('lists it in the operators’ queue with the writer and the proof, and their calls need the service token', async () => {
    const queue = await call(h.base, 'GET', '/internal/community/interviewTips/underReview', { headers: internal() });
    expect(queue.status).toBe(200);
    expect(queue.body.list.find((item: { articleId: number }) => item.articleId === id)).toMatchObject({ userId: 1, file: review().file });
    expect((await call(h.base, 'POST', `/internal/community/interviewTip/${id}/release`, { token: h.token(JUAN) })).status).toBe(403);
  });

  it('is released by an operator, then shown to everyone anonymously (no proof, no name) and open to comments', async () => {
    const released = await call(h.base, 'POST', `/internal/community/interviewTip/${id}/release`, { headers: internal() });
    expect(released.status).toBe(200);
    expect(released.body).toEqual({ articleId: id, reviewStatus: 'released', reviewNote: null, reviewedAt: clock.toISOString() });
    const read = await call(h.base, 'GET', `/api/community/interviewTip/${id}`, { token: h.token(ANA) });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ reviewStatus: 'released', isOwn: false, file: [], viewCount: 1 });
    expect(JSON.stringify(read.body)).not.toMatch(/Jua\*\*\*|Juan/);
    const comment = await call(h.base, 'POST', '/api/community/reply', { body: { articleId: id, index: 'Was the final interview face to face?' }, token: h.token(ANA) });
    expect(comment.status).toBe(201);
    const answer = await call(h.base, 'POST', '/api/community/reply', { body: { articleId: id, index: 'Yes, at the store.' }, token: h.token(JUAN) });
    expect(answer.body.nickName).toBe('Anonymous');
    expect((await call(h.base, 'POST', `/internal/community/interviewTip/${id}/release`, { headers: internal() })).status).toBe(409);
  });

  it('has no edit or delete call: a released review cannot be changed by its writer', async () => {
    expect((await call(h.base, 'PUT', `/api/community/interviewTip/${id}`, { body: review(), token: h.token(JUAN) })).status).toBe(404);
    expect((await call(h.base, 'DELETE', `/api/community/interviewTip/${id}`, { token: h.token(JUAN) })).status).toBe(404);
    expect(await h.db.post.count({ where: { id: BigInt(id) } })).toBe(1);
  });

  it('is rejected with a reason only its writer reads', async () => {
    const other = (await write(review({ companyName: 'Globe Telecom' }))).body.articleId;
    const rejected = await call(h.base, 'POST', `/internal/community/interviewTip/${other}/reject`, { body: { reason: 'The proof image does not show an interview invitation.' }, headers: internal() });
    expect(rejected.body).toMatchObject({ reviewStatus: 'rejected', reviewNote: 'The proof image does not show an interview invitation.' });
    expect((await call(h.base, 'GET', `/api/community/interviewTip/${other}`, { token: h.token(JUAN) })).body).toMatchObject({ reviewStatus: 'rejected', reviewNote: 'The proof image does not show an interview invitation.' });
    expect((await call(h.base, 'GET', `/api/community/interviewTip/${other}`, { token: h.token(ANA) })).status).toBe(404);
    expect((await call(h.base, 'POST', `/internal/community/interviewTip/${other}/reject`, { body: { reason: '' }, headers: internal() })).body.fields).toEqual({ reason: M.rejectReasonRequired });
    expect((await call(h.base, 'POST', '/internal/community/interviewTip/999999/release', { headers: internal() })).status).toBe(404);
  });
});

describe('GET /api/community/interviewTips', () => {
  beforeAll(async () => {
    const queue = await call(h.base, 'GET', '/internal/community/interviewTips/underReview?pageUnit=100', { headers: internal() });
    for (const item of queue.body.list as { articleId: number }[]) await call(h.base, 'POST', `/internal/community/interviewTip/${item.articleId}/release`, { headers: internal() });
    expect((await write(review({ companyName: 'SM Supermarket', specialization: 'SP1302', position: 'Cashier', interviewResults: '041C', file: [{ key: 'review/7/5c1d-proof', fileName: 'text.jpg', ext: 'jpg', size: 1.2 }] }), h.token(ANA))).status).toBe(201);
    const last = await call(h.base, 'GET', '/internal/community/interviewTips/underReview', { headers: internal() });
    for (const item of last.body.list as { articleId: number }[]) await call(h.base, 'POST', `/internal/community/interviewTip/${item.articleId}/release`, { headers: internal() });
  });

  it('lists released reviews newest first with the list fields and the total', async () => {
    const res = await call(h.base, 'GET', '/api/community/interviewTips?pageUnit=10&pageNo=1&orderKey=createdAt');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(5);
    expect(res.body.list[0]).toEqual({
      articleId: expect.any(Number),
      title: 'SM Supermarket - Cashier',
      companyName: 'SM Supermarket',
      position: 'Cashier',
      specialization: 'SP1302',
      viewCount: 0,
      replyCount: 0,
      createdAt: clock.toISOString(),
      isNew: true,
      isOwn: false,
      interviewTip: review().interviewTip,
      interviewResult: '041C',
      difficulty: '043B',
      evaluation: '042A',
      applicationDate: '2026-03',
      reviewStatus: 'released',
    });
  });

  it('filters by company name, result and specializations (a parent covers its children), up to 5', async () => {
    const names = async (query: string) => ((await call(h.base, 'GET', `/api/community/interviewTips?${query}`)).body.list as { companyName: string }[]).map((item) => item.companyName).sort();
    expect(await names('companyName=jollibee')).toEqual(['Jollibee Foods Corporation']);
    expect(await names('interviewResults=041A')).toEqual(['Accenture', 'Concentrix', 'Teleperformance']);
    expect(await names('interviewResults=all&specialization=%5B%22SP06%22%5D')).toEqual(['Jollibee Foods Corporation']);
    expect(await names(`specialization=${encodeURIComponent(JSON.stringify(['SP13', 'SP0605']))}`)).toEqual(['Jollibee Foods Corporation', 'SM Supermarket']);
    const six = await call(h.base, 'GET', `/api/community/interviewTips?specialization=${encodeURIComponent(JSON.stringify(['SP01', 'SP02', 'SP03', 'SP04', 'SP05', 'SP06']))}`);
    expect(six.body.fields).toEqual({ specialization: M.specializationSearchMax });
    expect((await call(h.base, 'GET', '/api/community/interviewTips?interviewResults=041Z')).status).toBe(400);
  });
});
