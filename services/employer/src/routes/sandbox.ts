/**
 * The sandbox checkout (PAYMENT_PROVIDER=sandbox, the embedded default): a plain page with the
 * order and Pay / Fail / Cancel. Pay and Fail sign PayMongo's notice with the webhook secret and
 * post it to this service's own webhook path over HTTP, exactly as the provider would; then the
 * browser goes back to the paid page. Cancel goes back without a notice, as PayMongo's does.
 */
import type { EMPLOYER_API } from '@phjobs/contracts/api/employer';
import { paidService } from '@phjobs/contracts/paid-services';
import { EMPLOYER_ROUTES } from '@phjobs/contracts/routes/employer';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { Request, Response } from 'express';
import { sandboxFailedNotice, sandboxPaidNotice, SANDBOX_SESSION } from '../clients/payments/sandbox.ts';
import { SIGNATURE_HEADER, signNotice } from '../clients/payments/signature.ts';
import type { EmployerDb } from '../data/db.ts';
import { orderStore } from '../data/orders.ts';
import type { OrderRow } from '../domain/paid-orders/order-store.ts';
import { returnUrls } from '../domain/paid-orders/rules.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const peso = (amount: number) => `₱${amount.toLocaleString('en-US')}`;

const CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

function page(res: Response, status: number, title: string, body: string): void {
  res
    .status(status)
    .set({ 'content-security-policy': CSP, 'cache-control': 'no-store' })
    .type('html')
    .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f3f5f9;margin:0;color:#1d2433}
main{max-width:420px;margin:32px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.badge{display:inline-block;background:#fff3cd;color:#7a5a00;border-radius:6px;padding:2px 8px;font-size:12px;font-weight:600}
h1{font-size:20px;margin:12px 0}
table{width:100%;border-collapse:collapse;margin:16px 0}td{padding:6px 0;border-bottom:1px solid #eef0f4}td:last-child{text-align:right}
.total td{font-weight:700;border-bottom:0}
form{display:flex;flex-direction:column;gap:8px;margin-top:16px}
button{font:inherit;font-weight:600;padding:12px;border-radius:8px;border:1px solid #cfd5e0;background:#fff;cursor:pointer}
button.pay{background:#1b5fd1;border-color:#1b5fd1;color:#fff}button.fail{color:#b42318}
p.note{font-size:13px;color:#5b6475}
</style></head><body><main>${body}</main></body></html>`);
}

function checkoutPage(res: Response, order: OrderRow, action: string): void {
  const rows = order.serviceIds
    .map((id) => {
      const service = paidService(id);
      return `<tr><td>${escape(service?.title ?? `Service ${id}`)} · ${order.days} days</td><td>${peso(service?.prices[order.days as 7 | 15 | 30] ?? 0)}</td></tr>`;
    })
    .join('');
  const done = order.status === 'paid' ? '<p><strong>This order is paid.</strong></p>' : '';
  page(
    res,
    200,
    'Sandbox checkout',
    `<span class="badge">SANDBOX · no money moves</span>
<h1>Pay for job ad #${escape(order.jobId)}</h1>
<table><tbody>${rows}<tr class="total"><td>Total</td><td data-testid="sandbox-total">${peso(order.amount)}</td></tr></tbody></table>
${done}
<form method="post" action="${escape(action)}">
<button class="pay" name="outcome" value="pay" type="submit">Pay ${peso(order.amount)}</button>
<button class="fail" name="outcome" value="fail" type="submit">Fail</button>
<button name="outcome" value="cancel" type="submit">Cancel</button>
</form>
<p class="note">GCash, Maya, card and QR Ph are offered by the real checkout (PayMongo). This page stands for it in the embedded mode.</p>`,
  );
}

async function findCheckout(db: EmployerDb, sessionId: string): Promise<OrderRow | null> {
  if (!SANDBOX_SESSION.test(sessionId)) return null;
  return orderStore(db).findByCheckout(sessionId);
}

/** Posts the signed notice to this service's own webhook, over HTTP, as PayMongo would. */
async function notify(req: Request, secret: string, notice: object): Promise<boolean> {
  const raw = JSON.stringify(notice);
  const url = `http://127.0.0.1:${req.socket.localPort}${EMPLOYER_ROUTES.paymentWebhook.path}`;
  try {
    const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signNotice(secret, raw) }, body: raw, signal: AbortSignal.timeout(10_000) });
    await answer.body?.cancel();
    return answer.ok;
  } catch {
    return false;
  }
}

export function sandboxHandlers({ db, webhookSecret, publicBaseUrl, now = () => new Date() }: { db: EmployerDb; webhookSecret: string; publicBaseUrl: string; now?: () => Date }): Handlers<
  typeof EMPLOYER_API,
  'sandboxCheckout' | 'sandboxCheckoutAnswer'
> {
  return {
    sandboxCheckout: async ({ params, req, res }) => {
      const order = await findCheckout(db, String(params.sessionId));
      if (!order) return page(res, 404, 'No such checkout', '<h1>No such checkout</h1>');
      checkoutPage(res, order, req.originalUrl.split('?')[0] ?? '');
    },
    sandboxCheckoutAnswer: async ({ params, body, req, res }) => {
      const order = await findCheckout(db, String(params.sessionId));
      if (!order || !order.checkoutId) return page(res, 404, 'No such checkout', '<h1>No such checkout</h1>');
      const back = returnUrls(publicBaseUrl, order.jobId, order.id);
      if (body.outcome === 'cancel') return res.redirect(303, back.cancelUrl);
      const notice = body.outcome === 'pay' ? sandboxPaidNotice(order.checkoutId, order.amount, now()) : sandboxFailedNotice(order.checkoutId, order.id, order.amount, now());
      if (!(await notify(req, webhookSecret, notice))) return page(res, 502, 'Sandbox checkout', '<h1>The payment could not be confirmed.</h1><p>Please try again.</p>');
      res.redirect(303, body.outcome === 'pay' ? back.successUrl : back.cancelUrl);
    },
  };
}
