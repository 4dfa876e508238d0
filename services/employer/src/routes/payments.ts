import type { EMPLOYER_API } from '@phjobs/contracts/api/employer';
import { PAYMENT_ERRORS } from '@phjobs/contracts/payments';
import { HttpError } from '@phjobs/service-kit/errors';
import { rawBodyOf } from '@phjobs/service-kit/http';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { Request } from 'express';
import type { JobsClient } from '../clients/jobs.ts';
import { isLiveEvent, readNotice, SIGNATURE_HEADER, verifyNotice } from '../clients/payments/signature.ts';
import type { EmployerDb } from '../data/db.ts';
import { orderStore } from '../data/orders.ts';
import { confirmPayment } from '../domain/paid-orders/confirm-payment.ts';
import { hasPromotion, orderWithPromotion } from '../domain/paid-orders/order-with-promotion.ts';
import type { PaymentProvider } from '../domain/paid-orders/payment-provider.ts';
import { placeOrder } from '../domain/paid-orders/place-order.ts';
import { orderStatusOf } from '../domain/paid-orders/rules.ts';
import type { Logger } from '@phjobs/service-kit/logger';

export type PaymentDeps = {
  db: EmployerDb;
  jobs: Pick<JobsClient, 'adAsSeenBy'>;
  provider: PaymentProvider;
  webhookSecret: string;
  publicBaseUrl: string;
  logger?: Logger;
  now?: () => Date;
};

/** The member's own bearer token, relayed to services/jobs to see the ad as they may see it. */
const authorizationOf = (req: Request) => req.get('authorization') ?? '';

/** The paid ad service (employer.md 'Paid ad service'): the order, its state, the promotion calls and the provider's webhook. */
export function paymentHandlers(deps: PaymentDeps): Handlers<typeof EMPLOYER_API, 'paidOrder' | 'paidOrderStatus' | 'hasPromotion' | 'orderWithPromotion' | 'paymentWebhook'> {
  const store = orderStore(deps.db);
  const now = deps.now ?? (() => new Date());
  return {
    paidOrder: ({ principal, body, req }) =>
      placeOrder({ store, jobs: deps.jobs, provider: deps.provider, publicBaseUrl: deps.publicBaseUrl, logger: deps.logger }, { companyUserId: principal.userId, authorization: authorizationOf(req), options: body }),
    paidOrderStatus: async ({ principal, params }) => {
      const order = await store.findForCompany(String(params.orderId), principal.userId);
      if (!order) throw new HttpError(404, 'not-found', 'No such order.');
      return orderStatusOf(order);
    },
    hasPromotion: ({ principal, query }) => hasPromotion({ store }, { uid: query.uid, companyUserId: principal.userId }),
    orderWithPromotion: ({ principal, body, req }) =>
      orderWithPromotion({ store, jobs: deps.jobs, now }, { uid: body.uid, companyUserId: principal.userId, authorization: authorizationOf(req), options: body }),
    /** A notice whose Paymongo-Signature does not verify over the raw body: 401, nothing changed. */
    paymentWebhook: async ({ req, res }) => {
      const body: unknown = req.body;
      if (!verifyNotice(deps.webhookSecret, req.get(SIGNATURE_HEADER), rawBodyOf(req), { now: now(), livemode: isLiveEvent(body) })) {
        throw new HttpError(401, PAYMENT_ERRORS.badSignature.code, PAYMENT_ERRORS.badSignature.message);
      }
      const notice = readNotice(body);
      const result = await confirmPayment({ store, now }, notice);
      deps.logger?.info({ eventId: notice.eventId, result }, 'payment notice');
      res.status(200).json({ received: true, result });
    },
  };
}
