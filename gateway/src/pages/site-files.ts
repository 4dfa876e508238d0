/**
 * The files crawlers and phones ask a site for: `/robots.txt` (pointing at the sitemap, keeping
 * personal pages, the API and the login out), `/sitemap.xml` (an index: the public pages, then
 * the ongoing ads in files of at most 50,000, each with the latest update among its ads),
 * `/sitemaps/pages.xml`, `/sitemaps/ads-{n}.xml`, and the web app manifest (installable on Android
 * home screens). Ads come from services/jobs' internal routes; an ad that ends or is deleted drops
 * out of the next answer.
 */
import { JOBS_API } from '@phjobs/contracts/api/jobs';
import { SITEMAP_MAX_URLS } from '@phjobs/contracts/job-pages';
import { HOME_TITLE, SITE_DESCRIPTION, SITE_NAME } from '@phjobs/contracts/web-routes';
import { esc } from './html.ts';
import type { Upstream } from './upstream.ts';

/** Public pages worth a crawler's visit, besides the ads. */
export const PUBLIC_PAGES = [
  '/',
  '/ad/all',
  '/ad/beginner',
  '/ad/regular',
  '/ad/today',
  '/ad/safe',
  '/ad/withFriend',
  '/ad/region',
  '/ad/specialization',
  '/ad/salary',
  '/ad/welfare',
  '/ad/preference',
  '/ad/period',
  '/multilingual',
  '/event',
  '/faq',
  '/campaign',
  '/campaign/wage',
  '/campaign/benefit',
  '/campaign/tax',
  '/campaign/laborCode',
] as const;

/** Kept out of crawlers: personal pages, the API, the login and sign-up, applying and chats. */
export const DISALLOWED = ['/myPage', '/api/', '/enter', '/register', '/ad/apply', '/chats', '/qna', '/report', '/dev'] as const;

export function robotsTxt(origin: string): string {
  return `User-agent: *\n${DISALLOWED.map((p) => `Disallow: ${p}`).join('\n')}\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export type SiteFile = { status: number; body: string };

export function siteFiles({ upstream, pageSize = SITEMAP_MAX_URLS }: { upstream: Upstream; pageSize?: number }) {
  return {
    async sitemapIndex(origin: string): Promise<SiteFile> {
      const answer = await upstream.call('jobs', JOBS_API.sitemapIndex, { query: { pageSize } });
      if (!answer.body) return { status: 503, body: '' };
      const entries = [`<sitemap><loc>${esc(origin)}/sitemaps/pages.xml</loc></sitemap>`];
      for (const page of answer.body.pages) entries.push(`<sitemap><loc>${esc(origin)}/sitemaps/ads-${page.page}.xml</loc><lastmod>${esc(page.lastmod)}</lastmod></sitemap>`);
      return { status: 200, body: `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n` };
    },

    async adsSitemap(origin: string, page: number): Promise<SiteFile> {
      const answer = await upstream.call('jobs', JOBS_API.sitemapPage, { params: { page }, query: { pageSize } });
      if (!answer.body) return { status: answer.status === 400 ? 404 : 503, body: '' };
      if (answer.body.ads.length === 0 && page > 1) return { status: 404, body: '' };
      const urls = answer.body.ads.map((ad) => `<url><loc>${esc(origin)}/ad/all/${ad.jobId}</loc><lastmod>${esc(ad.updatedAt)}</lastmod></url>`);
      return { status: 200, body: `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n` };
    },

    pagesSitemap(origin: string): SiteFile {
      const urls = PUBLIC_PAGES.map((p) => `<url><loc>${esc(origin)}${p}</loc></url>`);
      return { status: 200, body: `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n` };
    },
  };
}

/** The web app manifest: the site installs on Android home screens, opening without the browser's bars. */
export const WEB_APP_MANIFEST = {
  name: HOME_TITLE,
  short_name: SITE_NAME,
  description: SITE_DESCRIPTION,
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#ffffff',
  theme_color: '#1f6feb',
  lang: 'en-PH',
  categories: ['business', 'productivity'],
  // 'any' below is the Web App Manifest's own value (an icon for any purpose, an SVG at any size), not a TypeScript type
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
  shortcuts: [
    { name: 'All jobs', url: '/ad/all' },
    { name: 'Job map', url: '/ad/map' },
  ],
} as const;
