/** The memo rows and their event (domain/save-memo.ts says who may save which memo). */
import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { writeOutbox } from '@phjobs/service-kit/events/outbox';
import type { MemoToStore, StoredMemo } from '../domain/save-memo.ts';
import type { ChatDb } from './db.ts';

/**
 * One memo per member and application, the latest save wins, also between two saves racing each
 * other (a row saved later is kept). A save that is written puts chat.memo.saved into the outbox in
 * the same transaction; one that lost answers the stored memo (its own event is on its way).
 */
export async function storeMemo(db: ChatDb, memo: MemoToStore): Promise<StoredMemo> {
  return db.$transaction(async (tx) => {
    const written = await tx.$queryRaw<StoredMemo[]>`
      INSERT INTO application_memo (user_id, application_id, job_id, chat_url, memo, saved_at)
      VALUES (${memo.userId}, ${memo.applicationId}, ${memo.jobId}, ${memo.chatUrl}, ${memo.memo}, ${memo.savedAt})
      ON CONFLICT (user_id, application_id) DO UPDATE
        SET job_id = EXCLUDED.job_id, chat_url = EXCLUDED.chat_url, memo = EXCLUDED.memo, saved_at = EXCLUDED.saved_at
        WHERE application_memo.saved_at <= EXCLUDED.saved_at
      RETURNING chat_url, memo, saved_at`;
    const row = written[0];
    if (!row) {
      const later = await tx.applicationMemo.findUniqueOrThrow({
        where: { userId_applicationId: { userId: memo.userId, applicationId: memo.applicationId } },
        select: { chatUrl: true, memo: true, savedAt: true },
      });
      return { chat_url: later.chatUrl, memo: later.memo, saved_at: later.savedAt };
    }
    await writeOutbox(tx, EVENT_SUBJECTS.MEMO_SAVED, {
      applicationId: memo.applicationId.toString(),
      jobId: memo.jobId.toString(),
      userId: memo.userId.toString(),
      memo: row.memo,
      savedAt: row.saved_at.toISOString(),
    });
    return row;
  });
}
