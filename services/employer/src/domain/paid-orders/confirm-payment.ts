/**
 * What the provider's notice does (POST /api/payment/webhook, and the sandbox's buttons through the
 * same path, once its signature is checked): a paid checkout makes its order paid once (a second
 * notice, or one that comes before the browser is back, changes nothing more); a failed payment
 * marks a pending order failed. Anything else is acknowledged and ignored, so that the provider
 * stops re-sending it.
 */
import type { OrderStore } from './order-store.ts';

export type PaymentNotice =
  | { kind: 'paid'; eventId: string; checkoutId: string }
  | { kind: 'failed'; eventId: string; checkoutId: string | null; orderId: string | null; reason: string }
  | { kind: 'ignored'; eventId: string | null; type: string | null };

export type ConfirmResult = 'paid' | 'already-paid' | 'failed' | 'unchanged' | 'ignored';

export async function confirmPayment({ store, now = () => new Date() }: { store: OrderStore; now?: () => Date }, notice: PaymentNotice): Promise<ConfirmResult> {
  if (notice.kind === 'paid') {
    if (await store.markPaid(notice.checkoutId, now())) return 'paid';
    return (await store.findByCheckout(notice.checkoutId)) ? 'already-paid' : 'ignored';
  }
  if (notice.kind === 'failed') return (await store.markFailed({ checkoutId: notice.checkoutId, orderId: notice.orderId }, notice.reason)) ? 'failed' : 'unchanged';
  return 'ignored';
}
