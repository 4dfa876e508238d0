import { expect, test } from '../helpers/test.ts';
import { signUpCompanyByApi } from '../helpers/company-api.ts';
import { screens } from '../helpers/screens.ts';
import { loginByUi } from '../helpers/session.ts';

test.describe('company password change', () => {
  test('a company changes its password in two steps and logs in with the new one', async ({ page }) => {
    const shot = screens(page, 'employer-password-change', { axe: true });
    const company = await signUpCompanyByApi();
    await loginByUi(page, company, 'Business');
    await page.goto('/myPage/userInfo');
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/myPage\/userInfo\/pw$/);

    // step 1: the current password (a wrong one is refused)
    await expect(page.getByText(/Step 1 of 2/)).toBeVisible();
    await page.getByLabel('Current password').fill('Wrong12345');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your login information is incorrect.');
    await page.getByLabel('Current password').fill(company.password);
    await shot('step1');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 2 of 2')).toBeVisible();

    // the back arrow on step 2 returns to step 1, in the same route
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByText(/Step 1 of 2/)).toBeVisible();
    await expect(page).toHaveURL(/\/myPage\/userInfo\/pw$/);
    await page.getByLabel('Current password').fill(company.password);
    await page.getByRole('button', { name: 'Next' }).click();

    // step 2: the new password; success logs out and goes to /enter
    const newPassword = `New${company.password}`;
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await shot('step2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/enter$/);
    await shot('enter');

    // the old password no longer works, the new one does
    const old = await page.request.post('/api/auth/login', { data: { email: company.email, password: company.password, userType: 'company' } });
    expect(old.status()).toBe(401);
    await loginByUi(page, { email: company.email, password: newPassword }, 'Business');
  });
});
