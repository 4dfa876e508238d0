import { EVENT_SUBJECTS, parseEventEnvelope, parseEventPayload } from '@phjobs/contracts/events';
import { RejectedEvent, type Subscription, type Transport, type TransportLogger } from '@phjobs/service-kit/events/transport';
import type { FileStore } from '../domain/file-store.ts';

/** Durable consumer of account.user.withdrawn: deletes the member's uploaded files. */
export const WITHDRAWAL_CONSUMER = 'media.withdrawal';

/**
 * Media has no database, hence no processed_event: it subscribes on the transport directly, and
 * the handler is idempotent by nature (deleting what is already gone deletes nothing). A failure
 * (disk, bucket) throws, so the transport delivers the event again after a back-off.
 */
export function startWithdrawalConsumer({ store, transport, logger }: { store: FileStore; transport: Transport; logger?: TransportLogger }): Promise<Subscription> {
  return transport.subscribe({
    durable: WITHDRAWAL_CONSUMER,
    subjects: [EVENT_SUBJECTS.USER_WITHDRAWN],
    handler: async ({ envelope: raw }) => {
      let userId: string;
      try {
        const event = parseEventEnvelope(raw);
        if (event.subject !== EVENT_SUBJECTS.USER_WITHDRAWN) throw new Error(`subject ${event.subject} is not one this consumer takes`);
        ({ userId } = parseEventPayload(EVENT_SUBJECTS.USER_WITHDRAWN, event.payload));
      } catch (error) {
        throw new RejectedEvent(`event ${raw?.id ?? '?'} (${raw?.subject ?? '?'}) breaks the contract`, { cause: error });
      }
      const deleted = await store.deleteOwnedBy(userId);
      logger?.info({ consumer: WITHDRAWAL_CONSUMER, eventId: raw.id, userId, deleted }, 'withdrawn member files deleted');
    },
  });
}
