import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { startConsumer, type EventConsumer } from '@phjobs/service-kit/events/consumer';
import type { Db } from '@phjobs/service-kit/events/sql';
import type { Transport, TransportLogger } from '@phjobs/service-kit/events/transport';
import { setCompanyLogo } from '../data/set-company-logo.ts';

/** Durable consumer of employer.company.logo_changed (processed_event key): the company's ads show its new logo, once per event. */
export const LOGO_CONSUMER = 'jobs.logos';

export function startLogoConsumer({ db, transport, logger }: { db: Db; transport: Transport; logger?: TransportLogger }): Promise<EventConsumer> {
  return startConsumer({
    db,
    transport,
    logger,
    consumer: LOGO_CONSUMER,
    subjects: [EVENT_SUBJECTS.COMPANY_LOGO_CHANGED],
    handle: async (tx, event) => {
      const ads = await setCompanyLogo(tx, event.payload);
      logger?.info({ companyId: event.payload.companyId, ads }, 'company logo copied into its ads');
    },
  });
}
