/**
 * What the gateway's page renderer asks services/jobs for (internal routes, x-service-token): an
 * ad's public page (the HTML head, JobPosting data and the visible summary before any JavaScript),
 * the 410 page of an ad that ended or was deleted, and the sitemaps of ongoing ads. Crawlers and
 * link previews (Google for Jobs, Facebook, Messenger) read these pages without running scripts.
 */
import { z } from 'zod';
import { ZJobAdDetail } from './jobs.ts';

/** At most this many URLs in one sitemap file (sitemaps.org: 50,000 URLs and 50 MB). */
export const SITEMAP_MAX_URLS = 50_000;

/** An ongoing ad linked from a 410 page: ongoing ads like the one that is gone. */
export const ZSimilarAd = z.object({
  jobId: z.number().int(),
  title: z.string(),
  companyName: z.string(),
  city: z.string().nullable(),
});
export type SimilarAd = z.infer<typeof ZSimilarAd>;

/**
 * `GET /internal/jobAds/:id/page`. An ongoing ad: the visitor's detail (exactly what
 * `GET /api/jobAds/{id}` answers a visitor, so the page can hand it to the screen), its last
 * update and its street address apart from the city and province. An ad that ended (012D) or
 * was deleted: what it was and up to six ongoing ads like it. Ads under review and unknown ids
 * are 404 (never public).
 */
export const ZJobAdPage = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('ongoing'),
    ad: ZJobAdDetail,
    /** ISO 8601: the ad's last change. */
    updatedAt: z.string(),
    /** The street part of the address (the detail's workPlace joins it with the city and province). */
    streetAddress: z.string().nullable(),
  }),
  z.object({
    state: z.literal('gone'),
    jobId: z.number().int(),
    title: z.string(),
    companyName: z.string(),
    city: z.string().nullable(),
    similar: z.array(ZSimilarAd),
  }),
]);
export type JobAdPage = z.infer<typeof ZJobAdPage>;

/** `GET /internal/jobAds/sitemap`: the sitemap files of ongoing ads, `pageSize` ads each, in id order. */
export const ZSitemapIndexQuery = z.object({
  pageSize: z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value),
    z.number({ error: `Must be an integer from 1 to ${SITEMAP_MAX_URLS}.` }).int().min(1).max(SITEMAP_MAX_URLS, { error: `Must be an integer from 1 to ${SITEMAP_MAX_URLS}.` }).default(SITEMAP_MAX_URLS),
  ),
});
export const ZSitemapIndex = z.object({
  total: z.number().int().min(0),
  pageSize: z.number().int(),
  /** One per file: its number (from 1), how many ads, and the latest update among them (ISO 8601). */
  pages: z.array(z.object({ page: z.number().int(), count: z.number().int(), lastmod: z.string() })),
});
export type SitemapIndex = z.infer<typeof ZSitemapIndex>;

/** `GET /internal/jobAds/sitemap/:page`: one file's ads (ids and their last update). */
export const ZSitemapPageParams = z.object({
  page: z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value),
    z.number({ error: 'The page must be a positive integer.' }).int({ error: 'The page must be a positive integer.' }).min(1, { error: 'The page must be a positive integer.' }),
  ),
});
export const ZSitemapPage = z.object({
  ads: z.array(z.object({ jobId: z.number().int(), updatedAt: z.string() })),
});
export type SitemapPage = z.infer<typeof ZSitemapPage>;

/**
 * The body of a list call with no 'Detail search' filter: what the jobs remote sends for a list
 * nobody filtered (mfe-jobs `toRequestBody(emptyFilter())`, held equal by its test). The gateway
 * asks /ad/all's first page with it and hands the answer to the screen in the page.
 */
export const NO_FILTER_LIST_BODY = {
  specialization: null,
  region: null,
  education: '',
  employeeType: ['all'],
  workingPeriod: [],
  workingPeriodNegotiable: false,
  workingDay: '007A',
  selectedDay: [],
  onlySelectedDay: false,
  workingDayNegotiable: false,
  workingHour: { isListSelect: true, workingHour: [], workingHourFrom: '', workingHourTo: '', isNegotiable: false },
  salary: { salaryType: '', salaryMoreThan: null },
  welfarebenefits: [],
  preference: [],
  keyword: '',
} as const;
