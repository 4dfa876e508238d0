import { createResumeByApi, myNews, signUpByApi } from '../helpers/account-api.ts';
import { expect, test } from '../helpers/test.ts';
import { nextStep, registerThroughWizard, stepTitle } from '../helpers/ad-wizard.ts';
import { detailTitle } from '../helpers/lists.ts';
import { screens } from '../helpers/screens.ts';
import { DEMO_EMPLOYER, loginByUi, logoutByUi } from '../helpers/session.ts';

/**
 * One ad from the wizard to a hire, across the employer's and the seeker's screens (issue 12's
 * journey): the demo employer registers an ad through the six steps with a photo and an age limit
 * in its text; the review refuses it (Under Review, with the reason); the employer pays a title
 * highlight in the sandbox checkout, edits the text and saves: the ad is reviewed again and is
 * Ongoing. A seeker finds it at the top of All jobs with its highlight and applies; the employer
 * sees the unread application, opens it and passes it; the seeker's My news says so.
 * Runs after employer-paid-ad (file order), which spends the seeded promotion: this order is paid.
 */
test.describe('from the wizard to a hire', () => {
  test('refused, paid, fixed and published; found by a seeker with its highlight, applied to, passed', async ({ page, browser, request }) => {
    test.setTimeout(180_000);
    const shot = screens(page, 'employer-to-hire');

    // The employer registers the ad; the age limit keeps it Under Review.
    await loginByUi(page, DEMO_EMPLOYER, 'Business');
    await page.goto('/myPage/ad/register');
    const title = `Barista to hire ${Date.now()}`;
    const created = await registerThroughWizard(page, { title, description: 'Serve coffee at our Makati branch. Applicants must be age 18-25.' });
    expect(created.statusCode).toBe('012A');

    // The paid page: a title highlight for 7 days, paid in the sandbox checkout.
    await expect(page.getByRole('heading', { name: 'Paid ad service' })).toBeVisible();
    await page.getByLabel(/Title highlight/).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('label', { hasText: '7 days' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: /^Pay ₱/ }).click();
    await expect(page).toHaveURL(/\/api\/payment\/sandbox\//);
    await page.getByRole('button', { name: /^Pay ₱/ }).click();
    await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
    await shot('paid');

    // Under Review, with the review's reason on the row.
    await page.goto('/myPage/ad?tab=012A');
    const underReview = page.getByRole('tabpanel', { name: 'Under Review' });
    const row = underReview.locator('article, tbody tr').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('note')).toContainText(/age/i);
    await shot('under-review');

    // Edit: the description without the age limit; saved, reviewed again: Ongoing.
    await row.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'JOB AD EDIT' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Review result' })).toContainText(/age/i);
    for (let step = 0; step < 5; step += 1) await nextStep(page);
    await expect(stepTitle(page)).toHaveText('Contact & description');
    await page.getByLabel('Job description').fill('Serve coffee at our Makati branch. Training is given on the job.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Status: Ongoing')).toBeVisible();
    await shot('saved-ongoing');
    await page.goto('/myPage/ad?tab=012C');
    await expect(page.getByRole('tabpanel', { name: 'Ongoing' }).getByRole('link', { name: title, exact: true })).toBeVisible();
    await logoutByUi(page);

    // A seeker finds it first in All jobs, highlighted, and applies online with a resume.
    const seeker = await signUpByApi();
    await createResumeByApi(request, seeker.accessToken, `Barista resume ${seeker.id.slice(-4)}`);
    const seekerContext = await browser.newContext({ viewport: page.viewportSize() });
    try {
      const seekerPage = await seekerContext.newPage();
      const seekerShot = screens(seekerPage, 'employer-to-hire-seeker');
      await loginByUi(seekerPage, seeker);
      await seekerPage.goto('/ad/all');
      const card = seekerPage.locator(`a.ad-card[href="/ad/all/${created.jobId}"]`);
      await expect(card).toBeVisible();
      await expect(card).toHaveClass(/\bpaid-service-1\b/);
      await seekerShot('all-jobs');
      await seekerPage.goto(`/ad/all/${created.jobId}`);
      await expect(detailTitle(seekerPage, title)).toBeVisible();
      await seekerPage.getByRole('button', { name: 'Apply', exact: true }).click();
      await seekerPage.getByRole('dialog', { name: 'How to apply' }).getByRole('button', { name: 'Online' }).click();
      await expect(seekerPage.getByRole('heading', { name: 'Online application', level: 1 })).toBeVisible();
      await seekerPage.getByRole('radiogroup', { name: 'Resume' }).getByRole('radio').first().check();
      await seekerShot('apply');
      const applied = seekerPage.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/application/${created.jobId}`);
      await seekerPage.getByRole('button', { name: 'Apply', exact: true }).click();
      expect((await applied).status()).toBe(201);
      await expect(seekerPage.getByRole('heading', { name: 'Your application has been sent.' })).toBeVisible();
      await seekerShot('applied');
    } finally {
      await seekerContext.close();
    }

    // The employer: one unread application on the ad; opening it reads it; Pass, confirmed.
    await loginByUi(page, DEMO_EMPLOYER, 'Business');
    await page.goto(`/myPage/applicant/${created.jobId}?tab=unread`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    const application = page.locator('[data-application-id]').filter({ hasText: seeker.fullName });
    await expect(application).toBeVisible();
    await shot('unread');
    await application.getByRole('link', { name: `Management: ${seeker.fullName}` }).click();
    await expect(page.getByRole('heading', { name: seeker.fullName })).toBeVisible();
    const bar = page.getByRole('region', { name: 'Application status' });
    await bar.getByRole('button', { name: 'Pass', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Pass', exact: true }).click();
    await expect(page.getByTestId('current-status')).toHaveText('Pass');
    await shot('passed');

    // The seeker's My news tells of it.
    await expect
      .poll(async () => (await myNews(request, seeker.accessToken)).map((n) => n.content), { message: 'the seeker’s news', timeout: 15_000 })
      .toContain(`Your application for "${title}" is now Pass.`);
  });
});
