/**
 * A member's memo on one of their applications (account-community.md, 'Application status':
 * "POST {chat service}/chats/memo (chat_url, memo encoded) where status 200 updates the list").
 * Only the application's owner writes one (services/jobs says who that is): anyone else's
 * application, like an unknown one, is absent (404) and nothing is written. One memo per member
 * and application, the latest save wins; the same transaction writes chat.memo.saved to the
 * outbox (data/memos.ts), which services/jobs copies into the application its list answers.
 */
import { type SaveMemoBody, type SaveMemoResponse } from '@phjobs/contracts/chat';
import { MEMO_MESSAGES } from '@phjobs/contracts/messages';
import { badRequest, notFound } from '@phjobs/service-kit/errors';
import type { JobsClient } from '../clients/jobs.ts';

export type MemoToStore = { userId: bigint; applicationId: bigint; jobId: bigint; chatUrl: string | null; memo: string; savedAt: Date };
export type StoredMemo = { chat_url: string | null; memo: string; saved_at: Date };

/** `storeMemo`: data/memos.ts. */
export type SaveMemoDeps = { jobs: JobsClient; storeMemo: (memo: MemoToStore) => Promise<StoredMemo>; now: () => Date };

export async function saveMemo({ jobs, storeMemo, now }: SaveMemoDeps, userId: string, body: SaveMemoBody): Promise<SaveMemoResponse> {
  const application = await jobs.application(body.applicationId);
  if (!application || application.userId === null || String(application.userId) !== userId) throw notFound('No such application.');
  if (body.chat_url && body.chat_url !== application.chat_url) throw badRequest('The chat is not the chat of this application.', { chat_url: MEMO_MESSAGES.otherChat });

  const stored = await storeMemo({
    userId: BigInt(application.userId),
    applicationId: BigInt(application.applicationId),
    jobId: BigInt(application.jobId),
    chatUrl: application.chat_url,
    memo: body.memo,
    savedAt: now(),
  });
  return { applicationId: application.applicationId, chat_url: stored.chat_url, memo: stored.memo, savedAt: stored.saved_at.toISOString() };
}
