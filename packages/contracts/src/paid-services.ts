/**
 * The paid ad services (employer.md 'Paid ad service'): what an employer buys on
 * /myPage/ad/{jobId}/paid, and how a list shows it. serviceId 1 highlights the title background,
 * 2 colours the title, 3 colours the company name (the spec's ids). The spec does not show the
 * services' names, periods or prices: these are ours, in PHP (whole pesos). One order buys one or
 * more services for one period; its total is the sum of each service's price for that period.
 * Zod-free: the remote imports it.
 */

export const PAID_SERVICE_PERIODS = [7, 15, 30] as const;
export type PaidServicePeriod = (typeof PAID_SERVICE_PERIODS)[number];

export type PaidService = {
  serviceId: 1 | 2 | 3;
  title: string;
  description: string;
  /** Price in PHP by period in days. */
  prices: Readonly<Record<PaidServicePeriod, number>>;
};

export const PAID_SERVICES: readonly PaidService[] = [
  { serviceId: 1, title: 'Title highlight', description: 'The title of your ad gets a highlighted background in every job list.', prices: { 7: 299, 15: 549, 30: 999 } },
  { serviceId: 2, title: 'Title colour', description: 'The title of your ad is shown in colour in every job list.', prices: { 7: 199, 15: 349, 30: 649 } },
  { serviceId: 3, title: 'Company name colour', description: 'Your company name is shown in colour in every job list.', prices: { 7: 149, 15: 269, 30: 499 } },
];

export const PAID_SERVICE_IDS = [1, 2, 3] as const;
export type PaidServiceId = (typeof PAID_SERVICE_IDS)[number];

export const paidService = (serviceId: number): PaidService | undefined => PAID_SERVICES.find((service) => service.serviceId === serviceId);

/** The total in PHP of the services for the period (unknown ids count nothing: the schemas refuse them first). */
export function orderTotal(serviceIds: readonly number[], days: PaidServicePeriod): number {
  return [...new Set(serviceIds)].reduce((sum, id) => sum + (paidService(id)?.prices[days] ?? 0), 0);
}

/** The class of an ad card's paid styling, one per service (the list cards and the home's regional sections). */
export const paidServiceClass = (serviceId: number): string => `paid-service-${serviceId}`;

/** An order's states: pending until the provider confirms; paid exactly once; failed or cancelled end it unpaid. */
export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The message of the paid page when the ad is not the employer's or does not exist (employer.md section 8). */
export const INVALID_AD_ID = 'invalid ad id';
