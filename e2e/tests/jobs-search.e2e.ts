import { adCards, countChangedFrom, shownCount } from '../helpers/lists.ts';
import { expect, test } from '../helpers/test.ts';
import { screens } from '../helpers/screens.ts';

test('choosing a Relation keyword puts it in the URL, moves it to the front of the recent keywords and shows its jobs', async ({ page }) => {
  const shot = screens(page, 'search-relation', { axe: true });
  await page.goto('/search?query=Cashier');
  const keyword = page.getByRole('searchbox', { name: 'Keyword' });
  await expect(keyword).toHaveValue('Cashier');
  const cashier = await shownCount(page);
  expect(cashier).toBeGreaterThan(0);
  await expect(adCards(page).filter({ hasText: /cashier/i }).first()).toBeVisible();
  // the tab row of where to search stays hidden until 'Search in' opens it
  await expect(page.getByRole('tablist', { name: 'Search in' })).toBeHidden();
  await shot('cashier');

  // Keywords searched before, on this device.
  await page.evaluate(() => localStorage.setItem('recentKeywords', JSON.stringify(['Cook', 'Barista', 'Driver'])));

  const relation = page.getByLabel('Relation');
  await expect(relation.getByRole('button', { pressed: true })).toHaveText(['Cashier']);
  await relation.getByRole('button', { name: 'Barista', exact: true }).click();

  await expect(page).toHaveURL(/\/search\?query=Barista$/);
  await expect(keyword).toHaveValue('Barista');
  const barista = await countChangedFrom(page, cashier);
  expect(barista).toBeGreaterThan(0);
  await expect(adCards(page).filter({ hasText: /barista/i }).first()).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('recentKeywords') ?? 'null'))).toEqual(['Barista', 'Cook', 'Driver']);
  await shot('barista');

  await page.getByRole('button', { name: 'Search in' }).click();
  await expect(page.getByRole('tablist', { name: 'Search in' })).toBeVisible();
  for (const tab of ['ALL', 'Title', 'Specialization', 'Company name', 'Region']) {
    await expect(page.getByRole('tab', { name: tab, exact: true })).toBeVisible();
  }
  await shot('search-in');
});
