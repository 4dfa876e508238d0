/**
 * The member's memo, owned by services/chat, copied into the application so that
 * GET /api/application/myApplications answers it (event chat.memo.saved). Only onto the member's
 * own application, and only when it is later than the copy already there: events may arrive out of
 * order, the latest save wins. An empty memo clears the copy.
 */
import type { EventPayload } from '@phjobs/contracts/events';
import type { Sql } from '@phjobs/service-kit/events/sql';

/** 1 when the copy changed, 0 when the application is not that member's or a later memo is already there. */
export function copyMemo(tx: Sql, memo: EventPayload<'chat.memo.saved'>): Promise<number> {
  return tx.$executeRawUnsafe(
    `UPDATE application SET memo = NULLIF($3, ''), memo_saved_at = $4::timestamptz
     WHERE id = $1::bigint AND user_id = $2::bigint AND (memo_saved_at IS NULL OR memo_saved_at <= $4::timestamptz)`,
    memo.applicationId,
    memo.userId,
    memo.memo,
    memo.savedAt,
  );
}
