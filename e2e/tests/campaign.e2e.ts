import { expect, test } from '../helpers/test.ts';
import { screens } from '../helpers/screens.ts';

test.describe('a visitor reads the campaign pages', () => {
  test('opens /campaign, each card’s page, and uses the pay and tax calculators', async ({ page }) => {
    const shot = screens(page, 'campaign', { axe: true });
    await page.goto('/campaign');
    await expect(page.getByRole('heading', { level: 1, name: 'Know your rights at work' })).toBeVisible();
    const cards = page.locator('.campaign-card');
    await expect(cards).toHaveCount(4);
    await expect(cards.first()).toContainText(/₱695 a day in Metro Manila since 07-18-2025/);
    await shot('hub');

    // minimum wage: the rate in force with its order and date; the pay calculator
    await page.getByRole('link', { name: /Minimum wage/ }).click();
    await expect(page).toHaveURL(/\/campaign\/wage$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Minimum wage' })).toBeVisible();
    await expect(page.getByText('Non-agriculture, Wage Order NCR-26, in force since 07-18-2025')).toBeVisible();
    await shot('wage');
    const wage = page.getByLabel('Daily wage (PHP)');
    await wage.fill('700');
    await page.getByRole('button', { name: 'Calculate pay' }).click();
    const payResult = page.locator('.campaign-calc__result').first();
    await expect(payResult.getByRole('heading', { name: 'At ₱700 a day' })).toBeVisible();
    await expect(payResult).toContainText('₱87.50'); // an hour: 700 / 8
    await expect(payResult).toContainText('₱4,200'); // a week: 6 days
    await expect(payResult).toContainText('₱18,258.33'); // a month: 700 x 313 / 12
    await payResult.scrollIntoViewIfNeeded();
    await shot('pay-calculator');
    await wage.fill('-5');
    await page.getByRole('button', { name: 'Calculate pay' }).click();
    await expect(page.getByRole('alert')).toHaveText('The amount cannot be negative.');

    // back to the hub, then each other card
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Know your rights' }).click();
    await expect(page).toHaveURL(/\/campaign$/);

    await page.getByRole('link', { name: /Government benefits/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Government benefits' })).toBeVisible();
    await expect(page.getByRole('table', { name: /SSS \(Social Security System\): figures from January 2025/ })).toBeVisible();
    await shot('benefit');
    await page.goBack();

    await page.getByRole('link', { name: /Labor Code/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Labor Code' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Termination and separation pay' })).toBeVisible();
    await shot('labor-code');
    await page.goBack();

    // income tax: an income in the 400,000-800,000 bracket gives 22,500 + 20% of the excess
    await page.getByRole('link', { name: /Income tax/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Income tax' })).toBeVisible();
    await page.getByLabel('Taxable income a year (PHP)').fill('650,000');
    await page.getByRole('button', { name: 'Calculate tax' }).click();
    await expect(page.getByRole('heading', { name: 'Income tax a year: ₱72,500' })).toBeVisible();
    await expect(page.getByText('Bracket (2023 onwards): Over ₱400,000 to ₱800,000: ₱22,500 + 20% of the excess over ₱400,000')).toBeVisible();
    await page.getByRole('heading', { name: 'Income tax a year: ₱72,500' }).scrollIntoViewIfNeeded();
    await shot('tax-calculator');
    await page.getByLabel('Taxable income a year (PHP)').fill('250,000');
    await page.getByRole('button', { name: 'Calculate tax' }).click();
    await expect(page.getByRole('heading', { name: 'Income tax a year: ₱0' })).toBeVisible();
  });
});
