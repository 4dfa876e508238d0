/**
 * What the paid ad service needs of its orders and promotion credits (data/orders.ts implements it
 * in SQL). The state machine: an order is made pending; the provider's notice makes it paid once
 * (only an unpaid order becomes paid, and then it never changes again) or failed; a promotion
 * credit makes it paid at once and is spent once. Every change to paid writes employer.order.paid
 * in the same transaction.
 */
import type { OrderStatus, PaidServicePeriod } from '@phjobs/contracts/paid-services';

export type OrderRow = {
  id: string;
  companyId: string;
  jobId: string;
  serviceIds: number[];
  days: number;
  amount: number;
  status: OrderStatus;
  provider: string;
  checkoutId: string | null;
  checkoutUrl: string | null;
  failureReason: string | null;
  paidAt: Date | null;
  activeUntil: Date | null;
};

export type NewOrder = { companyId: string; jobId: string; serviceIds: number[]; days: PaidServicePeriod; amount: number };

export type OrderStore = {
  /** A pending order of the provider. */
  insertPending(order: NewOrder, provider: string): Promise<OrderRow>;
  /** The checkout the provider opened for it. */
  attachCheckout(orderId: string, checkout: { checkoutId: string; checkoutUrl: string }): Promise<OrderRow>;
  /** The order when it is the company's, else null. */
  findForCompany(orderId: string, companyId: string): Promise<OrderRow | null>;
  findByCheckout(checkoutId: string): Promise<OrderRow | null>;
  /** Paid now, if it was not paid yet, with its event; null when there is no such order or it was paid before. */
  markPaid(checkoutId: string, now: Date): Promise<OrderRow | null>;
  /** Failed, if it is still pending; false otherwise (a paid order stays paid). */
  markFailed(where: { checkoutId: string | null; orderId: string | null }, reason: string): Promise<boolean>;
  hasPromotion(companyId: string): Promise<boolean>;
  /** A paid order on one unused credit of the company (spent with it), with its event; null when the company has none. */
  orderWithPromotion(order: NewOrder, now: Date): Promise<OrderRow | null>;
};
