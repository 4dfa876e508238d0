/**
 * PayMongo's Checkout Sessions (PAYMENT_PROVIDER=paymongo): POST {apiUrl}/v1/checkout_sessions with
 * the secret key as the basic-auth user, amounts in centavos, GCash, Maya, cards and QR Ph; the
 * answer's data.id is the session and attributes.checkout_url where the browser goes. The order
 * rides in reference_number and in the payment's metadata (order_id, checkout_session_id is not
 * known before: the paid notice names the session itself).
 */
import { z } from 'zod';
import { ProviderUnavailable, type CheckoutRequest, type PaymentProvider } from '../../domain/paid-orders/payment-provider.ts';

export const PAYMONGO_METHODS = ['gcash', 'paymaya', 'card', 'qrph'] as const;

const ZSession = z.object({ data: z.object({ id: z.string().min(1), attributes: z.object({ checkout_url: z.url() }) }) });

export function paymongoProvider({ apiUrl, secretKey, timeoutMs = 10_000 }: { apiUrl: string; secretKey: string; timeoutMs?: number }): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  return {
    name: 'paymongo',
    createCheckout: async (request: CheckoutRequest) => {
      const body = {
        data: {
          attributes: {
            line_items: request.lineItems.map((item) => ({ name: item.name, amount: Math.round(item.amount * 100), currency: 'PHP', quantity: 1 })),
            payment_method_types: PAYMONGO_METHODS,
            description: request.description,
            reference_number: request.orderId,
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            send_email_receipt: false,
            show_description: true,
            show_line_items: true,
            metadata: { order_id: request.orderId },
          },
        },
      };
      let res: Response;
      try {
        res = await fetch(`${apiUrl}/v1/checkout_sessions`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new ProviderUnavailable(`PayMongo did not answer: ${(error as Error).message}`);
      }
      const json: unknown = await res.json().catch(() => null);
      if (!res.ok) throw new ProviderUnavailable(`PayMongo refused the checkout (${res.status}): ${JSON.stringify(json).slice(0, 300)}`);
      const parsed = ZSession.safeParse(json);
      if (!parsed.success) throw new ProviderUnavailable('PayMongo answered a checkout session without its id or address.');
      return { checkoutId: parsed.data.data.id, checkoutUrl: parsed.data.data.attributes.checkout_url, deeplinkUrl: null };
    },
  };
}
