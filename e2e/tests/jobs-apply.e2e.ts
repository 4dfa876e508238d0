import { expect, test, type Page } from '@playwright/test';
import { appliedAdIds, findAd, hasOwnForm, type FoundAd } from '../helpers/ads.ts';
import { adCards, detailTitle } from '../helpers/lists.ts';
import { screens } from '../helpers/screens.ts';
import { DEMO_EMPLOYER, DEMO_SEEKER, expectSignedIn, loginByApi, loginByUi } from '../helpers/session.ts';

/** Mobile and desktop share one stack: each project applies to its own ad. */
const runIndex = () => test.info().config.projects.findIndex((p) => p.name === test.info().project.name);

/** Opens the ad and waits for its title (and, when signed in, for the session). */
async function openAd(page: Page, ad: Pick<FoundAd, 'id' | 'title'>, signedIn: boolean) {
  await page.goto(`/ad/all/${ad.id}`);
  await expect(detailTitle(page, ad.title)).toBeVisible();
  if (signedIn) await expectSignedIn(page);
}

test.describe('applying to a job ad', () => {
  test('a seeker applies Online with a resume, lands on the sent screen, and a second application is refused', async ({ page }) => {
    const shot = screens(page, 'apply-online');
    const token = await loginByApi(page, DEMO_SEEKER);
    const ad = await findAd(page.request, { method: '018A', exclude: await appliedAdIds(page.request, token), skip: runIndex() });

    await openAd(page, ad, true);
    await shot('ad');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const how = page.getByRole('dialog', { name: 'How to apply' });
    await expect(how.getByRole('button', { name: 'Online' })).toBeVisible();
    await shot('how-to-apply');
    await how.getByRole('button', { name: 'Online' }).click();

    await expect(page).toHaveURL(new RegExp(`/ad/apply/online\\?id=${ad.id}$`));
    await expect(page.getByRole('heading', { name: 'Online application', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: ad.title, level: 2 })).toBeVisible();
    await expect(page.getByText(ad.companyName, { exact: true })).toBeVisible();
    await expect(page.getByText('seeker@demo.ph', { exact: true })).toBeVisible();
    const resumes = page.getByRole('radiogroup', { name: 'Resume' }).getByRole('radio');
    await expect(resumes.first()).toBeVisible();
    await shot('form');

    const apply = page.getByRole('button', { name: 'Apply', exact: true });
    await apply.click();
    await expect(page.getByText('Resume is not selected')).toBeVisible();
    await shot('no-resume');

    await resumes.first().check();
    const sent = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/api/application/${ad.id}`));
    await apply.click();
    expect((await sent).status(), 'POST /api/application/{id}').toBe(201);
    await expect(page).toHaveURL(/\/ad\/applied$/);
    await expect(page.getByRole('heading', { name: 'Your application has been sent.' })).toBeVisible();
    await expect(page.getByText(ad.title, { exact: true })).toBeVisible();
    await shot('sent');

    // The same ad again: the server refuses, the screen stays (a failed submit shows no message).
    await page.goto(`/ad/apply/online?id=${ad.id}`);
    await resumes.first().check();
    const again = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/api/application/${ad.id}`));
    await apply.click();
    const refused = await again;
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe('You have already applied to this job ad.');
    await expect(apply).toBeEnabled();
    await expect(page).toHaveURL(new RegExp(`/ad/apply/online\\?id=${ad.id}$`));
    await expect(page.getByRole('heading', { name: 'Online application', level: 1 })).toBeVisible();
    await shot('refused');
  });

  test('a seeker applies by Email with an uploaded file on an ad with the company’s own form', async ({ page }) => {
    const shot = screens(page, 'apply-email');
    const token = await loginByApi(page, DEMO_SEEKER);
    const ad = await findAd(page.request, {
      method: '018C',
      exclude: await appliedAdIds(page.request, token),
      skip: runIndex(),
      accept: (id) => hasOwnForm(page.request, token, id),
    });

    await openAd(page, ad, true);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByRole('dialog', { name: 'How to apply' }).getByRole('button', { name: 'Email' }).click();

    await expect(page).toHaveURL(new RegExp(`/ad/apply/email\\?id=${ad.id}$`));
    await expect(page.getByRole('heading', { name: 'Email application', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: "Company's own form" })).toBeVisible();
    await expect(page.getByRole('button', { name: /-application-form\.docx$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upload' })).toBeVisible();
    await expect(page.getByText('Up to 10 files, 10MB in total.')).toBeVisible();
    // no message box: the form takes its place
    await expect(page.getByLabel('Message')).toHaveCount(0);
    await shot('form');

    const apply = page.getByRole('button', { name: 'Apply', exact: true });
    await apply.click();
    await expect(page.getByText('Please upload resume file')).toBeVisible();

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Add files' }).click();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    await (await chooser).setFiles({ name: 'my-filled-form.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByRole('button', { name: 'Remove my-filled-form.pdf' })).toBeVisible();
    await expect(page.getByText('Please upload resume file')).toBeHidden();
    await shot('uploaded');

    const sent = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/api/application/etc/${ad.id}`));
    await apply.click();
    const answer = await sent;
    expect(answer.status(), 'POST /api/application/etc/{id}').toBe(201);
    expect(answer.request().postDataJSON()).toMatchObject({ howToApplyCode: '018C', companyOwnResumeFileName: 'my-filled-form.pdf' });
    await expect(page).toHaveURL(/\/ad\/applied$/);
    await expect(page.getByRole('heading', { name: 'Your application has been sent.' })).toBeVisible();
    await shot('sent');
  });

  test('a visitor pressing Apply is sent to the login screen', async ({ page }) => {
    const shot = screens(page, 'apply-visitor');
    await page.goto('/ad/all');
    const card = adCards(page).first();
    const title = await card.locator('.ad-card__title').innerText();
    await card.click();
    await expect(detailTitle(page, title)).toBeVisible();
    await expect(page.locator('header').first().getByRole('link', { name: 'Login' })).toBeVisible();
    await shot('ad');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page).toHaveURL(/\/enter$/);
    await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
    await shot('enter');
  });

  test('a company member sees an ad without the Chat and Apply bar', async ({ page }) => {
    const shot = screens(page, 'apply-company');
    await loginByUi(page, DEMO_EMPLOYER, 'Business');
    await page.goto('/ad/all');
    const card = adCards(page).first();
    const title = await card.locator('.ad-card__title').innerText();
    await card.click();
    await expect(detailTitle(page, title)).toBeVisible();
    await expect(page.getByText('Please report inappropriate Job Ads.')).toBeVisible();
    await expectSignedIn(page);
    await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Chat', exact: true })).toHaveCount(0);
    await shot('ad');
  });
});
