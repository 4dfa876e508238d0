import { type Page } from '@playwright/test';
import { expect, test } from '../helpers/test.ts';
import { screens } from '../helpers/screens.ts';
import { DEMO_SEEKER, expectSignedIn, loginByApi } from '../helpers/session.ts';
import { viewportOf } from '../helpers/desktop.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const eventCall = (page: Page, part: string) => page.waitForResponse((res) => res.url().includes('/api/event?') && res.url().includes(part) && res.status() === 200);

test.describe('events, FAQ, inquiries and reports', () => {
  test('events and notices: tabs, the status dropdown, the keyword panel and a detail', async ({ page }) => {
    const shot = screens(page, 'events', { axe: true });
    const notices = eventCall(page, 'category=022B');
    await page.goto('/event');
    await notices;
    await expect(page.getByRole('tab', { name: 'Notice' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(/^Total \d+$/)).toBeVisible();
    await expect(page.getByRole('combobox')).toHaveCount(0); // the dropdown is the Event tab's
    await shot('notices');

    const ongoing = eventCall(page, 'statusCode=027A');
    await page.getByRole('tab', { name: 'Event', exact: true }).click();
    await ongoing;
    const status = page.getByRole('combobox', { name: 'Status' });
    await expect(status).toHaveValue('027A');
    const ended = eventCall(page, 'statusCode=027B');
    await status.selectOption('027B');
    await ended;
    await expect(page.locator('.support-row').first()).toBeVisible();
    await shot('events-ended');

    // the keyword panel; a tab switch resets the keyword and the status, and closes the panel
    await page.getByRole('button', { name: 'Search' }).first().click();
    const searched = eventCall(page, 'keyword=');
    await page.getByRole('searchbox', { name: 'Keyword' }).fill('winner');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await searched;
    await page.getByRole('tab', { name: 'Winner Announcement' }).click();
    await expect(page.getByRole('searchbox', { name: 'Keyword' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Event', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('027A');

    // a notice opens with its title, date and body; Back returns
    await page.getByRole('tab', { name: 'Notice' }).click();
    const first = page.locator('.support-row').first();
    const title = (await first.locator('.support-row__title').innerText()).replace(/^Important\s*/, '').trim();
    await first.click();
    await expect(page).toHaveURL(/\/event\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.support-article__body')).not.toBeEmpty();
    expect(await page.locator('.support-article__body script').count()).toBe(0);
    await shot('detail');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/event$/);
  });

  test('FAQ tabs and answers, then an inquiry with an image', async ({ page }) => {
    const shot = screens(page, 'inquiry', { axe: true });
    await page.goto('/faq?nav=business');
    await expect(page.getByRole('tab', { name: 'Business' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Individual' }).click();
    await expect(page).toHaveURL(/nav=individual/);
    const question = page.locator('.support-faq__q button').first();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.support-faq__a').first()).toBeVisible();
    await shot('faq');

    await loginByApi(page, DEMO_SEEKER);
    await page.goto('/faq');
    await expectSignedIn(page);
    await page.getByRole('link', { name: '1:1 Inquiry', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Submit an inquiry' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please select a category.')).toBeVisible();

    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Resume management' });
    await expect(page.getByText('Please select a category.')).toBeHidden(); // an edited field's error goes
    await page.getByLabel('Detail category').selectOption({ label: 'Resume files and photos' });
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Job searching' });
    await expect(page.getByLabel('Detail category')).toHaveValue(''); // a new major clears the detail
    await page.getByLabel('Detail category').selectOption({ label: 'Applying for a job' });
    const text = `My application to a cashier job did not go through (${test.info().project.name} ${Date.now()}).`;
    await page.getByLabel('Content').fill(text);
    await expect(page.getByText(`${text.length} / 700`)).toBeVisible();
    await expect(page.getByLabel('E-mail for the answer')).toHaveValue(DEMO_SEEKER.email);
    await page.getByLabel('Attach images').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'screen.png' })).toBeVisible();
    await shot('form');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(/\/qna\/\d+$/);
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole('img', { name: 'screen.png' })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('sent to the e-mail');
    await shot('detail');
    await page.goto('/qna');
    await expect(page.getByText(text)).toBeVisible();
    await shot('list');
  });

  test('a member reports an ad from its detail page; the second report is refused politely', async ({ page, request }) => {
    const shot = screens(page, 'report', { axe: true });
    const list = await request.post('/api/jobAds/allJobs?pageUnit=10&pageNo=1&orderKey=createdAt', { data: {} });
    const ads = ((await list.json()) as { list: { jobId: number }[] }).list;
    const ad = ads[viewportOf(test.info()) === 'desktop' ? 3 : 2]!;

    await loginByApi(page, DEMO_SEEKER);
    await page.goto(`/ad/all/${ad.jobId}`);
    await expectSignedIn(page);
    await page.getByRole('link', { name: 'Please report inappropriate Job Ads.' }).click();
    await expect(page).toHaveURL(new RegExp(`/report\\?route=job&targetId=${ad.jobId}`));
    await page.getByLabel('Reason').selectOption({ label: 'Job ad: asks for fees or looks like a scam' });
    await page.getByLabel('Details').fill('They ask for a 2,000 peso training fee before the interview.');
    await shot('form');
    await page.getByRole('button', { name: 'Report' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your report was received' })).toBeVisible();
    await shot('done');

    await page.goto(`/report?route=job&targetId=${ad.jobId}&detailCategory=023G01`);
    await expect(page.getByLabel('Reason')).toHaveValue('023G01');
    await page.getByLabel('Details').fill('Reported again.');
    await page.getByRole('button', { name: 'Report' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You have already reported this.' })).toBeVisible();
  });

  test('a visitor is asked to log in before reporting or inquiring', async ({ page }) => {
    await page.goto('/report?route=job&targetId=1');
    const dialog = page.getByRole('alertdialog', { name: 'Login required' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/enter$/);
    await page.goto('/qna');
    await expect(page.getByRole('alertdialog', { name: 'Login required' })).toBeVisible();
  });
});
