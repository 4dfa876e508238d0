/**
 * The payment provider behind the paid ad service: it opens a checkout for an order and later
 * tells, through a signed notice to POST /api/payment/webhook, whether it was paid. Two
 * implementations, chosen by config (PAYMENT_PROVIDER): the sandbox checkout served by this
 * service (the embedded default) and PayMongo's Checkout Sessions. Both notices have PayMongo's
 * shape and signature (signature.ts), so one webhook path serves both.
 */

export type CheckoutRequest = {
  orderId: string;
  /** Total in PHP (whole pesos). */
  amount: number;
  lineItems: { name: string; amount: number }[];
  description: string;
  /** Where the browser goes after paying, and after cancelling (absolute for PayMongo). */
  successUrl: string;
  cancelUrl: string;
};

export type Checkout = {
  /** The provider's checkout session id: the key of the notices. */
  checkoutId: string;
  /** The mobile web checkout address. */
  checkoutUrl: string;
  /** A deeplink into a wallet app, when the provider gives one. */
  deeplinkUrl: string | null;
};

export type PaymentProvider = {
  name: 'sandbox' | 'paymongo';
  /** Opens a checkout; throws ProviderUnavailable when the provider refuses or does not answer. */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
};

export class ProviderUnavailable extends Error {}
