import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { startConsumer, type EventConsumer } from '@phjobs/service-kit/events/consumer';
import type { Db } from '@phjobs/service-kit/events/sql';
import type { Transport, TransportLogger } from '@phjobs/service-kit/events/transport';
import { eraseMember } from '../data/applications/erase-member.ts';
import { withdrawCompany } from '../data/withdraw-company.ts';

/**
 * Durable consumer of account.user.withdrawn (processed_event key), once per event: the member's
 * traces here go (data/applications/erase-member.ts); a company's or a master's ads end and its
 * master-branch links go (data/withdraw-company.ts).
 */
export const WITHDRAWAL_CONSUMER = 'jobs.withdrawal';

export function startWithdrawalConsumer({ db, transport, logger }: { db: Db; transport: Transport; logger?: TransportLogger }): Promise<EventConsumer> {
  return startConsumer({
    db,
    transport,
    logger,
    consumer: WITHDRAWAL_CONSUMER,
    subjects: [EVENT_SUBJECTS.USER_WITHDRAWN],
    handle: async (tx, event) => {
      const { userId, userType } = event.payload;
      if (userType === 'company' || userType === 'master.company') {
        const withdrawn = await withdrawCompany(tx, userId, event.occurredAt);
        logger?.info({ userId, ...withdrawn }, 'withdrawn company: its ads ended');
        return;
      }
      const erased = await eraseMember(tx, userId);
      logger?.info({ userId, ...erased }, 'withdrawn member erased');
    },
  });
}
