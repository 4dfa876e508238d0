/**
 * Recently viewed ads, kept on the device (spec: keyed by ad id, at most 30, latest kept in
 * order). Each entry is a card snapshot taken from the detail, so 'Recent jobs' can show cards
 * without asking the server.
 */
import { LIMITS } from '@phjobs/contracts/codes';
import type { JobAdCard, JobAdDetail } from '@phjobs/contracts/jobs';
import { readJson, writeJson, type StorageLike } from '@phjobs/web-core/storage';

export const RECENT_ADS_KEY = 'recentAds';

export type RecentAd = Omit<JobAdCard, 'isScrapped'> & { viewedAt: string };

/** The entry moves to the front; an older entry of the same ad goes; at most `max` kept. */
export function addRecentAd(list: readonly RecentAd[], entry: RecentAd, max: number = LIMITS.recentAds): RecentAd[] {
  return [entry, ...list.filter((item) => item.jobId !== entry.jobId)].slice(0, max);
}

const isRecentAd = (value: unknown): value is RecentAd =>
  !!value && typeof value === 'object' && typeof (value as { jobId?: unknown }).jobId === 'number' && typeof (value as { title?: unknown }).title === 'string';

/** The stored list, latest first; malformed entries are dropped (older versions stored less). */
export function readRecentAds(storage?: StorageLike | null): RecentAd[] {
  const raw = storage === undefined ? readJson<unknown>(RECENT_ADS_KEY, []) : readJson<unknown>(RECENT_ADS_KEY, [], storage);
  if (!Array.isArray(raw)) return [];
  return raw.filter(isRecentAd).map((item) => ({
    jobId: item.jobId,
    title: item.title,
    city: typeof item.city === 'string' ? item.city : null,
    salary: typeof item.salary === 'number' ? item.salary : null,
    salaryCode: typeof item.salaryCode === 'string' ? item.salaryCode : '010F',
    workingDayCode: typeof item.workingDayCode === 'string' ? item.workingDayCode : '',
    companyName: typeof item.companyName === 'string' ? item.companyName : '',
    workingPeriodCode: typeof item.workingPeriodCode === 'string' ? item.workingPeriodCode : null,
    workingPeriodNegotiable: item.workingPeriodNegotiable === true,
    workingHourCode: typeof item.workingHourCode === 'string' ? item.workingHourCode : null,
    workingHourNegotiable: item.workingHourNegotiable === true,
    logoKey: typeof item.logoKey === 'string' ? item.logoKey : null,
    lat: typeof item.lat === 'number' ? item.lat : null,
    lng: typeof item.lng === 'number' ? item.lng : null,
    viewedAt: typeof item.viewedAt === 'string' ? item.viewedAt : '',
  }));
}

/** The card snapshot of an ad detail. */
export function recentAdOf(id: number, ad: JobAdDetail, now: Date): RecentAd {
  return {
    jobId: id,
    title: ad.title,
    city: ad.city,
    salary: ad.salary,
    salaryCode: ad.salaryCode,
    workingDayCode: ad.workingDayCode,
    companyName: ad.comapnyName,
    workingPeriodCode: ad.workingPeriodCode,
    workingPeriodNegotiable: ad.workingPeriodNagotiable,
    workingHourCode: ad.workingHourCode,
    workingHourNegotiable: ad.workingHourNagotiable,
    logoKey: ad.logoKey,
    lat: ad.lat,
    lng: ad.lng,
    viewedAt: now.toISOString(),
  };
}

/** Records a viewed ad on the device; returns the new list. */
export function rememberViewedAd(id: number, ad: JobAdDetail, now = new Date(), storage?: StorageLike | null): RecentAd[] {
  const next = addRecentAd(readRecentAds(storage), recentAdOf(id, ad, now));
  if (storage === undefined) writeJson(RECENT_ADS_KEY, next);
  else writeJson(RECENT_ADS_KEY, next, storage);
  return next;
}
