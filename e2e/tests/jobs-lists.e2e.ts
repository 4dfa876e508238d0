import { expect, test } from '../helpers/test.ts';
import { adCards, cardIds, countChangedFrom, countLine, detailTitle, shownCount } from '../helpers/lists.ts';
import { cardTarget } from '../helpers/desktop.ts';
import { screens } from '../helpers/screens.ts';

test.describe('job list screens', () => {
  test('changing the tab of Verified jobs reloads the list from page 1 with that tab’s count', async ({ page }) => {
    const shot = screens(page, 'verified', { axe: true });
    await page.goto('/ad/safe');
    await expect(page.getByRole('heading', { name: 'Verified jobs', level: 1 })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Verified by' });
    await expect(tabs.getByRole('tab')).toHaveText(['ALL', 'Employment Contract', '3 Major Insurances', 'Business Permit']);
    await expect(tabs.getByRole('tab', { name: 'ALL' })).toHaveAttribute('aria-selected', 'true');
    const all = await shownCount(page);
    await expect(adCards(page)).toHaveCount(10);
    await shot('all');

    // Scroll to page 2 of ALL.
    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      expect(await adCards(page).count()).toBeGreaterThan(10);
    }).toPass();

    const reload = page.waitForRequest((r) => r.url().includes('/api/jobAds/safe') && r.url().includes('safeType=contract'));
    await tabs.getByRole('tab', { name: 'Employment Contract' }).click();
    expect(new URL((await reload).url()).searchParams.get('pageNo')).toBe('1');
    await expect(tabs.getByRole('tab', { name: 'Employment Contract' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('img', { name: /^Employment Contract: / })).toBeVisible();
    const contract = await countChangedFrom(page, all);
    expect(contract).toBeGreaterThan(0);
    expect(contract).toBeLessThan(all);
    await expect(adCards(page)).toHaveCount(10);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot('contract');

    await tabs.getByRole('tab', { name: '3 Major Insurances' }).click();
    await expect(page.getByRole('img', { name: /^3 Major Insurances: / })).toBeVisible();
    const insurance = await countChangedFrom(page, contract);
    expect(insurance).toBeLessThan(all);
    await shot('insurance');
  });

  test('Multilingual jobs are numbered pages of 20 and page 2 shows other ads', async ({ page }) => {
    const shot = screens(page, 'multilingual', { axe: true });
    await page.goto('/multilingual');
    await expect(page.getByRole('heading', { name: 'Multilingual jobs', level: 1 })).toBeVisible();
    const total = await shownCount(page);
    expect(total).toBeGreaterThan(20);
    await expect(adCards(page)).toHaveCount(20);
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByRole('button', { name: '1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    // no endless list on this screen
    await expect(page.getByText('No more data.')).toHaveCount(0);
    const pageOne = await cardIds(page);
    await shot('page-1');
    await pages.scrollIntoViewIfNeeded();
    await shot('pagination');

    const next = page.waitForRequest((r) => r.url().includes('/api/jobAds/allJobs') && r.url().includes('pageNo=2'));
    await pages.getByRole('button', { name: '2', exact: true }).click();
    const query = new URL((await next).url()).searchParams;
    expect(query.get('pageUnit')).toBe('20');
    expect(query.get('isMulti')).toBe('true');
    await expect(pages.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(adCards(page)).toHaveCount(20);
    await expect.poll(() => cardIds(page)).not.toEqual(pageOne);
    const pageTwo = await cardIds(page);
    expect(pageTwo.filter((id) => pageOne.includes(id))).toEqual([]);
    await expect(countLine(page)).toHaveText(`${total.toLocaleString('en-US')} jobs`);
    await shot('page-2');
  });

  test('Recent jobs says No data. at first and lists the ads opened since, latest first', async ({ page }) => {
    const shot = screens(page, 'recent', { axe: true });
    await page.goto('/ad/recent');
    await expect(page.getByRole('heading', { name: 'Recent jobs', level: 1 })).toBeVisible();
    await expect(page.getByText('No data.')).toBeVisible();
    await shot('empty');

    await page.goto('/ad/all');
    await expect(adCards(page).nth(1)).toBeVisible();
    await shot('all-jobs');
    const opened: { id: number; title: string }[] = [];
    for (const n of [0, 1]) {
      const card = adCards(page).nth(n);
      const title = await card.locator('.ad-card__title').innerText();
      const id = (await cardIds(page))[n]!;
      await card.click();
      // its page on a phone; beside the list on desktop
      await expect(page).toHaveURL(cardTarget(page, id));
      await expect(detailTitle(page, title)).toBeVisible();
      await shot(`ad-${n + 1}`);
      opened.push({ id, title });
      await page.goBack();
      await expect(adCards(page).nth(1)).toBeVisible();
    }

    await page.goto('/ad/recent');
    await expect(countLine(page)).toHaveText('2 jobs');
    await expect(page.locator('.ad-card__title')).toHaveText([opened[1]!.title, opened[0]!.title]);
    expect(await cardIds(page)).toEqual([opened[1]!.id, opened[0]!.id]);
    await expect(page.getByText('No more data.')).toBeVisible();
    await shot('two-ads');
  });

  test('the Job map lists the ads of the default area and its map mode says plainly that it needs a key', async ({ page }) => {
    const shot = screens(page, 'map', { axe: true });
    const first = page.waitForRequest((r) => r.url().includes('/api/jobAds/jobMap'));
    await page.goto('/ad/map');
    const query = new URL((await first).url()).searchParams;
    expect({
      leftTopLat: query.get('leftTopLat'),
      leftTopLng: query.get('leftTopLng'),
      rightBottomLat: query.get('rightBottomLat'),
      rightBottomLng: query.get('rightBottomLng'),
    }).toEqual({ leftTopLat: '14.618', leftTopLng: '120.964', rightBottomLat: '14.582', rightBottomLng: '120.996' });

    await expect(page.getByRole('heading', { name: /Job map/, level: 1 })).toBeVisible();
    const count = await shownCount(page);
    expect(count).toBeGreaterThan(0);
    await expect(adCards(page).first()).toBeVisible();
    // the default area is in the City of Manila
    for (const city of await page.locator('.ad-card__city').allInnerTexts()) expect(city.trim()).toBe('Manila');
    await shot('list');

    // Without a Maps key: a plain sentence and the list (the variable's name is for the console and the README).
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expect(page.getByRole('note')).toHaveText('The map is not available right now. The list shows the jobs around Manila.');
    await expect(page.getByText(/GOOGLE_MAPS_API_KEY|API key/)).toHaveCount(0);
    await expect(adCards(page).first()).toBeVisible();
    await expect(countLine(page)).toHaveText(`${count.toLocaleString('en-US')} jobs`);
    await expect.poll(() => warnings.some((w) => w.includes('GOOGLE_MAPS_API_KEY')), 'the console names the variable').toBe(true);
    await shot('no-key');
  });
});
