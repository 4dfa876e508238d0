/**
 * The paid ad service's orders and promotion credits in SQL (domain/paid-orders/order-store.ts).
 * "Paid exactly once" is the UPDATE's condition (status <> 'paid'), taken under the row's lock:
 * two notices of the same checkout, at once or one after the other, change it once and write one
 * employer.order.paid. A credit is spent with FOR UPDATE SKIP LOCKED and its unique order_id.
 */
import { writeOutbox } from '@phjobs/service-kit/events/outbox';
import type { Sql } from '@phjobs/service-kit/events/sql';
import type { NewOrder, OrderRow, OrderStore } from '../domain/paid-orders/order-store.ts';
import type { EmployerDb } from './db.ts';

type Row = {
  id: string;
  company_id: string;
  job_id: string;
  service_ids: number[] | null;
  days: number;
  amount: number;
  status: OrderRow['status'];
  provider: string;
  checkout_id: string | null;
  checkout_url: string | null;
  failure_reason: string | null;
  paid_at: Date | null;
  active_until: Date | null;
};

const COLUMNS = `id::text AS id, company_id::text AS company_id, job_id::text AS job_id, service_ids::int[] AS service_ids, days::int AS days, amount,
  status, provider, checkout_id, checkout_url, failure_reason, paid_at, active_until`;

const rowOf = (row: Row): OrderRow => ({
  id: row.id,
  companyId: row.company_id,
  jobId: row.job_id,
  serviceIds: row.service_ids ?? [],
  days: row.days,
  amount: row.amount,
  status: row.status,
  provider: row.provider,
  checkoutId: row.checkout_id,
  checkoutUrl: row.checkout_url,
  failureReason: row.failure_reason,
  paidAt: row.paid_at,
  activeUntil: row.active_until,
});

const one = async (db: Sql, sql: string, ...values: unknown[]): Promise<OrderRow | null> => {
  const rows = await db.$queryRawUnsafe<Row[]>(sql, ...values);
  return rows[0] ? rowOf(rows[0]) : null;
};

/** employer.order.paid of an order just paid, in its transaction. */
const announcePaid = (tx: Sql, order: OrderRow) =>
  writeOutbox(tx, 'employer.order.paid', {
    orderId: order.id,
    jobId: order.jobId,
    companyUserId: order.companyId,
    serviceIds: order.serviceIds,
    activeUntil: (order.activeUntil ?? new Date()).toISOString(),
  });

export function orderStore(db: EmployerDb): OrderStore {
  return {
    insertPending: async (order: NewOrder, provider: string) =>
      (await one(
        db,
        `INSERT INTO payment_order (company_id, job_id, service_ids, days, amount, status, provider)
         VALUES ($1::bigint, $2::bigint, $3::smallint[], $4, $5, 'pending', $6) RETURNING ${COLUMNS}`,
        order.companyId,
        order.jobId,
        order.serviceIds,
        order.days,
        order.amount,
        provider,
      ))!,
    attachCheckout: async (orderId, { checkoutId, checkoutUrl }) =>
      (await one(db, `UPDATE payment_order SET checkout_id = $2, checkout_url = $3, updated_at = now() WHERE id = $1::bigint RETURNING ${COLUMNS}`, orderId, checkoutId, checkoutUrl))!,
    findForCompany: (orderId, companyId) => one(db, `SELECT ${COLUMNS} FROM payment_order WHERE id = $1::bigint AND company_id = $2::bigint`, orderId, companyId),
    findByCheckout: (checkoutId) => one(db, `SELECT ${COLUMNS} FROM payment_order WHERE checkout_id = $1`, checkoutId),
    markPaid: (checkoutId, now) =>
      db.$transaction(async (tx) => {
        const paid = await one(
          tx,
          `UPDATE payment_order SET status = 'paid', paid_at = $2::timestamptz, active_until = $2::timestamptz + make_interval(days => days), failure_reason = NULL, updated_at = now()
           WHERE checkout_id = $1 AND status <> 'paid' RETURNING ${COLUMNS}`,
          checkoutId,
          now.toISOString(),
        );
        if (paid) await announcePaid(tx, paid);
        return paid;
      }),
    markFailed: async ({ checkoutId, orderId }, reason) => {
      const changed = await db.$executeRawUnsafe(
        `UPDATE payment_order SET status = 'failed', failure_reason = $3, updated_at = now()
         WHERE status = 'pending' AND (checkout_id = $1 OR ($1::text IS NULL AND id = $2::bigint))`,
        checkoutId,
        orderId,
        reason,
      );
      return changed > 0;
    },
    hasPromotion: async (companyId) => {
      const rows = await db.$queryRawUnsafe<{ has: boolean }[]>('SELECT EXISTS (SELECT 1 FROM promotion_credit WHERE company_id = $1::bigint AND used_at IS NULL) AS has', companyId);
      return rows[0]?.has === true;
    },
    orderWithPromotion: (order, now) =>
      db.$transaction(async (tx) => {
        const credits = await tx.$queryRawUnsafe<{ id: string }[]>(
          'SELECT id::text AS id FROM promotion_credit WHERE company_id = $1::bigint AND used_at IS NULL ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED',
          order.companyId,
        );
        const credit = credits[0];
        if (!credit) return null;
        const paid = (await one(
          tx,
          `INSERT INTO payment_order (company_id, job_id, service_ids, days, amount, status, provider, paid_at, active_until)
           VALUES ($1::bigint, $2::bigint, $3::smallint[], $4::int, $5, 'paid', 'promotion', $6::timestamptz, $6::timestamptz + make_interval(days => $4::int))
           RETURNING ${COLUMNS}`,
          order.companyId,
          order.jobId,
          order.serviceIds,
          order.days,
          order.amount,
          now.toISOString(),
        ))!;
        await tx.$executeRawUnsafe('UPDATE promotion_credit SET used_at = $2::timestamptz, order_id = $3::bigint WHERE id = $1::bigint', credit.id, now.toISOString(), paid.id);
        await announcePaid(tx, paid);
        return paid;
      }),
  };
}
