/**
 * POST /api/payment/jobStyle/order: a pending order for one of the company's ads, and the checkout
 * the provider opened for it. Not the company's ad (unknown, deleted, another company's): 404
 * 'invalid ad id', nothing written. The provider down: the order is left failed and 503.
 */
import type { PaidOrderResponse, PaidOptions } from '@phjobs/contracts/payments';
import { PAYMENT_ERRORS } from '@phjobs/contracts/payments';
import { HttpError } from '@phjobs/service-kit/errors';
import type { JobsClient } from '../../clients/jobs.ts';
import { ProviderUnavailable, type PaymentProvider } from './payment-provider.ts';
import type { OrderStore } from './order-store.ts';
import { mayStyle, priced, returnUrls } from './rules.ts';

export type PlaceOrderDeps = { store: OrderStore; jobs: Pick<JobsClient, 'adAsSeenBy'>; provider: PaymentProvider; publicBaseUrl: string; logger?: { warn(obj: object, msg: string): void } };

export const invalidAd = () => new HttpError(404, PAYMENT_ERRORS.invalidAd.code, PAYMENT_ERRORS.invalidAd.message);

/** The ad, when it is the company's; else the 404 of the spec's 'invalid ad id'. */
export async function companyAd(jobs: Pick<JobsClient, 'adAsSeenBy'>, jobId: number, companyUserId: string, authorization: string) {
  const ad = await jobs.adAsSeenBy(jobId, authorization);
  if (!ad || !mayStyle(ad, companyUserId)) throw invalidAd();
  return ad;
}

export async function placeOrder(deps: PlaceOrderDeps, input: { companyUserId: string; authorization: string; options: PaidOptions }): Promise<PaidOrderResponse> {
  const { options } = input;
  const ad = await companyAd(deps.jobs, options.jobId, input.companyUserId, input.authorization);
  const { serviceIds, amount, lineItems } = priced(options.serviceIds, options.days);
  const order = await deps.store.insertPending({ companyId: input.companyUserId, jobId: String(ad.jobId), serviceIds, days: options.days, amount }, deps.provider.name);
  let checkout;
  try {
    checkout = await deps.provider.createCheckout({
      orderId: order.id,
      amount,
      lineItems,
      description: `Paid styling for the job ad '${ad.title}' (${options.days} days)`,
      ...returnUrls(deps.publicBaseUrl, order.jobId, order.id),
    });
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    deps.logger?.warn({ err: error, orderId: order.id }, 'the payment provider did not open a checkout');
    await deps.store.markFailed({ checkoutId: null, orderId: order.id }, error.message);
    throw new HttpError(503, PAYMENT_ERRORS.providerUnavailable.code, PAYMENT_ERRORS.providerUnavailable.message);
  }
  const withCheckout = await deps.store.attachCheckout(order.id, checkout);
  return {
    orderId: Number(withCheckout.id),
    jobId: Number(withCheckout.jobId),
    serviceIds: withCheckout.serviceIds,
    days: withCheckout.days,
    amount: withCheckout.amount,
    currency: 'PHP',
    statusCode: withCheckout.status,
    actions: { mobileWebCheckoutUrl: checkout.checkoutUrl, deeplinkUrl: checkout.deeplinkUrl },
  };
}
