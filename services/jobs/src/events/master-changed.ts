import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { startConsumer, type EventConsumer } from '@phjobs/service-kit/events/consumer';
import type { Db } from '@phjobs/service-kit/events/sql';
import type { Transport, TransportLogger } from '@phjobs/service-kit/events/transport';
import { setCompanyMaster } from '../data/company-master.ts';

/** Durable consumer of employer.company.master_changed (processed_event key): the copy of the master-branch link; the latest change wins. */
export const MASTER_CONSUMER = 'jobs.masters';

export function startMasterConsumer({ db, transport, logger }: { db: Db; transport: Transport; logger?: TransportLogger }): Promise<EventConsumer> {
  return startConsumer({
    db,
    transport,
    logger,
    consumer: MASTER_CONSUMER,
    subjects: [EVENT_SUBJECTS.COMPANY_MASTER_CHANGED],
    handle: async (tx, event) => {
      const written = await setCompanyMaster(tx, event.payload);
      if (written === 0) logger?.info({ eventId: event.id, companyId: event.payload.companyId }, 'master link not changed: a later change is there');
    },
  });
}
