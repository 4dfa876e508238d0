import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../helpers/test.ts';
import { linesOf, overflowIn, placeholderFit } from '../helpers/layout.ts';
import { adCards } from '../helpers/lists.ts';
import { screens } from '../helpers/screens.ts';
import { viewportOf } from '../helpers/desktop.ts';

/** Taps on the phone, clicks on the desktop, as a person there would. */
const press = (page: Page, target: Locator) => (viewportOf(test.info()) === 'mobile' ? target.tap() : target.click());

test.describe('job screens fit the phone and the desktop', () => {
  test("the region modal's search boxes show their whole placeholders", async ({ page }) => {
    const shot = screens(page, 'fit-region', { axe: true });
    await page.goto('/ad/region');
    await expect(adCards(page).first()).toBeVisible();
    await page.getByRole('group', { name: 'Region' }).getByRole('button', { name: 'Setting' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select region' });
    for (const placeholder of ['Only cities are searchable', 'Only provinces are searchable']) {
      const fit = await placeholderFit(dialog.getByPlaceholder(placeholder));
      expect(fit.needs, `'${placeholder}' needs ${fit.needs}px, has ${fit.has}px`).toBeLessThanOrEqual(fit.has);
    }
    await shot('modal');
  });

  test('the salary bar keeps a range and its +N on one line', async ({ page }) => {
    const shot = screens(page, 'fit-salary', { axe: true });
    await page.goto('/ad/salary');
    await expect(adCards(page).first()).toBeVisible();
    const bar = page.getByRole('group', { name: 'Salary' });
    await bar.getByRole('button', { name: 'Setting' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select salary' });
    await dialog.getByRole('option', { name: /^Monthly Wage/ }).click();
    const ranges = dialog.getByRole('listbox', { name: /second level/ });
    for (const range of ['15,000-20,000', '20,000-30,000', '30,000-40,000', '40,000-80,000', '13,000-15,000']) await ranges.getByRole('option', { name: new RegExp(`^${range}`) }).click();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(bar).toContainText('15,000-20,000');
    await expect(bar).toContainText('+4');
    expect(await linesOf(bar, '15,000-20,000'), "the range '15,000-20,000' on one line").toBe(1);
    const [range, more] = await Promise.all([bar.getByText('15,000-20,000').boundingBox(), bar.getByText('+4').boundingBox()]);
    expect(Math.abs(range!.y + range!.height / 2 - (more!.y + more!.height / 2)), "'+4' on the line of its range").toBeLessThan(6);
    await shot('bar');
  });

  test('Verified jobs shows every tab whole, or shows that the row scrolls, and the permit banner says what the flag is', async ({ page }) => {
    const shot = screens(page, 'fit-verified', { axe: true });
    await page.goto('/ad/safe');
    await expect(adCards(page).first()).toBeVisible();
    const tablist = page.getByRole('tablist', { name: 'Verified by' });
    // the box the tabs are shown in (the scroll row's track: the tabs' own root takes no box), and
    // the row around it that tells when it scrolls
    const frame = page.locator('.ph-scroll-row__track').filter({ has: tablist });
    const row = frame.locator('xpath=..');
    const tabs = tablist.getByRole('tab');
    await expect(tabs).toHaveCount(4);

    /** Every tab inside the visible row with its label inside the tab, or else a row that shows it scrolls. */
    const fitsOrScrolls = async (width: number) => {
      const fits = await frame.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.getBoundingClientRect().right <= window.innerWidth + 1);
      if (fits) {
        for (const tab of await tabs.all()) {
          const name = await tab.innerText();
          expect(await overflowIn(tab, frame), `'${name}' inside the row at ${width} px`).toEqual({ left: 0, right: 0 });
          expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), `the label '${name}' inside its tab at ${width} px`).toBe(true);
        }
      } else {
        await expect(row, `at ${width} px a row of tabs wider than the screen shows that it scrolls`).toHaveAttribute('data-more-end', '', { timeout: 2_000 });
      }
      return fits;
    };
    const viewport = page.viewportSize()!;
    expect(await fitsOrScrolls(viewport.width), `the four tabs fit ${viewport.width} px`).toBe(true);
    if (viewportOf(test.info()) === 'mobile') {
      // smaller phones than the 390 px one: the same promise
      for (const width of [360, 320]) {
        await page.setViewportSize({ width, height: viewport.height });
        await fitsOrScrolls(width);
      }
      await page.setViewportSize(viewport);
    }
    await shot('all');

    await press(page, page.getByRole('tab', { name: 'Business Permit' }));
    await expect(page.getByRole('tab', { name: 'Business Permit' })).toHaveAttribute('aria-selected', 'true');
    expect(await overflowIn(page.getByRole('tab', { name: 'Business Permit' }), frame)).toEqual({ left: 0, right: 0 });
    const banner = page.getByRole('img', { name: /^Business Permit: / });
    await expect(banner).toContainText('The employer submitted a business permit document that is valid today.');
    await expect(banner).not.toContainText('checked');
    await shot('permit');
  });

  test('the Relation strip marks only the current keyword and shows that it scrolls', async ({ page }) => {
    const shot = screens(page, 'fit-relation', { axe: true });
    await page.goto('/search?query=Barista');
    await expect(adCards(page).first()).toBeVisible();
    const strip = page.getByRole('group', { name: 'Relation' });
    const chips = strip.getByRole('button');
    await expect(strip.getByRole('button', { pressed: true })).toHaveText(['Barista']);
    await shot('barista');

    await press(page, strip.getByRole('button', { name: 'Cashier', exact: true }));
    await expect(page).toHaveURL(/\/search\?query=Cashier$/);
    await expect(adCards(page).first()).toBeVisible();
    await expect(strip.getByRole('button', { pressed: true })).toHaveText(['Cashier']);
    // every other chip looks the same: none of them in the colours of the chosen one
    const looks = await chips.evaluateAll((buttons) =>
      buttons.map((b) => {
        const s = getComputedStyle(b);
        return { pressed: b.getAttribute('aria-pressed') === 'true', look: `${s.backgroundColor}|${s.borderColor}|${s.color}|${s.fontWeight}` };
      }),
    );
    const chosen = looks.find((l) => l.pressed)!.look;
    const others = new Set(looks.filter((l) => !l.pressed).map((l) => l.look));
    expect(others.size, 'the chips not chosen all look alike').toBe(1);
    expect(others.has(chosen)).toBe(false);
    await shot('cashier');

    // more chips than fit: the edge fades; at the end of the scroll the last chip is whole and nothing fades there
    const row = page.locator('.jobs-relation__strip');
    const frame = row.locator('.ph-scroll-row__track');
    if (await frame.evaluate((el) => el.scrollWidth > el.clientWidth + 1)) {
      await expect(row).toHaveAttribute('data-more-end', '');
      await frame.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect(row).not.toHaveAttribute('data-more-end', '');
      await expect(row).toHaveAttribute('data-more-start', '');
      expect(await overflowIn(chips.last(), frame)).toEqual({ left: 0, right: 0 });
      await shot('scrolled');
    }
    // 'Search in' stays clear of the chips
    const [searchIn, last] = await Promise.all([page.getByRole('button', { name: 'Search in' }).boundingBox(), frame.boundingBox()]);
    expect(searchIn!.y + searchIn!.height <= last!.y || searchIn!.x >= last!.x + last!.width, "'Search in' is not over the strip").toBe(true);
  });
});
