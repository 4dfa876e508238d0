import { describe, expect, it } from 'vitest';
import { COMMUNITY_POST_MESSAGES as M } from '@phjobs/contracts/community-posts';
import { applicationMonths, applicationYears, initialInterviewForm, interviewFormReducer, isSubmittable, PROOF_IMAGES, proofOf, validateInterviewForm, type InterviewFormValues } from '../src/domain/posts/interviewForm';
import { initialInterviewSearch, interviewQuery, interviewSearchReducer } from '../src/domain/posts/interviewSearch';
import { commentCounter, commentProblem, initialModal, modalReducer, type ModalState } from '../src/domain/posts/modal';
import { POST_PHOTOS, validatePostForm } from '../src/domain/posts/postForm';
import { emptyReview, reviewBody, reviewValuesOf, startWizard, stepHolds, stepProblems, wizardReducer, type WizardState } from '../src/domain/posts/reviewWizard';
import { reportHref, writerOf } from '../src/domain/posts/writer';
import { imageProblemOf } from '../src/domain/supportForm';

const MB = 1024 * 1024;

describe('who may write', () => {
  it('knows individuals, other members and visitors once the session is known', () => {
    expect(writerOf('unknown', null)).toBe('unknown');
    expect(writerOf('ready', null)).toBe('visitor');
    expect(writerOf('ready', { userType: 'individual' })).toBe('individual');
    expect(writerOf('ready', { userType: 'company' })).toBe('other');
    expect(writerOf('ready', { userType: 'master.company' })).toBe('other');
  });
  it('reports a community post with its id, and counseling with detailCategory 023E04', () => {
    expect(reportHref(12)).toBe('/report?route=community&targetId=12');
    expect(reportHref(12, '023E04')).toBe('/report?route=community&targetId=12&detailCategory=023E04');
  });
});

describe('the comment and post modal states', () => {
  const run = (...actions: Parameters<typeof modalReducer>[1][]) => actions.reduce<ModalState>(modalReducer, initialModal);

  it("opens managePost from the owner's options and asks before Delete", () => {
    const s = run({ type: 'postOptions' }, { type: 'askDelete' });
    expect(s).toMatchObject({ kind: 'managePost', confirming: true });
  });
  it('opens commentRegister for an individual and commentNotAllowed for anyone else', () => {
    expect(run({ type: 'writeComment', writer: 'individual' }).kind).toBe('commentRegister');
    expect(run({ type: 'writeComment', writer: 'other' }).kind).toBe('commentNotAllowed');
    expect(run({ type: 'writeComment', writer: 'visitor' }).kind).toBe('commentNotAllowed');
  });
  it("goes from a comment's options (manageComment) to commentEdit with its text", () => {
    const s = run({ type: 'commentOptions', commentId: 7, text: 'Old text' }, { type: 'editComment' });
    expect(s).toEqual({ kind: 'commentEdit', commentId: 7, draft: 'Old text' });
  });
  it('cuts a comment at 1,000 characters and counts it', () => {
    const s = run({ type: 'writeComment', writer: 'individual' }, { type: 'type', text: 'x'.repeat(1005) });
    expect(s.draft).toHaveLength(1000);
    expect(commentCounter(s.draft)).toBe('1000 / 1000');
    expect(commentCounter('🙂 ok')).toBe('4 / 1000');
  });
  it('requires a comment', () => {
    expect(commentProblem('   ')).toBe(M.commentRequired);
    expect(commentProblem('Thanks!')).toBeNull();
  });
  it('closes the modal and resets the form when a call succeeds', () => {
    const s = run({ type: 'writeComment', writer: 'individual' }, { type: 'type', text: 'Good luck' }, { type: 'done' });
    expect(s).toEqual(initialModal);
  });
  it('keeps a comment being written when the modal is closed, but forgets an edit left', () => {
    expect(run({ type: 'writeComment', writer: 'individual' }, { type: 'type', text: 'draft' }, { type: 'close' })).toEqual({ kind: 'none', draft: 'draft' });
    expect(run({ type: 'commentOptions', commentId: 1, text: 'mine' }, { type: 'editComment' }, { type: 'close' })).toEqual({ kind: 'none', draft: '' });
  });
  it('ignores typing when no comment form is open', () => {
    expect(run({ type: 'type', text: 'x' })).toEqual(initialModal);
  });
});

describe('the job talk and counseling post form', () => {
  it('requires a title and content', () => {
    expect(validatePostForm({ title: ' ', index: '' })).toEqual({ title: M.titleRequired, index: M.contentRequired });
    expect(validatePostForm({ title: 'Night shift pay', index: 'Is night differential 10%?' })).toEqual({});
  });
  it('takes up to 3 photos, gif, jpeg, jpg or png, 6 MB each', () => {
    const png = { name: 'a.png', type: 'image/png', size: MB };
    expect(imageProblemOf(POST_PHOTOS, png, 2)).toBeNull();
    expect(imageProblemOf(POST_PHOTOS, png, 3)).toBe(M.photosMax);
    expect(imageProblemOf(POST_PHOTOS, { name: 'a.bmp', type: 'image/bmp', size: MB }, 0)).toBe(M.photoType);
    expect(imageProblemOf(POST_PHOTOS, { name: 'a.JPG', type: 'image/jpeg', size: 6 * MB }, 0)).toBeNull();
    expect(imageProblemOf(POST_PHOTOS, { name: 'a.jpeg', type: 'image/jpeg', size: 6 * MB + 1 }, 0)).toBe(M.photoType);
  });
});

// 15 November 2026, Manila
const NOV = new Date('2026-11-15T04:00:00Z');
const DEC = new Date('2026-12-15T04:00:00Z');

function filled(): InterviewFormValues {
  let v = initialInterviewForm();
  const a = (action: Parameters<typeof interviewFormReducer>[1]) => (v = interviewFormReducer(v, action));
  a({ type: 'set', patch: { companyName: 'Accenture', specialization: 'SP0101', position: 'Customer Service Representative', workExperience: '040A', interviewEnvironment: 'A room in Taguig', interviewProgress: 'HR, then a call simulation', interviewTip: 'Practise the call simulation', interviewAmbiance: 'Friendly', coverLetter: 'Short and honest' } });
  a({ type: 'year', year: 2026 });
  a({ type: 'set', patch: { applicationMonth: 10 } });
  a({ type: 'toggle', field: 'interviewType', code: '044A' });
  a({ type: 'toggle', field: 'numberOfInterviewers', code: '045A' });
  ['Tell me about yourself', 'Why BPO?', 'Can you work nights?'].forEach((text, index) => a({ type: 'question', index, text }));
  a({ type: 'addProof', file: { key: 'review/1/a.png', fileName: 'invite.png', ext: 'png', size: 0.2 } });
  return v;
}

describe("'Write A Screening Review'", () => {
  it('starts with result On Hold, evaluation Normal, difficulty Normal and 3 empty questions', () => {
    const v = initialInterviewForm();
    expect([v.interviewResults, v.evaluation, v.difficulty]).toEqual(['041B', '042B', '043B']);
    expect(v.interviewQuestions).toEqual(['', '', '']);
  });
  it('cannot be submitted until every rule holds, and then can', () => {
    expect(isSubmittable(initialInterviewForm(), NOV)).toBe(false);
    expect(validateInterviewForm(filled(), NOV)).toEqual({});
    expect(isSubmittable(filled(), NOV)).toBe(true);
  });
  it('names each missing field with its message', () => {
    const e = validateInterviewForm(initialInterviewForm(), NOV);
    expect(e).toMatchObject({ companyName: M.companyNameRequired, specialization: M.specializationRequired, position: M.positionRequired, workExperience: M.workExperienceRequired, applicationYear: M.applicationYearRequired, applicationMonth: M.applicationMonthRequired, interviewType: M.interviewTypeRequired, numberOfInterviewers: M.numberOfInterviewersRequired, interviewEnvironment: M.textRequired, 'interviewQuestions.2': M.questionRequired, file: M.proofRequired });
  });
  it('needs at least one proof image (jpg, jpeg, gif, png, bmp)', () => {
    const v = interviewFormReducer(filled(), { type: 'removeProof', key: 'review/1/a.png' });
    expect(validateInterviewForm(v, NOV).file).toBe(M.proofRequired);
    expect(imageProblemOf(PROOF_IMAGES, { name: 'invite.bmp', type: 'image/bmp', size: MB }, 0)).toBeNull();
    expect(imageProblemOf(PROOF_IMAGES, { name: 'resume.pdf', type: 'application/pdf', size: MB }, 0)).toBe(M.proofType);
  });
  it('takes 1 to 5000 characters per text', () => {
    const v = interviewFormReducer(filled(), { type: 'set', patch: { interviewTip: 'x'.repeat(5001) } });
    expect(v.interviewTip).toHaveLength(5000);
    expect(validateInterviewForm(v, NOV).interviewTip).toBeUndefined();
    expect(validateInterviewForm(interviewFormReducer(filled(), { type: 'set', patch: { coverLetter: '  ' } }), NOV).coverLetter).toBe(M.textRequired);
  });
  it('keeps the first 3 questions and adds and removes more', () => {
    let v = interviewFormReducer(filled(), { type: 'removeQuestion', index: 0 });
    expect(v.interviewQuestions).toHaveLength(3);
    v = interviewFormReducer(v, { type: 'addQuestion' });
    expect(v.interviewQuestions).toHaveLength(4);
    expect(validateInterviewForm(v, NOV)['interviewQuestions.3']).toBe(M.questionRequired);
    v = interviewFormReducer(v, { type: 'removeQuestion', index: 3 });
    expect(v.interviewQuestions).toHaveLength(3);
    expect(isSubmittable(v, NOV)).toBe(true);
  });
  it('offers the years of the last three years: 4 choices, but 3 in December', () => {
    expect(applicationYears(NOV)).toEqual([2026, 2025, 2024, 2023]);
    expect(applicationYears(DEC)).toEqual([2026, 2025, 2024]);
    expect(applicationMonths(2026, NOV)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(applicationMonths(2023, NOV)).toEqual([12]);
    expect(applicationMonths(2025, NOV)).toHaveLength(12);
    expect(applicationMonths(2022, NOV)).toEqual([]);
  });
  it('resets the month when the year changes', () => {
    const v = interviewFormReducer(filled(), { type: 'year', year: 2025 });
    expect(v.applicationMonth).toBeNull();
    expect(interviewFormReducer(filled(), { type: 'year', year: 2026 }).applicationMonth).toBe(10);
  });
  it('refuses a month outside the window with the hint', () => {
    const v = interviewFormReducer(filled(), { type: 'set', patch: { applicationMonth: 12 } });
    expect(validateInterviewForm(v, NOV).applicationMonth).toBe(M.applicationDateRange);
  });
  it('sends a proof with its extension and size in MB with two decimals', () => {
    expect(proofOf({ key: 'review/1/k', fileName: 'Invite.JPEG', size: 1.5 * MB + 12345 })).toEqual({ key: 'review/1/k', fileName: 'Invite.JPEG', ext: 'jpeg', size: 1.51 });
  });
});

describe('the interview search', () => {
  it('opens the search form, applies filters on submit (page 1 again) and keeps them off the list until then', () => {
    let s = interviewSearchReducer(initialInterviewSearch, { type: 'open' });
    expect(s.view).toBe('search');
    s = interviewSearchReducer(s, { type: 'draft', patch: { companyName: ' Jollibee ', interviewResults: '041A' } });
    expect(s.applied.companyName).toBe('');
    s = interviewSearchReducer(s, { type: 'submit' });
    expect(s).toMatchObject({ view: 'list', applied: { companyName: 'Jollibee', interviewResults: '041A' } });
    expect(interviewQuery(s.applied)).toEqual({ companyName: 'Jollibee', interviewResults: '041A' });
  });
  it('takes up to 5 specializations, sent as a JSON array', () => {
    const s = interviewSearchReducer(initialInterviewSearch, { type: 'draft', patch: { specialization: ['SP0101', 'SP0102', 'SP0103', 'SP0104', 'SP0105', 'SP0106'] } });
    expect(s.draft.specialization).toHaveLength(5);
    expect(interviewQuery({ ...s.draft, companyName: '' }).specialization).toBe('["SP0101","SP0102","SP0103","SP0104","SP0105"]');
  });
  it('Reset clears the filters and closes the form; All sends no result', () => {
    let s = interviewSearchReducer(initialInterviewSearch, { type: 'draft', patch: { companyName: 'SM' } });
    s = interviewSearchReducer(interviewSearchReducer(s, { type: 'submit' }), { type: 'open' });
    s = interviewSearchReducer(s, { type: 'reset' });
    expect(s).toMatchObject({ view: 'list', applied: { companyName: '', specialization: [], interviewResults: 'all' } });
    expect(interviewQuery(s.applied)).toEqual({});
  });
});

describe('the job review wizard', () => {
  const go = (s: WizardState, ...actions: Parameters<typeof wizardReducer>[1][]) => actions.reduce(wizardReducer, s);
  const complete = () =>
    go(
      startWizard('create', emptyReview()),
      { type: 'set', patch: { companyName: 'SM Supermalls', periodFrom: '2023-02', periodTo: '2025-06' } },
      { type: 'next', now: NOV },
      { type: 'score', ratingCode: '034A', score: 4 },
      { type: 'keyword', ratingCode: '034A', keywordCode: '034A01' },
      { type: 'next', now: NOV },
      { type: 'score', ratingCode: '034B', score: 3 },
      { type: 'next', now: NOV },
      { type: 'score', ratingCode: '034C', score: 5 },
      { type: 'next', now: NOV },
      { type: 'set', patch: { salaryPaidCode: '036A', satisfiedSalaryCode: '037B', recommandCode: '038A' } },
      { type: 'next', now: NOV },
      { type: 'set', patch: { title: 'Good first job', index: 'Busy on weekends but fair.' } },
    );

  it('starts at step 0 and does not go on while a step does not hold', () => {
    const s = go(startWizard('create', emptyReview()), { type: 'next', now: NOV });
    expect(s.step).toBe(0);
    expect(stepProblems(0, s.values, NOV)).toMatchObject({ companyName: M.companyNameRequired, periodFrom: M.periodFromRequired });
  });
  it('walks the steps 0 to 5 and builds the body with the three ratings', () => {
    const s = complete();
    expect(s.step).toBe(5);
    expect(reviewBody(s.values, NOV)).toEqual({
      companyName: 'SM Supermalls',
      periodFrom: '2023-02',
      periodTo: '2025-06',
      jobRating: [
        { ratingCode: '034A', score: 4, jobRatingKeyword: [{ keywordCode: '034A01' }] },
        { ratingCode: '034B', score: 3, jobRatingKeyword: [] },
        { ratingCode: '034C', score: 5, jobRatingKeyword: [] },
      ],
      salaryPaidCode: '036A',
      satisfiedSalaryCode: '037B',
      recommandCode: '038A',
      title: 'Good first job',
      index: 'Busy on weekends but fair.',
    });
  });
  it('refuses a period that ends before it starts or lies in the future; still working there needs no end', () => {
    const v = { ...emptyReview('SM'), periodFrom: '2025-06', periodTo: '2024-01' };
    expect(stepProblems(0, v, NOV).periodTo).toBe(M.periodOrder);
    expect(stepProblems(0, { ...v, periodTo: '2027-01' }, NOV).periodTo).toBe(M.periodFuture);
    expect(stepHolds(0, { ...v, stillThere: true, periodTo: '' }, NOV)).toBe(true);
  });
  it('rates 1 to 5 with up to 3 keywords of the rating itself', () => {
    let s = go(startWizard('create', emptyReview()), { type: 'score', ratingCode: '034B', score: 9 });
    expect(s.values.ratings['034B'].score).toBe(5);
    s = go(s, ...(['034B01', '034B02', '034B03', '034B04'] as const).map((keywordCode) => ({ type: 'keyword' as const, ratingCode: '034B' as const, keywordCode })));
    expect(s.values.ratings['034B'].keywords).toEqual(['034B01', '034B02', '034B03']);
    expect(go(s, { type: 'keyword', ratingCode: '034B', keywordCode: '034C01' }).values.ratings['034B'].keywords).toHaveLength(3);
  });
  it('begins an edit at step 1 with the review preloaded, and Back stops there', () => {
    const review = { jobReviewId: 3, companyName: 'SM Supermalls', periodFrom: '2023-02', periodTo: null, jobRating: [{ ratingCode: '034A' as const, score: 2, jobRatingKeyword: [{ keywordCode: '034A04' as const }] }, { ratingCode: '034B' as const, score: 3, jobRatingKeyword: [] }, { ratingCode: '034C' as const, score: 4, jobRatingKeyword: [] }], salaryPaidCode: '036B' as const, satisfiedSalaryCode: '037C' as const, recommandCode: '038B' as const, title: 'T', index: 'I', score: 3, createdAt: '', updatedAt: '', isOwn: true };
    const s = startWizard('edit', reviewValuesOf(review));
    expect(s.step).toBe(1);
    expect(s.values).toMatchObject({ stillThere: true, ratings: { '034A': { score: 2, keywords: ['034A04'] } } });
    expect(go(s, { type: 'back' }).step).toBe(1);
    expect(go(s, { type: 'set', patch: { companyName: 'Other' } }).values.companyName).toBe('SM Supermalls');
    expect(reviewBody(s.values, NOV)?.periodTo).toBeNull();
  });
});
