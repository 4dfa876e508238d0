import { expect, test } from '../helpers/test.ts';
import { captchaAnswer, codeSentTo, newMember, outboxMark } from '../helpers/account-api.ts';
import { screens } from '../helpers/screens.ts';
import { expectSignedIn, loginByUi, logoutByUi } from '../helpers/session.ts';

test.describe('individual sign-up', () => {
  test('a new member signs up in 4 steps, logs out, and logs back in with the id without @phjobs.ph', async ({ page, request }) => {
    const shot = screens(page, 'signup');
    const member = newMember();

    await page.goto('/register/individual');
    await expect(page.getByRole('heading', { name: 'Sign up', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Account', level: 2 })).toBeVisible();
    await expect(page.getByLabel('Step 1 of 4')).toBeVisible();
    await shot('step1');

    // Next checks the step before anything is sent.
    const next = page.getByRole('button', { name: 'Next' });
    await next.click();
    await expect(page.getByText('Email is a required input.')).toBeVisible();
    await expect(page.getByText('Please agree to the required terms.')).toBeVisible();
    await shot('step1-errors');

    // Step 1: e-mail code from the dev outbox, password, policy.
    await page.getByLabel('E-mail', { exact: true }).fill(member.email);
    const mailMark = await outboxMark(request, member.email);
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByLabel('Time left')).toHaveText(/^0[45]:\d\d$/);
    await expect(page.getByRole('button', { name: 'Resend' })).toBeVisible();
    await page.getByLabel('Verification code').fill(await codeSentTo(request, member.email, mailMark));
    await shot('step1-code');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'E-mail verified' })).toBeVisible();
    await expect(page.getByLabel('E-mail', { exact: true })).toBeDisabled();
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByLabel('Confirm password').fill(member.password);
    await page.getByRole('checkbox', { name: 'I agree to all' }).check();
    await expect(page.getByRole('checkbox', { name: '[Required] Terms of Service' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: '[Required] Privacy Policy' })).toBeChecked();
    await shot('step1-filled');
    await next.click();

    // Step 2: profile; Next stays disabled until the captcha is answered.
    await expect(page.getByRole('heading', { name: 'Profile', level: 2 })).toBeVisible();
    await expect(page.getByLabel('Step 2 of 4')).toBeVisible();
    await expect(next).toBeDisabled();
    const captcha = page.getByRole('region', { name: 'Captcha' });
    const question = captcha.getByText(/^What is /);
    await expect(question).toBeVisible();
    await shot('step2');
    await page.getByLabel('Full name').fill(member.fullName);
    await captcha.getByLabel('Captcha answer').fill(captchaAnswer(await question.innerText()));
    await captcha.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Captcha verified' })).toBeVisible();
    await expect(next).toBeEnabled();

    await page.getByLabel('Phone number').fill(member.phone);
    const smsMark = await outboxMark(request, member.phoneE164);
    await page.getByRole('button', { name: 'Get code' }).click();
    await page.getByLabel('Verification code').fill(await codeSentTo(request, member.phoneE164, smsMark));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Phone number verified' })).toBeVisible();

    await page.getByRole('radiogroup', { name: 'Experience' }).getByRole('button', { name: 'Newcomer' }).click();
    await page.getByLabel('Industry').selectOption({ label: 'Customer Service / BPO' });
    await page.getByLabel('Position').fill('Customer Service Representative');
    await page.getByLabel('Province').selectOption({ label: 'Metro Manila' });
    await page.getByLabel('City').selectOption({ label: 'Quezon City' });
    await shot('step2-filled');
    // the last fields can be scrolled clear of the bottom bar
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await shot('step2-bottom');
    await next.click();

    // Step 3: preferences; Next submits.
    await expect(page.getByRole('heading', { name: 'Preferences', level: 2 })).toBeVisible();
    await expect(page.getByLabel('Salary unit')).toHaveValue('010D');
    await page.getByLabel('Education').selectOption({ label: "Bachelor's Degree" });
    await page.getByLabel('Skills').fill('MS Excel');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Remove MS Excel' })).toBeVisible();
    await page.getByRole('group', { name: 'Employment type' }).getByRole('button', { name: 'Regular' }).click();
    await page.getByLabel('Expected salary').fill('25000');
    await shot('step3');
    const signup = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/individual/signup'));
    await next.click();
    expect((await signup).status(), 'POST /api/individual/signup').toBe(201);

    // Step 4: done, signed in.
    await expect(page.getByRole('heading', { name: `Welcome, ${member.fullName}!` })).toBeVisible();
    await expect(page.getByLabel('Step 4 of 4')).toBeVisible();
    await expectSignedIn(page);
    await shot('done');
    await page.getByRole('link', { name: 'View All Matching Jobs' }).click();
    await expect(page).toHaveURL(/\/ad\/all$/);
    await expect(page.getByRole('heading', { name: 'All jobs', level: 1 })).toBeVisible();
    await shot('all-jobs');

    await logoutByUi(page);

    // The id without '@': the product adds its own domain.
    await loginByUi(page, { email: member.id, password: member.password }, 'Individual');
    await page.goto('/myPage');
    await expect(page.getByText(member.fullName, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText(member.email, { exact: true })).toBeVisible();
    await shot('my-page');
  });
});
