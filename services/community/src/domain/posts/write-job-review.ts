/**
 * Company job reviews (spec 'Job reviews'): individual members; one per member, company and year
 * (the Manila year it is first written; 409 jobReview/duplicate); the period not after the current
 * month; only the writer edits or deletes. An edit keeps the review's year.
 */
import { COMMUNITY_POST_ERROR_CODES, COMMUNITY_POST_MESSAGES as M, type JobRatingCode, type JobReviewBody } from '@phjobs/contracts/community-posts';
import type { Principal } from '@phjobs/service-kit/auth';
import { badRequest, HttpError, notFound } from '@phjobs/service-kit/errors';
import type { JobReviewDraft, JobReviewRow } from '../../data/job-reviews.ts';
import { companyKey, manilaMonth, manilaYear, notOwner, requireIndividual } from './rules.ts';

export type JobReviewStore = {
  find(id: number): Promise<JobReviewRow | null>;
  insert(draft: JobReviewDraft): Promise<number | null>;
  update(id: number, userId: number, draft: Omit<JobReviewDraft, 'userId' | 'reviewYear' | 'createdAt'>, at: Date): Promise<'changed' | 'missing' | 'duplicate'>;
  delete(id: number, userId: number): Promise<boolean>;
};
type Deps = { store: JobReviewStore; now: () => Date };

const duplicate = () => new HttpError(409, COMMUNITY_POST_ERROR_CODES.jobReviewDuplicate, M.jobReviewDuplicate);

function columns(body: JobReviewBody, now: Date): Omit<JobReviewDraft, 'userId' | 'reviewYear' | 'createdAt'> {
  const month = manilaMonth(now);
  if (body.periodFrom > month) throw badRequest(M.periodFuture, { periodFrom: M.periodFuture });
  if (body.periodTo !== null && body.periodTo > month) throw badRequest(M.periodFuture, { periodTo: M.periodFuture });
  const scores = Object.fromEntries(body.jobRating.map((rating) => [rating.ratingCode, rating.score])) as Record<JobRatingCode, number>;
  return {
    companyName: body.companyName,
    companyKey: companyKey(body.companyName),
    periodFrom: body.periodFrom,
    periodTo: body.periodTo,
    scores,
    keywordCodes: [...new Set(body.jobRating.flatMap((rating) => rating.jobRatingKeyword.map((keyword) => keyword.keywordCode)))],
    salaryPaidCode: body.salaryPaidCode,
    satisfiedSalaryCode: body.satisfiedSalaryCode,
    recommandCode: body.recommandCode,
    title: body.title,
    body: body.index,
  };
}

export async function writeJobReview({ store, now }: Deps, principal: Principal, body: JobReviewBody): Promise<number> {
  requireIndividual(principal);
  const at = now();
  const id = await store.insert({ userId: Number(principal.userId), reviewYear: manilaYear(at), createdAt: at, ...columns(body, at) });
  if (id === null) throw duplicate();
  return id;
}

async function ownReview(store: JobReviewStore, principal: Principal, id: number): Promise<JobReviewRow> {
  const review = await store.find(id);
  if (!review) throw notFound(M.reviewNotFound);
  if (String(review.userId) !== principal.userId) throw notOwner();
  return review;
}

export async function editJobReview({ store, now }: Deps, principal: Principal, id: number, body: JobReviewBody): Promise<void> {
  requireIndividual(principal);
  await ownReview(store, principal, id);
  const at = now();
  const result = await store.update(id, Number(principal.userId), columns(body, at), at);
  if (result === 'duplicate') throw duplicate();
  if (result === 'missing') throw notFound(M.reviewNotFound);
}

export async function removeJobReview({ store }: Pick<Deps, 'store'>, principal: Principal, id: number): Promise<void> {
  requireIndividual(principal);
  await ownReview(store, principal, id);
  if (!(await store.delete(id, Number(principal.userId)))) throw notFound(M.reviewNotFound);
}
