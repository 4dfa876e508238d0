/** Calls of the paid ad service (contracts routes/employer.ts, shapes in payments.ts), through the typed client. */
import type { PaidOptions } from '@phjobs/contracts/payments';
import { EMPLOYER_ROUTES } from '@phjobs/contracts/routes/employer';
import { JOBS_ROUTES } from '@phjobs/contracts/routes/jobs';
import { call } from '@phjobs/web-core/client';

export type { PaidOrderResponse, PaidOrderStatus } from '@phjobs/contracts/payments';

/** The ad as the signed-in company sees it (its own ads in any status): 404 for an ad that is not theirs. */
export const fetchOwnAd = (jobId: number, signal?: AbortSignal) => call(JOBS_ROUTES.jobAd, { params: { id: jobId }, signal });

export const fetchHasPromotion = (uid: string | number, signal?: AbortSignal) => call(EMPLOYER_ROUTES.hasPromotion, { query: { uid: String(uid) }, signal });

/** POST /api/payment/jobStyle/order: the checkout to send the browser to. */
export const placePaidOrder = (options: PaidOptions) => call(EMPLOYER_ROUTES.paidOrder, { body: options });

export const orderWithPromotion = (uid: string | number, options: PaidOptions) => call(EMPLOYER_ROUTES.orderWithPromotion, { body: { ...options, uid: Number(uid) } });

export const fetchPaidOrder = (orderId: number, signal?: AbortSignal) => call(EMPLOYER_ROUTES.paidOrderStatus, { params: { orderId }, signal });
