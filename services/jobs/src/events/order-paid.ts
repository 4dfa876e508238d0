import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { startConsumer, type EventConsumer } from '@phjobs/service-kit/events/consumer';
import type { Db } from '@phjobs/service-kit/events/sql';
import type { Transport, TransportLogger } from '@phjobs/service-kit/events/transport';
import { applyPaidStyling } from '../data/paid-styling.ts';

/** Durable consumer of employer.order.paid (processed_event key): styles the ad until the order's end, once per event. */
export const ORDER_PAID_CONSUMER = 'jobs.paid-styling';

export function startOrderPaidConsumer({ db, transport, logger }: { db: Db; transport: Transport; logger?: TransportLogger }): Promise<EventConsumer> {
  return startConsumer({
    db,
    transport,
    logger,
    consumer: ORDER_PAID_CONSUMER,
    subjects: [EVENT_SUBJECTS.ORDER_PAID],
    handle: async (tx, event) => {
      const styled = await applyPaidStyling(tx, event.payload);
      if (styled === 0) logger?.info({ eventId: event.id, orderId: event.payload.orderId, jobId: event.payload.jobId }, "paid styling not applied: not the company's ad, or the order has ended");
    },
  });
}
