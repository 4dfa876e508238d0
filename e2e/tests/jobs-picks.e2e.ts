import { expect, test } from '../helpers/test.ts';
import { adCards, countChangedFrom, countLine, shownCount } from '../helpers/lists.ts';
import { screens } from '../helpers/screens.ts';

test.describe('the picks modals of the list screens', () => {
  test('the region modal filters two levels, keeps at most 5 removable picks, resets, discards on close and narrows the list on Apply', async ({ page }) => {
    const shot = screens(page, 'region', { axe: true });
    await page.goto('/ad/region');
    await expect(page.getByRole('heading', { name: 'Jobs by region', level: 1 })).toBeVisible();
    const bar = page.getByRole('group', { name: 'Region' });
    await expect(bar).toContainText('All');
    const total = await shownCount(page);
    await expect(adCards(page).first()).toBeVisible();
    await shot('list');

    await bar.getByRole('button', { name: 'Setting' }).click();
    const modal = page.getByRole('dialog', { name: 'Select region' });
    const cities = modal.getByPlaceholder('Only cities are searchable');
    const provinces = modal.getByPlaceholder('Only provinces are searchable');
    await expect(cities).toBeVisible();
    await expect(provinces).toBeVisible();
    const first = modal.getByRole('listbox', { name: 'Select region: first level' });
    const second = modal.getByRole('listbox', { name: 'Select region: second level' });
    const counter = modal.getByText(/^\d\/5$/);
    await expect(counter).toHaveText('0/5');
    await shot('modal');

    // The first level filtered by text, then the second.
    await cities.fill('metro');
    await expect(first.getByRole('option')).toHaveCount(1);
    await first.getByRole('option', { name: 'Metro Manila' }).click();
    await provinces.fill('ma');
    const ma = ['Manila', 'Makati City', 'Malabon City', 'Mandaluyong City', 'Marikina City'];
    await expect(second.getByRole('option')).toHaveText(ma);
    for (const city of ma) await second.getByRole('option', { name: city }).click();
    await expect(counter).toHaveText('5/5');
    for (const city of ma) await expect(modal.getByRole('button', { name: `Remove ${city}` })).toBeVisible();

    // A sixth pick is refused.
    await provinces.fill('');
    const pasig = second.getByRole('option', { name: 'Pasig City' });
    await expect(pasig).toBeDisabled();
    await expect(counter).toHaveText('5/5');
    await shot('five-picks');

    // A chip removes its pick; then there is room again.
    await modal.getByRole('button', { name: 'Remove Marikina City' }).click();
    await expect(counter).toHaveText('4/5');
    await expect(pasig).toBeEnabled();

    await modal.getByRole('button', { name: 'Reset' }).click();
    await expect(counter).toHaveText('0/5');
    await expect(modal.getByRole('button', { name: /^Remove / })).toHaveCount(0);

    // Closing without Apply discards what was picked.
    await second.getByRole('option', { name: 'Makati City' }).click();
    await expect(counter).toHaveText('1/5');
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
    await expect(bar).toContainText('All');
    await expect(countLine(page)).toHaveText(`${total.toLocaleString('en-US')} jobs`);
    await bar.getByRole('button', { name: 'Setting' }).click();
    await expect(counter).toHaveText('0/5');

    // Apply reloads the list with fewer jobs.
    await first.getByRole('option', { name: 'Metro Manila' }).click();
    await second.getByRole('option', { name: 'Makati City' }).click();
    await second.getByRole('option', { name: 'Pasig City' }).click();
    await expect(counter).toHaveText('2/5');
    await modal.getByRole('button', { name: 'Apply' }).click();
    await expect(modal).toBeHidden();
    await expect(bar.getByText('Makati City')).toBeVisible();
    await expect(bar.getByText('Pasig City')).toBeVisible();
    const both = await countChangedFrom(page, total);
    expect(both).toBeGreaterThan(0);
    expect(both).toBeLessThan(total);
    await expect(adCards(page).first()).toBeVisible();
    await shot('applied');

    // A chip on the bar removes its region and reloads.
    await bar.getByRole('button', { name: 'Remove Makati City' }).click();
    await expect(bar.getByText('Makati City')).toHaveCount(0);
    const pasigOnly = await countChangedFrom(page, both);
    expect(pasigOnly).toBeGreaterThan(0);
    expect(pasigOnly).toBeLessThan(both);
    await shot('one-chip');
  });

  test('the salary modal offers the pay types then their ranges, up to 5, and the bar shows the first choice plus +N', async ({ page }) => {
    const shot = screens(page, 'salary', { axe: true });
    await page.goto('/ad/salary');
    await expect(page.getByRole('heading', { name: 'Jobs by salary', level: 1 })).toBeVisible();
    const bar = page.getByRole('group', { name: 'Salary' });
    await expect(bar).toContainText('All');
    const total = await shownCount(page);
    await expect(adCards(page).first()).toBeVisible();
    await shot('list');

    await bar.getByRole('button', { name: 'Setting' }).click();
    const modal = page.getByRole('dialog', { name: 'Select salary' });
    const types = modal.getByRole('listbox', { name: 'Select salary: first level' });
    const ranges = modal.getByRole('listbox', { name: 'Select salary: second level' });
    const counter = modal.getByText(/^\d\/5$/);
    await expect(types.getByRole('option')).toHaveText(['Daily Wage', 'Weekly Wage', 'Monthly Wage', 'By Project']);

    await types.getByRole('option', { name: 'Monthly Wage' }).click();
    await expect(ranges.getByRole('option')).toHaveText(['below 13,000', '13,000-15,000', '15,000-20,000', '20,000-30,000', '30,000-40,000', '40,000-80,000', '80,000 above']);
    await ranges.getByRole('option', { name: '15,000-20,000' }).click();
    await ranges.getByRole('option', { name: '20,000-30,000' }).click();
    await types.getByRole('option', { name: 'Daily Wage' }).click();
    for (const range of ['500-600', '600-800', '800-1,000']) await ranges.getByRole('option', { name: range, exact: true }).click();
    await expect(counter).toHaveText('5/5');
    await expect(modal.getByRole('button', { name: 'Remove Monthly Wage 15,000-20,000' })).toBeVisible();
    await expect(ranges.getByRole('option', { name: '1,000-2,000' })).toBeDisabled();
    await shot('five-ranges');

    await modal.getByRole('button', { name: 'Apply' }).click();
    await expect(modal).toBeHidden();
    const barText = bar.getByText('Monthly Wage 15,000-20,000 +4', { exact: true });
    await expect(barText).toBeVisible();
    // all of it, '+4' included, is on screen rather than cut off by an ellipsis
    expect(await barText.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const picked = await countChangedFrom(page, total);
    expect(picked).toBeGreaterThan(0);
    expect(picked).toBeLessThan(total);
    await expect(adCards(page).first()).toBeVisible();
    await shot('applied');
  });
});
