import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../helpers/test.ts';
import { jobPostingProblems } from '@phjobs/test-utils/job-posting';

/**
 * What a crawler without JavaScript and a link preview see (issue 18, 'Findable and shareable'):
 * plain HTTP GETs through the gateway against the seeded product. Then the same pages in the
 * browser: the app takes over the server-drawn screen.
 */

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
const pathOf = (url: string) => new URL(url).pathname;
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>);
const decode = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** Every ad URL of the sitemaps, through the index. */
async function sitemapAdUrls(request: APIRequestContext): Promise<string[]> {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  const files = locs(await index.text());
  expect(files.some((f) => pathOf(f) === '/sitemaps/pages.xml')).toBe(true);
  const urls: string[] = [];
  for (const file of files.filter((f) => /\/sitemaps\/ads-\d+\.xml$/.test(f))) {
    const res = await request.get(pathOf(file));
    expect(res.status(), file).toBe(200);
    urls.push(...locs(await res.text()));
  }
  return urls;
}

test.describe('found by search engines and shared as links', () => {
  test.describe.configure({ mode: 'serial' });
  // plain HTTP, no viewport: run by the mobile project only (the desktop project's grepInvert, playwright.config.ts)

  let adPaths: string[] = [];

  test("an ad page's HTML, without JavaScript, carries its title, preview and a JobPosting Google accepts", async ({ request }) => {
    adPaths = (await sitemapAdUrls(request)).map(pathOf);
    expect(adPaths.length).toBeGreaterThan(1000);
    const res = await request.get(adPaths[0] as string, { headers: { accept: '*/*' } });
    expect(res.status()).toBe(200);
    const html = await res.text();
    const [posting] = jsonLdOf(html);
    const ad = (await (await request.get(`/api/jobAds/${(adPaths[0] as string).split('/').pop()}`)).json()) as { title: string; comapnyName: string; jobDeadlineDate: string | null; salaryCode: string; city: string | null };
    expect(decode(titleOf(html))).toBe(`${ad.title} - ${ad.comapnyName} | PH Jobs`);
    expect(jobPostingProblems(posting, { hasDeadline: ad.jobDeadlineDate !== null, hasSalary: ['010A', '010B', '010C', '010D'].includes(ad.salaryCode) })).toEqual([]);
    expect(html).toMatch(/<meta name="description" content="[^"]*(₱|Salary negotiable)/);
    expect(html).toMatch(/<meta property="og:title" content="/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary/);
    expect(html).toContain(`<link rel="canonical" href="`);
    // the visible summary for a crawler without JavaScript
    expect(html).toContain('<h1 class="jobs-detail-title">');
    if (ad.city) expect(decode(html)).toContain(ad.city);
  });

  test('every URL of the sitemaps answers 200', async ({ request }) => {
    test.setTimeout(600_000);
    const pages = await request.get('/sitemaps/pages.xml');
    const all = [...locs(await pages.text()).map(pathOf), ...adPaths];
    const failed: string[] = [];
    // ~4,000 pages: 32 at a time (6.7 min at 16 on a machine with load 35; well under a minute when quiet)
    for (let i = 0; i < all.length; i += 32) {
      const batch = all.slice(i, i + 32);
      const statuses = await Promise.all(batch.map(async (p) => [p, (await request.get(p, { headers: { accept: 'text/html' } })).status()] as const));
      for (const [p, status] of statuses) if (status !== 200) failed.push(`${p} ${status}`);
    }
    expect(failed).toEqual([]);
  });

  test('an ad that has ended answers 410, links to similar ads and is not in the sitemap', async ({ request }) => {
    // seeded ads have ids 1..N: the first one the sitemaps leave out that has ended
    const listed = new Set(adPaths.map((p) => Number(p.split('/').pop())));
    let ended: number | null = null;
    for (let id = 1; id < 6000 && ended === null; id++) {
      if (listed.has(id)) continue;
      if ((await request.get(`/ad/all/${id}`)).status() === 410) ended = id;
    }
    expect(ended, 'a seeded ended ad').not.toBeNull();
    const res = await request.get(`/ad/all/${ended}`);
    const html = await res.text();
    expect(html).toContain('This job ad has ended');
    expect(html).toContain('<meta name="robots" content="noindex">');
    const similar = [...html.matchAll(/<a href="(\/ad\/all\/\d+)" class="ad-card jobs-gone__link">/g)].map((m) => m[1] as string);
    expect(similar.length).toBeGreaterThan(0);
    for (const link of similar) expect((await request.get(link)).status()).toBe(200);
  });

  test('robots.txt points at the sitemap and keeps my page, the API and the login out; the manifest installs', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
    for (const path of ['/myPage', '/api/', '/enter']) expect(robots).toContain(`Disallow: ${path}`);
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { icons: { src: string; sizes: string }[]; display: string; start_url: string };
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  });
});

test.describe('the app takes over the server-drawn page', () => {
  test('an ad page shows its title at once and stays the same screen when the app has loaded', async ({ page, request }) => {
    const adPath = pathOf(locs(await (await request.get('/sitemaps/ads-1.xml')).text())[0] as string);
    const ad = (await (await request.get(`/api/jobAds/${adPath.split('/').pop()}`)).json()) as { title: string };
    await page.goto(adPath);
    await expect(page).toHaveTitle(new RegExp(`PH Jobs$`));
    await expect(page.locator('#ssr')).toHaveCount(0);
    await expect(page.locator('#root .jobs-detail-title')).toHaveText(ad.title);
  });

  test("the server's screen is painted before any script is asked for, and the app's scripts follow", async ({ page }) => {
    await page.goto('/ad/all');
    await expect(page.locator('#ssr')).toHaveCount(0);
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')?.startTime ?? null,
      scripts: performance.getEntriesByType('resource').filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== 'other' && /\.js$/.test(new URL(entry.name).pathname)).map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
    }));
    expect(timing.firstPaint).not.toBeNull();
    expect(timing.scripts.map((script) => script.name)).toContainEqual(expect.stringMatching(/^\/main\.[0-9a-f]+\.js$/));
    for (const script of timing.scripts) expect(script.startTime, script.name).toBeGreaterThanOrEqual(timing.firstPaint!);
  });

  test('the list and the home are drawn by the app from the answers in the page, without asking again', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/jobAds/allJobs') || req.url().includes('/api/banner')) asked.push(req.url());
    });
    await page.goto('/ad/all');
    await expect(page.locator('#ssr')).toHaveCount(0);
    await expect(page.locator('#root .ad-card').first()).toBeVisible();
    await page.goto('/');
    await expect(page.locator('#ssr')).toHaveCount(0);
    await expect(page.locator('#root .home-hero__title')).toBeVisible();
    expect(asked).toEqual([]);
  });
});
