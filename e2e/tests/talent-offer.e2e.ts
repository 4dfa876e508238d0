import { type APIRequestContext } from '@playwright/test';
import { createResumeByApi, signUpByApi, tokenOf } from '../helpers/account-api.ts';
import { expect, test } from '../helpers/test.ts';
import { screens } from '../helpers/screens.ts';
import { DEMO_EMPLOYER, loginByUi, logoutByUi } from '../helpers/session.ts';

const CONTACT_DIALOG = 'Contact info for a talent is only visible after the talent accepts an offer.';
const BUSINESS_ONLY = 'Only Business member allowed. Would you like to log in as a business member?';

/** GET /api/employer/myNews as the company: the news titles and texts, newest first. */
async function employerNews(request: APIRequestContext, token: string) {
  const res = await request.get('/api/employer/myNews?pageUnit=10&pageNo=1&searchType=all', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), 'GET /api/employer/myNews').toBe(200);
  return ((await res.json()) as { list: { title: string; content: string }[] }).list;
}

test.describe('talent resume view and position offers', () => {
  test('the demo employer opens a talent, sees View for contact, sends an offer; the talent accepts; /offer shows it accepted with the contact, and My news tells it', async ({ page, request }) => {
    test.setTimeout(150_000);
    const shot = screens(page, 'talent-offer');
    // A new talent: an individual with one published resume (the demo seeker already accepted offers of the demo company).
    const talent = await signUpByApi();
    const resumeId = await createResumeByApi(request, talent.accessToken, 'Customer service representative, BPO ready');
    const resumePath = `/talent/all/${resumeId}`;

    // A visitor: no personal details, the notice, and the offer button prompts login.
    await page.goto(resumePath);
    await expect(page.getByRole('heading', { name: 'Resume', level: 1 })).toBeVisible();
    await expect(page.getByText('Some information is for Business members only.')).toBeVisible();
    await expect(page.getByText('Only Business members can view').first()).toBeVisible();
    await expect(page.getByText(talent.email)).toHaveCount(0);
    await shot('visitor');
    await page.getByRole('button', { name: 'Send offer' }).click();
    const prompt = page.getByRole('dialog');
    await expect(prompt.getByText(BUSINESS_ONLY)).toBeVisible();
    await shot('visitor-offer-prompt');
    await prompt.getByRole('button', { name: 'Cancel' }).click();

    // The demo employer: the whole resume, contact as 'View' with the dialog.
    await loginByUi(page, DEMO_EMPLOYER, 'Business');
    await page.goto(resumePath);
    await expect(page.getByRole('heading', { name: 'Resume', level: 1 })).toBeVisible();
    await expect(page.getByText('Customer service representative, BPO ready')).toBeVisible();
    await expect(page.getByText('Some information is for Business members only.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'View e-mail' })).toBeVisible();
    await expect(page.getByText(/I have three years of experience in customer service/)).toBeVisible();
    await shot('employer-resume');
    await page.getByRole('button', { name: 'View e-mail' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(CONTACT_DIALOG)).toBeVisible();
    await shot('contact-dialog');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    // The in-page tab bar scrolls to the section and highlights it.
    const tabs = page.getByRole('navigation', { name: 'Sections' });
    await tabs.getByRole('button', { name: 'Cover Letter' }).click();
    await expect(tabs.getByRole('button', { name: 'Cover Letter' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { name: 'Cover Letter' })).toBeInViewport();

    // Send an offer: step 0 one of the company's ongoing ads, step 1 the text; then back to the resume.
    await page.getByRole('link', { name: 'Send offer' }).click();
    await expect(page).toHaveURL(new RegExp(`${resumePath}/offer$`));
    await expect(page.getByRole('heading', { name: 'Send offer', level: 1 })).toBeVisible();
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    const ad = page.getByRole('radio').first();
    await expect(ad).toBeVisible();
    const jobTitle = ((await page.locator('.tal-ad').first().locator('.tal-ad__title').textContent()) ?? '').trim();
    expect(jobTitle).not.toBe('');
    await ad.check();
    await shot('offer-step0');
    await next.click();
    const text = 'We would like to invite you to an interview for this position next week.';
    await page.getByLabel('Offer', { exact: true }).fill(text);
    await shot('offer-step1');
    const posted = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/offer');
    await page.getByRole('button', { name: 'Send offer' }).click();
    const answer = await posted;
    expect(answer.status(), 'POST /api/offer').toBe(201);
    const { offerId } = (await answer.json()) as { offerId: number };
    await expect(page).toHaveURL(new RegExp(`${resumePath}$`));
    await expect(page.getByTestId('offer-status')).toHaveText('Waiting');

    await page.getByRole('link', { name: 'Offer status' }).click();
    await expect(page).toHaveURL(new RegExp(`${resumePath}/status$`));
    await expect(page.getByRole('link', { name: jobTitle })).toBeVisible();
    await expect(page.getByText('Not responded')).toBeVisible();
    await shot('offer-status');
    await logoutByUi(page);

    // The talent accepts it in /myPage/view.
    await loginByUi(page, { email: talent.email, password: talent.password });
    await page.goto('/myPage/view?tab=offer');
    const row = page.getByRole('link').and(page.locator(`[href$="/myPage/view/offer/${offerId}/edit"]`));
    await expect(row).toContainText(jobTitle);
    await row.click();
    await page.getByRole('radio', { name: 'Interested' }).check();
    await page.getByLabel('Message to the company').fill('Thank you, I am interested. Please call me.');
    const put = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes(`/api/offer/${offerId}`));
    await page.getByRole('button', { name: 'Send answer' }).click();
    expect((await put).status(), 'PUT /api/offer/{id}').toBe(200);
    await logoutByUi(page);

    // The employer's Application Offer list: accepted, the contact visible.
    await loginByUi(page, DEMO_EMPLOYER, 'Business');
    await page.goto('/offer');
    await expect(page.getByRole('heading', { name: 'Application Offer', level: 1 })).toBeVisible();
    await expect(page.getByTestId('statics-accept')).not.toHaveText('0');
    const offerRow = page.getByTestId('offer-row').filter({ has: page.locator(`a[href="/offer/${offerId}"]`) });
    await expect(offerRow.getByTestId('offer-status')).toHaveText('Accepted');
    await expect(offerRow.getByTestId('offer-status')).toHaveAttribute('data-code', '032B');
    await expect(offerRow).toContainText(talent.fullName);
    await expect(offerRow).toContainText('Customer service representative, BPO ready');
    await offerRow.scrollIntoViewIfNeeded();
    await shot('offer-list');

    await offerRow.getByRole('link', { name: talent.fullName }).click();
    await expect(page).toHaveURL(new RegExp(`/offer/${offerId}$`));
    await expect(page.getByTestId('offer-answer')).toHaveText('Interested');
    await expect(page.getByText(talent.email, { exact: true })).toBeVisible();
    await shot('offer-detail');
    await page.getByRole('link', { name: 'View resume' }).click();
    await expect(page).toHaveURL(new RegExp(`/offer/${offerId}/resume/${resumeId}$`));
    await expect(page.getByText(talent.email, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'View e-mail' })).toHaveCount(0);
    await shot('offer-resume-contact');

    // My news tells it (talent.offer.answered -> services/account), and opens /offer.
    const employer = await tokenOf(DEMO_EMPLOYER.email, DEMO_EMPLOYER.password, 'company');
    await expect
      .poll(async () => (await employerNews(request, employer)).map((n) => n.content), { message: 'the news item', timeout: 15_000 })
      .toContain(`${talent.fullName} answered your offer for "${jobTitle}": Interested.`);
    await page.goto('/myPage');
    const news = page.getByRole('region', { name: 'My news' });
    const item = news.getByRole('button', { name: new RegExp(`${talent.fullName} answered your offer`) }).first();
    await expect(item).toBeVisible();
    await expect(item).toContainText('Your offer was accepted');
    await item.scrollIntoViewIfNeeded();
    await shot('employer-news');
    await item.click();
    await expect(page).toHaveURL(/\/offer$/);
  });
});
