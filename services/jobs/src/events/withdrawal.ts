import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { startConsumer, type EventConsumer } from '@phjobs/service-kit/events/consumer';
import type { Db } from '@phjobs/service-kit/events/sql';
import type { Transport, TransportLogger } from '@phjobs/service-kit/events/transport';
import { eraseMember } from '../data/applications/erase-member.ts';

/** Durable consumer of account.user.withdrawn (processed_event key): the member's traces here go, once per event. */
export const WITHDRAWAL_CONSUMER = 'jobs.withdrawal';

export function startWithdrawalConsumer({ db, transport, logger }: { db: Db; transport: Transport; logger?: TransportLogger }): Promise<EventConsumer> {
  return startConsumer({
    db,
    transport,
    logger,
    consumer: WITHDRAWAL_CONSUMER,
    subjects: [EVENT_SUBJECTS.USER_WITHDRAWN],
    handle: async (tx, event) => {
      const erased = await eraseMember(tx, event.payload.userId);
      logger?.info({ userId: event.payload.userId, ...erased }, 'withdrawn member erased');
    },
  });
}
