/**
 * /myPage/myTalk (account-community spec, sections 2, 5, 7): tabs jobTalk, interviewTip and
 * jobCounseling (query `tab`), a keyword search that requires a keyword, and rows that open
 * /myPage/myTalk/{jobTalk|interview|counseling}/{articleId} (the community remote's detail views).
 */
import type { CommunityPostKind, InterviewReviewStatus } from '@phjobs/contracts/community-posts';

// Repeated from contracts/community-posts (a zod module) to keep zod out of the bundle; test/myTalk.test.ts checks they are equal.
/** The screen segment of each kind. */
export const MY_TALK_SCREEN = { jobTalk: 'jobTalk', interviewTip: 'interview', jobCounseling: 'counseling' } as const satisfies Record<CommunityPostKind, string>;
export const KEYWORD_REQUIRED = 'Please enter a keyword.';

export const MY_TALK_TABS: readonly { value: CommunityPostKind; label: string }[] = [
  { value: 'jobTalk', label: 'Job Talk' },
  { value: 'interviewTip', label: 'Interview Tips' },
  { value: 'jobCounseling', label: 'Job Counseling' },
];

export const myTalkTabOf = (value: string | null): CommunityPostKind => MY_TALK_TABS.find((t) => t.value === value)?.value ?? 'jobTalk';

/** Where a row leads. */
export const myTalkLink = (item: { kind: CommunityPostKind; articleId: number }): string => `/myPage/myTalk/${MY_TALK_SCREEN[item.kind]}/${item.articleId}`;

/** The search keyword: required (null and the message when empty). */
export function myTalkKeyword(draft: string): { keyword: string; error: null } | { keyword: null; error: string } {
  const keyword = draft.trim();
  return keyword ? { keyword, error: null } : { keyword: null, error: KEYWORD_REQUIRED };
}

/** The badge of an interview review by where it stands (released ones need none). */
export function reviewStatusBadge(status: InterviewReviewStatus | null): { label: string; tone: 'warning' | 'danger' } | null {
  if (status === 'underReview') return { label: 'Under review', tone: 'warning' };
  if (status === 'rejected') return { label: 'Not released', tone: 'danger' };
  return null;
}
