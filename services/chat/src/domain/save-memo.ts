/**
 * A member's memo on one of their applications (account-community.md, 'Application status':
 * "POST {chat service}/chats/memo (chat_url, memo encoded) where status 200 updates the list").
 * Only the application's owner writes one (services/jobs says who that is): anyone else's
 * application, like an unknown one, is absent (404) and nothing is written. One memo per member
 * and application, the latest save wins; the same transaction writes chat.memo.saved to the
 * outbox, which services/jobs copies into the application its list answers.
 */
import { type SaveMemoBody, type SaveMemoResponse } from '@phjobs/contracts/chat';
import { MEMO_MESSAGES } from '@phjobs/contracts/messages';
import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { badRequest, notFound } from '@phjobs/service-kit/errors';
import { writeOutbox } from '@phjobs/service-kit/events/outbox';
import type { ChatDb } from '../db.ts';
import type { Upstreams } from '../upstreams.ts';

type Stored = { chat_url: string | null; memo: string; saved_at: Date };

export async function saveMemo({ db, upstreams, now }: { db: ChatDb; upstreams: Upstreams; now: () => Date }, userId: string, body: SaveMemoBody): Promise<SaveMemoResponse> {
  const application = await upstreams.application(body.applicationId);
  if (!application || application.userId === null || String(application.userId) !== userId) throw notFound('No such application.');
  if (body.chat_url && body.chat_url !== application.chat_url) throw badRequest('The chat is not the chat of this application.', { chat_url: MEMO_MESSAGES.otherChat });

  const savedAt = now();
  const member = BigInt(application.userId);
  const applicationId = BigInt(application.applicationId);
  const stored = await db.$transaction(async (tx) => {
    // The latest save wins, also between two saves racing each other: a row saved later is kept.
    const written = await tx.$queryRaw<Stored[]>`
      INSERT INTO application_memo (user_id, application_id, job_id, chat_url, memo, saved_at)
      VALUES (${member}, ${applicationId}, ${BigInt(application.jobId)}, ${application.chat_url}, ${body.memo}, ${savedAt})
      ON CONFLICT (user_id, application_id) DO UPDATE
        SET job_id = EXCLUDED.job_id, chat_url = EXCLUDED.chat_url, memo = EXCLUDED.memo, saved_at = EXCLUDED.saved_at
        WHERE application_memo.saved_at <= EXCLUDED.saved_at
      RETURNING chat_url, memo, saved_at`;
    const row = written[0];
    if (!row) {
      // A later save got there first: that one stands (its event is on its way).
      const later = await tx.applicationMemo.findUniqueOrThrow({ where: { userId_applicationId: { userId: member, applicationId } }, select: { chatUrl: true, memo: true, savedAt: true } });
      return { chat_url: later.chatUrl, memo: later.memo, saved_at: later.savedAt };
    }
    await writeOutbox(tx, EVENT_SUBJECTS.MEMO_SAVED, {
      applicationId: String(application.applicationId),
      jobId: String(application.jobId),
      userId: String(application.userId),
      memo: row.memo,
      savedAt: row.saved_at.toISOString(),
    });
    return row;
  });
  return { applicationId: application.applicationId, chat_url: stored.chat_url, memo: stored.memo, savedAt: stored.saved_at.toISOString() };
}
