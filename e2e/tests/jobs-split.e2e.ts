import { appliedAdIds, findAd } from '../helpers/ads.ts';
import { adPane, isDesktop } from '../helpers/desktop.ts';
import { adCards, cardIds, detailTitle } from '../helpers/lists.ts';
import { expect, test } from '../helpers/test.ts';
import { screens } from '../helpers/screens.ts';
import { DEMO_SEEKER, expectSignedIn, loginByApi } from '../helpers/session.ts';

/** Mobile and desktop share one stack: each project applies to its own ad. */
const runIndex = () => test.info().config.projects.findIndex((p) => p.name === test.info().project.name);

test.describe('the ad beside the list (desktop) and the ad page (phone)', () => {
  test('on desktop a card shows its ad in the pane beside the list, the URL follows, and back, forward and reload restore it; on a phone a card opens the ad page', async ({ page }) => {
    const shot = screens(page, 'split', { axe: true });
    await page.goto('/ad/all');
    await expect(adCards(page).nth(2)).toBeVisible();
    const ids = await cardIds(page);
    const titles = await adCards(page).locator('.ad-card__title').allInnerTexts();

    if (!isDesktop(page)) {
      // the phone: no pane, no sidebar; a card opens the ad's page, back returns to the list
      await expect(adPane(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Detail search' })).toBeVisible();
      await shot('list');
      await adCards(page).nth(0).click();
      await expect(page).toHaveURL(new RegExp(`/ad/all/${ids[0]}$`));
      // the ad page's one h1 is the ad's title
      await expect(page.getByRole('heading', { name: titles[0]!, level: 1 })).toBeVisible();
      await shot('ad-page');
      await page.goBack();
      await expect(page).toHaveURL(/\/ad\/all$/);
      await expect(adCards(page).nth(2)).toBeVisible();
      // a desktop's link to the list with an ad in the pane opens that ad's page here
      await page.goto(`/ad/all?jobId=${ids[1]}`);
      await expect(page).toHaveURL(new RegExp(`/ad/all/${ids[1]}$`));
      await expect(detailTitle(page, titles[1]!)).toBeVisible();
      return;
    }

    const pane = adPane(page);
    const sidebar = page.getByRole('region', { name: 'Detail search' });
    await expect(sidebar.getByLabel('Salary type')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Detail search' })).toHaveCount(0);
    await expect(pane.getByText('Select a job')).toBeVisible();
    await shot('list');

    // select: the pane shows the ad, the card is marked, the URL names the ad; the list stays
    await adCards(page).nth(0).click();
    await expect(page).toHaveURL(new RegExp(`/ad/all\\?jobId=${ids[0]}$`));
    await expect(pane.getByRole('heading', { name: titles[0]!, level: 2 })).toBeVisible();
    await expect(adCards(page).nth(0)).toHaveAttribute('aria-current', 'true');
    await expect(pane.getByRole('button', { name: 'Apply', exact: true })).toBeInViewport();
    await shot('first-ad');

    await adCards(page).nth(2).click();
    await expect(page).toHaveURL(new RegExp(`/ad/all\\?jobId=${ids[2]}$`));
    await expect(pane.getByRole('heading', { name: titles[2]!, level: 2 })).toBeVisible();
    await expect(adCards(page).nth(0)).not.toHaveAttribute('aria-current', 'true');

    // the pane scrolls on its own: its section tabs appear and lead to a section, the list stays put
    const windowScroll = () => page.evaluate(() => window.scrollY);
    const before = await windowScroll();
    await pane.evaluate((el) => el.scrollTo(0, 600));
    const sections = pane.getByRole('navigation', { name: 'Sections' });
    const company = sections.getByRole('button', { name: 'Company information' });
    await expect(company).toBeVisible();
    // a mouse click where the tab is (Playwright's click would first scroll it into view itself)
    const box = (await company.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(pane.getByRole('heading', { name: 'Contact info' })).toBeInViewport();
    await expect(company).toHaveAttribute('aria-current', 'true');
    expect(await windowScroll()).toBe(before);
    await shot('pane-scrolled');

    // back and forward walk the selections; the list is not reloaded
    let listCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/jobAds/allJobs')) listCalls += 1;
    });
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/ad/all\\?jobId=${ids[0]}$`));
    await expect(pane.getByRole('heading', { name: titles[0]!, level: 2 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/ad\/all$/);
    await expect(pane.getByText('Select a job')).toBeVisible();
    await page.goForward();
    await expect(pane.getByRole('heading', { name: titles[0]!, level: 2 })).toBeVisible();
    expect(listCalls).toBe(0);

    // a reload (or the link sent to someone) opens the list with the same ad beside it
    await page.reload();
    await expect(pane.getByRole('heading', { name: titles[0]!, level: 2 })).toBeVisible();
    await expect(adCards(page).nth(0)).toHaveAttribute('aria-current', 'true');

    // the pane's close button clears the selection; the ad's page is a link away
    await expect(pane.getByRole('link', { name: "Open the ad's page" })).toHaveAttribute('href', `/ad/all/${ids[0]}`);
    await pane.getByRole('button', { name: 'Close the ad' }).click();
    await expect(page).toHaveURL(/\/ad\/all$/);
    await expect(pane.getByText('Select a job')).toBeVisible();
  });

  test('a seeker applies Online from the ad beside the list (from the ad page on a phone)', async ({ page }) => {
    const shot = screens(page, 'split-apply', { axe: true });
    const token = await loginByApi(page, DEMO_SEEKER);
    const ad = await findAd(page.request, { method: '018A', exclude: await appliedAdIds(page.request, token), skip: runIndex() });

    // the list's link with the ad selected, as a desktop user shares it
    await page.goto(`/ad/all?jobId=${ad.id}`);
    await expectSignedIn(page);
    const where = isDesktop(page) ? adPane(page) : page;
    await expect(page).toHaveURL(isDesktop(page) ? new RegExp(`/ad/all\\?jobId=${ad.id}$`) : new RegExp(`/ad/all/${ad.id}$`));
    await expect(where.getByRole('heading', { name: ad.title, level: isDesktop(page) ? 2 : 1 })).toBeVisible();
    await shot('ad');

    await where.getByRole('button', { name: 'Apply', exact: true }).click();
    const how = page.getByRole('dialog', { name: 'How to apply' });
    await expect(how.getByRole('button', { name: 'Online' })).toBeVisible();
    await shot('how-to-apply');
    await how.getByRole('button', { name: 'Online' }).click();

    await expect(page).toHaveURL(new RegExp(`/ad/apply/online\\?id=${ad.id}$`));
    await expect(page.getByRole('heading', { name: 'Online application', level: 1 })).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Resume' }).getByRole('radio').first().check();
    const sent = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/api/application/${ad.id}`));
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    expect((await sent).status(), 'POST /api/application/{id}').toBe(201);
    await expect(page).toHaveURL(/\/ad\/applied$/);
    await expect(page.getByRole('heading', { name: 'Your application has been sent.' })).toBeVisible();
  });
});
