/** The paid ad service's rules, pure. */
import { orderTotal, paidService, type PaidServicePeriod } from '@phjobs/contracts/paid-services';
import type { PaidOrderStatus } from '@phjobs/contracts/payments';
import type { OrderRow } from './order-store.ts';

/** The order's services in id order, once each, with the total in PHP. */
export function priced(serviceIds: readonly number[], days: PaidServicePeriod): { serviceIds: number[]; amount: number; lineItems: { name: string; amount: number }[] } {
  const ids = [...new Set(serviceIds)].sort((a, b) => a - b);
  return {
    serviceIds: ids,
    amount: orderTotal(ids, days),
    lineItems: ids.map((id) => ({ name: `${paidService(id)?.title ?? `Service ${id}`} (${days} days)`, amount: paidService(id)?.prices[days] ?? 0 })),
  };
}

/** Only the company that owns the ad may buy its styling: anything else is the spec's 'invalid ad id'. */
export const mayStyle = (ad: { companyId: number } | null, companyUserId: string): boolean => ad !== null && String(ad.companyId) === companyUserId;

/** Where the checkout sends the browser back: the paid page, told which order and how it went. */
export function returnUrls(publicBaseUrl: string, jobId: string, orderId: string): { successUrl: string; cancelUrl: string } {
  const page = `${publicBaseUrl}/myPage/ad/${encodeURIComponent(jobId)}/paid?orderId=${encodeURIComponent(orderId)}`;
  return { successUrl: `${page}&result=success`, cancelUrl: `${page}&result=cancel` };
}

/** The order as the calls answer it. */
export const orderStatusOf = (order: OrderRow): PaidOrderStatus => ({
  orderId: Number(order.id),
  jobId: Number(order.jobId),
  serviceIds: order.serviceIds,
  days: order.days,
  amount: order.amount,
  currency: 'PHP',
  statusCode: order.status,
  paidAt: order.paidAt?.toISOString() ?? null,
  activeUntil: order.activeUntil?.toISOString() ?? null,
  failureReason: order.failureReason,
});
