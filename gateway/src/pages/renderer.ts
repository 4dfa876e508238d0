/**
 * The gateway's pages (README 'Pages'): every navigation gets the shell's index.html with a head of
 * its own (title, description, canonical, Open Graph / Twitter, JSON-LD for an ad) and the route's
 * remote preloaded, its manifest and the runtime config inlined. Three pages are drawn on the
 * server as well, with the answers of their first calls inlined so the app starts from them:
 * an ad (`/ad/all/{id}`, and `/ad/detail?id=`), the list `/ad/all` and the home `/`.
 * An ad that ended or was deleted answers 410 with ongoing ads like it (a page without the app).
 * Any service that does not answer in time costs the page its server-drawn part, never the page.
 */
import { COMMUNITY_API } from '@phjobs/contracts/api/community';
import { JOBS_API } from '@phjobs/contracts/api/jobs';
import { NO_FILTER_LIST_BODY } from '@phjobs/contracts/job-pages';
import { LIMITS } from '@phjobs/contracts/codes';
import { preloadKey, type PageData } from '@phjobs/contracts/page-data';
import { pageTitle, remoteFor, SITE_NAME, trimPath, type RemoteName } from '@phjobs/contracts/web-routes';
import { salaryText, workTypeText } from '@phjobs/ui/job-texts';
import type { WebAssets } from './assets.ts';
import { clip } from './html.ts';
import { jobPosting } from './job-posting.ts';
import { renderPage, withoutApp, type PageHead, type PageParts } from './page.ts';
import { adScreen, fileUrl, goneScreen, header, homeScreen, listScreen, main } from './screens.ts';
import type { Upstream } from './upstream.ts';

/** What `/config.json` answers (the gateway's RuntimeConfig). */
type RuntimeConfig = NonNullable<PageData['config']>;

export type RenderedPage = { status: number; html: string };

export type PageRequest = {
  /** The path, without the query. */
  path: string;
  query: URLSearchParams;
  /** Scheme and host of the site (`https://phjobs.ph`): canonical URLs and previews are absolute. */
  origin: string;
};

export type Pages = {
  /** The page of a navigation; null when the shell is not built. */
  render(req: PageRequest): Promise<RenderedPage | null>;
};

/** The home's banner location (mfe-community HOME_BANNER_LOCATION). */
const HOME_BANNERS = '025B';
/** Salary units (010A-010E) in a sentence: '₱18,000 a month'. */
const PER_UNIT: Readonly<Record<string, string>> = { '010A': 'an hour', '010B': 'a day', '010C': 'a week', '010D': 'a month', '010E': 'per project' };
/** The chunk of the ad's screen in the jobs remote (its `import('./screens/JobAdDetail')`). */
const AD_SCREEN = './screens/JobAdDetail';

type RouteView = { remote: RemoteName; screens?: readonly string[] };

export function pages({ assets, upstream, runtimeConfig }: { assets: WebAssets; upstream: Upstream; runtimeConfig: RuntimeConfig }): Pages {
  /** The route's remote: its stylesheets and scripts to preload, its manifest to inline. */
  const routeParts = ({ remote, screens = [] }: RouteView, bootstrap: readonly string[]) => {
    const files = assets.remote(remote);
    const shellCss = bootstrap.filter((f) => f.endsWith('.css'));
    const shellJs = bootstrap.filter((f) => f.endsWith('.js'));
    const data: PageData = { config: runtimeConfig };
    const inlineCss = (url: string) => assets.css(url);
    if (!files) return { styles: shellCss, scripts: shellJs, data, inlineCss };
    const screenFiles = screens.flatMap((s) => files.groups[s] ?? []);
    const manifestUrl = runtimeConfig.remotes[remote];
    return {
      styles: [...shellCss, ...files.exposeCss, ...screenFiles.filter((f) => f.endsWith('.css'))],
      scripts: [...shellJs, files.entry, ...files.exposeJs, ...screenFiles.filter((f) => f.endsWith('.js'))],
      data: { ...data, ...(manifestUrl ? { manifests: { [manifestUrl]: files.manifest } } : {}) },
      inlineCss,
    };
  };

  const withAnswers = (data: PageData, answers: Record<string, unknown>): PageData => ({ ...data, answers: { ...(data.answers ?? {}), ...answers } });

  async function adPage(id: number, req: PageRequest, template: string, bootstrap: readonly string[]): Promise<RenderedPage> {
    const canonical = `${req.origin}/ad/all/${id}`;
    const route = routeParts({ remote: 'jobs', screens: [AD_SCREEN] }, bootstrap);
    const answer = await upstream.call('jobs', JOBS_API.jobAdPage, { params: { id } });
    const page = answer.body;
    if (answer.status === 404) {
      const head: PageHead = { title: `Job ad not found | ${SITE_NAME}`, description: 'This job ad does not exist.', noindex: true };
      return { status: 404, html: renderPage(template, { head, ...route }) };
    }
    if (!page) {
      const { description } = pageTitle('/ad/all/0');
      return { status: 200, html: renderPage(template, { head: { title: `Job ad | ${SITE_NAME}`, description, canonical }, ...route }) };
    }
    if (page.state === 'gone') {
      const head: PageHead = { title: `${page.title} - ${page.companyName} (ended) | ${SITE_NAME}`, description: `This job ad of ${page.companyName} has ended. See similar jobs on ${SITE_NAME}.`, noindex: true };
      // a page without the app: its screen would only say the ad is not there
      const html = renderPage(withoutApp(template), {
        head,
        styles: route.styles,
        inlineCss: route.inlineCss,
        body: header('jobs') + main(goneScreen(page)),
      });
      return { status: 410, html };
    }
    const { ad } = page;
    const origin = req.origin;
    const firstImage = ad.jobImageList[0];
    const logo = fileUrl(ad.logoKey);
    const pictureUrl = firstImage ? fileUrl(firstImage.key) : logo;
    const salary = salaryText(ad.salary, ad.salaryCode);
    const salaryWords = salary.negotiable ? 'Salary negotiable' : `${salary.amount} ${PER_UNIT[ad.salaryCode] ?? ''}`.trim();
    const place = [ad.city, ad.province].filter(Boolean).join(', ');
    const description = clip([salaryWords, place, workTypeText(ad.workType), ad.jobDescription].filter((part) => part && part !== 'Not specified').join(' · '), 160);
    const head: PageHead = {
      title: `${ad.title} - ${ad.comapnyName} | ${SITE_NAME}`,
      description,
      canonical,
      image: pictureUrl ? `${origin}${pictureUrl}` : null,
      imageAlt: firstImage ? firstImage.fileName : `${ad.comapnyName} logo`,
      jsonLd: [jobPosting({ ad, streetAddress: page.streetAddress, url: canonical, logoUrl: logo ? `${origin}${logo}` : null })],
    };
    const parts: PageParts = {
      head,
      ...route,
      image: pictureUrl,
      body: header('jobs') + main(adScreen(ad, pictureUrl ? { url: pictureUrl, alt: firstImage?.fileName ?? '' } : null)),
      data: withAnswers(route.data, { [preloadKey('GET', upstream.urlOf(JOBS_API.jobAd, { params: { id } }))]: ad }),
    };
    return { status: 200, html: renderPage(template, parts) };
  }

  async function listPage(req: PageRequest, template: string, bootstrap: readonly string[]): Promise<RenderedPage> {
    const { title, description } = pageTitle('/ad/all');
    const route = routeParts({ remote: 'jobs' }, bootstrap);
    const call = { query: { pageUnit: LIMITS.pageUnit, pageNo: 1, orderKey: 'createdAt', email: '' }, body: NO_FILTER_LIST_BODY };
    const answer = await upstream.call('jobs', JOBS_API.allJobs, call);
    const head: PageHead = { title, description, canonical: `${req.origin}/ad/all` };
    if (!answer.body) return { status: 200, html: renderPage(template, { head, ...route }) };
    const parts: PageParts = {
      head,
      ...route,
      body: header('jobs') + main(listScreen('All jobs', answer.body)),
      data: withAnswers(route.data, { [preloadKey('POST', upstream.urlOf(JOBS_API.allJobs, call), NO_FILTER_LIST_BODY)]: answer.body }),
    };
    return { status: 200, html: renderPage(template, parts) };
  }

  async function homePage(req: PageRequest, template: string, bootstrap: readonly string[]): Promise<RenderedPage> {
    const { title, description } = pageTitle('/');
    const route = routeParts({ remote: 'community' }, bootstrap);
    const bannersCall = { query: { locationCode: HOME_BANNERS } };
    // (the phone's popup is the app's: it opens only once its image is decoded, over this screen)
    const banners = await upstream.call('community', COMMUNITY_API.banners, bannersCall);
    const head: PageHead = { title, description, canonical: `${req.origin}/`, jsonLd: [siteData(req.origin)] };
    const answers: Record<string, unknown> = {};
    if (banners.body) answers[preloadKey('GET', upstream.urlOf(COMMUNITY_API.banners, bannersCall))] = banners.body;
    const first = banners.body?.list[0] ?? null;
    const firstUrl = first ? fileUrl(first.imageKey) : null;
    const parts: PageParts = {
      head: { ...head, image: firstUrl ? `${req.origin}${firstUrl}` : null, ...(first ? { imageAlt: first.title } : {}) },
      ...route,
      image: firstUrl,
      body: header(null) + main(homeScreen(first, 'All')),
      data: withAnswers(route.data, answers),
    };
    return { status: 200, html: renderPage(template, parts) };
  }

  /**
   * An event or notice (`/event/{id}`): named by its title, described by its body's first words,
   * its picture as the preview, an `Article` for search engines, and its answer handed to the
   * screen. The community areas' articles (issue 17) are to follow this pattern: their own
   * path, the community route that answers them, `ogType: 'article'` and an `Article`.
   */
  async function eventPage(id: number, req: PageRequest, template: string, bootstrap: readonly string[]): Promise<RenderedPage> {
    const route = routeParts({ remote: 'community' }, bootstrap);
    const canonical = `${req.origin}/event/${id}`;
    const answer = await upstream.call('community', COMMUNITY_API.event, { params: { id } });
    if (answer.status === 404) {
      return { status: 404, html: renderPage(template, { head: { title: `Not found | ${SITE_NAME}`, description: 'This event or notice does not exist.', noindex: true }, ...route }) };
    }
    const event = answer.body;
    if (!event) return { status: 200, html: renderPage(template, { head: { ...pageTitle('/event'), canonical }, ...route }) };
    const picture = fileUrl(event.thumbnailKey);
    const text = clip(event.index.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'), 160);
    const head: PageHead = {
      title: `${event.title} | ${SITE_NAME}`,
      description: text || pageTitle('/event').description,
      canonical,
      ogType: 'article',
      image: picture ? `${req.origin}${picture}` : null,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: event.title,
          datePublished: event.activeStartAt,
          dateModified: event.createdAt,
          ...(picture ? { image: [`${req.origin}${picture}`] } : {}),
          author: { '@type': 'Organization', name: SITE_NAME, url: `${req.origin}/` },
          publisher: { '@type': 'Organization', name: SITE_NAME, logo: { '@type': 'ImageObject', url: `${req.origin}/icons/icon-512.png` } },
          mainEntityOfPage: canonical,
        },
      ],
    };
    return { status: 200, html: renderPage(template, { head, ...route, data: withAnswers(route.data, { [preloadKey('GET', upstream.urlOf(COMMUNITY_API.event, { params: { id } }))]: event }) }) };
  }

  return {
    async render(req) {
      const shell = assets.shell();
      if (!shell) return null;
      const path = trimPath(req.path);
      const adId = /^\/ad\/all\/(\d{1,15})$/.exec(path)?.[1] ?? (path === '/ad/detail' ? /^\d{1,15}$/.exec(req.query.get('id') ?? '')?.[0] : undefined);
      if (adId !== undefined && Number(adId) >= 1) return adPage(Number(adId), req, shell.html, shell.bootstrap);
      if (path === '/ad/all') return listPage(req, shell.html, shell.bootstrap);
      if (path === '/') return homePage(req, shell.html, shell.bootstrap);
      const eventId = /^\/event\/(\d{1,15})$/.exec(path)?.[1];
      if (eventId !== undefined && Number(eventId) >= 1) return eventPage(Number(eventId), req, shell.html, shell.bootstrap);
      const { title, description, noindex } = pageTitle(path);
      const route = routeParts({ remote: remoteFor(path, null) }, shell.bootstrap);
      const head: PageHead = { title, description, noindex, ...(noindex ? {} : { canonical: `${req.origin}${path}` }) };
      return { status: 200, html: renderPage(shell.html, { head, ...route }) };
    },
  };
}

/** The home's schema.org WebSite with its search (Google's sitelinks search box) and the Organization. */
function siteData(origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: `${origin}/`,
    potentialAction: { '@type': 'SearchAction', target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?query={search_term_string}` }, 'query-input': 'required name=search_term_string' },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: `${origin}/`, logo: `${origin}/icons/icon-512.png` },
  };
}
