/**
 * The life of a company's ad (employer.md sections 2 and 4; issue 12 'Ad lifecycle'):
 * 012A Under Review -> 012C Ongoing by the review; 012C -> 012D End by Suspend, by the deadline or
 * after 21 days including the registration date; 012D -> 012A by Re-registration (registered anew,
 * reviewed again). A saved edit puts an ad that is not ended back Under Review.
 */
import { badRequest, conflict } from '@phjobs/service-kit/errors';
import { ENDED, ONGOING } from './ad-status.ts';

/** 'Regular recruitment closes automatically after 21 days including the registration date.' */
export const REGULAR_RECRUITMENT_DAYS = 21;

export const AD_LIFECYCLE_ERRORS = {
  notOngoing: 'Only an ongoing ad can be suspended.',
  notEnded: 'Only an ended ad can be re-registered.',
} as const;

/** When the review of an ad written at `now` is due. */
export const reviewDueAt = (now: Date, reviewDelaySeconds: number) => new Date(now.getTime() + reviewDelaySeconds * 1000);

export function assertCanEnd(statusCode: string): void {
  if (statusCode !== ONGOING) throw conflict('job-ad/not-ongoing', AD_LIFECYCLE_ERRORS.notOngoing);
}

export function assertCanReRegister(statusCode: string): void {
  if (statusCode !== ENDED) throw conflict('job-ad/not-ended', AD_LIFECYCLE_ERRORS.notEnded);
}

export const DEADLINE_PASSED = 'The deadline cannot be in the past: choose today or a later day.';

/** A deadline before today (Manila) is refused at save, under its field. `today` is YYYY-MM-DD. */
export function assertDeadlineNotPast(ad: { isDeadlineSpecified: boolean; deadlineDate: string | null }, today: string): void {
  if (ad.isDeadlineSpecified && ad.deadlineDate !== null && ad.deadlineDate < today) throw badRequest(DEADLINE_PASSED, { deadlineDate: DEADLINE_PASSED });
}
