import { expect, test } from '../helpers/test.ts';
import { screens } from '../helpers/screens.ts';
import { accountButton, DEMO_SEEKER, expectSignedIn, loginByUi, logoutByUi } from '../helpers/session.ts';

test.describe('the session and the header', () => {
  test('a signed-in seeker loads pages by address, reloads and opens a new tab without spending a refresh', async ({ page }) => {
    await loginByUi(page, DEMO_SEEKER);
    const refreshes: string[] = [];
    page.context().on('request', (request) => {
      if (request.url().endsWith('/api/auth/refresh')) refreshes.push(new URL(request.frame().url()).pathname);
    });

    for (const path of ['/ad/all', '/myPage', '/ad/region', '/search?query=Cook', '/myPage/application']) {
      await page.goto(path);
      await expectSignedIn(page);
    }
    await page.reload();
    await expectSignedIn(page);
    const tab = await page.context().newPage();
    await tab.goto('/myPage');
    await expect(accountButton(tab)).toBeVisible();
    await expect(tab).toHaveURL(/\/myPage$/);
    await tab.close();

    // the access token (15 minutes) is kept on the device and shared by the tabs
    expect(refreshes).toEqual([]);
    await logoutByUi(page);
  });

  test('a login refused for too many attempts (429) says so and when to try again, not that the password is wrong', async ({ page }) => {
    const shot = screens(page, 'login-429', { axe: true });
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '45' },
        body: JSON.stringify({ code: 'gateway/rate-limited', message: 'Too many requests. Please wait a minute and try again.', retryAfterSeconds: 45 }),
      }),
    );
    await page.goto('/enter');
    await page.getByLabel('E-mail or ID', { exact: true }).fill(DEMO_SEEKER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_SEEKER.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText(/^Too many login attempts\. Please try again in (4[0-5]) seconds\.$/);
    await expect(page.getByText('Your login information is incorrect.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
    await shot('refused');
  });

  test('the signed-in header marks the section the page belongs to and holds the role, My page and Logout in one menu', async ({ page }) => {
    const shot = screens(page, 'header', { axe: true });
    await loginByUi(page, DEMO_SEEKER);
    const header = page.locator('header').first();
    const main = header.getByRole('navigation', { name: 'Main' });

    // home: no section is current
    await expect(main.locator('[aria-current]')).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Community' })).not.toHaveAttribute('href', '/');
    const button = accountButton(page);
    await expect(button).toHaveAccessibleName('Individual account');
    // one row: the account button sits beside the sections, not stacked
    const [nav, account] = await Promise.all([main.boundingBox(), button.boundingBox()]);
    expect(Math.abs(nav!.y + nav!.height / 2 - (account!.y + account!.height / 2))).toBeLessThan(4);
    await shot('home');

    await button.click();
    const panel = header.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(panel.getByText('Individual', { exact: true })).toBeVisible();
    await expect(panel.getByText(DEMO_SEEKER.email)).toBeVisible();
    await expect(panel.getByRole('link', { name: 'My page' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Logout' })).toBeVisible();
    await shot('menu');
    await panel.getByRole('link', { name: 'My page' }).click();
    await expect(page).toHaveURL(/\/myPage$/);
    await expect(panel).toBeHidden();

    await header.getByRole('link', { name: 'Jobs', exact: true }).click();
    await expect(page).toHaveURL(/\/ad\/all$/);
    await expect(main.getByRole('link', { name: 'Jobs', exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(main.getByRole('link', { name: 'Community' })).not.toHaveAttribute('aria-current', /.*/);
    await shot('jobs');
    await logoutByUi(page);
  });
});
