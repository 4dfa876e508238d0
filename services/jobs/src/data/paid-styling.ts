/**
 * The paid styling of an ad (employer.order.paid from services/employer): payment_services and
 * payment_services_until of job_ad. Only the ordering company's ad is styled. While the ad's
 * styling is in force (no end, or an end still to come) the new services join it and the later
 * end wins; once it has ended, the order's services and end replace it. Both are commutative, so
 * events applied in any order give the same styling. An order whose end has already passed styles
 * nothing. The lists read it in search-job-ads.ts (an ended styling reads as none).
 */
import type { EventPayload } from '@phjobs/contracts/events';
import type { Sql } from '@phjobs/service-kit/events/sql';

/** 1 when the ad was styled, 0 when it is not that company's, unknown, or the order has already ended. */
export function applyPaidStyling(tx: Sql, order: EventPayload<'employer.order.paid'>): Promise<number> {
  if (!/^\d{1,18}$/.test(order.jobId) || !/^\d{1,18}$/.test(order.companyUserId)) return Promise.resolve(0);
  return tx.$executeRawUnsafe(
    `UPDATE job_ad SET
       payment_services = CASE WHEN ${ACTIVE}
         THEN ARRAY(SELECT DISTINCT s FROM unnest(payment_services || $3::smallint[]) s ORDER BY s)
         ELSE ARRAY(SELECT DISTINCT s FROM unnest($3::smallint[]) s ORDER BY s) END,
       payment_services_until = CASE
         WHEN payment_services_until IS NULL AND cardinality(payment_services) > 0 THEN NULL
         WHEN ${ACTIVE} THEN greatest(payment_services_until, $4::timestamptz)
         ELSE $4::timestamptz END
     WHERE id = $1::bigint AND company_id = $2::bigint AND $4::timestamptz > now()`,
    order.jobId,
    order.companyUserId,
    order.serviceIds,
    order.activeUntil,
  );
}

/** Styling in force: services with no end (seeded), or an end still to come. */
const ACTIVE = '((payment_services_until IS NULL AND cardinality(payment_services) > 0) OR payment_services_until > now())';
