/**
 * The paid ad service's calls (employer.md 'Paid ad service' and section 7): the order that answers
 * a checkout, the order's state once the browser is back, and the promotion calls. The spec names
 * the calls and says "chosen options", "actions with mobile web checkout url or deeplink url",
 * "uid" and "hasPromotion"; the rest of each shape is ours and written down here.
 */
import { z } from 'zod';
import { fromQuery } from './jobs.ts';
import { ORDER_STATUSES, PAID_SERVICE_IDS, PAID_SERVICE_PERIODS } from './paid-services.ts';

const jobId = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value),
  z.number({ error: 'Must be a job ad id.' }).int({ error: 'Must be a job ad id.' }).min(1, { error: 'Must be a job ad id.' }),
);

/** The chosen options: one to three services (1 title background, 2 title colour, 3 company-name colour) and one period in days. */
export const ZPaidOptions = z.object({
  jobId,
  serviceIds: z
    .array(z.union(PAID_SERVICE_IDS.map((id) => z.literal(id)), { error: `Must be one of ${PAID_SERVICE_IDS.join(', ')}.` }), { error: 'Choose at least one service.' })
    .min(1, { error: 'Choose at least one service.' })
    .max(PAID_SERVICE_IDS.length)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'A service is chosen twice.' }),
  days: z.union(PAID_SERVICE_PERIODS.map((days) => z.literal(days)), { error: `Must be one of ${PAID_SERVICE_PERIODS.join(', ')}.` }),
});
export type PaidOptions = z.output<typeof ZPaidOptions>;

/** `POST /api/payment/jobStyle/order`: the chosen options. */
export const ZPaidOrderBody = ZPaidOptions;
export type PaidOrderBody = z.input<typeof ZPaidOrderBody>;

/** What every answer about one order says of it. */
const ZPaidOrder = z.object({
  orderId: z.number().int(),
  jobId: z.number().int(),
  serviceIds: z.array(z.number().int()),
  days: z.number().int(),
  /** The total in PHP (whole pesos). */
  amount: z.number().int().min(0),
  currency: z.literal('PHP'),
  statusCode: z.enum(ORDER_STATUSES),
});

/**
 * Its answer: the order and where to send the browser. `actions` carries the mobile web checkout
 * address and, when the provider has one, a deeplink into a wallet app; the page goes to the first
 * it can open (the web address on a browser).
 */
export const ZPaidOrderResponse = ZPaidOrder.extend({
  actions: z.object({
    mobileWebCheckoutUrl: z.string().nullable(),
    deeplinkUrl: z.string().nullable(),
  }),
});
export type PaidOrderResponse = z.infer<typeof ZPaidOrderResponse>;

export const ZPaidOrderParams = z.object({ orderId: z.coerce.number().int().min(1) });

/** `GET /api/payment/jobStyle/order/{orderId}`: the order as it stands (paid once the provider's notice came). */
export const ZPaidOrderStatus = ZPaidOrder.extend({
  /** ISO 8601: when the provider confirmed the payment (or the promotion was spent); null before. */
  paidAt: z.string().nullable(),
  /** ISO 8601: the styling ends then; null until paid. */
  activeUntil: z.string().nullable(),
  /** The provider's reason when it failed or was cancelled. */
  failureReason: z.string().nullable(),
});
export type PaidOrderStatus = z.infer<typeof ZPaidOrderStatus>;

const uid = z.preprocess(
  (value) => {
    const v = fromQuery(value);
    return typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v;
  },
  z.number({ error: 'Must be your user id.' }).int({ error: 'Must be your user id.' }).min(1, { error: 'Must be your user id.' }),
);

/** `GET /api/employer/has-promotion?uid=`: uid must be the signed-in user's id (else 403). */
export const ZHasPromotionQuery = z.object({ uid });
export const ZHasPromotionResponse = z.object({ hasPromotion: z.boolean() });
export type HasPromotionResponse = z.infer<typeof ZHasPromotionResponse>;

/** `POST /api/employer/order-with-promotion`: uid, jobId and the chosen options; the order is paid by the credit. */
export const ZOrderWithPromotionBody = ZPaidOptions.extend({ uid });
export type OrderWithPromotionBody = z.input<typeof ZOrderWithPromotionBody>;
export const ZOrderWithPromotionResponse = ZPaidOrderStatus;

/** The sandbox checkout's buttons (a form post): Pay, Fail or Cancel. */
export const ZSandboxAnswerBody = z.object({ outcome: z.enum(['pay', 'fail', 'cancel'], { error: 'Must be pay, fail or cancel.' }) });

/** The errors of these calls. */
export const PAYMENT_ERRORS = {
  /** 404: not the company's ad, deleted, or unknown (the page shows 'invalid ad id'). */
  invalidAd: { code: 'not-found', message: 'invalid ad id' },
  /** 409: no unused promotion credit. */
  noPromotion: { code: 'payment/no-promotion', message: 'There is no promotion left to use.' },
  /** 503: the payment provider refused or did not answer; nothing was charged. */
  providerUnavailable: { code: 'payment/provider-unavailable', message: 'The payment could not be started. Please try again.' },
  /** 401: a webhook whose Paymongo-Signature does not verify. */
  badSignature: { code: 'payment/bad-signature', message: 'The signature does not match.' },
} as const;
