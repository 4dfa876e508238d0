import { expect, test } from '../helpers/test.ts';

test('a remote that cannot be reached shows the error screen while the rest works', async ({ page }) => {
  await page.route('**/remotes/talent/**', (route) => route.abort('connectionrefused'));
  await page.goto('/talent');
  await expect(page.getByText('error', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'retry' })).toBeVisible();

  // The header and the other remotes keep working.
  const header = page.locator('header').first();
  await header.getByRole('link', { name: 'Jobs', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'All jobs', level: 1 })).toBeVisible();
  await expect(page.locator('.ad-card').first()).toBeVisible();

  // When the remote is reachable again, 'retry' loads it in place.
  await page.goBack();
  await expect(page.getByRole('button', { name: 'retry' })).toBeVisible();
  await page.unroute('**/remotes/talent/**');
  await page.getByRole('button', { name: 'retry' }).click();
  await expect(page.getByRole('button', { name: 'retry' })).toBeHidden();
  await expect(page.getByText(/talents?/i).first()).toBeVisible();
});
