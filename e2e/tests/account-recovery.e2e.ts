import { expect, test } from '../helpers/test.ts';
import { codeSentTo, outboxMark, seedSeeker } from '../helpers/account-api.ts';
import { screens } from '../helpers/screens.ts';
import { loginByUi } from '../helpers/session.ts';

test.describe('account recovery', () => {
  test('a member who forgot the password gets a code by e-mail, sets a new password and logs in with it', async ({ page, request }) => {
    const shot = screens(page, 'recovery');
    // A member whose e-mail got no code in the last minute (a fresh sign-up's would be throttled);
    // mobile and desktop share one stack, so each takes its own.
    const runIndex = test.info().config.projects.findIndex((p) => p.name === test.info().project.name);
    const member = seedSeeker(300 + runIndex);
    const newPassword = `NewSecret${Date.now() % 10_000}`;

    await page.goto('/enter');
    await page.getByRole('link', { name: 'Forgot P/W' }).click();
    await expect(page).toHaveURL(/\/enter\/findPw$/);
    await expect(page.getByRole('heading', { name: 'Forgot P/W', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Step 1 of 3')).toBeVisible();
    const types = page.getByRole('radiogroup', { name: 'Member type' });
    await expect(types.getByRole('button', { name: 'Individual' })).toHaveAttribute('aria-pressed', 'true');
    await shot('member');

    // Someone else's name with the member's e-mail: nobody matches, nothing is sent.
    await page.getByLabel('E-mail').fill(member.email);
    await page.getByLabel('Full name').fill('Not The Owner');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('No member matches the information entered.')).toBeVisible();
    await shot('no-match');

    await page.getByLabel('Full name').fill(member.fullName);
    const mark = await outboxMark(request, member.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByLabel('Step 2 of 3')).toBeVisible();
    await expect(page.getByText(`We sent a 6-digit code to ${member.email}.`)).toBeVisible();
    const nextStep = page.getByRole('button', { name: 'Next' });
    await expect(nextStep).toBeDisabled();
    await page.getByLabel('Verification code').fill(await codeSentTo(request, member.email, mark));
    await shot('code');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'E-mail verified' })).toBeVisible();
    await nextStep.click();

    await expect(page.getByLabel('Step 3 of 3')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await page.getByLabel('Confirm new password').fill(newPassword);
    await shot('password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('heading', { name: 'Your password was changed' })).toBeVisible();
    await shot('changed');

    await page.getByRole('main').getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/enter$/);
    await page.getByLabel('E-mail or ID').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: /^log ?in$/i }).click();
    await expect(page.getByText('Your login information is incorrect.')).toBeVisible();
    await shot('old-password-refused');

    await loginByUi(page, { email: member.email, password: newPassword });
    await page.goto('/myPage');
    await expect(page.getByText(member.fullName, { exact: true })).toBeVisible();
    await shot('my-page');
  });
});
