import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { startConsumer, type EventConsumer } from '@phjobs/service-kit/events/consumer';
import type { Transport, TransportLogger } from '@phjobs/service-kit/events/transport';
import type { TalentDb } from '../data/db.ts';
import { eraseMember } from '../data/erase-member.ts';

/** Durable consumer of account.user.withdrawn: erases the member's resumes and anonymises offers, once per event. */
export const WITHDRAWAL_CONSUMER = 'talent.withdrawal';

export function startWithdrawalConsumer({ db, transport, logger }: { db: TalentDb; transport: Transport; logger?: TransportLogger }): Promise<EventConsumer> {
  return startConsumer({
    db,
    transport,
    logger,
    consumer: WITHDRAWAL_CONSUMER,
    subjects: [EVENT_SUBJECTS.USER_WITHDRAWN],
    handle: (tx, event) => eraseMember(tx, event.payload),
  });
}
