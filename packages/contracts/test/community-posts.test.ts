import { describe, expect, it } from 'vitest';
import {
  applicationWindow,
  COMMUNITY_POST_MESSAGES as M,
  ZCommentBody,
  ZInterviewTipCreateBody,
  ZInterviewTipListQuery,
  ZJobReviewBody,
  ZPostBody,
  type InterviewTipCreateInput,
  type JobReviewInput,
} from '../src/community-posts.ts';

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const review = (over: Partial<InterviewTipCreateInput> = {}): InterviewTipCreateInput => ({
  companyName: 'Concentrix',
  specialization: 'SP0101',
  position: 'Customer Service Representative',
  workExperience: '040A',
  applicationYear: 2026,
  applicationMonth: 3,
  interviewResults: '041B',
  evaluation: '042B',
  difficulty: '043B',
  interviewEnvironment: 'A quiet room on the 12th floor.',
  interviewType: ['044A'],
  numberOfInterviewers: ['045A'],
  interviewProgress: 'Initial interview, then a versant test, then the final interview.',
  interviewQuestions: ['Tell me about yourself.', 'Why BPO?', 'Can you work night shift?'],
  interviewTip: 'Practise your English out loud.',
  interviewAmbiance: 'Friendly.',
  coverLetter: 'None asked.',
  file: [{ key: 'review/1/8d6f0b1e-proof', fileName: 'invite.png', ext: 'png', size: 0.42 }],
  ...over,
});

describe('the application date window of an interview review', () => {
  it('offers three years in December and four in the other months (the 36 months ending now)', () => {
    const december = applicationWindow(new Date('2026-12-10T04:00:00Z'));
    expect(december.years).toEqual([2026, 2025, 2024]);
    expect(december.monthsOf(2024)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const june = applicationWindow(new Date('2026-06-10T04:00:00Z'));
    expect(june.years).toEqual([2026, 2025, 2024, 2023]);
    expect(june.monthsOf(2023)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(june.monthsOf(2026)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('counts months in Manila time', () => {
    // 31 May 2026 20:00 UTC is 1 June 04:00 in Manila.
    expect(applicationWindow(new Date('2026-05-31T20:00:00Z')).to).toEqual({ year: 2026, month: 6 });
  });
});

describe('Write A Screening Review', () => {
  it('accepts a complete review and keeps one specialization', () => {
    const parsed = ZInterviewTipCreateBody.parse(review({ specialization: ['SP0101'] }));
    expect(parsed.specialization).toBe('SP0101');
  });

  it('asks for at least 3 interview questions, each with text', () => {
    expect(fieldsOf(ZInterviewTipCreateBody.safeParse(review({ interviewQuestions: ['a', 'b'] })))).toEqual({ interviewQuestions: M.questionsMin });
    expect(fieldsOf(ZInterviewTipCreateBody.safeParse(review({ interviewQuestions: ['a', ' ', 'c'] })))).toEqual({ 'interviewQuestions.1': M.questionRequired });
  });

  it('holds every text to 1-5000 characters', () => {
    expect(fieldsOf(ZInterviewTipCreateBody.safeParse(review({ interviewTip: '' })))).toEqual({ interviewTip: M.textRequired });
    expect(fieldsOf(ZInterviewTipCreateBody.safeParse(review({ coverLetter: 'x'.repeat(5001) })))).toEqual({ coverLetter: M.reviewTextMax });
    expect(ZInterviewTipCreateBody.safeParse(review({ interviewAmbiance: 'x'.repeat(5000) })).success).toBe(true);
  });

  it('needs at least one proof image of jpg, jpeg, gif, png or bmp', () => {
    expect(fieldsOf(ZInterviewTipCreateBody.safeParse(review({ file: [] })))).toEqual({ file: M.proofRequired });
    expect(fieldsOf(ZInterviewTipCreateBody.safeParse(review({ file: [{ key: 'review/1/a', fileName: 'resume.pdf', ext: 'pdf', size: 1 }] })))).toMatchObject({ 'file.0.fileName': M.proofType, 'file.0.ext': M.proofType });
    expect(ZInterviewTipCreateBody.safeParse(review({ file: [{ key: 'review/1/a', fileName: 'scan.BMP', ext: 'bmp', size: 2.5 }] })).success).toBe(true);
  });

  it('names every missing choice with its message', () => {
    const fields = fieldsOf(ZInterviewTipCreateBody.safeParse({}));
    expect(fields).toMatchObject({
      companyName: M.companyNameRequired,
      specialization: M.specializationRequired,
      position: M.positionRequired,
      workExperience: M.workExperienceRequired,
      applicationYear: M.applicationYearRequired,
      applicationMonth: M.applicationMonthRequired,
      interviewResults: M.interviewResultsRequired,
      evaluation: M.evaluationRequired,
      difficulty: M.difficultyRequired,
      interviewType: M.interviewTypeRequired,
      numberOfInterviewers: M.numberOfInterviewersRequired,
      interviewQuestions: M.questionsMin,
      file: M.proofRequired,
    });
  });
});

describe('the interview search', () => {
  it('reads specialization as a JSON array, repeated keys or commas, up to 5', () => {
    expect(ZInterviewTipListQuery.parse({ specialization: '["SP0101","SP06"]' }).specialization).toEqual(['SP0101', 'SP06']);
    expect(ZInterviewTipListQuery.parse({ specialization: ['SP0101', 'SP0102'] }).specialization).toEqual(['SP0101', 'SP0102']);
    expect(ZInterviewTipListQuery.parse({ specialization: 'SP01,SP02' }).specialization).toEqual(['SP01', 'SP02']);
    expect(ZInterviewTipListQuery.parse({}).specialization).toEqual([]);
    expect(ZInterviewTipListQuery.safeParse({ specialization: '["SP01","SP02","SP03","SP04","SP05","SP06"]' }).success).toBe(false);
    expect(ZInterviewTipListQuery.parse({ interviewResults: '' }).interviewResults).toBe('all');
  });
});

describe('posts and comments', () => {
  it('refuse a comment of 1,001 characters and an empty one', () => {
    expect(fieldsOf(ZCommentBody.safeParse({ articleId: 1, index: 'x'.repeat(1001) }))).toEqual({ index: M.commentMax });
    expect(fieldsOf(ZCommentBody.safeParse({ articleId: 1, index: '  ' }))).toEqual({ index: M.commentRequired });
    expect(ZCommentBody.safeParse({ articleId: '7', index: 'x'.repeat(1000) }).success).toBe(true);
  });

  it('take up to 3 photos of gif, jpeg, jpg or png', () => {
    const photo = (fileName: string) => ({ key: 'community/1/abc', fileName });
    expect(ZPostBody.parse({ title: 'Hi', index: 'Body', articleAttachment: null }).articleAttachment).toEqual([]);
    expect(fieldsOf(ZPostBody.safeParse({ title: 'Hi', index: 'Body', articleAttachment: [photo('a.png'), photo('b.gif'), photo('c.jpg'), photo('d.jpeg')] }))).toEqual({ articleAttachment: M.photosMax });
    expect(fieldsOf(ZPostBody.safeParse({ title: 'Hi', index: 'Body', articleAttachment: [photo('a.bmp')] }))).toEqual({ 'articleAttachment.0.fileName': M.photoType });
    expect(fieldsOf(ZPostBody.safeParse({ title: '', index: '' }))).toEqual({ title: M.titleRequired, index: M.contentRequired });
  });
});

describe('a company job review', () => {
  const body = (over: Partial<JobReviewInput> = {}): JobReviewInput => ({
    companyName: 'SM Supermarket',
    periodFrom: '2024-02',
    periodTo: '2025-08',
    jobRating: [
      { ratingCode: '034A', score: 4, jobRatingKeyword: [{ keywordCode: '034A01' }] },
      { ratingCode: '034B', score: 3, jobRatingKeyword: [] },
      { ratingCode: '034C', score: 5 },
    ],
    salaryPaidCode: '036A',
    satisfiedSalaryCode: '037B',
    recommandCode: '038A',
    title: 'Good first job',
    index: 'Long hours during sale days but the team is kind.',
    ...over,
  });

  it('takes the three ratings once each, with keywords of their own rating', () => {
    expect(ZJobReviewBody.safeParse(body()).success).toBe(true);
    expect(fieldsOf(ZJobReviewBody.safeParse(body({ jobRating: body().jobRating.slice(0, 2) })))).toEqual({ jobRating: M.ratingsRequired });
    const wrongKeyword = body().jobRating.map((rating, i) => (i === 1 ? { ...rating, jobRatingKeyword: [{ keywordCode: '034A02' as const }] } : rating));
    expect(fieldsOf(ZJobReviewBody.safeParse(body({ jobRating: wrongKeyword })))).toEqual({ 'jobRating.1.jobRatingKeyword.0.keywordCode': M.ratingKeywordOther });
  });

  it('rates from 1 to 5', () => {
    const six = body().jobRating.map((rating, i) => (i === 0 ? { ...rating, score: 6 } : rating));
    expect(fieldsOf(ZJobReviewBody.safeParse(body({ jobRating: six })))).toEqual({ 'jobRating.0.score': M.scoreRange });
  });

  it('keeps the period in order and takes no end for a current job', () => {
    expect(fieldsOf(ZJobReviewBody.safeParse(body({ periodFrom: '2025-09', periodTo: '2025-08' })))).toEqual({ periodTo: M.periodOrder });
    expect(ZJobReviewBody.parse(body({ periodTo: null })).periodTo).toBeNull();
    expect(fieldsOf(ZJobReviewBody.safeParse(body({ periodFrom: '2025-13' })))).toEqual({ periodFrom: M.periodInvalid });
  });

  it('names the missing codes', () => {
    expect(fieldsOf(ZJobReviewBody.safeParse(body({ salaryPaidCode: undefined, satisfiedSalaryCode: undefined, recommandCode: undefined })))).toEqual({
      salaryPaidCode: M.salaryPaidRequired,
      satisfiedSalaryCode: M.satisfiedSalaryRequired,
      recommandCode: M.recommandRequired,
    });
  });
});
