import { expect, test } from '../helpers/test.ts';
import { accountButton, logoutByUi } from '../helpers/session.ts';

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
  await expect(accountButton(page)).toBeVisible();

  // The session survives a reload (the access token kept on the device, or the refresh cookie).
  await page.reload();
  await expect(accountButton(page)).toBeVisible();

  await logoutByUi(page);
  await page.reload();
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
});
