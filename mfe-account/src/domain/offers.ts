/**
 * Offers received (account-community.md sections 2, 3, 4, 5, 8): an offer waiting for an answer
 * (032A) opens its answer form (/edit); answers 033A interested, 033B not suitable, 033C already got
 * a job, with a text; no answer shows 'Not responded'; the company's contact shows only after the
 * talent accepted (032B).
 */
import { OFFER_ANSWER, OFFER_NOT_RESPONDED, type OfferAnswerCode } from '@phjobs/contracts/codes';
import { ANSWER_INDEX_MAX, OFFER_MESSAGES as CONTRACT_OFFER_MESSAGES } from '@phjobs/contracts/messages';

export const OFFER_WAITING = '032A';
export const OFFER_ACCEPTED = '032B';
export { ANSWER_INDEX_MAX };

/** The answer form's messages (the contracts'). */
export const OFFER_MESSAGES = {
  answerCodeRequired: CONTRACT_OFFER_MESSAGES.answerCodeRequired,
  answerIndexRequired: CONTRACT_OFFER_MESSAGES.answerIndexRequired,
  answerIndexMax: CONTRACT_OFFER_MESSAGES.answerIndexMax,
} as const;

export const ANSWER_OPTIONS = (Object.entries(OFFER_ANSWER) as [OfferAnswerCode, string][]).map(([value, label]) => ({ value, label }));

export const offerLink = (offer: { offerId: number; statusCode: string }): string =>
  offer.statusCode === OFFER_WAITING ? `/myPage/view/offer/${offer.offerId}/edit` : `/myPage/view/offer/${offer.offerId}`;

export const answerLabel = (code: string | null | undefined): string => (code ? ((OFFER_ANSWER as Record<string, string>)[code] ?? code) : OFFER_NOT_RESPONDED);

export const isContactVisible = (statusCode: string): boolean => statusCode === OFFER_ACCEPTED;

export type AnswerErrors = { answerCode?: string; answerIndex?: string };

/** answerCode and answerIndex are required. */
export function validateAnswer(answerCode: string | null, answerIndex: string): AnswerErrors {
  const e: AnswerErrors = {};
  if (!answerCode || !(answerCode in OFFER_ANSWER)) e.answerCode = OFFER_MESSAGES.answerCodeRequired;
  if (!answerIndex.trim()) e.answerIndex = OFFER_MESSAGES.answerIndexRequired;
  else if (answerIndex.length > ANSWER_INDEX_MAX) e.answerIndex = OFFER_MESSAGES.answerIndexMax;
  return e;
}
