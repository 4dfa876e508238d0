/**
 * POST /api/community/interviewTip ('Write A Screening Review', spec section 5): individual members;
 * the application date inside the last 36 months (applicationWindow); the automatic first pass
 * (proof images uploaded by the writer with project=review; no phone numbers, e-mail addresses or
 * people's names in the texts: 400 naming the fields); then it waits `underReview` for an operator.
 */
import { applicationWindow, COMMUNITY_POST_MESSAGES as M, INTERVIEW_PROOF_PROJECT, type InterviewTipCreateBody } from '@phjobs/contracts/community-posts';
import { fileKeyOwner } from '@phjobs/contracts/media';
import type { Principal } from '@phjobs/service-kit/auth';
import { badRequest } from '@phjobs/service-kit/errors';
import type { InterviewTipDraft } from '../../data/interview-tips.ts';
import { requireIndividual, screenText } from './rules.ts';

export type InterviewTipStore = { insert(draft: InterviewTipDraft): Promise<number> };

/** The texts the first pass reads, by field path. */
function textsOf(body: InterviewTipCreateBody): [string, string][] {
  return [
    ['interviewEnvironment', body.interviewEnvironment],
    ['interviewProgress', body.interviewProgress],
    ...body.interviewQuestions.map((question, i): [string, string] => [`interviewQuestions.${i}`, question]),
    ['interviewTip', body.interviewTip],
    ['interviewAmbiance', body.interviewAmbiance],
    ['coverLetter', body.coverLetter],
  ];
}

/** The automatic first pass: field path -> message for each text with contact details or names. */
export function firstPass(body: InterviewTipCreateBody): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [path, text] of textsOf(body)) {
    const finding = screenText(text);
    if (finding) fields[path] = finding === 'contactDetails' ? M.contactDetails : M.personNames;
  }
  return fields;
}

export async function writeInterviewTip({ store, now }: { store: InterviewTipStore; now: () => Date }, principal: Principal, body: InterviewTipCreateBody): Promise<number> {
  requireIndividual(principal);
  for (const proof of body.file) {
    if (proof.key.split('/')[0] !== INTERVIEW_PROOF_PROJECT || fileKeyOwner(proof.key) !== principal.userId) throw badRequest(M.proofNotOwn, { file: M.proofNotOwn });
  }
  const window = applicationWindow(now());
  if (!window.years.includes(body.applicationYear)) throw badRequest(M.applicationDateRange, { applicationYear: M.applicationDateRange });
  if (!window.monthsOf(body.applicationYear).includes(body.applicationMonth)) throw badRequest(M.applicationDateRange, { applicationMonth: M.applicationDateRange });
  const found = firstPass(body);
  const first = Object.values(found)[0];
  if (first) throw badRequest(first, found);
  return store.insert({
    userId: Number(principal.userId),
    title: `${body.companyName} - ${body.position}`,
    body: body.interviewTip,
    createdAt: now(),
    companyName: body.companyName,
    position: body.position,
    specialization: body.specialization,
    workExperience: body.workExperience,
    applicationYear: body.applicationYear,
    applicationMonth: body.applicationMonth,
    interviewResult: body.interviewResults,
    evaluation: body.evaluation,
    difficulty: body.difficulty,
    interviewEnvironment: body.interviewEnvironment,
    interviewTypes: body.interviewType,
    interviewers: body.numberOfInterviewers,
    interviewProgress: body.interviewProgress,
    interviewQuestions: body.interviewQuestions,
    interviewAmbiance: body.interviewAmbiance,
    coverLetter: body.coverLetter,
    proofs: body.file,
  });
}
