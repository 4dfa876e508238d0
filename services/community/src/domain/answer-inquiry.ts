/**
 * An answer to an inquiry (operators, later; the seed today): the inquiry becomes 024A and the event
 * community.qna.answered goes into the outbox of the same transaction. services/account turns it
 * into the member's My news and an e-mail to the address the inquiry gave.
 */
import { EVENT_SUBJECTS, type EventPayload } from '@phjobs/contracts/events';
import { writeOutbox } from '@phjobs/service-kit/events/outbox';
import { writeSeedEvent } from '@phjobs/service-kit/events/seed-events';
import type { CommunityDb } from '../data/db.ts';
import { answerQnaRow } from '../data/qna.ts';

type Tx = Parameters<Parameters<CommunityDb['$transaction']>[0]>[0];

async function answerIn(tx: Tx, qnaId: number, answer: string, at: Date, seed: boolean): Promise<void> {
  const row = await answerQnaRow(tx, qnaId, answer, at);
  const payload: EventPayload<'community.qna.answered'> = {
    qnaId: String(row.id),
    userId: String(row.userId),
    email: row.email,
    majorCategoryCode: row.majorCategoryCode,
    detailCategoryCode: row.detailCategoryCode,
    question: row.content,
    answer,
    answeredAt: at.toISOString(),
  };
  if (seed) await writeSeedEvent(tx, EVENT_SUBJECTS.QNA_ANSWERED, payload, { key: payload.qnaId, occurredAt: at });
  else await writeOutbox(tx, EVENT_SUBJECTS.QNA_ANSWERED, payload, { occurredAt: at });
}

/** Answers inquiry `qnaId` (a second answer replaces the first and is sent again). */
export async function answerInquiry(db: CommunityDb, qnaId: number, answer: string, at = new Date()): Promise<void> {
  await db.$transaction((tx) => answerIn(tx, qnaId, answer.trim(), at, false));
}

/** The seed's answers: the same change and event, the event with a deterministic id (seed-events.ts). */
export const answerInquiryInSeed = (tx: Tx, qnaId: number, answer: string, at: Date) => answerIn(tx, qnaId, answer, at, true);
