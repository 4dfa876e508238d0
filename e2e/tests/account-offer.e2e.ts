import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../helpers/test.ts';
import { DEMO_COMPANY_ID, DEMO_SEEKER_RESUME_ID, offerCompany, ongoingAdsOf, receivedOffers, sendOfferByApi, tokenOf } from '../helpers/account-api.ts';
import { screens } from '../helpers/screens.ts';
import { DEMO_EMPLOYER, DEMO_SEEKER, loginByUi } from '../helpers/session.ts';

/**
 * An offer of the demo company waiting for the demo seeker's answer: a seeded one while any is left
 * (mobile and desktop share one stack, and each answers one), else the demo employer sends a new one.
 */
async function waitingOffer(request: APIRequestContext, seekerToken: string) {
  const offers = await receivedOffers(request, seekerToken);
  const waiting = offers.find((o) => o.statusCode === '032A');
  if (waiting) return waiting;
  const employer = await tokenOf(DEMO_EMPLOYER.email, DEMO_EMPLOYER.password, 'company');
  const offered = new Set(offers.filter((o) => o.resumeId === DEMO_SEEKER_RESUME_ID).map((o) => o.jobId));
  const [ad] = await ongoingAdsOf(request, DEMO_COMPANY_ID, { exclude: offered });
  expect(ad, 'an ongoing ad of the demo company not offered yet').toBeDefined();
  const offerId = await sendOfferByApi(request, employer, DEMO_SEEKER_RESUME_ID, ad!.id, 'We would like to invite you to an interview for this position.');
  return (await receivedOffers(request, seekerToken)).find((o) => o.offerId === offerId)!;
}

test.describe('offers received', () => {
  test('the demo seeker answers a waiting offer with Interested and then sees the answer and the company’s contact', async ({ page, request }) => {
    const shot = screens(page, 'offer');
    const seeker = await tokenOf(DEMO_SEEKER.email, DEMO_SEEKER.password, 'individual');
    const offer = await waitingOffer(request, seeker);
    const answer = 'Thank you! I am interested and available for an interview any weekday morning.';

    await loginByUi(page, DEMO_SEEKER);
    await page.goto('/myPage/view?tab=offer');
    await expect(page.getByRole('heading', { name: 'Resume views and offers', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Application offers' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(/^\d+ offers$/)).toBeVisible();
    const row = page.getByRole('link').and(page.locator(`[href$="/myPage/view/offer/${offer.offerId}/edit"]`));
    await expect(row).toContainText('Waiting for your answer');
    await expect(row).toContainText(offer.jobTitle);
    await expect(row).toBeVisible();
    await shot('list');

    await row.click();
    await expect(page).toHaveURL(new RegExp(`/myPage/view/offer/${offer.offerId}/edit$`));
    await expect(page.getByRole('heading', { name: 'Answer the offer', level: 1 })).toBeVisible();
    await expect(page.getByText(offer.companyName, { exact: true })).toBeVisible();
    await expect(page.getByText("The company's contact information is shown after you accept the offer.")).toBeVisible();
    await shot('answer-form');

    // Both the answer and a text are required.
    const send = page.getByRole('button', { name: 'Send answer' });
    await send.click();
    await expect(page.getByText('Please choose an answer.')).toBeVisible();
    await expect(page.getByText('Please write your answer.')).toBeVisible();
    await page.getByText('Please choose an answer.').scrollIntoViewIfNeeded();
    await shot('answer-errors');

    await page.getByRole('radio', { name: 'Interested' }).check();
    await expect(page.getByText('When you are interested, the company can see your contact information.')).toBeVisible();
    await page.getByLabel('Message to the company').fill(answer);
    await expect(page.getByText('Please write your answer.')).toBeHidden();
    await page.getByText('When you are interested, the company can see your contact information.').scrollIntoViewIfNeeded();
    await shot('answer-filled');
    const put = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes(`/api/offer/${offer.offerId}`));
    await send.click();
    expect((await put).status(), 'PUT /api/offer/{id}').toBe(200);

    // The answered view: the answer, and the company's contact now shown.
    await expect(page).toHaveURL(new RegExp(`/myPage/view/offer/${offer.offerId}$`));
    await expect(page.getByRole('heading', { name: 'Application offer', level: 1 })).toBeVisible();
    await expect(page.getByText('Interested', { exact: true })).toBeVisible();
    await expect(page.getByText(answer)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Answer the offer' })).toHaveCount(0);
    await expect(page.getByText("The company's contact information is shown after you accept the offer.")).toHaveCount(0);
    const company = await offerCompany(request, seeker, offer.offerId);
    expect(company.email, 'the company’s e-mail once accepted').toBeTruthy();
    await expect(page.getByText(company.email!, { exact: true })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Phone' })).toBeVisible();
    await shot('answered');

    await page.goto('/myPage/view?tab=offer');
    const answered = page.getByRole('link').and(page.locator(`[href$="/myPage/view/offer/${offer.offerId}"]`));
    await expect(answered).toContainText('Interested');
    await expect(answered).not.toContainText('Waiting for your answer');
    await shot('list-after');
  });
});
