import { expect, type Page } from '@playwright/test';

/** The advertised demo accounts (infra seed). */
export const DEMO_SEEKER = { email: 'seeker@demo.ph', password: 'Demo!2345' } as const;
export const DEMO_EMPLOYER = { email: 'employer@demo.ph', password: 'Demo!2345' } as const;

export type LoginType = 'individual' | 'company' | 'master';

/**
 * Logs in through POST /api/auth/login with the page's own request context, so the browser gets
 * the refresh cookie `rt` and the next page load starts signed in. Returns the access token for
 * API calls made by the test itself.
 */
export async function loginByApi(page: Page, account: { email: string; password: string }, userType: LoginType = 'individual'): Promise<string> {
  const res = await page.request.post('/api/auth/login', { data: { email: account.email, password: account.password, userType } });
  expect(res.status(), `login of ${account.email}`).toBe(200);
  const body = (await res.json()) as { accessToken: string };
  return body.accessToken;
}

/** Logs in on /enter as a person does: the Individual or Business tab, e-mail, password, Login. */
export async function loginByUi(page: Page, account: { email: string; password: string }, tab: 'Individual' | 'Business' = 'Individual') {
  await page.goto('/enter');
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  await page.getByLabel(tab === 'Individual' ? 'E-mail or ID' : 'E-mail', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page);
}

/** The account button of the header ('Individual account', 'Business account', ...): shown once the session is known to be signed in. */
export const accountButton = (page: Page) => page.locator('header').first().getByRole('button', { name: / account$/ });

export async function expectSignedIn(page: Page) {
  await expect(accountButton(page)).toBeVisible();
}

/** Logs out as a person does: the account button of the header, then 'Logout' in its panel. */
export async function logoutByUi(page: Page) {
  const header = page.locator('header').first();
  await accountButton(page).click();
  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
}
