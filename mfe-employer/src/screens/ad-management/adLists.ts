/**
 * Job ad management (employer.md sections 2, 4): the tabs Ongoing (012C, default), Under Review
 * (012A) and End (012D) in ?tab=, and how the local lists change without a refetch: ending removes
 * the ad from 012C and puts it at the front of 012D; re-registering moves it from 012D into the list
 * of the status the answer gives (012A, or 012C when the review ran at once); deleting removes it.
 * The lists are web-core's endless queries: these functions rewrite their cached pages
 * (web-core's updateEndlessPages).
 */
import type { EndlessPages } from '@phjobs/web-core/query';
import type { AdStatus, AdSummary } from '../../api/ads';

export const AD_TABS: readonly { value: AdStatus; label: string }[] = [
  { value: '012C', label: 'Ongoing' },
  { value: '012A', label: 'Under Review' },
  { value: '012D', label: 'End' },
];

export const isAdStatus = (value: string | null | undefined): value is AdStatus => value === '012C' || value === '012A' || value === '012D';

/** ?tab= to a tab: anything else is Ongoing. */
export const tabOf = (value: string | null): AdStatus => (isAdStatus(value) ? value : '012C');

/** The query key of one status list. */
export const myJobsKey = (status: AdStatus) => ['employer', 'myJobs', status] as const;

export type AdPages = EndlessPages<AdSummary>;

/** The pages without the ad (the count one less when it was there). */
export function withoutAd(data: AdPages, jobId: number): AdPages {
  let removed = false;
  const pages = data.pages.map((page) => {
    const items = page.items.filter((item) => item.jobId !== jobId);
    if (items.length === page.items.length) return page;
    removed = true;
    return { ...page, items };
  });
  if (!removed) return data;
  return { ...data, pages: pages.map((page) => (typeof page.total === 'number' ? { ...page, total: Math.max(0, page.total - 1) } : page)) };
}

/** The pages with the ad first (once: an earlier copy goes), the count one more. */
export function withAdFirst(data: AdPages, ad: AdSummary): AdPages {
  if (data.pages.length === 0) return data;
  const had = data.pages.some((page) => page.items.some((item) => item.jobId === ad.jobId));
  const rest = had ? withoutAd(data, ad.jobId) : data;
  const pages = rest.pages.map((page, i) => {
    const items = i === 0 ? [ad, ...page.items] : page.items;
    const total = typeof page.total === 'number' ? page.total + 1 : page.total;
    return { ...page, items, total };
  });
  return { ...rest, pages };
}

/** The row as it stands after a status call answered. */
export const afterStatusChange = (ad: AdSummary, answer: { statusCode: string; reviewReasons: AdSummary['reviewReasons'] }, now: Date): AdSummary => ({
  ...ad,
  statusCode: answer.statusCode,
  reviewReasons: answer.reviewReasons,
  updatedAt: now.toISOString(),
});

/** An ad of the Under Review list that the review refused (it stays 012A with its reasons). */
export const isRefused = (ad: Pick<AdSummary, 'statusCode' | 'reviewReasons'>): boolean => ad.statusCode === '012A' && ad.reviewReasons.length > 0;

/** The Description popup (spec section 2 and 9). */
export const DESCRIPTION_TEXTS = [
  'Regular recruitment closes automatically after 21 days, including the registration date.',
  'Ads are published within 24 hours after administrator review.',
] as const;
