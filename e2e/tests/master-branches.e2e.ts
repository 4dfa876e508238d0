import { type Page } from '@playwright/test';
import { expect, test } from '../helpers/test.ts';
import { captchaAnswer, codeSentTo, DEMO_COMPANY_ID, newMember, outboxMark } from '../helpers/account-api.ts';
import { PNG } from '../helpers/ad-wizard.ts';
import { isDesktop } from '../helpers/desktop.ts';
import { screens } from '../helpers/screens.ts';
import { loginByApi } from '../helpers/session.ts';

/** The demo master company (seed: four branches, the demo employer among them). */
const DEMO_MASTER = { email: 'master@demo.ph', password: 'Demo!2345' } as const;

/** A seed branch of the demo master that no other journey changes (seed-data DEMO_MASTER_BRANCH_IDS: 1003). */
const EDITED_BRANCH_ID = 1003;

/** The registered branches' names as listed on /myPage/branch (newest join first). */
const branchNames = (page: Page) => page.getByRole('list', { name: 'Branches' }).locator('.emp-branch-row__name');

test.describe('master companies and their branches', () => {
  test('the demo master copies its invitation code, a new company signs up with it and appears in the branch list', async ({ page, browser, request, context }) => {
    const shot = screens(page, 'master-invite', { axe: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginByApi(page, DEMO_MASTER, 'master');

    // The master my-page: the branch links, the branches, the button to branch management.
    await page.goto('/myPage');
    await expect(page.getByText('Master account')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Job ad management by branch' })).toHaveAttribute('href', '/myPage/branch/ad');
    await expect(page.getByRole('link', { name: 'Applicant management by branch' })).toHaveAttribute('href', '/myPage/branch/applicant');
    await expect(branchNames(page).first()).toBeVisible();
    await shot('my-page');
    await page.getByRole('link', { name: 'Branch management' }).click();
    await expect(page).toHaveURL(/\/myPage\/branch$/);

    // Copy: the clipboard holds the code, the button says Copied for 2000 ms, a dialog confirms.
    const codeBox = page.getByTestId('invitation-code');
    await expect(codeBox).toHaveText(/^[A-Z2-9]{8}$/);
    const code = (await codeBox.innerText()).trim();
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    // first, while its 2000 ms last (on a slow machine the dialog's checks can outlast them)
    await expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Copied' });
    await expect(dialog).toContainText(code);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await shot('copied');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 4_000 });
    const before = await branchNames(page).allInnerTexts();

    // A new company signs up with the code (in a browser of its own), e-mail code from the dev outbox.
    const company = newMember();
    const companyName = `Branch ${company.id.slice(-6)} Foods`;
    const other = await browser.newContext();
    const signup = await other.newPage();
    const signupShot = screens(signup, 'master-invite-signup');
    await signup.goto('/register/business');
    await expect(signup.getByRole('heading', { name: 'Business sign up' })).toBeVisible();
    await signup.getByLabel('E-mail', { exact: true }).fill(company.email);
    const mark = await outboxMark(request, company.email);
    await signup.getByRole('button', { name: 'Get code' }).click();
    await signup.getByLabel('Verification code').fill(await codeSentTo(request, company.email, mark));
    await signup.getByRole('button', { name: 'Verify' }).click();
    await expect(signup.getByRole('status').filter({ hasText: /verified/i })).toBeVisible();
    await signup.getByLabel('Password', { exact: true }).fill(company.password);
    await signup.getByLabel('Confirm password').fill(company.password);
    await signup.getByLabel('Company name').fill(companyName);
    await signup.getByLabel('Manager name').fill('Rosa Lim');
    await signup.getByLabel('Phone number').fill(`0${company.phone}`);
    await signup.getByRole('button', { name: 'Next' }).click();
    await signup.getByLabel('Company code (optional)').fill(code);
    await signup.getByRole('checkbox', { name: 'I agree to all' }).check();
    await signup.getByLabel('Company code (optional)').scrollIntoViewIfNeeded();
    await signup.evaluate(() => window.scrollBy(0, -120));
    await signupShot('company-code');
    await signup.getByRole('button', { name: 'Sign up' }).click();
    await expect(signup.getByText('Welcome to PH Jobs!')).toBeVisible();
    await other.close();

    // The master's list has the new branch first.
    await page.reload();
    await expect(branchNames(page).first()).toHaveText(companyName);
    expect(await branchNames(page).count()).toBeGreaterThanOrEqual(Math.min(before.length + 1, 10));
    await shot('new-branch');

    // Its detail: counts (a new company has none yet) and the links.
    await branchNames(page).first().click();
    await expect(page).toHaveURL(/\/myPage\/branch\?employerId=\d+$/);
    await expect(page.getByRole('heading', { name: companyName })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit branch information' })).toHaveAttribute('href', /\/myPage\/branch\/edit\?employerId=\d+$/);
    await shot('branch-detail');
  });

  test("the master edits a branch's information: a new phone verified by the SMS code, then saved", async ({ page, request }) => {
    const shot = screens(page, 'master-branch-edit', { axe: true });
    await loginByApi(page, DEMO_MASTER, 'master');
    await page.goto(`/myPage/branch?employerId=${EDITED_BRANCH_ID}`);
    await page.getByRole('link', { name: 'Edit branch information' }).click();
    await expect(page).toHaveURL(new RegExp(`/myPage/branch/edit\\?employerId=${EDITED_BRANCH_ID}$`));
    await expect(page.getByRole('heading', { name: 'Branch information' })).toBeVisible();
    for (const section of ['Branch Info', 'Additional info', 'Business introduction']) await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
    await expect(page.getByLabel('Company name')).toBeDisabled();
    await expect(page.getByLabel('E-mail')).toBeDisabled();
    const next = page.getByRole('button', { name: 'Next step' });
    // the seed branch may lack a field the form requires: fill what it asks for
    if (await page.getByText('Detailed address is a required input.').isVisible()) await page.getByLabel('Detailed address').fill('2F Rizal Building, Ayala Avenue');
    if (await page.getByText('Main business is a required input.').isVisible()) await page.getByLabel('Main business').fill('Food service');
    await shot('form');

    // A new logo, uploaded through media.
    await page.getByLabel('Branch logo').setInputFiles({ name: 'branch-logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: /logo$/ })).toBeVisible();

    // A required field emptied: its message, and 'Next step' is off.
    const manager = page.getByLabel('Manager name');
    await manager.fill('');
    await expect(page.getByText('Manager name is a required input.')).toBeVisible();
    await expect(next).toBeDisabled();
    const managerName = `Rosa Lim ${Date.now().toString(36).slice(-4)}`;
    await manager.fill(managerName);

    // A new phone: not verified yet, 'Next step' off; the captcha, then the code from the dev outbox.
    const phone = newMember();
    await page.getByLabel('Phone number').fill(phone.phone);
    await expect(page.getByText('Phone number is changed but not verifed')).toBeVisible();
    await expect(next).toBeDisabled();
    await shot('phone-changed');
    const captcha = page.getByRole('region', { name: 'Captcha' });
    await captcha.getByLabel('Captcha answer').fill(captchaAnswer(await captcha.getByText(/^What is /).innerText()));
    await captcha.getByRole('button', { name: 'Check' }).click();
    const mark = await outboxMark(request, phone.phoneE164);
    await page.getByRole('button', { name: 'Get code' }).click();
    await page.getByLabel('Verification code').fill(await codeSentTo(request, phone.phoneE164, mark));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Phone number is changed but not verifed')).toBeHidden();
    await expect(next).toBeEnabled();
    await shot('phone-verified');

    await next.click();
    await expect(page).toHaveURL(new RegExp(`/myPage/branch\\?employerId=${EDITED_BRANCH_ID}$`));
    const facts = page.getByRole('region', { name: 'Branch Info' });
    await expect(facts).toContainText(`+63 ${phone.phone}`);
    await expect(facts).toContainText(managerName);
    await expect(page.getByRole('img', { name: /logo$/ })).toBeVisible();
    await shot('saved');
  });

  test("the master reads a branch's ads by tab and its applicants, read-only", async ({ page }) => {
    const shot = screens(page, 'master-branch-views', { axe: true });
    await loginByApi(page, DEMO_MASTER, 'master');

    // Job ad management by branch: the demo employer is one of the demo master's branches.
    await page.goto(`/myPage/branch/ad?employerId=${DEMO_COMPANY_ID}`);
    await expect(page.getByRole('heading', { name: 'Job ad management by branch' })).toBeVisible();
    await expect(page.getByLabel('Branch')).toHaveValue(String(DEMO_COMPANY_ID));
    const ongoing = page.getByRole('tabpanel', { name: 'Ongoing' });
    const firstTitle = ongoing.locator('a.emp-ad__title').first();
    await expect(firstTitle).toBeVisible();
    if (isDesktop(page)) {
      const table = ongoing.getByRole('table', { name: 'Branch job ads: Ongoing' });
      await expect(table.getByRole('columnheader', { name: 'Unread' })).toBeVisible();
      await expect(table.getByRole('columnheader', { name: 'Non pass' })).toBeVisible();
    } else {
      await expect(ongoing.getByText('Unread').first()).toBeVisible();
    }
    await shot('ads-ongoing');

    await page.getByRole('tab', { name: 'Under Review' }).click();
    const review = page.getByRole('tabpanel', { name: 'Under Review' });
    await expect(review.locator('.ph-spinner, a.emp-ad__title, .ph-endless__end').first()).toBeVisible();
    await expect(review.getByText('Unread')).toHaveCount(0);
    await expect(review.getByText('Non pass')).toHaveCount(0);
    await shot('ads-under-review');
    await page.getByRole('tab', { name: 'End' }).click();
    await expect(page.getByRole('tabpanel', { name: 'End' }).locator('a.emp-ad__title, .ph-endless__end').first()).toBeVisible();
    await expect(page).toHaveURL(/tab=012D/);

    await page.getByRole('button', { name: 'Description' }).click();
    const help = page.getByRole('dialog', { name: 'Description' });
    await expect(help).toContainText('without prior consent');
    await shot('description');
    await page.keyboard.press('Escape');

    // The title opens the ad.
    await page.getByRole('tab', { name: 'Ongoing' }).click();
    const href = await firstTitle.getAttribute('href');
    expect(href).toMatch(/^\/myPage\/branch\/ad\/\d+$/);
    await firstTitle.click();
    await expect(page).toHaveURL(new RegExp(`/ad/all/${href!.split('/').pop()}$`));

    // Applicant management: all applications, then by job ad.
    await page.goto(`/myPage/branch/applicant?employerId=${DEMO_COMPANY_ID}`);
    await expect(page.getByRole('heading', { name: 'Applicant management' })).toBeVisible();
    const management = page.getByRole('link', { name: /^Management: / }).first();
    await expect(management).toHaveAttribute('href', /^\/myPage\/branch\/applicant\/\d+\?howToApply=018[A-F]$/);
    await shot('applicants-all');
    await page.getByRole('tab', { name: 'Applicants by Job ad' }).click();
    // an ad with applicants (the link reads '<n> applicants')
    const applicantsLink = page.locator('a[href$="/applicants"]').filter({ hasNotText: /^0 applicants$/ }).first();
    await expect(applicantsLink).toHaveAttribute('href', /^\/myPage\/branch\/ad\/\d+\/applicants$/);
    await shot('applicants-by-job');
    await applicantsLink.click();
    await expect(page.getByRole('tablist', { name: 'Applications' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Management: / }).first()).toHaveAttribute('href', /^\/myPage\/branch\/applicant\/\d+\?howToApply=/);
    await shot('job-applicants');

    // An applicant's detail without the status bar.
    await page.getByRole('link', { name: /^Management: / }).first().click();
    await expect(page.getByRole('heading', { name: 'Edu/Career' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pass', exact: true })).toHaveCount(0);
    await shot('applicant-detail');
  });

  test('branch pages render nothing for a company user', async ({ page }) => {
    await loginByApi(page, { email: 'employer@demo.ph', password: 'Demo!2345' }, 'company');
    await page.goto('/myPage/branch');
    await expect(page.getByRole('heading', { name: 'Branch management' })).toHaveCount(0);
    await expect(page.getByTestId('invitation-code')).toHaveCount(0);
  });
});
