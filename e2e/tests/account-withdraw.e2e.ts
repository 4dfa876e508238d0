import { expect, test } from '../helpers/test.ts';
import { signUpByApi } from '../helpers/account-api.ts';
import { myPageScreen } from '../helpers/desktop.ts';
import { screens } from '../helpers/screens.ts';
import { loginByUi } from '../helpers/session.ts';

test.describe('withdrawal', () => {
  test('a member confirms the password, withdraws, sees the done page and can no longer log in', async ({ page }) => {
    const shot = screens(page, 'withdraw', { axe: true });
    const member = await signUpByApi();
    const header = page.locator('header').first();
    await loginByUi(page, member);

    await page.goto('/myPage/userInfo');
    await expect(page.getByRole('heading', { name: 'Member info', level: 1 })).toBeVisible();
    // the screen's own e-mail (on desktop the my-page navigation beside it shows it too)
    await expect(myPageScreen(page).getByText(member.email, { exact: true })).toBeVisible();
    await shot('member-info');
    await page.getByRole('navigation', { name: 'Member info' }).getByRole('link', { name: 'Withdraw' }).click();

    // Step 1, the identity check: a wrong password is refused.
    await expect(page).toHaveURL(/\/myPage\/userInfo\/certify\?next=withdraw$/);
    await expect(page.getByText('Step 1 of 2, before you withdraw.')).toBeVisible();
    await page.getByLabel('Current password').fill('not-my-password1');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByText('Your login information is incorrect.')).toBeVisible();
    await shot('wrong-password');
    await page.getByLabel('Current password').fill(member.password);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();

    // Step 2: the notice.
    await expect(page).toHaveURL(/\/myPage\/userInfo\/withdraw$/);
    await expect(page.getByRole('heading', { name: 'Withdraw', level: 1 })).toBeVisible();
    await expect(page.getByText(`You can no longer log in with ${member.email}.`)).toBeVisible();
    await expect(page.getByText('✓ Identity confirmed')).toBeVisible();
    await shot('notice');

    // Withdraw needs the notice agreed.
    const withdraw = page.getByRole('button', { name: 'Withdraw', exact: true });
    await expect(withdraw).toBeDisabled();
    await page.getByLabel('Reason (optional)').selectOption('I found a job');
    await page.getByRole('checkbox', { name: 'I have read the notice and want to withdraw.' }).check();
    await expect(withdraw).toBeEnabled();
    await shot('confirmed');
    const sent = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/auth/withdraw'));
    await withdraw.click();
    expect((await sent).status(), 'POST /api/auth/withdraw').toBe(204);

    await expect(page).toHaveURL(/\/myPage\/userInfo\/withdraw\/done$/);
    await expect(page.getByRole('heading', { name: 'Your account was withdrawn', level: 1 })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await shot('done');

    await page.goto('/enter');
    await page.getByLabel('E-mail or ID').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: /^log ?in$/i }).click();
    await expect(page.getByText('Your login information is incorrect.')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await shot('login-refused');
  });
});
