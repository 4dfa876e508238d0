import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { startConsumer, type EventConsumer } from '@phjobs/service-kit/events/consumer';
import type { Transport, TransportLogger } from '@phjobs/service-kit/events/transport';
import type { CommunityDb } from '../data/db.ts';
import { anonymiseMember } from '../data/withdrawn-member.ts';

/**
 * Durable consumer of account.user.withdrawn (processed_event key), once per event: the member's
 * posts and comments show 'Withdrawn member' and their review proofs are forgotten
 * (data/withdrawn-member.ts). A company's withdrawal finds nothing to change.
 */
export const WITHDRAWAL_CONSUMER = 'community.withdrawal';

export function startWithdrawalConsumer({ db, transport, logger }: { db: CommunityDb; transport: Transport; logger?: TransportLogger }): Promise<EventConsumer> {
  return startConsumer({
    db,
    transport,
    logger,
    consumer: WITHDRAWAL_CONSUMER,
    subjects: [EVENT_SUBJECTS.USER_WITHDRAWN],
    handle: async (tx, event) => {
      const changed = await anonymiseMember(tx, event.payload.userId);
      logger?.info({ userId: event.payload.userId, ...changed }, 'withdrawn member anonymised in the community');
    },
  });
}
