/**
 * The freeze of an apply chat (apply_{jobId}_{userId}) after its member cancelled the chat
 * application: the member's own call (POST /chats/freeze, account-community.md: run after a cancel,
 * also when the cancel answered 409) and services/jobs' jobs.application.cancelled both record it.
 * Recorded once: a second freeze changes nothing and answers the first. The chat issue's rooms
 * read it (a frozen room takes no new messages).
 */
import { chatUrlOf, type ChatFreeze, type FreezeReason } from '@phjobs/contracts/chat';
import type { Prisma } from '../generated/prisma/client.ts';
import type { ChatDb } from './db.ts';

type Tx = ChatDb | Prisma.TransactionClient;

export async function freezeChat(db: Tx, chat: { jobId: number | string; userId: number | string; reason: FreezeReason; applicationId?: number | string | null }): Promise<ChatFreeze> {
  const jobId = BigInt(chat.jobId);
  const userId = BigInt(chat.userId);
  const applicationId = chat.applicationId === undefined || chat.applicationId === null ? null : BigInt(chat.applicationId);
  await db.$executeRaw`
    INSERT INTO chat_freeze (job_id, user_id, reason, application_id) VALUES (${jobId}, ${userId}, ${chat.reason}, ${applicationId})
    ON CONFLICT (job_id, user_id) DO NOTHING`;
  return readFreeze(db, jobId, userId);
}

/** The chat's freeze; `frozen: false` when it is not frozen. */
export async function readFreeze(db: Tx, jobId: bigint, userId: bigint): Promise<ChatFreeze> {
  const row = await db.chatFreeze.findUnique({ where: { jobId_userId: { jobId, userId } }, select: { reason: true, frozenAt: true } });
  return {
    chat_url: chatUrlOf(String(jobId), String(userId)),
    jobId: Number(jobId),
    userId: Number(userId),
    frozen: row !== null,
    frozenAt: row ? row.frozenAt.toISOString() : null,
    reason: row ? (row.reason as FreezeReason) : null,
  };
}
