import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, type Page } from '@playwright/test';
import { appliedAdIds, findAd, hasOwnForm, type FoundAd } from '../helpers/ads.ts';
import { cardTarget } from '../helpers/desktop.ts';
import { adCards, cardIds, detailTitle } from '../helpers/lists.ts';
import { expect, test } from '../helpers/test.ts';
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

/**
 * The entries of a ZIP archive as Python's zipfile reads them (names, bytes; each CRC-32 checked):
 * a reader that shares no code with the apply screen's writer.
 */
function readZip(archive: Buffer): { name: string; bytes: Buffer }[] {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-zip-'));
  try {
    const path = join(dir, 'archive.zip');
    writeFileSync(path, archive);
    const script = [
      'import base64, json, sys, zipfile',
      'z = zipfile.ZipFile(sys.argv[1])',
      'assert z.testzip() is None, "bad CRC"',
      'print(json.dumps([[i.filename, base64.b64encode(z.read(i)).decode()] for i in z.infolist()]))',
    ].join('\n');
    const entries = JSON.parse(execFileSync('python3', ['-c', script, path], { encoding: 'utf8' })) as [string, string][];
    return entries.map(([name, data]) => ({ name, bytes: Buffer.from(data, 'base64') }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An ad offering Email with a company's own form that this member has not applied to. */
async function ownFormAd(page: Page, token: string): Promise<FoundAd> {
  return findAd(page.request, {
    method: '018C',
    exclude: await appliedAdIds(page.request, token),
    skip: runIndex(),
    accept: (id) => hasOwnForm(page.request, token, id),
  });
}

/** A stored own-form file as the employer opens it: GET /{companyOwnResumeKey} through the gateway (the key is the permission; no seeker session). */
async function openStoredFile(request: APIRequestContext, companyOwnResumeKey: string) {
  const res = await request.get(`/${companyOwnResumeKey}`);
  expect(res.status(), `GET /${companyOwnResumeKey}`).toBe(200);
  return { type: res.headers()['content-type'], disposition: res.headers()['content-disposition'], body: await res.body() };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

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
    await expect(page.getByRole('main').getByText('seeker@demo.ph', { exact: true })).toBeVisible();
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

  test('a seeker applies by Email with an uploaded file on an ad with the company’s own form', async ({ page, request }) => {
    const shot = screens(page, 'apply-email');
    const token = await loginByApi(page, DEMO_SEEKER);
    const ad = await ownFormAd(page, token);

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
    await (await chooser).setFiles({ name: 'my-filled-form.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByRole('button', { name: 'Remove my-filled-form.pdf' })).toBeVisible();
    await expect(page.getByText('Please upload resume file')).toBeHidden();
    await shot('uploaded');

    const sent = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/api/application/etc/${ad.id}`));
    await apply.click();
    const answer = await sent;
    expect(answer.status(), 'POST /api/application/etc/{id}').toBe(201);
    const body = answer.request().postDataJSON() as { companyOwnResumeKey: string; companyOwnResumeFileName: string };
    expect(body).toMatchObject({ howToApplyCode: '018C', companyOwnResumeFileName: 'my-filled-form.pdf' });
    // one file travels as it is
    expect(body.companyOwnResumeKey).toMatch(/^files\/individual\/\d+\/[0-9a-f-]{36}\/my-filled-form\.pdf$/);
    await expect(page).toHaveURL(/\/ad\/applied$/);
    await expect(page.getByRole('heading', { name: 'Your application has been sent.' })).toBeVisible();
    await shot('sent');

    // the `request` fixture shares no cookies with the seeker's page
    const stored = await openStoredFile(request, body.companyOwnResumeKey);
    expect(stored.type).toBe('application/pdf');
    expect(stored.body.equals(PDF)).toBe(true);
  });

  test('a seeker applies by Email with two own-form files: one ZIP is uploaded and the employer opens both from its key', async ({ page, request }) => {
    const shot = screens(page, 'apply-email-zip');
    const token = await loginByApi(page, DEMO_SEEKER);
    const ad = await ownFormAd(page, token);
    await page.goto(`/ad/apply/email?id=${ad.id}`);
    await expect(page.getByRole('heading', { name: 'Email application', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: "Company's own form" })).toBeVisible();

    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0 scanned id card'), Buffer.alloc(2048, 0x5a)]);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Add files' }).click();
    await (await chooser).setFiles([
      { name: 'my-filled-form.pdf', mimeType: 'application/pdf', buffer: PDF },
      { name: 'id-card.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    ]);
    await expect(page.getByRole('button', { name: 'Remove my-filled-form.pdf' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove id-card.jpg' })).toBeVisible();
    await expect(page.getByText('The 2 files are sent as one ZIP archive, application-files.zip.')).toBeVisible();
    await expect(page.getByText('Up to 10 files, 10MB in total.')).toBeVisible();
    // the Upload section, its two files and 'Add files' above the fixed Apply bar
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await shot('two-files');

    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/common/upload')) uploads.push(`${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`);
    });
    const sent = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/api/application/etc/${ad.id}`));
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const answer = await sent;
    expect(answer.status(), 'POST /api/application/etc/{id}').toBe(201);
    const body = answer.request().postDataJSON() as { companyOwnResumeKey: string; companyOwnResumeFileName: string };
    expect(body).toMatchObject({ howToApplyCode: '018C', selfIntroduction: null, companyOwnResumeFileName: 'application-files.zip' });
    expect(body.companyOwnResumeKey).toMatch(/^files\/individual\/\d+\/[0-9a-f-]{36}\/application-files\.zip$/);
    // one upload URL for one archive, one upload
    expect(uploads).toEqual(['GET /api/common/uploadUrl?project=individual&contentType=application%2Fzip', 'POST /api/common/upload']);
    await expect(page).toHaveURL(/\/ad\/applied$/);
    await expect(page.getByRole('heading', { name: 'Your application has been sent.' })).toBeVisible();

    // the `request` fixture shares no cookies with the seeker's page
    const stored = await openStoredFile(request, body.companyOwnResumeKey);
    expect(stored.type).toBe('application/zip');
    expect(stored.disposition).toMatch(/^attachment; filename="application-files.zip"/);
    expect(stored.body.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))).toBe(true);
    const entries = readZip(stored.body);
    expect(entries.map((e) => e.name)).toEqual(['my-filled-form.pdf', 'id-card.jpg']);
    expect(entries[0]!.bytes.equals(PDF)).toBe(true);
    expect(entries[1]!.bytes.equals(jpeg)).toBe(true);
  });

  test('a visitor pressing Apply is sent to the login screen', async ({ page }) => {
    const shot = screens(page, 'apply-visitor', { axe: true });
    await page.goto('/ad/all');
    const card = adCards(page).first();
    // the card's title once drawn (read too early, it was once '')
    await expect(card.locator('.ad-card__title')).toHaveText(/\S/);
    const title = await card.locator('.ad-card__title').innerText();
    const [id] = await cardIds(page);
    await card.click();
    // the ad's page on a phone, the pane beside the list on desktop: Apply is there either way
    await expect(page).toHaveURL(cardTarget(page, id!));
    await expect(detailTitle(page, title)).toBeVisible();
    await expect(page.locator('header').first().getByRole('link', { name: 'Login' })).toBeVisible();
    await shot('ad');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page).toHaveURL(/\/enter$/);
    await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
    await shot('enter');
  });

  test('a company member sees an ad without the Chat and Apply bar', async ({ page }) => {
    const shot = screens(page, 'apply-company', { axe: true });
    await loginByUi(page, DEMO_EMPLOYER, 'Business');
    await page.goto('/ad/all');
    const card = adCards(page).first();
    // the card's title once drawn (read too early, it was once '')
    await expect(card.locator('.ad-card__title')).toHaveText(/\S/);
    const title = await card.locator('.ad-card__title').innerText();
    const [id] = await cardIds(page);
    await card.click();
    await expect(page).toHaveURL(cardTarget(page, id!));
    await expect(detailTitle(page, title)).toBeVisible();
    await expect(page.getByText('Please report inappropriate Job Ads.')).toBeVisible();
    await expectSignedIn(page);
    await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Chat', exact: true })).toHaveCount(0);
    await shot('ad');
  });
});
