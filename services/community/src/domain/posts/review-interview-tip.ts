/**
 * An operator's decision on an interview review under review (internal calls; the console when it
 * exists): release it to everyone, or reject it with a reason its writer sees. Anything but
 * 'underReview' is a 409: a decision is taken once.
 */
import { COMMUNITY_POST_ERROR_CODES, COMMUNITY_POST_MESSAGES as M } from '@phjobs/contracts/community-posts';
import { HttpError, notFound } from '@phjobs/service-kit/errors';

export type ReviewDecisionStore = {
  exists(id: number): Promise<boolean>;
  decide(id: number, to: 'released' | 'rejected', note: string | null, at: Date): Promise<boolean>;
};

export async function decideInterviewReview({ store, now }: { store: ReviewDecisionStore; now: () => Date }, id: number, decision: { to: 'released' } | { to: 'rejected'; reason: string }): Promise<Date> {
  if (!(await store.exists(id))) throw notFound(M.reviewNotFound);
  const at = now();
  if (!(await store.decide(id, decision.to, decision.to === 'rejected' ? decision.reason : null, at))) throw new HttpError(409, COMMUNITY_POST_ERROR_CODES.notUnderReview, M.notUnderReview);
  return at;
}
