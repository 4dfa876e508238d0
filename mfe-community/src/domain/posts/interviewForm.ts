/**
 * 'Write A Screening Review' (/interview/register; account-community spec, sections 3 and 5).
 *
 * - companyName, position required; specialization exactly one (the form's one choice);
 *   workExperience (040), applicationYear and applicationMonth required; interviewResults (041),
 *   evaluation (042) and difficulty (043) required, by default On Hold, Normal and Normal.
 * - interviewType (044) and numberOfInterviewers (045): at least one each.
 * - interviewEnvironment, interviewProgress, interviewTip, interviewAmbiance, coverLetter: 1 to 5000
 *   characters each; interviewQuestions: at least 3 (the first 3 fixed, more can be added and
 *   removed), each at least 1 character and at most 5000.
 * - file: at least one proof image (jpg, jpeg, gif, png, bmp); no personal-information documents.
 * - Application date: the last three years. The spec gives two readings (the current year and the
 *   previous 2; the notes: 3 years in December, otherwise 4). Both hold when the window is the last
 *   36 months up to this month: its years are the current year and the 2 before it, plus the
 *   third before it unless this is December; a year offers only its months inside the window.
 *   Changing the year resets the month.
 */
import type { INTERVIEW_DIFFICULTY, INTERVIEW_EVALUATION, INTERVIEW_EXPERIENCE, INTERVIEW_RESULT, INTERVIEW_TYPE, INTERVIEWERS } from '@phjobs/contracts/codes';
import { applicationWindow, POST_LIMITS as L, POST_MESSAGES as M, INTERVIEW_TIP_DEFAULTS } from './contract';
import { lengthOf, type ImageRule } from '../supportForm';

export const REVIEW_TEXT_MAX = L.reviewText;
export const SHORT_TEXT_MAX = L.shortText;
export const MIN_QUESTIONS = L.interviewQuestionsMin;
export const MAX_QUESTIONS = L.interviewQuestionsMax;
/** Media holds review proofs to 10 MB. */
export const PROOF_BYTES = 10 * 1024 * 1024;
export const PROOF_MAX = L.proofFiles;

export type ExperienceCode = keyof typeof INTERVIEW_EXPERIENCE;
export type ResultCode = keyof typeof INTERVIEW_RESULT;
export type EvaluationCode = keyof typeof INTERVIEW_EVALUATION;
export type DifficultyCode = keyof typeof INTERVIEW_DIFFICULTY;
export type TypeCode = keyof typeof INTERVIEW_TYPE;
export type InterviewersCode = keyof typeof INTERVIEWERS;

export type ProofFile = { key: string; fileName: string; ext: string; size: number };

export type InterviewFormValues = {
  companyName: string;
  specialization: string | null;
  position: string;
  workExperience: ExperienceCode | null;
  applicationYear: number | null;
  applicationMonth: number | null;
  interviewResults: ResultCode;
  evaluation: EvaluationCode;
  difficulty: DifficultyCode;
  interviewEnvironment: string;
  interviewType: TypeCode[];
  numberOfInterviewers: InterviewersCode[];
  interviewProgress: string;
  interviewQuestions: string[];
  interviewTip: string;
  interviewAmbiance: string;
  coverLetter: string;
  file: ProofFile[];
};

/** The spec's defaults: result On Hold, evaluation Normal, difficulty Normal, 3 empty questions. */
export function initialInterviewForm(): InterviewFormValues {
  return {
    companyName: '',
    specialization: null,
    position: '',
    workExperience: null,
    applicationYear: null,
    applicationMonth: null,
    interviewResults: INTERVIEW_TIP_DEFAULTS.interviewResults,
    evaluation: INTERVIEW_TIP_DEFAULTS.evaluation,
    difficulty: INTERVIEW_TIP_DEFAULTS.difficulty,
    interviewEnvironment: '',
    interviewType: [],
    numberOfInterviewers: [],
    interviewProgress: '',
    interviewQuestions: [...INTERVIEW_TIP_DEFAULTS.interviewQuestions],
    interviewTip: '',
    interviewAmbiance: '',
    coverLetter: '',
    file: [],
  };
}

/** The hint under the application date (spec section 5). */
export const APPLICATION_DATE_HINT = M.applicationDateRange;
/** The notice beside the proof images: no personal-information documents. */
export const NO_PERSONAL_DOCUMENTS = M.proofNotice;

export const PROOF_IMAGES: ImageRule = { max: PROOF_MAX, maxBytes: PROOF_BYTES, names: /\.(jpe?g|gif|png|bmp)$/i, tooMany: M.proofMax, wrongFile: M.proofType };

/** The application years to choose from, newest first (3 in December, otherwise 4; Manila's calendar). */
export function applicationYears(now: Date): number[] {
  return applicationWindow(now).years;
}

/** The months of `year` inside the window, ascending (none for a year outside it). */
export function applicationMonths(year: number | null, now: Date): number[] {
  if (year === null) return [];
  const window = applicationWindow(now);
  return window.years.includes(year) ? window.monthsOf(year) : [];
}

export type InterviewField = Exclude<keyof InterviewFormValues, 'interviewQuestions'> | `interviewQuestions.${number}` | 'interviewQuestions';
export type InterviewErrors = Partial<Record<InterviewField, string>>;

const TEXTS = ['interviewEnvironment', 'interviewProgress', 'interviewTip', 'interviewAmbiance', 'coverLetter'] as const;

function textProblem(text: string, required: string, max: number = REVIEW_TEXT_MAX, tooLong: string = M.reviewTextMax): string | null {
  if (!text.trim()) return required;
  if (lengthOf(text.trim()) > max) return tooLong;
  return null;
}

/** Every rule of the form; an empty object when it may be submitted. */
export function validateInterviewForm(v: InterviewFormValues, now: Date): InterviewErrors {
  const e: InterviewErrors = {};
  const put = (field: InterviewField, problem: string | null) => {
    if (problem) e[field] = problem;
  };
  put('companyName', textProblem(v.companyName, M.companyNameRequired, SHORT_TEXT_MAX, M.companyNameMax));
  if (!v.specialization) e.specialization = M.specializationRequired;
  put('position', textProblem(v.position, M.positionRequired, SHORT_TEXT_MAX, M.positionMax));
  if (!v.workExperience) e.workExperience = M.workExperienceRequired;
  if (v.applicationYear === null) e.applicationYear = M.applicationYearRequired;
  else if (!applicationYears(now).includes(v.applicationYear)) e.applicationYear = M.applicationDateRange;
  if (v.applicationMonth === null) e.applicationMonth = M.applicationMonthRequired;
  else if (v.applicationYear !== null && !applicationMonths(v.applicationYear, now).includes(v.applicationMonth)) e.applicationMonth = M.applicationDateRange;
  if (v.interviewType.length === 0) e.interviewType = M.interviewTypeRequired;
  if (v.numberOfInterviewers.length === 0) e.numberOfInterviewers = M.numberOfInterviewersRequired;
  for (const field of TEXTS) put(field, textProblem(v[field], M.textRequired));
  if (v.interviewQuestions.length < MIN_QUESTIONS) e.interviewQuestions = M.questionsMin;
  v.interviewQuestions.forEach((q, i) => put(`interviewQuestions.${i}`, textProblem(q, M.questionRequired)));
  if (v.file.length === 0) e.file = M.proofRequired;
  return e;
}

export const isSubmittable = (v: InterviewFormValues, now: Date): boolean => Object.keys(validateInterviewForm(v, now)).length === 0;

export type InterviewFormAction =
  | { type: 'set'; patch: Partial<Omit<InterviewFormValues, 'applicationYear' | 'interviewQuestions' | 'file'>> }
  | { type: 'year'; year: number | null }
  | { type: 'toggle'; field: 'interviewType'; code: TypeCode }
  | { type: 'toggle'; field: 'numberOfInterviewers'; code: InterviewersCode }
  | { type: 'question'; index: number; text: string }
  | { type: 'addQuestion' }
  | { type: 'removeQuestion'; index: number }
  | { type: 'addProof'; file: ProofFile }
  | { type: 'removeProof'; key: string };

const cutText = (text: string) => (lengthOf(text) > REVIEW_TEXT_MAX ? Array.from(text).slice(0, REVIEW_TEXT_MAX).join('') : text);

export function interviewFormReducer(v: InterviewFormValues, a: InterviewFormAction): InterviewFormValues {
  switch (a.type) {
    case 'set': {
      const patch = { ...a.patch };
      for (const field of TEXTS) if (patch[field] !== undefined) patch[field] = cutText(patch[field]);
      return { ...v, ...patch };
    }
    case 'year':
      // changing the year resets the month
      return { ...v, applicationYear: a.year, applicationMonth: a.year === v.applicationYear ? v.applicationMonth : null };
    case 'toggle': {
      if (a.field === 'interviewType') {
        const list = v.interviewType;
        return { ...v, interviewType: list.includes(a.code) ? list.filter((c) => c !== a.code) : [...list, a.code] };
      }
      const list = v.numberOfInterviewers;
      return { ...v, numberOfInterviewers: list.includes(a.code) ? list.filter((c) => c !== a.code) : [...list, a.code] };
    }
    case 'question':
      return { ...v, interviewQuestions: v.interviewQuestions.map((q, i) => (i === a.index ? cutText(a.text) : q)) };
    case 'addQuestion':
      return v.interviewQuestions.length >= MAX_QUESTIONS ? v : { ...v, interviewQuestions: [...v.interviewQuestions, ''] };
    case 'removeQuestion':
      // the first 3 questions cannot be removed
      if (a.index < MIN_QUESTIONS) return v;
      return { ...v, interviewQuestions: v.interviewQuestions.filter((_, i) => i !== a.index) };
    case 'addProof':
      return v.file.length >= PROOF_MAX ? v : { ...v, file: [...v.file, a.file] };
    case 'removeProof':
      return { ...v, file: v.file.filter((f) => f.key !== a.key) };
  }
}

/** A proof's extension and size in MB with two decimals, as the payload carries them. */
export function proofOf(stored: { key: string; fileName: string; size: number }): ProofFile {
  const ext = /\.([a-z0-9]+)$/i.exec(stored.fileName)?.[1]?.toLowerCase() ?? '';
  return { key: stored.key, fileName: stored.fileName, ext, size: Math.round((stored.size / (1024 * 1024)) * 100) / 100 };
}
