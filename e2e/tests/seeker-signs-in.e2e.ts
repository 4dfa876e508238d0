import { expect, test } from '@playwright/test';

test('a seeker logs in and out', async ({ page }) => {
  await page.goto('/enter');
  await page.getByLabel('E-mail or ID').fill('seeker@demo.ph');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password1');
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await expect(page.getByText('Your login information is incorrect.')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('Demo!2345');
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await expect(page).toHaveURL(/\/$/);
  const header = page.locator('header').first();
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();

  // The session survives a reload: the refresh cookie brings a new access token.
  await page.reload();
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();

  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.reload();
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
});
