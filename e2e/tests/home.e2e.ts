import { type Page } from '@playwright/test';
import { expect, test } from '../helpers/test.ts';
import { isDesktop } from '../helpers/desktop.ts';
import { screens } from '../helpers/screens.ts';
import { DEMO_EMPLOYER, DEMO_SEEKER, expectSignedIn, loginByApi } from '../helpers/session.ts';

// The popup is this file's to see: no 'hidden for a day' cookie here (playwright.config.ts sets it elsewhere).
test.use({ storageState: { cookies: [], origins: [] } });

const ONLY_BUSINESS = 'Only Business member allowed. Would you like to log in as a business member?';

/** Abra: a province with fewer ads than the Platinum section has slots (seed), so Register shows. */
const ABRA = '1400100000';
const fewAds = (page: Page) => page.addInitScript((id) => localStorage.setItem('phjobs.home.region', JSON.stringify({ province: { id, name: 'Abra' }, city: null })), ABRA);

/** The mobile popup (GET /api/popups, seeded): on a phone it opens over the home; closed by `how`. None on a desktop. */
async function closePopup(page: Page, how: 'Close' | 'Do not show for a day', shot?: (name: string) => Promise<void>) {
  const popup = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Do not show for a day' }) });
  if (isDesktop(page)) {
    await expect(popup).toHaveCount(0);
    return;
  }
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('img')).toBeVisible();
  if (shot) await shot('popup');
  await popup.getByRole('button', { name: how, exact: true }).last().click(); // the footer's (the header's close icon is 'Close' too)
  await expect(popup).toBeHidden();
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu' });
const platinum = (page: Page) => page.getByRole('region', { name: 'M Region Platinum', exact: true });

/** Waits for the four regional calls of a province (or All). */
function regionCalls(page: Page, province: string) {
  const calls = ['pageUnit=18', 'pageOffset=19', 'pageOffset=34', 'pageOffset=49'].map((part) =>
    page.waitForResponse((res) => res.url().includes('/api/jobAds/region') && res.url().includes(`province=${province}`) && res.url().includes(part) && res.status() === 200),
  );
  return Promise.all(calls);
}

test.describe('the home page', () => {
  test('a visitor: menu with /enter shortcuts, region change reloading the sections (kept on the device), Register asks to log in as a business member', async ({ page }) => {
    const shot = screens(page, 'home-visitor', { axe: true });
    const firstLoad = regionCalls(page, 'All');
    await page.goto('/');
    await closePopup(page, 'Do not show for a day', shot);
    await expect(menu(page).getByRole('link', { name: 'Resume' })).toHaveAttribute('href', '/enter');
    await expect(menu(page).getByRole('link', { name: 'Chats' })).toHaveAttribute('href', '/enter');
    await expect(menu(page).getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/ad/all');
    await firstLoad;
    await expect(platinum(page).getByRole('link').first()).toBeVisible();
    await shot('home');

    // region: Cebu and Cebu City, then Abra (a province with few ads); every section asks again
    await page.getByRole('button', { name: /^Region: All/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a region' });
    await dialog.getByLabel('Province').selectOption({ label: 'Cebu' });
    await dialog.getByLabel('City').selectOption({ label: 'Cebu City' });
    await shot('region-picker');
    const cebu = regionCalls(page, '0702200000');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    expect((await cebu)[0]!.url()).toContain('city=0730600000');
    await expect(page.getByRole('button', { name: /^Region: Cebu · Cebu City/ })).toBeVisible();
    await page.getByRole('button', { name: /^Region: Cebu/ }).click();
    await dialog.getByLabel('Province').selectOption({ label: 'Abra' });
    await expect(dialog.getByLabel('City')).toHaveValue('');
    const abra = regionCalls(page, ABRA);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    expect((await abra)[0]!.url()).toContain('city=All');
    await page.reload();
    await expect(page.getByRole('button', { name: /^Region: Abra\./ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Do not show for a day' })).toHaveCount(0); // hidden for a day by the cookie

    // an empty slot: the business-only dialog; Cancel stays, Confirm goes to /enter
    await expect(platinum(page).getByRole('link').first()).toBeVisible();
    await shot('few-ads');
    const register = page.getByRole('button', { name: /Register/ }).first();
    await register.scrollIntoViewIfNeeded();
    await register.click();
    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText(ONLY_BUSINESS);
    await shot('register-dialog');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    await register.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/enter$/);
  });

  test('an individual: their menu, the sections below (all jobs, Job Talk, Event strip), and the business-only dialog', async ({ page }) => {
    const shot = screens(page, 'home-individual', { axe: true });
    await loginByApi(page, DEMO_SEEKER);
    await fewAds(page);
    await page.goto('/');
    await closePopup(page, 'Close'); // the popup is a modal: the header behind it is hidden until it closes
    await expectSignedIn(page);
    await expect(menu(page).getByRole('link', { name: 'Resume' })).toHaveAttribute('href', '/myPage/resume');
    await expect(menu(page).getByRole('link', { name: 'Chats' })).toHaveAttribute('href', '/myPage/chats');
    await page.getByRole('region', { name: 'Point', exact: true }).scrollIntoViewIfNeeded();
    const allJobs = page.getByRole('region', { name: 'All jobs' });
    await allJobs.scrollIntoViewIfNeeded();
    await expect(allJobs.getByRole('link', { name: /./ }).filter({ has: page.locator('.home-job__title') })).toHaveCount(5);
    const talk = page.getByRole('region', { name: 'Job Talk' });
    await talk.scrollIntoViewIfNeeded();
    await expect(talk.getByRole('link', { name: /Minimum wage/ })).toHaveAttribute('href', '/campaign/wage');
    await expect(talk.getByRole('link', { name: /Labor Code/ })).toHaveAttribute('href', '/campaign/laborCode');
    // the 4 newest job talk posts, each to /jobTalk/{id} ('No data.' when there are none)
    const talks = (await (await page.request.get('/api/community/jobTalks?pageUnit=4&pageNo=1')).json()) as { list: { articleId: number; title: string }[] };
    if (talks.list.length === 0) await expect(talk.getByText('No data.')).toBeVisible();
    else {
      await expect(talk.locator('.home-talk__post')).toHaveCount(talks.list.length);
      for (const [i, post] of talks.list.entries()) await expect(talk.locator('.home-talk__post').nth(i)).toHaveAttribute('href', `/jobTalk/${post.articleId}`);
    }
    await expect(page.getByRole('region', { name: 'Event banners' }).getByRole('link')).toHaveCount(2);
    await expect(page.getByRole('link', { name: /Notices, events and winner announcements/ })).toHaveAttribute('href', '/event');
    await shot('below');
    const register = page.getByRole('button', { name: /Register/ }).first();
    await register.scrollIntoViewIfNeeded();
    await register.click();
    await expect(page.getByRole('alertdialog')).toContainText(ONLY_BUSINESS);
  });

  test('a business member: their menu, and Register goes to the ad wizard', async ({ page }) => {
    const shot = screens(page, 'home-business', { axe: true });
    await loginByApi(page, DEMO_EMPLOYER, 'company');
    await fewAds(page);
    await page.goto('/');
    await closePopup(page, 'Close'); // the popup is a modal: the header behind it is hidden until it closes
    await expectSignedIn(page);
    for (const [name, href] of [
      ['Applicant Management', '/myPage/applicant'],
      ['Scrapped Talents', '/myPage/talent'],
      ['Application Offer', '/offer'],
      ['Chat Inquiry', '/myPage/chats'],
    ] as const)
      await expect(menu(page).getByRole('link', { name })).toHaveAttribute('href', href);
    await expect(platinum(page).getByRole('link').first()).toBeVisible();
    await shot('home');
    const register = page.getByRole('button', { name: /Register/ }).first();
    await register.scrollIntoViewIfNeeded();
    await register.click();
    await expect(page).toHaveURL(/\/myPage\/ad\/register$/);
  });
});
