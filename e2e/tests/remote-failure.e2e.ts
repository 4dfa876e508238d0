import { expect, test } from '../helpers/test.ts';
import { screens } from '../helpers/screens.ts';
import { DEMO_EMPLOYER, loginByApi } from '../helpers/session.ts';

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

test("a service that is down shows the remote's error screens with 'retry', and 'retry' loads them once it is back", async ({ page }) => {
  await loginByApi(page, DEMO_EMPLOYER, 'company');
  // What the gateway answers for a service whose process is gone (infra/test/faults-service-down.integration.test.ts).
  const down = { code: 'gateway/upstream-unavailable', message: 'The talent service is unavailable.', service: 'talent' };
  await page.route('**/api/talent/**', (route) => route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify(down) }));
  await page.goto('/talent');
  await expect(page.getByRole('heading', { name: 'Talents', level: 1 })).toBeVisible();
  await expect(page.getByText('error', { exact: true }).first()).toBeVisible();
  const retry = page.getByRole('button', { name: 'retry' });
  await expect(retry.first()).toBeVisible();
  await screens(page, 'remote-failure')('talent-service-down');

  // The header and the other remotes keep working meanwhile.
  await expect(page.locator('header').first().getByRole('link', { name: 'Jobs', exact: true })).toBeVisible();

  // Back: each section's 'retry' loads it in place.
  await page.unroute('**/api/talent/**');
  // A section's 'retry' can bring others back with it (or their own refetch can), so a button may go
  // between counting and clicking: click one while there is one, never wait for one that has gone.
  await expect(async () => {
    if ((await retry.count()) > 0) await retry.first().click({ timeout: 1_000 });
    expect(await retry.count()).toBe(0);
  }).toPass({ timeout: 20_000, intervals: [100, 250] });
  await expect(page.getByRole('region', { name: 'Special talents' }).locator('.talent-card').first()).toBeVisible();
});
