/**
 * The sandbox checkout (the embedded default, PAYMENT_PROVIDER=sandbox): a page of this service
 * (GET /api/payment/sandbox/:sessionId, routes/sandbox.ts) with Pay, Fail and Cancel buttons. Pay
 * and Fail post, signed with the webhook secret, the very notice PayMongo would send to the same
 * webhook path; Cancel returns without a notice, as PayMongo's cancel does. No money moves.
 */
import { randomBytes } from 'node:crypto';
import { fillPath } from '@phjobs/contracts/route';
import { EMPLOYER_ROUTES } from '@phjobs/contracts/routes/employer';
import type { CheckoutRequest, PaymentProvider } from '../../domain/paid-orders/payment-provider.ts';

export const SANDBOX_SESSION = /^cs_sandbox_[0-9a-f]{24}$/;

export function sandboxProvider({ publicBaseUrl }: { publicBaseUrl: string }): PaymentProvider {
  return {
    name: 'sandbox',
    createCheckout: async (_request: CheckoutRequest) => {
      const checkoutId = `cs_sandbox_${randomBytes(12).toString('hex')}`;
      return { checkoutId, checkoutUrl: `${publicBaseUrl}${fillPath(EMPLOYER_ROUTES.sandboxCheckout.path, { sessionId: checkoutId })}`, deeplinkUrl: null };
    },
  };
}

/** PayMongo's notice of a paid checkout session, as the sandbox sends it. */
export const sandboxPaidNotice = (checkoutId: string, amount: number, now: Date) => ({
  data: {
    id: `evt_sandbox_${randomBytes(12).toString('hex')}`,
    type: 'event',
    attributes: {
      type: 'checkout_session.payment.paid',
      livemode: false,
      created_at: Math.floor(now.getTime() / 1000),
      data: { id: checkoutId, type: 'checkout_session', attributes: { status: 'active', payments: [{ attributes: { amount: amount * 100, currency: 'PHP', status: 'paid' } }] } },
    },
  },
});

/** PayMongo's notice of a failed payment, as the sandbox sends it (the order in the payment's metadata). */
export const sandboxFailedNotice = (checkoutId: string, orderId: string, amount: number, now: Date) => ({
  data: {
    id: `evt_sandbox_${randomBytes(12).toString('hex')}`,
    type: 'event',
    attributes: {
      type: 'payment.failed',
      livemode: false,
      created_at: Math.floor(now.getTime() / 1000),
      data: {
        id: `pay_sandbox_${randomBytes(12).toString('hex')}`,
        type: 'payment',
        attributes: {
          amount: amount * 100,
          currency: 'PHP',
          status: 'failed',
          failed_message: 'The card was declined (sandbox).',
          metadata: { order_id: orderId, checkout_session_id: checkoutId },
        },
      },
    },
  },
});
