import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { applyOnlineByApi, DEMO_COMPANY_ID, DEMO_SEEKER_RESUME_ID, ongoingAdsOf, tokenOf } from '../helpers/account-api.ts';
import { appliedAdIds } from '../helpers/ads.ts';
import { expect, test } from '../helpers/test.ts';
import { screens } from '../helpers/screens.ts';
import { DEMO_EMPLOYER, DEMO_SEEKER, loginByApi } from '../helpers/session.ts';

/**
 * The demo employer manages its ads on /myPage/ad (employer.md sections 2, 4) and its my-page: it
 * sees its ongoing ads, suspends one (confirmation; the ad moves to the front of End), re-registers
 * it (the re-register wizard opens; back on the list the ad is Under Review, or Ongoing at once since
 * the embedded mode reviews immediately), deletes another (confirmation; gone); on /myPage it opens
 * an unread My news item (marked read, leads to /myPage/applicant), then changes and deletes the logo.
 * Mobile and desktop runs share one stack: each picks the ads it acts on from what is there.
 */

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
type Ad = { jobId: number; title: string; statusCode: string };

async function myJobs(request: APIRequestContext, token: string, status: '012A' | '012C' | '012D'): Promise<Ad[]> {
  const res = await request.get(`/api/employer/myPage/myJobs?status=${status}&pageUnit=100&pageNo=1`, { headers: auth(token) });
  expect(res.status(), `GET myJobs ${status}`).toBe(200);
  return ((await res.json()) as { list: Ad[] }).list;
}

async function employerNews(request: APIRequestContext, token: string, searchType: 'all' | 'unread') {
  const res = await request.get(`/api/employer/myNews?pageUnit=10&pageNo=1&searchType=${searchType}`, { headers: auth(token) });
  expect(res.status(), 'GET /api/employer/myNews').toBe(200);
  return (await res.json()) as { list: { newsId: number; newsType: string; title: string; readAt: string | null }[]; count: number };
}

async function logoKeyOf(request: APIRequestContext, token: string): Promise<string | null> {
  const res = await request.get('/api/employer/myPage', { headers: auth(token) });
  expect(res.status(), 'GET /api/employer/myPage').toBe(200);
  return ((await res.json()) as { logoKey: string | null }).logoKey;
}

/** The row of an ad in a tab's panel: a card on a phone, a table row on desktop. */
const rowOf = (page: Page, panel: Locator, title: string) => panel.locator('article, tbody tr').filter({ has: page.getByRole('link', { name: title, exact: true }) });
const panelOf = (page: Page, name: 'Ongoing' | 'Under Review' | 'End') => page.getByRole('tabpanel', { name });
const titlesIn = (panel: Locator) => panel.locator('a.emp-ad__title');

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.describe('employer ad management and my-page', () => {
  test('the demo employer suspends, re-registers and deletes ads, reads its news and changes its logo', async ({ page, request }) => {
    test.setTimeout(120_000);
    const shot = screens(page, 'employer-ads', { axe: true });
    const token = await loginByApi(page, DEMO_EMPLOYER, 'company');

    // The scene: an application to one of the company's ads, so My news has an unread 'note'.
    const seeker = await tokenOf(DEMO_SEEKER.email, DEMO_SEEKER.password, 'individual');
    const [target] = await ongoingAdsOf(request, DEMO_COMPANY_ID, { method: '018A', exclude: await appliedAdIds(request, seeker) });
    if (target) await applyOnlineByApi(request, seeker, target.id, DEMO_SEEKER_RESUME_ID);

    const ongoing = await myJobs(request, token, '012C');
    expect(ongoing.length, 'the demo company has ongoing ads').toBeGreaterThanOrEqual(3);
    // titles may repeat among seeded ads: act on ads whose title is unique in the list
    const unique = ongoing.filter((ad) => ongoing.filter((o) => o.title === ad.title).length === 1);
    const [toSuspend, toDelete] = [unique[0]!, unique[1]!];

    // Ongoing, the default tab
    await page.goto('/myPage/ad');
    await expect(page.getByRole('tab', { name: 'Ongoing' })).toHaveAttribute('aria-selected', 'true');
    await expect(titlesIn(panelOf(page, 'Ongoing')).first()).toBeVisible();
    await expect(rowOf(page, panelOf(page, 'Ongoing'), toSuspend.title)).toBeVisible();
    await shot('ongoing');

    // the Description popup
    await page.getByRole('button', { name: 'Description' }).click();
    const help = page.getByRole('dialog', { name: 'Description' });
    await expect(help.getByText('Regular recruitment closes automatically after 21 days, including the registration date.')).toBeVisible();
    await expect(help.getByText('Ads are published within 24 hours after administrator review.')).toBeVisible();
    await shot('description');
    await help.getByRole('button', { name: 'Close' }).click();

    // Suspend, confirmed: gone from Ongoing, first on End
    await rowOf(page, panelOf(page, 'Ongoing'), toSuspend.title).getByRole('button', { name: 'Suspend' }).click();
    const suspend = page.getByRole('alertdialog', { name: 'Suspend this job ad?' });
    await expect(suspend).toBeVisible();
    await shot('suspend-confirm');
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    await expect(suspend).toBeHidden();
    await expect(rowOf(page, panelOf(page, 'Ongoing'), toSuspend.title)).toHaveCount(0);
    await page.getByRole('tab', { name: 'End' }).click();
    await expect(page).toHaveURL(/\/myPage\/ad\?tab=012D$/);
    await expect(titlesIn(panelOf(page, 'End')).first()).toHaveText(toSuspend.title);
    expect((await myJobs(request, token, '012D')).map((ad) => ad.jobId)).toContain(toSuspend.jobId);
    await shot('end');

    // Re-registration: the call, then the re-register wizard; back on the list the ad is in review (or already Ongoing)
    await rowOf(page, panelOf(page, 'End'), toSuspend.title).getByRole('button', { name: 'Re-registration' }).click();
    await expect(page).toHaveURL(new RegExp(`/myPage/ad/${toSuspend.jobId}/reregister$`));
    await page.goBack();
    await expect(page).toHaveURL(/\/myPage\/ad\?tab=012[AC]$/);
    const now = new URL(page.url()).searchParams.get('tab') === '012A' ? 'Under Review' : 'Ongoing';
    await expect(titlesIn(panelOf(page, now)).first()).toHaveText(toSuspend.title);
    await expect(rowOf(page, panelOf(page, now), toSuspend.title)).toBeVisible();
    await shot('re-registered');
    // the embedded mode reviews at once: the ad is Ongoing again
    await expect.poll(async () => (await myJobs(request, token, '012C')).some((ad) => ad.jobId === toSuspend.jobId), { message: 'the re-registered ad reviewed' }).toBe(true);

    // Delete, confirmed: gone
    await page.goto('/myPage/ad?tab=012C');
    const row = rowOf(page, panelOf(page, 'Ongoing'), toDelete.title);
    await row.getByRole('button', { name: 'Delete' }).click();
    const del = page.getByRole('alertdialog', { name: 'Delete this job ad?' });
    await shot('delete-confirm');
    await del.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(del).toBeHidden();
    await expect(row).toHaveCount(0);
    for (const status of ['012A', '012C', '012D'] as const) expect((await myJobs(request, token, status)).map((ad) => ad.jobId)).not.toContain(toDelete.jobId);

    // My news: an unread item, opened, is read and leads by its type
    await page.goto('/myPage');
    const feed = page.getByRole('region', { name: 'My news' });
    await feed.getByRole('tab', { name: 'Unread' }).click();
    const unread = await employerNews(request, token, 'unread');
    expect(unread.count, 'an unread news item').toBeGreaterThan(0);
    const item = unread.list[0]!;
    const button = feed.getByRole('button').filter({ hasText: item.title }).first();
    await expect(button).toBeVisible();
    await shot('news-unread');
    await button.click();
    if (item.newsType === 'note') await expect(page).toHaveURL(/\/myPage\/applicant$/);
    if (item.newsType === 'offer') await expect(page).toHaveURL(/\/offer$/);
    // one unread item less (items may share a title: which one was opened does not matter)
    await expect.poll(async () => (await employerNews(request, token, 'unread')).count, { message: 'the opened item marked read' }).toBe(unread.count - 1);

    // The logo: changed through an upload, then deleted after a confirmation
    await page.goto('/myPage');
    const company = (await page.locator('.emp-profile__company').textContent())!.trim();
    await page.getByLabel('Company logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByAltText(`${company} logo`)).toBeVisible();
    await expect.poll(() => logoKeyOf(request, token)).toMatch(new RegExp(`^logo/${DEMO_COMPANY_ID}/`));
    const logoKey = await logoKeyOf(request, token);
    // the ads follow (employer.company.logo_changed → jobs)
    await expect.poll(async () => ((await (await request.get(`/api/jobAds/${ongoing[0]!.jobId}`)).json()) as { logoKey: string | null }).logoKey).toBe(logoKey);
    await shot('logo-changed');
    await page.locator('.emp-logo').getByRole('button', { name: 'Delete' }).click();
    const delLogo = page.getByRole('alertdialog', { name: 'Delete the company logo?' });
    await delLogo.getByRole('button', { name: 'Delete logo' }).click();
    await expect(delLogo).toBeHidden();
    await expect(page.getByAltText(`${company} logo`)).toHaveCount(0);
    expect(await logoKeyOf(request, token)).toBeNull();
    await shot('logo-deleted');
  });
});
