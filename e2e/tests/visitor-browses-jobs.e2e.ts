import { expect, test } from '../helpers/test.ts';
import { adPane, detailSearch, isDesktop } from '../helpers/desktop.ts';
import { screens } from '../helpers/screens.ts';

test.describe('a visitor browses jobs', () => {
  test('opens /, goes to All jobs, filters by salary, reaches the end of a short result and opens an ad', async ({ page }) => {
    const shot = screens(page, 'visitor', { axe: true });
    await page.goto('/');
    // The sections below the regional ones load as they come near: scroll down to All jobs.
    await page.getByRole('region', { name: 'Point', exact: true }).scrollIntoViewIfNeeded();
    const allJobs = page.getByRole('region', { name: 'All jobs' });
    await allJobs.scrollIntoViewIfNeeded();
    await expect(allJobs.locator('.home-job__title')).toHaveCount(5);

    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Jobs', exact: true }).click();
    await expect(page).toHaveURL(/\/ad\/all$/);
    await expect(page.getByRole('heading', { name: 'All jobs', level: 1 })).toBeVisible();
    const countLine = page.getByText(/^[\d,]+ jobs$/);
    await expect(countLine).toBeVisible();
    const total = Number((await countLine.innerText()).replace(/\D/g, ''));
    expect(total).toBeGreaterThan(1000);
    expect(await countLine.innerText()).toMatch(/^\d{1,3}(,\d{3})+ jobs$/);

    await shot('all-jobs');

    const form = await detailSearch(page);
    await form.getByLabel('Salary type').selectOption('010D');
    await form.getByLabel('Salary more than (PHP)').fill('79000');
    await shot('detail-search');
    await form.getByRole('button', { name: 'Search', exact: true }).click();

    await expect(countLine).not.toHaveText(`${total.toLocaleString('en-US')} jobs`);
    const filtered = Number((await countLine.innerText()).replace(/\D/g, ''));
    expect(filtered).toBeGreaterThan(10);
    expect(filtered).toBeLessThan(40);

    // Endless list: scroll until the end marker, then every match is on the page.
    const end = page.getByText('No more data.');
    for (let i = 0; i < 10 && !(await end.isVisible()); i++) await page.mouse.wheel(0, 4000);
    await expect(end).toBeVisible();
    await expect(page.locator('.ad-card')).toHaveCount(filtered);
    for (const amount of await page.locator('.ad-card__salary strong').allInnerTexts()) {
      expect(Number(amount.replace(/[^\d.]/g, ''))).toBeGreaterThanOrEqual(79000);
    }

    const first = page.locator('.ad-card').first();
    const title = await first.locator('.ad-card__title').innerText();
    await first.click();
    // a phone opens the ad's page; a desktop shows the ad beside the list, the list staying
    const ad = isDesktop(page) ? adPane(page) : page;
    if (isDesktop(page)) {
      await expect(page).toHaveURL(/\/ad\/all\?jobId=\d+$/);
      await expect(page.getByRole('heading', { name: 'All jobs', level: 1 })).toBeVisible();
      await expect(page.locator('.ad-card')).toHaveCount(filtered);
      await expect(first).toHaveAttribute('aria-current', 'true');
    } else {
      await expect(page).toHaveURL(/\/ad\/all\/\d+$/);
    }
    // the ad page's one h1 is the ad's title; in the list's pane it is an h2 under 'All jobs'
    await expect(ad.getByRole('heading', { name: title, level: isDesktop(page) ? 2 : 1 })).toBeVisible();
    for (const section of ['Recruitment conditions', 'Employment conditions', 'Contact info']) {
      await expect(ad.getByRole('heading', { name: section })).toBeVisible();
    }
    await expect(ad.getByText('Please report inappropriate Job Ads.')).toBeVisible();
    await expect(ad.getByRole('button', { name: 'Apply' })).toBeVisible();
    await shot('ad');
  });

  test('shows No data. when nothing matches', async ({ page }) => {
    await page.goto('/ad/all');
    const form = await detailSearch(page);
    await form.getByLabel('Salary type').selectOption('010D');
    await form.getByLabel('Salary more than (PHP)').fill('99999999');
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No data.')).toBeVisible();
    await expect(page.getByText(/^0 jobs$/)).toBeVisible();
  });
});
