import { adCards, cardIds, detailTitle } from '../helpers/lists.ts';
import { cardTarget } from '../helpers/desktop.ts';
import type { Request } from '@playwright/test';
import { expect, test } from '../helpers/test.ts';

test.describe('going back to a job list', () => {
  test('restores the loaded pages and the scroll position from the query cache, without asking for the list again', async ({ page }) => {
    // The list calls under way: the screen fetches a page as the end of the list comes near.
    let asking = 0;
    const isList = (r: Request) => r.url().includes('/api/jobAds/allJobs');
    page.on('request', (r) => void (isList(r) && asking++));
    page.on('requestfinished', (r) => void (isList(r) && asking--));
    page.on('requestfailed', (r) => void (isList(r) && asking--));

    await page.goto('/ad/all');
    await expect(adCards(page)).toHaveCount(10);

    // scroll until page 2 has arrived
    const secondPage = page.waitForRequest((r) => r.url().includes('/api/jobAds/allJobs') && r.url().includes('pageNo=2'));
    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      expect(await adCards(page).count()).toBeGreaterThan(10);
    }).toPass();
    await secondPage;

    // open an ad of page 2 (its page on a phone, the pane beside the list on desktop)
    const n = 11;
    const card = adCards(page).nth(n);
    await card.scrollIntoViewIfNeeded();
    // The wheel, and bringing the card into view, may have asked for further pages too: the list is
    // taken once no call is under way and the cards have stayed as many for a moment. (Before,
    // waitForLoadState('networkidle') returned at once, the page having been idle once already,
    // and a third page that arrived after the ids were read came back too: 30 cards, 20 expected.)
    let last = -1;
    await expect
      .poll(
        async () => {
          const now = asking === 0 ? await adCards(page).count() : -1;
          const steady = now > 0 && now === last;
          last = now;
          return steady;
        },
        { intervals: [400], timeout: 15_000 },
      )
      .toBe(true);
    const loaded = await cardIds(page);
    expect(loaded.length).toBeGreaterThan(10);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    const title = await card.locator('.ad-card__title').innerText();
    let listCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/jobAds/allJobs')) listCalls += 1;
    });
    await card.click();
    await expect(page).toHaveURL(cardTarget(page, loaded[n]!));
    await expect(detailTitle(page, title)).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/ad\/all$/);
    await expect(adCards(page)).toHaveCount(loaded.length);
    expect(await cardIds(page)).toEqual(loaded);
    await expect(adCards(page).nth(n)).toBeInViewport();
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(200);
    expect(listCalls).toBe(0);
  });
});
