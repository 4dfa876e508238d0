/**
 * Who may write in the community areas (account-community spec, section 6): only individual
 * members write posts, comments, interview tips, counseling and job reviews. Others who try see
 * 'Only Individual members can register.' with its text and a Login button (logs out, goes to
 * /enter); a visitor who reports sees the login-required dialog.
 */
import type { UserType } from '@phjobs/contracts/codes';
import { POST_MESSAGES as M } from './contract';

export type Writer = 'unknown' | 'visitor' | 'individual' | 'other';

/** The writer kind of the session: 'unknown' until the session is known. */
export function writerOf(status: 'unknown' | 'ready', user: { userType: UserType } | null): Writer {
  if (status !== 'ready') return 'unknown';
  if (!user) return 'visitor';
  return user.userType === 'individual' ? 'individual' : 'other';
}

/** The spec's title of the dialog a non-individual sees when trying to write. */
export const ONLY_INDIVIDUAL = M.onlyIndividual;
/** Its text (the spec names it, without the words: the contracts'). */
export const ONLY_INDIVIDUAL_TEXT = M.onlyIndividualText;

/** Where a report of a community post goes (spec section 2: the counseling report carries 023E04). */
export function reportHref(targetId: number, detailCategory?: string): string {
  const query = new URLSearchParams({ route: 'community', targetId: String(targetId) });
  if (detailCategory) query.set('detailCategory', detailCategory);
  return `/report?${query.toString()}`;
}
/** The report detail of a counseling post (023E04) and of a comment (023E03), spec section 9. */
export const COUNSELING_REPORT_DETAIL = '023E04';
export const COMMENT_REPORT_DETAIL = '023E03';
