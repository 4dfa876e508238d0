import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { startConsumer, type EventConsumer } from '@phjobs/service-kit/events/consumer';
import type { Transport, TransportLogger } from '@phjobs/service-kit/events/transport';
import type { EmployerDb } from '../data/db.ts';
import { eraseCompany } from '../data/erase-company.ts';

/** Durable consumer of account.user.withdrawn (processed_event key): anonymises the company profile, once per event. */
export const WITHDRAWAL_CONSUMER = 'employer.withdrawal';

export function startWithdrawalConsumer({ db, transport, logger }: { db: EmployerDb; transport: Transport; logger?: TransportLogger }): Promise<EventConsumer> {
  return startConsumer({
    db,
    transport,
    logger,
    consumer: WITHDRAWAL_CONSUMER,
    subjects: [EVENT_SUBJECTS.USER_WITHDRAWN],
    handle: async (tx, event) => {
      const erased = await eraseCompany(tx, event.payload);
      if (erased.profiles > 0 || erased.branchesDetached > 0) logger?.info({ userId: event.payload.userId, ...erased }, 'withdrawn company anonymised');
    },
  });
}
