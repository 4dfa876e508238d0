/**
 * The company job review wizard (/review/register, /review/{id}/edit; account-community spec,
 * sections 2, 3, 4 and 9): steps 0 to 5 — 0 company and period; 1, 2, 3 the ratings 034A
 * (environment), 034B (employer), 034C (co-worker), each 1 to 5 with keywords of its own; 4 salary
 * paid, satisfied with the salary and recommendation; 5 title and text. Edit begins at step 1 with
 * the review preloaded (company and period stay as written). Next is allowed when the step holds.
 */
import { JOB_RATING } from '@phjobs/contracts/codes';
import type { JobRatingCode, JobRatingKeywordCode, JobReviewDetail, JobReviewInput } from '@phjobs/contracts/community-posts';
import { POST_LIMITS as L, POST_MESSAGES as M, keywordsOfRating } from './contract';
import { lengthOf } from '../supportForm';

export const LAST_STEP = 5;
export const RATING_STEPS: Record<1 | 2 | 3, JobRatingCode> = { 1: '034A', 2: '034B', 3: '034C' };
export const STEP_TITLES = ['Company and period', `${JOB_RATING['034A']} rating`, `${JOB_RATING['034B']} rating`, `${JOB_RATING['034C']} rating`, 'Salary and recommendation', 'Title and review'] as const;

export type Rating = { score: number | null; keywords: JobRatingKeywordCode[] };
export type ReviewValues = {
  companyName: string;
  periodFrom: string;
  /** '' while still working there. */
  periodTo: string;
  stillThere: boolean;
  ratings: Record<JobRatingCode, Rating>;
  salaryPaidCode: JobReviewInput['salaryPaidCode'] | null;
  satisfiedSalaryCode: JobReviewInput['satisfiedSalaryCode'] | null;
  recommandCode: JobReviewInput['recommandCode'] | null;
  title: string;
  index: string;
};
export type WizardState = { mode: 'create' | 'edit'; step: number; values: ReviewValues };

const emptyRating = (): Rating => ({ score: null, keywords: [] });

export function emptyReview(companyName = ''): ReviewValues {
  return { companyName, periodFrom: '', periodTo: '', stillThere: false, ratings: { '034A': emptyRating(), '034B': emptyRating(), '034C': emptyRating() }, salaryPaidCode: null, satisfiedSalaryCode: null, recommandCode: null, title: '', index: '' };
}

/** A review as the edit form starts with it. */
export function reviewValuesOf(review: JobReviewDetail): ReviewValues {
  const ratings = emptyReview().ratings;
  for (const r of review.jobRating) ratings[r.ratingCode] = { score: r.score, keywords: r.jobRatingKeyword.map((k) => k.keywordCode) };
  return {
    companyName: review.companyName,
    periodFrom: review.periodFrom,
    periodTo: review.periodTo ?? '',
    stillThere: review.periodTo === null,
    ratings,
    salaryPaidCode: review.salaryPaidCode,
    satisfiedSalaryCode: review.satisfiedSalaryCode,
    recommandCode: review.recommandCode,
    title: review.title,
    index: review.index,
  };
}

export const firstStep = (mode: WizardState['mode']): number => (mode === 'edit' ? 1 : 0);
export const startWizard = (mode: WizardState['mode'], values: ReviewValues): WizardState => ({ mode, step: firstStep(mode), values });

/** 'YYYY-MM' of `now` (Manila). */
export function currentMonth(now: Date): string {
  const manila = new Date(now.getTime() + 8 * 3600_000);
  return `${manila.getUTCFullYear()}-${String(manila.getUTCMonth() + 1).padStart(2, '0')}`;
}

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The problems of a step by field (empty: Next may go on). */
export function stepProblems(step: number, v: ReviewValues, now: Date): Partial<Record<string, string>> {
  const p: Partial<Record<string, string>> = {};
  if (step === 0) {
    if (!v.companyName.trim()) p.companyName = M.companyNameRequired;
    else if (lengthOf(v.companyName.trim()) > L.shortText) p.companyName = M.companyNameMax;
    const month = currentMonth(now);
    if (!v.periodFrom) p.periodFrom = M.periodFromRequired;
    else if (!YEAR_MONTH.test(v.periodFrom)) p.periodFrom = M.periodInvalid;
    else if (v.periodFrom > month) p.periodFrom = M.periodFuture;
    if (!v.stillThere) {
      if (!v.periodTo) p.periodTo = M.periodInvalid;
      else if (!YEAR_MONTH.test(v.periodTo)) p.periodTo = M.periodInvalid;
      else if (v.periodTo > month) p.periodTo = M.periodFuture;
      else if (v.periodFrom && v.periodTo < v.periodFrom) p.periodTo = M.periodOrder;
    }
  }
  if (step >= 1 && step <= 3) {
    const rating = v.ratings[RATING_STEPS[step as 1 | 2 | 3]];
    if (rating.score === null || rating.score < 1 || rating.score > 5) p.score = M.scoreRange;
    if (rating.keywords.length > L.ratingKeywords) p.keywords = M.ratingKeywordsMax;
  }
  if (step === 4) {
    if (!v.salaryPaidCode) p.salaryPaidCode = M.salaryPaidRequired;
    if (!v.satisfiedSalaryCode) p.satisfiedSalaryCode = M.satisfiedSalaryRequired;
    if (!v.recommandCode) p.recommandCode = M.recommandRequired;
  }
  if (step === 5) {
    if (!v.title.trim()) p.title = M.titleRequired;
    else if (lengthOf(v.title.trim()) > L.title) p.title = M.titleMax;
    if (!v.index.trim()) p.index = M.contentRequired;
    else if (lengthOf(v.index.trim()) > L.reviewText) p.index = M.reviewContentMax;
  }
  return p;
}

export const stepHolds = (step: number, v: ReviewValues, now: Date): boolean => Object.keys(stepProblems(step, v, now)).length === 0;

export type WizardAction =
  | { type: 'next'; now: Date }
  | { type: 'back' }
  | { type: 'set'; patch: Partial<Omit<ReviewValues, 'ratings'>> }
  | { type: 'score'; ratingCode: JobRatingCode; score: number }
  | { type: 'keyword'; ratingCode: JobRatingCode; keywordCode: JobRatingKeywordCode };

export function wizardReducer(s: WizardState, a: WizardAction): WizardState {
  switch (a.type) {
    case 'next':
      return s.step < LAST_STEP && stepHolds(s.step, s.values, a.now) ? { ...s, step: s.step + 1 } : s;
    case 'back':
      return s.step > firstStep(s.mode) ? { ...s, step: s.step - 1 } : s;
    case 'set': {
      const patch = { ...a.patch };
      if (patch.stillThere) patch.periodTo = '';
      // company and period are not edited: edit starts past them
      if (s.mode === 'edit') {
        delete patch.companyName;
        delete patch.periodFrom;
        delete patch.periodTo;
        delete patch.stillThere;
      }
      return { ...s, values: { ...s.values, ...patch } };
    }
    case 'score':
      return { ...s, values: { ...s.values, ratings: { ...s.values.ratings, [a.ratingCode]: { ...s.values.ratings[a.ratingCode], score: Math.min(5, Math.max(1, Math.round(a.score))) } } } };
    case 'keyword': {
      if (!keywordsOfRating(a.ratingCode).includes(a.keywordCode)) return s;
      const rating = s.values.ratings[a.ratingCode];
      const has = rating.keywords.includes(a.keywordCode);
      if (!has && rating.keywords.length >= L.ratingKeywords) return s;
      const keywords = has ? rating.keywords.filter((k) => k !== a.keywordCode) : [...rating.keywords, a.keywordCode];
      return { ...s, values: { ...s.values, ratings: { ...s.values.ratings, [a.ratingCode]: { ...rating, keywords } } } };
    }
  }
}

/** The call's body, or null while a step does not hold. */
export function reviewBody(v: ReviewValues, now: Date): JobReviewInput | null {
  for (let step = 0; step <= LAST_STEP; step += 1) if (!stepHolds(step, v, now)) return null;
  const { salaryPaidCode, satisfiedSalaryCode, recommandCode } = v;
  if (!salaryPaidCode || !satisfiedSalaryCode || !recommandCode) return null;
  const jobRating = (Object.keys(v.ratings) as JobRatingCode[]).map((ratingCode) => ({ ratingCode, score: v.ratings[ratingCode].score ?? 0, jobRatingKeyword: v.ratings[ratingCode].keywords.map((keywordCode) => ({ keywordCode })) }));
  return { companyName: v.companyName.trim(), periodFrom: v.periodFrom, periodTo: v.stillThere ? null : v.periodTo, jobRating, salaryPaidCode, satisfiedSalaryCode, recommandCode, title: v.title.trim(), index: v.index.trim() };
}
