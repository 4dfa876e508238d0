import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobAdDetail, JobListResponse } from '@phjobs/contracts/jobs';
import { NO_FILTER_LIST_BODY, type JobAdPage } from '@phjobs/contracts/job-pages';
import { PAGE_DATA_ID, preloadKey, type PageData } from '@phjobs/contracts/page-data';
import { verifyServiceToken } from '@phjobs/service-kit/auth';
import { jobPostingProblems } from '@phjobs/test-utils/job-posting';
import { createGateway, listenGateway, type ListeningGateway } from '../src/gateway.ts';
import { closedPort, makeDist, request, silentLogger, type Answer } from './helpers.ts';

const SECRET = 'pages-test-secret';

const AD: JobAdDetail = {
  title: 'Barista <Night shift>',
  comapnyName: 'Kape & Co.',
  jobCreatedAt: '2026-11-20T01:02:03.000Z',
  jobDeadlineDate: '2026-12-31',
  jobImageList: [{ key: 'ads/7/shop.jpg', fileName: 'Our shop in Makati' }],
  isEmploymentContact: true,
  isThreeMajor: false,
  isPermit: true,
  workType: ['inOffice'],
  salary: 18000,
  salaryCode: '010D',
  workingDayCode: '007C',
  workingDaySelectedList: [],
  workingDayNagotiable: false,
  workingHourCode: '009G',
  workingHourNagotiable: false,
  workingPeriodCode: '008G',
  workingPeriodNagotiable: false,
  noOfVacancy: 2,
  education: '004D',
  preferenceList: [],
  workPlace: '12 Rizal Ave., Makati City, Metro Manila',
  lat: 14.5547,
  lng: 121.0244,
  specializationList: [{ codegroup_id: 'specialization', id: 'SP0601', name: 'Barista', depth: 2, parent_id: 'SP06' }],
  employeeTypeList: ['011A', '011C'],
  welfarebenefitList: [{ codegroup_id: 'welfare', id: 'WF04', name: 'Free meals', depth: 1, parent_id: null }],
  nationality: 0,
  language: ['english'],
  applyList: ['018A', '018C'],
  websiteUrl: null,
  contactInfo: { manager: 'Ana', phoneNumber: [], email: null, fax: null },
  logoKey: 'logos/kape.png',
  jobId: 7,
  companyId: 1001,
  statusCode: '012C',
  jobDescription: 'Make coffee.\n\nGreet guests </script><script>alert(1)</script>',
  workingHourFrom: null,
  workingHourTo: null,
  province: 'Metro Manila',
  city: 'Makati City',
  isBeginnerPossible: true,
  isWithFriend: false,
  directCustomizedInput: null,
  isScrapped: false,
};
const ONGOING: JobAdPage = { state: 'ongoing', ad: AD, updatedAt: '2026-11-21T00:00:00.000Z', streetAddress: '12 Rizal Ave.' };
const GONE: JobAdPage = { state: 'gone', jobId: 8, title: 'Cook', companyName: 'Kape & Co.', city: 'Makati City', similar: [{ jobId: 7, title: 'Barista', companyName: 'Kape & Co.', city: 'Makati City' }] };
const LIST: JobListResponse = {
  list: [
    { jobId: 7, title: 'Barista', city: 'Makati City', salary: 18000, salaryCode: '010D', workingDayCode: '007C', companyName: 'Kape & Co.', workingPeriodCode: null, workingPeriodNegotiable: false, workingHourCode: '009G', workingHourNegotiable: false, logoKey: null, isScrapped: false, lat: null, lng: null, paymentService: [{ serviceId: 1 }] },
  ],
  resultListCount: 5123,
};
const EVENT = {
  eventId: 3,
  categoryCode: '022A',
  title: 'Job fair in Cebu',
  createdAt: '2026-11-01T00:00:00.000Z',
  isSignificant: true,
  thumbnailKey: 'events/fair.jpg',
  attachKey: null,
  activeStartAt: '2026-11-02T00:00:00.000Z',
  activeEndAt: null,
  statusCode: '027A',
  index: '<p>Meet <b>40 employers</b> at SM Seaside &amp; bring your resume.</p>',
};
const BANNERS = { list: [{ bannerId: 1, locationCode: '025B', title: 'Job fair in Cebu', imageKey: 'banners/fair.jpg', link: '/event/3' }] };

type Seen = { method: string; url: string; token: string | undefined; body: string };

/** A fake jobs and community service: real HTTP, fixed answers per path. */
async function fakeService(answer: (method: string, url: string) => [number, unknown]) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', token: req.headers['x-service-token'] as string | undefined, body });
      const [status, json] = answer(req.method ?? '', req.url ?? '');
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise<void>((resolve) => { server.close(() => resolve()); server.closeAllConnections(); }),
  };
}

let jobs: Awaited<ReturnType<typeof fakeService>>;
let community: Awaited<ReturnType<typeof fakeService>>;
let dist: Awaited<ReturnType<typeof makeDist>>;
let gateway: ListeningGateway;
let downGateway: ListeningGateway;
let base = '';
const runtimeConfig = { remotes: { jobs: '/remotes/jobs/mf-manifest.json', community: '/remotes/community/mf-manifest.json' }, googleMapsApiKey: null };

beforeAll(async () => {
  jobs = await fakeService((method, url) => {
    if (url === '/internal/jobAds/7/page') return [200, ONGOING];
    if (url === '/internal/jobAds/8/page') return [200, GONE];
    if (url.startsWith('/internal/jobAds/sitemap/1')) return [200, { ads: [{ jobId: 7, updatedAt: '2026-11-21T00:00:00.000Z' }, { jobId: 9, updatedAt: '2026-11-22T00:00:00.000Z' }] }];
    if (url.startsWith('/internal/jobAds/sitemap/2')) return [200, { ads: [] }];
    if (url.startsWith('/internal/jobAds/sitemap')) return [200, { total: 2, pageSize: 50000, pages: [{ page: 1, count: 2, lastmod: '2026-11-22T00:00:00.000Z' }] }];
    if (method === 'POST' && url.startsWith('/api/jobAds/allJobs')) return [200, LIST];
    return [404, { code: 'not-found', message: 'No such job ad.' }];
  });
  community = await fakeService((_method, url) => {
    if (url.startsWith('/api/banner')) return [200, BANNERS];
    if (url.startsWith('/api/popups')) return [200, []];
    if (url === '/api/event/3') return [200, EVENT];
    return [404, { code: 'not-found', message: 'no' }];
  });
  dist = await makeDist();
  // the shell's index.html as webpack writes it, and the build's chunk groups
  await writeFile(path.join(dist.shell, 'index.html'), '<!doctype html><html lang=en><head><meta charset=utf-8><title>PH Jobs</title><script defer src=/vendor.9a8b7c6d.js></script><script defer src=/main.0a1b2c3d.js></script></head><body><div id=root></div></body></html>');
  await writeFile(path.join(dist.shell, '81.a1b2c3d4.css'), '.shell-header{display:flex}');
  await writeFile(path.join(dist.jobs, '__federation_expose_App.1a2b3c4d.css'), '.jobs-detail{padding:0}');
  await writeFile(path.join(dist.shell, 'chunk-groups.json'), JSON.stringify({ './bootstrap': ['81.a1b2c3d4.css', '81.a1b2c3d4.js'] }));
  await writeFile(
    path.join(dist.jobs, 'mf-manifest.json'),
    JSON.stringify({ id: 'jobs', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [{ path: './App', assets: { js: { sync: ['__federation_expose_App.1a2b3c4d.js'] }, css: { sync: ['__federation_expose_App.1a2b3c4d.css'] } } }] }),
  );
  await writeFile(path.join(dist.jobs, 'chunk-groups.json'), JSON.stringify({ './screens/JobAdDetail': ['169.f02b1221.js'], '../components/DetailSearch': ['5.8bb0456b.js'] }));
  const options = {
    staticRoots: { shell: dist.shell, remotes: { jobs: dist.jobs } },
    runtimeConfig,
    logger: silentLogger,
    rateLimits: false as const,
    serviceSecret: SECRET,
    publicUrl: 'https://jobs.example.ph',
    endedSessionsPollMs: 3_600_000,
  };
  gateway = await listenGateway(createGateway({ ...options, upstreams: { jobs: jobs.url, community: community.url } }), 0, '127.0.0.1');
  const down = `http://127.0.0.1:${await closedPort()}`;
  downGateway = await listenGateway(createGateway({ ...options, upstreams: { jobs: down, community: down } }), 0, '127.0.0.1');
  base = `http://127.0.0.1:${gateway.port}`;
});

afterAll(async () => {
  await gateway?.close();
  await downGateway?.close();
  await jobs?.close();
  await community?.close();
  await dist?.remove();
});

/** A plain GET, as a crawler without JavaScript makes it. */
const get = (url: string, accept = '*/*') => request(url, { headers: { accept } });

function meta(html: string, attr: 'name' | 'property', key: string): string | null {
  const tag = new RegExp(`<meta ${attr}="${key.replace(/[:]/g, '\\:')}" content="([^"]*)"`).exec(html);
  return tag ? (tag[1] ?? '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'") : null;
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>') ?? null;
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>);
/** The boot script's entry and preloads (gateway/src/pages/boot-script.ts). */
const bootOf = (html: string) => {
  const tag = /<script data-src="([^"]*)" data-preload="([^"]*)">/.exec(html);
  return { src: tag?.[1] ?? null, preload: tag?.[2]?.split(' ').filter(Boolean) ?? [] };
};
const pageDataOf = (html: string) => JSON.parse(new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1] ?? '{}') as PageData;
const ssrOf = (html: string) => /<div id="ssr">([\s\S]*?)<\/div><div id="root">/.exec(html)?.[1] ?? '';
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/\s+/g, ' ');

describe("an ad's page, before any JavaScript", () => {
  let page: Answer;
  beforeAll(async () => {
    page = await get(`${base}/ad/all/7`);
  });

  it("is titled '{job title} - {company} | PH Jobs' with a description of its pay in pesos, place and work type", () => {
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(titleOf(page.text)).toBe('Barista <Night shift> - Kape & Co. | PH Jobs');
    const description = meta(page.text, 'name', 'description') ?? '';
    expect(description).toMatch(/^₱18,000 a month · Makati City, Metro Manila · In office · Make coffee\./);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it('names its canonical address and gives link previews (Open Graph, Twitter card) with the first image', () => {
    expect(page.text).toContain('<link rel="canonical" href="https://jobs.example.ph/ad/all/7">');
    expect(meta(page.text, 'property', 'og:url')).toBe('https://jobs.example.ph/ad/all/7');
    expect(meta(page.text, 'property', 'og:title')).toBe('Barista <Night shift> - Kape & Co. | PH Jobs');
    expect(meta(page.text, 'property', 'og:image')).toBe('https://jobs.example.ph/files/ads/7/shop.jpg');
    expect(meta(page.text, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(page.text, 'name', 'twitter:image')).toBe('https://jobs.example.ph/files/ads/7/shop.jpg');
  });

  it("carries a JobPosting that meets Google's required and recommended properties", () => {
    const [posting] = jsonLd(page.text);
    expect(jobPostingProblems(posting)).toEqual([]);
    expect(posting).toMatchObject({
      title: 'Barista <Night shift>',
      datePosted: '2026-11-20T01:02:03.000Z',
      validThrough: '2026-12-31T23:59:59+08:00',
      employmentType: ['FULL_TIME', 'PART_TIME'],
      hiringOrganization: { '@type': 'Organization', name: 'Kape & Co.', logo: 'https://jobs.example.ph/files/logos/kape.png' },
      jobLocation: { '@type': 'Place', address: { streetAddress: '12 Rizal Ave.', addressLocality: 'Makati City', addressRegion: 'Metro Manila', addressCountry: 'PH' }, geo: { latitude: 14.5547, longitude: 121.0244 } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'PHP', value: { '@type': 'QuantitativeValue', value: 18000, unitText: 'MONTH' } },
      directApply: true,
      identifier: { '@type': 'PropertyValue', name: 'Kape & Co.', value: '7' },
    });
    expect(posting?.jobLocationType).toBeUndefined();
    // the description is HTML, with the ad's own text escaped in it
    expect(posting?.description).toContain('<p>Make coffee.</p><p>Greet guests &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  it('never lets a value close its script element or open markup', () => {
    expect(page.text).not.toContain('<script>alert(1)');
    expect(page.text.match(/<\/script>/g)?.length).toBe(page.text.match(/<script\b/g)?.length);
  });

  it('shows the ad itself to a crawler: title as h1, company, salary, place and description', () => {
    const ssr = ssrOf(page.text);
    expect(ssr).toContain('<h1 class="jobs-detail-title">Barista &lt;Night shift&gt;</h1>');
    const text = textOf(ssr);
    for (const part of ['Kape & Co.', '₱18,000', 'month', '12 Rizal Ave., Makati City, Metro Manila', 'Make coffee.', 'Free meals', '12-31-2026']) expect(text).toContain(part);
    expect(ssr).toContain('<img src="/files/ads/7/shop.jpg" alt="Our shop in Makati" fetchpriority="high">');
  });

  it("hands the screen its first answer and the jobs remote's manifest, and starts the app, the remote and the ad's screen after the first paint", () => {
    const data = pageDataOf(page.text);
    expect(data.config).toEqual(runtimeConfig);
    expect(data.answers?.[preloadKey('GET', '/api/jobAds/7?email=')]).toEqual(AD);
    expect(Object.keys(data.manifests ?? {})).toEqual(['/remotes/jobs/mf-manifest.json']);
    // No script is asked for while the server's screen is drawn: the boot script at the end of the
    // body starts the entry and preloads the route's chunks once it has been painted.
    expect(page.text).not.toContain('<script defer');
    expect(page.text).not.toContain('<link rel="preload" as="script"');
    const boot = bootOf(page.text);
    // both of the shell's initial scripts (its libraries and main.js)
    expect(boot.src).toBe('/vendor.9a8b7c6d.js /main.0a1b2c3d.js');
    expect(boot.preload).toEqual(['/81.a1b2c3d4.js', '/remotes/jobs/remoteEntry.js', '/remotes/jobs/__federation_expose_App.1a2b3c4d.js', '/remotes/jobs/169.f02b1221.js']);
    expect(page.text.indexOf('<script data-src=')).toBeGreaterThan(page.text.indexOf('<div id="root">'));
    // the stylesheets inlined, marked as webpack's CSS loading recognises them (so the app does not load them again)
    expect(page.text).toContain('<style data-href="/81.a1b2c3d4.css">.shell-header{display:flex}</style>');
    expect(page.text).toContain('<style data-href="__federation_expose_App.1a2b3c4d.css">.jobs-detail{padding:0}</style>');
    expect(page.text).toContain('<link rel="preload" as="image" href="/files/ads/7/shop.jpg" fetchpriority="high">');
  });

  it("runs its one inline script under the page's CSP: the script's sha256 is a script-src source", async () => {
    const answer = await request(`${base}/ad/all/7`, { headers: { accept: 'text/html' } });
    const scriptSrc = /script-src ([^;]*)/.exec(String(answer.headers['content-security-policy']))?.[1]?.split(' ') ?? [];
    const inline = [...page.text.matchAll(/<script(?![^>]*\btype=)[^>]*>([^<]+)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('asks services/jobs through its internal route with the service token', () => {
    const call = jobs.seen.find((s) => s.url === '/internal/jobAds/7/page');
    expect(call).toBeDefined();
    expect(verifyServiceToken(SECRET, call?.token)).toBe('gateway');
  });

  it('gives /ad/detail?id= the same page, canonical at /ad/all/{id}', async () => {
    const detail = await get(`${base}/ad/detail?id=7`, 'text/html');
    expect(titleOf(detail.text)).toBe('Barista <Night shift> - Kape & Co. | PH Jobs');
    expect(detail.text).toContain('<link rel="canonical" href="https://jobs.example.ph/ad/all/7">');
  });

  it('is compressed for browsers that ask', async () => {
    const zipped = await request(`${base}/ad/all/7`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString('utf8')).toContain('<h1 class="jobs-detail-title">');
  });
});

describe('an ad that ended or is gone', () => {
  it('answers 410 with a page that links to similar ongoing ads, kept out of search engines', async () => {
    const page = await get(`${base}/ad/all/8`);
    expect(page.status).toBe(410);
    expect(titleOf(page.text)).toBe('Cook - Kape & Co. (ended) | PH Jobs');
    expect(page.text).toContain('<meta name="robots" content="noindex">');
    expect(page.text).toContain('<a href="/ad/all/7" class="ad-card jobs-gone__link">');
    expect(page.text).toContain('<a href="/ad/all" class="ph-btn ph-btn--primary ph-btn--md">See all jobs</a>');
    // no app on it: its screen could only say the ad is not there
    expect(page.text).not.toContain('main.0a1b2c3d.js');
    expect(page.text).not.toContain('vendor.9a8b7c6d.js');
  });

  it('answers 404 for an ad that never was public', async () => {
    const page = await get(`${base}/ad/all/9`);
    expect(page.status).toBe(404);
    expect(page.text).toContain('<meta name="robots" content="noindex">');
  });

  it('still serves the app (titled, without the server-drawn part) when services/jobs does not answer', async () => {
    const page = await get(`http://127.0.0.1:${downGateway.port}/ad/all/7`, 'text/html');
    expect(page.status).toBe(200);
    expect(titleOf(page.text)).toBe('Job ad | PH Jobs');
    expect(page.text).not.toContain('id="ssr"');
    expect(page.text).toContain('<div id="root"></div>');
  });
});

describe('the list and the home, drawn on the server', () => {
  it("draws /ad/all's first page and hands the list the very answer it will ask for", async () => {
    const page = await get(`${base}/ad/all`, 'text/html');
    expect(titleOf(page.text)).toBe('All jobs | PH Jobs');
    expect(meta(page.text, 'name', 'description')).toMatch(/^Every ongoing job ad in the Philippines/);
    const ssr = textOf(ssrOf(page.text));
    expect(ssr).toContain('5,123 jobs');
    expect(ssr).toContain('Barista');
    expect(ssrOf(page.text)).toContain('class="ad-card paid-service-1"');
    const call = jobs.seen.find((s) => s.method === 'POST' && s.url.startsWith('/api/jobAds/allJobs'));
    expect(JSON.parse(call?.body ?? 'null')).toEqual(NO_FILTER_LIST_BODY);
    // the key the web computes for its own call: POST, its query in its order, its body
    const key = preloadKey('POST', '/api/jobAds/allJobs?pageUnit=10&pageNo=1&orderKey=createdAt&email=', NO_FILTER_LIST_BODY);
    expect(pageDataOf(page.text).answers?.[key]).toEqual(LIST);
  });

  it('draws the home with its first banner as the high-priority image, and the site and its search as data', async () => {
    const page = await get(`${base}/`, 'text/html');
    expect(titleOf(page.text)).toBe('PH Jobs - Find jobs across the Philippines');
    const ssr = ssrOf(page.text);
    expect(ssr).toContain('<form class="home-search" role="search" action="/search" method="get">');
    expect(ssr).toContain('<img class="home-banners__img" src="/files/banners/fair.jpg" alt="Job fair in Cebu" width="1200" height="450" fetchpriority="high" decoding="sync">');
    expect(page.text).toContain('<link rel="preload" as="image" href="/files/banners/fair.jpg" fetchpriority="high">');
    expect(pageDataOf(page.text).answers?.[preloadKey('GET', '/api/banner?locationCode=025B')]).toEqual(BANNERS);
    expect(jsonLd(page.text)[0]).toMatchObject({ '@type': 'WebSite', potentialAction: { target: { urlTemplate: 'https://jobs.example.ph/search?query={search_term_string}' } } });
  });
});

describe('an event or notice', () => {
  it('is named by its title, described by its body, previewed by its picture, with Article data and its answer for the screen', async () => {
    const page = await get(`${base}/event/3`, 'text/html');
    expect(titleOf(page.text)).toBe('Job fair in Cebu | PH Jobs');
    expect(meta(page.text, 'name', 'description')).toBe('Meet 40 employers at SM Seaside & bring your resume.');
    expect(meta(page.text, 'property', 'og:type')).toBe('article');
    expect(meta(page.text, 'property', 'og:image')).toBe('https://jobs.example.ph/files/events/fair.jpg');
    expect(jsonLd(page.text)[0]).toMatchObject({ '@type': 'Article', headline: 'Job fair in Cebu', datePublished: '2026-11-02T00:00:00.000Z', image: ['https://jobs.example.ph/files/events/fair.jpg'] });
    expect(pageDataOf(page.text).answers?.[preloadKey('GET', '/api/event/3')]).toEqual(EVENT);
    expect((await get(`${base}/event/4`, 'text/html')).status).toBe(404);
  });
});

describe('every other route', () => {
  it('gets a title of its own, and personal pages are kept out of search engines', async () => {
    const cases: [string, string, boolean][] = [
      ['/faq', 'FAQ | PH Jobs', false],
      ['/campaign/wage', 'Minimum wage | PH Jobs', false],
      ['/ad/beginner', 'Entry level jobs | PH Jobs', false],
      ['/event', 'Events and notices | PH Jobs', false],
      ['/myPage/resume', 'My page | PH Jobs', true],
      ['/enter', 'Login | PH Jobs', true],
      ['/search', 'Job search | PH Jobs', true],
    ];
    for (const [route, title, noindex] of cases) {
      const page = await get(`${base}${route}`, 'text/html');
      expect(page.status, route).toBe(200);
      expect(titleOf(page.text), route).toBe(title);
      expect(page.text.includes('<meta name="robots" content="noindex">'), route).toBe(noindex);
      expect(meta(page.text, 'name', 'description'), route).toBeTruthy();
    }
  });

  it('starts the app at once where the app draws the page alone: the deferred entry in the head, no boot script', async () => {
    const page = await get(`${base}/myPage/resume`, 'text/html');
    expect(page.text).toContain('<script defer src=/vendor.9a8b7c6d.js></script><script defer src=/main.0a1b2c3d.js></script></head>');
    expect(bootOf(page.text).src).toBeNull();
  });
});

describe('robots, sitemaps and the web app manifest', () => {
  it('points robots at the sitemap and keeps my page, the API and the login out', async () => {
    const robots = await get(`${base}/robots.txt`);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.text).toContain('Sitemap: https://jobs.example.ph/sitemap.xml');
    for (const path of ['/myPage', '/api/', '/enter']) expect(robots.text).toContain(`Disallow: ${path}\n`);
  });

  it('indexes the sitemaps of ongoing ads with the latest update of each, and the public pages', async () => {
    const index = await get(`${base}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.text).toContain('<sitemap><loc>https://jobs.example.ph/sitemaps/ads-1.xml</loc><lastmod>2026-11-22T00:00:00.000Z</lastmod></sitemap>');
    expect(index.text).toContain('<sitemap><loc>https://jobs.example.ph/sitemaps/pages.xml</loc></sitemap>');
    const ads = await get(`${base}/sitemaps/ads-1.xml`);
    expect(ads.text).toContain('<url><loc>https://jobs.example.ph/ad/all/7</loc><lastmod>2026-11-21T00:00:00.000Z</lastmod></url>');
    expect(jobs.seen.find((s) => s.url.startsWith('/internal/jobAds/sitemap/1'))?.url).toBe('/internal/jobAds/sitemap/1?pageSize=50000');
    expect((await get(`${base}/sitemaps/ads-2.xml`)).status).toBe(404);
    const pages = await get(`${base}/sitemaps/pages.xml`);
    expect(pages.text).toContain('<url><loc>https://jobs.example.ph/ad/all</loc></url>');
  });

  it('answers 503 for the sitemap while services/jobs is down', async () => {
    expect((await get(`http://127.0.0.1:${downGateway.port}/sitemap.xml`)).status).toBe(503);
  });

  it('offers a manifest that makes the site installable (name, start URL, standalone, 192 and 512 icons that exist)', async () => {
    const manifest = await get(`${base}/manifest.webmanifest`);
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const body = manifest.json() as { short_name: string; start_url: string; display: string; icons: { src: string; sizes: string }[] };
    expect(body).toMatchObject({ short_name: 'PH Jobs', start_url: '/', display: 'standalone' });
    expect(body.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of body.icons) {
      const file = await get(`${base}${icon.src}`);
      expect(file.status, icon.src).toBe(200);
    }
    const page = await get(`${base}/faq`, 'text/html');
    expect(page.text).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });
});
