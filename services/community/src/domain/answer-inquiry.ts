/**
 * An answer to an inquiry (operators, later; the seed today): the inquiry becomes 024A and the event
 * community.qna.answered goes into the outbox of the same transaction (the store writes both).
 * services/account turns it into the member's My news and an e-mail to the address the inquiry
 * gave. A second answer replaces the first and is sent again.
 */
import { hasControlCharacters } from '@phjobs/contracts/community';
import { badRequest, notFound } from '@phjobs/service-kit/errors';
import type { QnaStore } from '../data/qna.ts';

export async function answerInquiry(store: Pick<QnaStore, 'answer'>, qnaId: number, answer: string, at = new Date()): Promise<void> {
  const text = answer.trim();
  if (!text || hasControlCharacters(text)) throw badRequest('Please write the answer.', { answer: 'Please write the answer.' });
  if (!(await store.answer(qnaId, text, at))) throw notFound('No such inquiry.');
}
