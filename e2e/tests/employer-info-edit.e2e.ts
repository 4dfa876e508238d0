import { expect, test } from '../helpers/test.ts';
import { captchaAnswer, codeSentTo, newMember, outboxMark } from '../helpers/account-api.ts';
import { signUpCompanyByApi } from '../helpers/company-api.ts';
import { screens } from '../helpers/screens.ts';
import { loginByUi } from '../helpers/session.ts';

test.describe('company member information edit', () => {
  test('a company edits its info with a new phone verified by an SMS code, and sees it saved', async ({ page, request }) => {
    const shot = screens(page, 'employer-info-edit', { axe: true });
    const company = await signUpCompanyByApi();
    const next = newMember(); // only for a fresh mobile number
    await loginByUi(page, company, 'Business');
    await page.goto('/myPage/userInfo');
    await expect(page.getByText(company.phoneE164.replace(/^\+63(\d{3})(\d{3})(\d{4})$/, '+63 $1 $2 $3'))).toBeVisible();
    await shot('info');
    await page.getByRole('link', { name: 'Edit member information' }).click();

    // step 1: identity check
    await page.getByLabel('Current password').fill(company.password);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await expect(page.getByText('✓ Verified number')).toBeVisible();

    // a new number: unverified, the format rule, then the captcha and the SMS code
    const phone = page.getByLabel('Mobile phone');
    await phone.fill('0917 12');
    await phone.blur();
    await expect(page.getByText('It does not match the phone number format.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get code' })).toBeDisabled();
    await phone.fill(next.phone);
    await page.getByLabel('Manager name').fill('Jose Rizal');
    // saving now: the change is not verified
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Phone number is changed but not verifed')).toBeVisible();

    const captcha = page.getByRole('region', { name: 'Captcha' });
    const question = captcha.getByText(/^What is /);
    await expect(question).toBeVisible();
    await captcha.getByLabel('Captcha answer').fill(captchaAnswer(await question.innerText()));
    await captcha.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByText('✓ Captcha verified')).toBeVisible();

    const mark = await outboxMark(request, next.phoneE164);
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByRole('button', { name: 'Resend' })).toBeVisible();
    await expect(page.getByLabel('Time left')).toHaveText(/^0[45]:\d\d$/);
    await expect(page.getByPlaceholder('Please enter 6 digit code.')).toBeVisible();
    // a resend within the minute: the throttle popup with Confirm
    await page.waitForTimeout(600);
    await page.getByRole('button', { name: 'Resend' }).click();
    const popup = page.getByRole('dialog');
    await expect(popup).toContainText(/To prevent frequent resend, please try after \d+ seconds/);
    await shot('throttle-popup');
    await popup.getByRole('button', { name: 'Confirm' }).click();
    await expect(popup).toHaveCount(0);

    await page.getByLabel('Verification code').fill(await codeSentTo(request, next.phoneE164, mark));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('button', { name: 'Verified' })).toBeDisabled();
    await expect(phone).toBeDisabled();
    await shot('phone-verified');

    // save: back one page, the member information shows the new phone and manager
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === '/api/employer/updateInfo');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page).toHaveURL(/\/myPage\/userInfo$/);
    await expect(page.getByText(next.phoneE164.replace(/^\+63(\d{3})(\d{3})(\d{4})$/, '+63 $1 $2 $3'))).toBeVisible();
    await expect(page.getByText('Manager: Jose Rizal')).toBeVisible();
    await shot('info-saved');
  });
});
