import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { startConsumer, type EventConsumer } from '@phjobs/service-kit/events/consumer';
import type { Db } from '@phjobs/service-kit/events/sql';
import type { Transport, TransportLogger } from '@phjobs/service-kit/events/transport';
import { setCompanyPermit } from '../data/company-permit.ts';

/** Durable consumer of employer.company.permit_changed (processed_event key): the company's ads carry the permit badge exactly while it is certified; the latest change wins. */
export const PERMIT_CONSUMER = 'jobs.permits';

export function startPermitConsumer({ db, transport, logger }: { db: Db; transport: Transport; logger?: TransportLogger }): Promise<EventConsumer> {
  return startConsumer({
    db,
    transport,
    logger,
    consumer: PERMIT_CONSUMER,
    subjects: [EVENT_SUBJECTS.COMPANY_PERMIT_CHANGED],
    handle: async (tx, event) => {
      const { applied, ads } = await setCompanyPermit(tx, event.payload);
      if (applied) logger?.info({ companyId: event.payload.companyId, statusCode: event.payload.statusCode, ads }, 'company permit copied onto its ads');
      else logger?.info({ eventId: event.id, companyId: event.payload.companyId }, 'permit change not applied: a later one is there');
    },
  });
}
