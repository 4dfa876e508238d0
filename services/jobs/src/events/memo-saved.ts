import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { startConsumer, type EventConsumer } from '@phjobs/service-kit/events/consumer';
import type { Db } from '@phjobs/service-kit/events/sql';
import type { Transport, TransportLogger } from '@phjobs/service-kit/events/transport';
import { copyMemo } from '../data/applications/copy-memo.ts';

/** Durable consumer of chat.memo.saved (processed_event key): copies the memo into the application, once per event. */
export const MEMO_CONSUMER = 'jobs.memos';

export function startMemoConsumer({ db, transport, logger }: { db: Db; transport: Transport; logger?: TransportLogger }): Promise<EventConsumer> {
  return startConsumer({
    db,
    transport,
    logger,
    consumer: MEMO_CONSUMER,
    subjects: [EVENT_SUBJECTS.MEMO_SAVED],
    handle: async (tx, event) => {
      const copied = await copyMemo(tx, event.payload);
      if (copied === 0) logger?.info({ eventId: event.id, applicationId: event.payload.applicationId }, "memo not copied: the application is not the member's, or a later memo is there");
    },
  });
}
