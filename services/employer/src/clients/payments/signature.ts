/**
 * PayMongo's webhook signature and event shape (developers.paymongo.com, 'Webhooks'): the header
 * `Paymongo-Signature: t=<unix seconds>,te=<test signature>,li=<live signature>`, each signature the
 * hex HMAC-SHA256 of `${t}.${rawBody}` with the webhook's secret; `te` is checked for test-mode
 * events, `li` for live ones. The sandbox checkout signs its notices the same way.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentNotice } from '../../domain/paid-orders/confirm-payment.ts';

export const SIGNATURE_HEADER = 'paymongo-signature';

/** How old a notice may be (replays of older ones are refused). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: string, rawBody: Buffer | string) => createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');

/** The header for a body, as PayMongo writes it (the sandbox's notices; tests). */
export function signNotice(secret: string, rawBody: Buffer | string, { now = new Date(), livemode = false }: { now?: Date; livemode?: boolean } = {}): string {
  const t = String(Math.floor(now.getTime() / 1000));
  const signature = hmac(secret, t, rawBody);
  return livemode ? `t=${t},te=,li=${signature}` : `t=${t},te=${signature},li=`;
}

const equalHex = (a: string, b: string) => {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
};

/** Whether the header signs the body with the secret, recently enough. */
export function verifyNotice(secret: string, header: string | undefined, rawBody: Buffer | undefined, { now = new Date(), livemode }: { now?: Date; livemode: boolean }): boolean {
  if (!header || !rawBody) return false;
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = parts.get('t') ?? '';
  if (!/^\d{1,12}$/.test(t)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(t)) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const given = parts.get(livemode ? 'li' : 'te') ?? '';
  return /^[0-9a-f]+$/i.test(given) && equalHex(given, hmac(secret, t, rawBody));
}


type Resource = { id?: unknown; attributes?: { metadata?: Record<string, unknown> | null; last_payment_error?: unknown; failed_message?: unknown; livemode?: unknown } & Record<string, unknown> };
type EventBody = { data?: { id?: unknown; attributes?: { type?: unknown; livemode?: unknown; data?: Resource } } };

/** Whether the event says it is live (its signature is then `li`). */
export const isLiveEvent = (body: unknown): boolean => (body as EventBody | null)?.data?.attributes?.livemode === true;

/**
 * `checkout_session.payment.paid` (the resource is the checkout session) is a payment;
 * `payment.failed` names the order in the payment's metadata (order_id, checkout_session_id: set
 * when the checkout was made); anything else is acknowledged and ignored.
 */
export function readNotice(body: unknown): PaymentNotice {
  const event = (body as EventBody | null)?.data;
  const eventId = typeof event?.id === 'string' ? event.id : null;
  const type = typeof event?.attributes?.type === 'string' ? event.attributes.type : null;
  const resource = event?.attributes?.data;
  if (eventId && type === 'checkout_session.payment.paid' && typeof resource?.id === 'string') return { kind: 'paid', eventId, checkoutId: resource.id };
  if (eventId && type === 'payment.failed') {
    const metadata = resource?.attributes?.metadata ?? {};
    const checkoutId = typeof metadata.checkout_session_id === 'string' ? metadata.checkout_session_id : null;
    const orderId = typeof metadata.order_id === 'string' && /^\d{1,18}$/.test(metadata.order_id) ? metadata.order_id : null;
    const message = resource?.attributes?.failed_message;
    if (checkoutId || orderId) return { kind: 'failed', eventId, checkoutId, orderId, reason: typeof message === 'string' && message ? message.slice(0, 300) : 'The payment failed.' };
  }
  return { kind: 'ignored', eventId, type };
}
