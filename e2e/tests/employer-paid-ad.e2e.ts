import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../helpers/test.ts';
import { screens } from '../helpers/screens.ts';
import { DEMO_EMPLOYER, loginByApi } from '../helpers/session.ts';
import { viewportOf } from '../helpers/desktop.ts';

/**
 * The paid ad service (employer.md 'Paid ad service'): the demo employer opens
 * /myPage/ad/{jobId}/paid for one of its ongoing ads, chooses the title highlight, goes to the
 * sandbox checkout (the embedded stand-in for PayMongo), pays and comes back; a visitor then sees
 * the ad's card in /ad/all with the highlight (class paid-service-1). Also: the failed step with
 * the error data and re-payment, the promotion (the seeded credit; spent by the first project's
 * run), and 'invalid ad id'. Mobile and desktop share one stack, so each project styles its own ad.
 */

type Card = { jobId: number; title: string; companyName: string; paymentService?: { serviceId: number }[] };

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The demo company's name, from its my-page. */
async function companyNameOf(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.get('/api/employer/myPage', { headers: auth(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { companyName: string }).companyName;
}

/** The demo company's newest ongoing ad in /ad/all's first page (POST /api/jobAds/allJobs, newest first). */
async function newestOwnAd(request: APIRequestContext, companyName: string): Promise<Card> {
  const res = await request.post('/api/jobAds/allJobs?pageUnit=20&pageNo=1&orderKey=createdAt', { data: {} });
  expect(res.status()).toBe(200);
  const card = ((await res.json()) as { list: Card[] }).list.find((c) => c.companyName === companyName);
  expect(card, "one of the demo company's ads in the first page of /ad/all").toBeTruthy();
  return card!;
}

/** Scrolls /ad/all until the ad's card is there (the endless list loads as it scrolls). */
async function cardOnAllJobs(page: Page, jobId: number) {
  await page.goto('/ad/all');
  const link = page.locator(`#root a.ad-card[href="/ad/all/${jobId}"]`);
  for (let i = 0; i < 40 && (await link.count()) === 0; i += 1) {
    await page.locator('#root .ad-card').last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(400);
  }
  await expect(link).toBeVisible();
  return link;
}

async function choose(page: Page, jobId: number, service: RegExp, shot?: (name: string) => Promise<void>) {
  await page.goto(`/myPage/ad/${jobId}/paid`);
  await expect(page.getByRole('heading', { name: 'Paid ad service' })).toBeVisible();
  await page.getByLabel(service).check();
  await expect(page.locator('.emp-paid__preview.paid-service-1, .emp-paid__preview.paid-service-2, .emp-paid__preview.paid-service-3')).toBeVisible();
  await shot?.('select');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('radiogroup', { name: 'Period' })).toBeVisible();
}

test.describe('paid ad service', () => {
  // The seed gives the demo company one promotion credit: the first project's run spends it, the
  // second sees the same step without one (and goes on to payment), so both runs assert something.
  test('with a promotion, the option step posts an order directly and goes to /myPage/ad; once spent, it goes on to payment', async ({ page }) => {
    const token = await loginByApi(page, DEMO_EMPLOYER, 'company');
    const has = await page.request.get('/api/employer/has-promotion?uid=2', { headers: auth(token) });
    expect(has.status()).toBe(200);
    const hasPromotion = ((await has.json()) as { hasPromotion: boolean }).hasPromotion;
    const shot = screens(page, hasPromotion ? 'paid-promotion' : 'paid-promotion-spent');
    // Ad 1: the demo company's first ad, under review (the register wizard sends the employer here right after creating one).
    await choose(page, 1, /Company name colour/);
    if (hasPromotion) {
      await expect(page.getByText('You have a promotion: this order is free.')).toBeVisible();
      await shot('option');
      await page.getByRole('button', { name: 'Use promotion' }).click();
      await expect(page).toHaveURL(/\/myPage\/ad$/);
      const after = await page.request.get('/api/employer/has-promotion?uid=2', { headers: auth(token) });
      expect(await after.json()).toEqual({ hasPromotion: false });
    } else {
      await expect(page.getByText('You have a promotion: this order is free.')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Use promotion' })).toHaveCount(0);
      await shot('option');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('button', { name: /^Pay ₱/ })).toBeVisible();
    }
  });

  test('the employer pays a highlight through the checkout, comes back, and visitors see the highlighted card in /ad/all', async ({ page, browser }, info) => {
    const shot = screens(page, 'paid-checkout');
    const token = await loginByApi(page, DEMO_EMPLOYER, 'company');
    const card = await newestOwnAd(page.request, await companyNameOf(page.request, token));
    // Both projects style the same ad (the only one of the demo company on the first page): the
    // second adds the company-name colour, so that each run sees styling it bought appear.
    const mobile = viewportOf(info) === 'mobile';
    const services = mobile ? [1] : [1, 3];
    const price = mobile ? '₱549' : '₱818';
    const before = (card.paymentService ?? []).map((p) => p.serviceId);
    expect(before, 'styling this run buys is not there yet').not.toContain(mobile ? 1 : 3);

    await choose(page, card.jobId, /Title highlight/, mobile ? shot : undefined);
    if (!mobile) {
      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByLabel(/Company name colour/).check();
      await shot('select');
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.locator('label', { hasText: '15 days' }).click();
    await expect(page.getByLabel(/15 days/)).toBeChecked();
    await shot('option');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('button', { name: `Pay ${price}` })).toBeVisible();
    await shot('payment');
    await page.getByRole('button', { name: `Pay ${price}` }).click();

    await expect(page).toHaveURL(/\/api\/payment\/sandbox\/cs_sandbox_[0-9a-f]{24}$/);
    await expect(page.getByText('SANDBOX · no money moves')).toBeVisible();
    await expect(page.getByTestId('sandbox-total')).toHaveText(price);
    await shot('checkout');
    await page.getByRole('button', { name: `Pay ${price}` }).click();

    await expect(page).toHaveURL(new RegExp(`/myPage/ad/${card.jobId}/paid\\?orderId=\\d+&result=success$`));
    await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
    await shot('paid');

    const visitor = await browser.newContext({ viewport: page.viewportSize() });
    try {
      const seen = await visitor.newPage();
      const link = await cardOnAllJobs(seen, card.jobId);
      for (const serviceId of services) await expect(link).toHaveClass(new RegExp(`\\bpaid-service-${serviceId}\\b`));
      await expect(link.locator('.ad-card__title')).toHaveCSS('background-color', 'rgb(255, 241, 168)');
      await link.scrollIntoViewIfNeeded();
      await screens(seen, 'paid-visitor')('all-jobs-card');
    } finally {
      await visitor.close();
    }
  });

  test('a failed payment shows the failed step with the error data; re-payment returns to payment', async ({ page }) => {
    const shot = screens(page, 'paid-failed');
    const token = await loginByApi(page, DEMO_EMPLOYER, 'company');
    const card = await newestOwnAd(page.request, await companyNameOf(page.request, token));
    await choose(page, card.jobId, /Title colour/);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Pay ₱199' }).click();
    await expect(page).toHaveURL(/\/api\/payment\/sandbox\//);
    await page.getByRole('button', { name: 'Fail' }).click();

    await expect(page).toHaveURL(new RegExp(`/myPage/ad/${card.jobId}/paid\\?orderId=\\d+&result=cancel$`));
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    await expect(page.getByText('The card was declined (sandbox).')).toBeVisible();
    await expect(page.getByText('payment/failed')).toBeVisible();
    await shot('failed');
    await page.getByRole('button', { name: 'Re-payment' }).click();
    await expect(page.getByRole('button', { name: 'Pay ₱199' })).toBeVisible();
    await shot('repayment');
  });

  test("an ad that is not the employer's shows 'invalid ad id'", async ({ page }) => {
    await loginByApi(page, DEMO_EMPLOYER, 'company');
    await page.goto('/myPage/ad/999999999/paid');
    await expect(page.getByText('invalid ad id')).toBeVisible();
    await screens(page, 'paid-invalid')('invalid');
  });
});
