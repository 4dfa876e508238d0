/**
 * POST /api/employer/order-with-promotion and GET /api/employer/has-promotion: uid must be the
 * signed-in member (403 otherwise); the order is the company's own ad's (404 'invalid ad id'); one
 * unused credit pays it at once and is spent (409 when none is left), the ad styled through
 * employer.order.paid like a paid checkout.
 */
import type { PaidOrderStatus, PaidOptions } from '@phjobs/contracts/payments';
import { PAYMENT_ERRORS } from '@phjobs/contracts/payments';
import { conflict, forbidden } from '@phjobs/service-kit/errors';
import type { JobsClient } from '../../clients/jobs.ts';
import type { OrderStore } from './order-store.ts';
import { companyAd } from './place-order.ts';
import { orderStatusOf, priced } from './rules.ts';

const checkUid = (uid: number, companyUserId: string) => {
  if (String(uid) !== companyUserId) throw forbidden('uid is not the signed-in member.');
};

export async function hasPromotion({ store }: { store: OrderStore }, { uid, companyUserId }: { uid: number; companyUserId: string }): Promise<{ hasPromotion: boolean }> {
  checkUid(uid, companyUserId);
  return { hasPromotion: await store.hasPromotion(companyUserId) };
}

export async function orderWithPromotion(
  { store, jobs, now = () => new Date() }: { store: OrderStore; jobs: Pick<JobsClient, 'adAsSeenBy'>; now?: () => Date },
  input: { uid: number; companyUserId: string; authorization: string; options: PaidOptions },
): Promise<PaidOrderStatus> {
  checkUid(input.uid, input.companyUserId);
  const ad = await companyAd(jobs, input.options.jobId, input.companyUserId, input.authorization);
  const { serviceIds, amount } = priced(input.options.serviceIds, input.options.days);
  const order = await store.orderWithPromotion({ companyId: input.companyUserId, jobId: String(ad.jobId), serviceIds, days: input.options.days, amount }, now());
  if (!order) throw conflict(PAYMENT_ERRORS.noPromotion.code, PAYMENT_ERRORS.noPromotion.message);
  return orderStatusOf(order);
}
