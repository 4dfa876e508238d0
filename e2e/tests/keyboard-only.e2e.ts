import type { Locator, Page } from '@playwright/test';
import { appliedAdIds } from '../helpers/ads.ts';
import { adPane, isDesktop } from '../helpers/desktop.ts';
import { adCards } from '../helpers/lists.ts';
import { screens } from '../helpers/screens.ts';
import { DEMO_SEEKER, expectSignedIn, loginByApi } from '../helpers/session.ts';
import { expect, test } from '../helpers/test.ts';

/** Whether the keyboard focus is on `target` or inside it. */
const holdsFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Presses Tab (Shift+Tab with `back`) until the focus reaches `target`; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await holdsFocus(target)) return i;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  expect(await holdsFocus(target), `the focus reaches ${target} within ${max} Tab presses`).toBe(true);
  return max;
}

/** Something to tell the element with the focus by, across presses. */
const focused = (page: Page) => page.evaluate(() => {
  const el = document.activeElement;
  return el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}:${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}` : '';
});

test.describe('keyboard only', () => {
  test('a seeker finds a job by region with the picker, opens it and applies Online, with the keyboard alone', async ({ page }) => {
    test.setTimeout(120_000);
    const shot = screens(page, 'keyboard');
    const token = await loginByApi(page, DEMO_SEEKER);
    const applied = await appliedAdIds(page.request, token);

    await page.goto('/ad/region');
    await expect(page.getByRole('heading', { name: 'Jobs by region', level: 1 })).toBeVisible();
    await expectSignedIn(page);
    await expect(page).toHaveTitle('Jobs by region | PH Jobs');

    // The first Tab reaches the skip link, which leads past the header to the page.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await shot('skip-link');
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();

    // The region bar's Setting opens the picker: the focus moves in, the page behind is inert.
    const bar = page.getByRole('group', { name: 'Region' });
    const setting = bar.getByRole('button', { name: 'Setting' });
    await tabTo(page, setting);
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Select region' });
    await expect(modal).toBeVisible();
    await expect.poll(() => holdsFocus(modal)).toBe(true);
    for (const behind of [page.locator('#main'), page.locator('header.shell-header')]) {
      expect(await behind.evaluate((el) => el.closest('[inert]') !== null), 'the page behind the modal is inert').toBe(true);
    }

    // Tab goes round the modal and stays in it: a handful of stops, one for each list.
    const close = modal.getByRole('button', { name: 'Close' });
    await tabTo(page, close, { max: 10 });
    const stops: string[] = [];
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      expect(await holdsFocus(modal), 'Tab stays inside the open modal').toBe(true);
      if (await holdsFocus(close)) break;
      stops.push(await focused(page));
    }
    // Reset, the two filters, the first level, the second level, Apply
    expect(stops, stops.join(' | ')).toHaveLength(6);

    // The first level: typing picks the province and shows its cities; the second: typing moves,
    // Enter picks (Space too, once the typing has paused: right after a letter it may be part of a name).
    const first = modal.getByRole('listbox', { name: 'Select region: first level' });
    const second = modal.getByRole('listbox', { name: 'Select region: second level' });
    await tabTo(page, first, { max: 10 });
    await page.keyboard.type('Metro', { delay: 50 });
    const metro = first.getByRole('option', { name: 'Metro Manila' });
    await expect(metro).toBeFocused();
    await expect(metro).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Tab');
    await expect.poll(() => holdsFocus(second)).toBe(true);
    await page.keyboard.type('Makati', { delay: 50 });
    const makati = second.getByRole('option', { name: 'Makati City' });
    await expect(makati).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(makati).toHaveAttribute('aria-selected', 'true');
    await expect(modal.getByText('1/5')).toBeVisible();
    await shot('picker');

    // Apply: the list reloads for Makati City and the focus is back on Setting.
    const listed = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/jobAds/allJobs' && (r.request().postDataJSON() as { region?: unknown[] }).region?.length === 1);
    await tabTo(page, modal.getByRole('button', { name: 'Apply' }), { max: 10 });
    await page.keyboard.press('Enter');
    await expect(modal).toBeHidden();
    await expect(setting).toBeFocused();
    await expect(bar.getByText('Makati City')).toBeVisible();
    const { list } = (await (await listed).json()) as { list: { jobId: number; title: string }[] };

    // The first ad of the list that the seeker can apply to Online (and has not yet).
    let ad: { jobId: number; title: string } | undefined;
    for (const row of list.slice(0, 10)) {
      if (applied.has(row.jobId)) continue;
      const detail = (await (await page.request.get(`/api/jobAds/${row.jobId}`)).json()) as { applyList: string[] };
      if (detail.applyList.includes('018A')) {
        ad = row;
        break;
      }
    }
    if (!ad) throw new Error('no ad in Makati City offers Online among the first ten');
    const card = adCards(page).filter({ hasText: ad.title }).first();
    await expect(card).toBeVisible();
    await shot('list');

    // Enter on its card opens it: the ad's page on a phone (its h1 the title, said on arrival), the pane beside the list on desktop.
    await tabTo(page, card, { max: 80 });
    await page.keyboard.press('Enter');
    const where = isDesktop(page) ? adPane(page) : page;
    await expect(where.getByRole('heading', { name: ad.title, level: isDesktop(page) ? 2 : 1 })).toBeVisible();
    if (!isDesktop(page)) {
      await expect(page).toHaveURL(new RegExp(`/ad/all/${ad.jobId}$`));
      await expect(page).toHaveTitle(new RegExp(`^${ad.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - .+ \\| PH Jobs$`));
      await expect(page.getByTestId('route-announcer')).toHaveText(new RegExp(`^${ad.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - `));
    }
    await shot('ad');

    // Apply, then Online in 'How to apply'.
    // (on desktop the pane comes after the whole list in the page)
    await tabTo(page, where.getByRole('button', { name: 'Apply', exact: true }), { max: isDesktop(page) ? 250 : 80 });
    await page.keyboard.press('Enter');
    const how = page.getByRole('dialog', { name: 'How to apply' });
    await expect(how).toBeVisible();
    await tabTo(page, how.getByRole('button', { name: 'Online' }), { max: 10 });
    await shot('how-to-apply');
    await page.keyboard.press('Enter');

    // The Online form: a resume chosen with the keyboard, then Apply.
    await expect(page).toHaveURL(new RegExp(`/ad/apply/online\\?id=${ad.jobId}$`));
    await expect(page.getByRole('heading', { name: 'Online application', level: 1 })).toBeVisible();
    const resume = page.getByRole('radiogroup', { name: 'Resume' }).getByRole('radio').first();
    await tabTo(page, resume);
    await page.keyboard.press('Space');
    await expect(resume).toBeChecked();
    const sent = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/api/application/${ad.jobId}`));
    await tabTo(page, page.getByRole('button', { name: 'Apply', exact: true }));
    await page.keyboard.press('Enter');
    expect((await sent).status(), 'POST /api/application/{id}').toBe(201);
    await expect(page).toHaveURL(/\/ad\/applied$/);
    await expect(page.getByRole('heading', { name: 'Your application has been sent.' })).toBeVisible();
    await shot('sent');
  });
});
