/**
 * Labels and rules of the offer screens (account-community.md 'Offer', section 5 line 'Offer
 * status'). The spec leaves 032B/032C unlabelled: 'Accepted' and 'Declined' are ours (contracts
 * OFFER_STATUS_FOR_ANSWER: 033A accepts, 033B/033C decline).
 */
import { OFFER_ANSWER, OFFER_NOT_RESPONDED } from '@phjobs/contracts/codes';

export const OFFER_STATUS_LABELS: Record<string, string> = { '032A': 'Waiting', '032B': 'Accepted', '032C': 'Declined' };
export const offerStatusLabel = (code: string) => OFFER_STATUS_LABELS[code] ?? code;

/** The talent-side list's colours: 032A grey, 032B the pass colour, 032C another colour. */
export const offerStatusTone = (code: string) => (code === '032B' ? 'success' : code === '032C' ? 'danger' : 'muted') as 'success' | 'danger' | 'muted';

/** The answer, or 'Not responded' without one. */
export const answerLabel = (code: string | null) => (code && code in OFFER_ANSWER ? OFFER_ANSWER[code as keyof typeof OFFER_ANSWER] : OFFER_NOT_RESPONDED);

/** Only a declining answer (033B not suitable, 033C already got a job) is confirmed and left; otherwise the row views the resume. */
export const canConfirmAndLeave = (answerCode: string | null) => answerCode === '033B' || answerCode === '033C';

/** Career months as '2 yrs 3 mos' ('Newcomer' for none). */
export function careerText(months: number): string {
  if (months <= 0) return 'Newcomer';
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return [years ? `${years} yr${years > 1 ? 's' : ''}` : null, rest ? `${rest} mo${rest > 1 ? 's' : ''}` : null].filter(Boolean).join(' ');
}
