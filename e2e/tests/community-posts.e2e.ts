import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../helpers/test.ts';
import { COMMUNITY_POST_MESSAGES as M } from '@phjobs/contracts/community-posts';
import { seedSeeker, tokenOf } from '../helpers/account-api.ts';
import { releaseInterviewTip, writeJobReviewByApi } from '../helpers/community-api.ts';
import { screens } from '../helpers/screens.ts';
import { DEMO_EMPLOYER, expectSignedIn, loginByApi } from '../helpers/session.ts';
import { viewportOf } from '../helpers/desktop.ts';

/** Two small PNGs (1x1, different colours). */
const PNG_A = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PNG_B = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Seed job seekers of their own per project, so the two projects' runs never meet. */
const seekers = () => (viewportOf(test.info()) === 'desktop' ? [seedSeeker(31), seedSeeker(32)] : [seedSeeker(21), seedSeeker(22)]);
/** A screen's first paint waits for its lazy chunk: on a loaded machine that can take a while. */
const FIRST_SCREEN = 30_000;
const tag = () => `${test.info().project.name} ${Date.now().toString(36)}`;

/** A second browser of the same size (another member, or a visitor), with the home popup hidden as in playwright.config.ts. */
async function otherBrowser(browser: Browser, page: Page) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: page.viewportSize(),
    hasTouch: viewportOf(test.info()) === 'mobile',
    storageState: { cookies: [{ name: 'phjobs_popup_hidden', value: '1', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] },
  });
  return { context, page: await context.newPage() };
}

test.describe('the member-written community areas', () => {
  // long journeys with axe on every screen, two browsers, uploads
  test.describe.configure({ timeout: 150_000 });

  test('a seeker writes a job talk post with two photos, a second member comments, the owner edits and deletes it', async ({ page, browser, request }) => {
    const shot = screens(page, 'job-talk', { axe: true });
    const [owner, member] = seekers();
    const title = `Night shift differential at my BPO (${tag()})`;

    // three older posts of the same member, so that the home's block has four to show
    const token = await tokenOf(owner!.email, owner!.password, 'individual');
    const auth = { authorization: `Bearer ${token}` };
    const older: number[] = [];
    for (const n of [1, 2, 3]) {
      const res = await request.post('/api/community/jobTalk', { headers: auth, data: { title: `Older question ${n} (${tag()})`, index: 'Setting the scene.', articleAttachment: [] } });
      expect(res.status()).toBe(201);
      older.push(((await res.json()) as { articleId: number }).articleId);
    }

    await loginByApi(page, owner!);
    await page.goto('/jobTalk');
    await expectSignedIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Job Talk' })).toBeVisible({ timeout: FIRST_SCREEN });
    await expect(page.getByText(/^Total \d/)).toBeVisible();
    await shot('list');

    await page.getByRole('button', { name: 'Write', exact: true }).click();
    await expect(page).toHaveURL(/\/jobTalk\/register$/);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText(M.titleRequired)).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Content').fill('We work 10 pm to 7 am. Should the night differential be 10% of the hourly rate for every hour after 10 pm?');
    await page.getByLabel('Add photo').setInputFiles([
      { name: 'payslip-hours.png', mimeType: 'image/png', buffer: PNG_A },
      { name: 'schedule.png', mimeType: 'image/png', buffer: PNG_B },
    ]);
    await expect(page.getByRole('img', { name: 'payslip-hours.png' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'schedule.png' })).toBeVisible();
    await expect(page.getByText('Photo (2 / 3)')).toBeVisible();
    await shot('form');
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL(/\/jobTalk\/\d+$/);
    const postUrl = page.url();
    const articleId = Number(/(\d+)$/.exec(postUrl)![1]);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('img', { name: 'schedule.png' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Post options' })).toBeVisible();
    await shot('detail-owner');

    // the home's Job Talk block lists the newest posts, this one first
    await page.goto('/');
    // the sections below the first screen mount as they come near (the home's Deferred boxes)
    await page.getByRole('region', { name: 'Point', exact: true }).scrollIntoViewIfNeeded();
    await page.getByRole('region', { name: 'All jobs' }).scrollIntoViewIfNeeded();
    const talk = page.getByRole('region', { name: 'Job Talk' });
    await talk.scrollIntoViewIfNeeded();
    await expect(talk.getByRole('link', { name: new RegExp(title.replace(/[()]/g, '\\$&')) })).toHaveAttribute('href', `/jobTalk/${articleId}`);
    await expect(talk.locator('.home-talk__post')).toHaveCount(4);
    await expect(talk.locator('.home-talk__post').first()).toContainText(title);

    // a visitor who reports is asked to log in; then a second member comments
    const other = await otherBrowser(browser, page);
    try {
      await other.page.goto(postUrl);
      await expect(other.page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: FIRST_SCREEN });
      await other.page.getByRole('button', { name: 'Report', exact: true }).click();
      await expect(other.page.getByRole('alertdialog', { name: 'Login required' })).toBeVisible();
      await other.page.getByRole('button', { name: 'Cancel' }).click();
      await loginByApi(other.page, member!);
      await other.page.reload();
      await expectSignedIn(other.page);
      await other.page.getByRole('button', { name: /Write a comment/ }).click();
      const dialog = other.page.getByRole('dialog', { name: 'Write a comment' });
      const comment = 'Yes, at least 10% of your regular hourly rate for each hour from 10 pm to 6 am (Labor Code, Art. 86).';
      await dialog.getByLabel('Comment').fill(comment);
      await expect(dialog.getByText(`${comment.length} / 1000`)).toBeVisible();
      await dialog.getByRole('button', { name: 'Register' }).click();
      await expect(dialog).toBeHidden();
      await expect(other.page.getByText('Labor Code, Art. 86')).toBeVisible();
      await expect(other.page.getByRole('button', { name: 'Post options' })).toHaveCount(0);
    } finally {
      await other.context.close();
    }

    // the owner sees the comment, edits the post and deletes it
    await page.goto(postUrl);
    await expect(page.getByText('Labor Code, Art. 86')).toBeVisible();
    await shot('detail-commented');
    await page.getByRole('button', { name: 'Post options' }).click();
    await shot('options');
    await page.getByRole('dialog', { name: 'Post' }).getByRole('button', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/jobTalk/${articleId}/edit$`));
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByRole('img', { name: 'payslip-hours.png' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove schedule.png' }).click();
    const edited = `${title} (answered)`;
    await page.getByLabel('Title').fill(edited);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(new RegExp(`/jobTalk/${articleId}$`));
    await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible();
    await expect(page.getByRole('img', { name: 'schedule.png' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Post options' }).click();
    await page.getByRole('dialog', { name: 'Post' }).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this post?' });
    await shot('delete-confirm');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page).not.toHaveURL(new RegExp(`/jobTalk/${articleId}`));
    const gone = await page.request.get(`/api/community/jobTalk/${articleId}`);
    expect(gone.status()).toBe(404);
    for (const id of older) expect((await request.delete(`/api/community/jobTalk/${id}`, { headers: auth })).status()).toBe(204);
  });

  test('a seeker writes an interview review with proof and sees it under review; once an operator releases it, others read it anonymously', async ({ page, browser }) => {
    const shot = screens(page, 'interview', { axe: true });
    const [writer] = seekers();
    const company = `Teleperformance Cebu ${tag()}`;

    await loginByApi(page, writer!);
    await page.goto('/interview');
    await expectSignedIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Screening Reviews' })).toBeVisible({ timeout: FIRST_SCREEN });
    await shot('list');
    await page.getByRole('button', { name: /Had an interview\?/ }).click();
    await expect(page).toHaveURL(/\/interview\/register$/);
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await expect(page.getByText(M.applicationDateRange)).toBeVisible();
    await expect(page.getByText(M.proofNotice)).toBeVisible();

    await page.getByLabel('Company name').fill(company);
    await page.getByRole('button', { name: 'Choose specialization' }).click();
    const picker = page.getByRole('dialog', { name: 'Specialization' });
    await picker.getByRole('listbox', { name: 'Specialization: first level' }).getByRole('option', { name: 'Customer Service / BPO' }).click();
    await picker.getByRole('listbox', { name: 'Specialization: second level' }).getByRole('option', { name: 'Customer Service Representative', exact: true }).click();
    await picker.getByRole('button', { name: 'Apply' }).click();
    await page.getByLabel('Position').fill('Customer Service Representative');
    await page.getByRole('radiogroup', { name: 'Work experience' }).getByRole('button', { name: 'Fresh Graduate' }).click();
    const year = page.getByLabel('Application year');
    const thisYear = String(new Date().getFullYear());
    await year.selectOption(thisYear);
    await page.getByLabel('Application month').selectOption({ index: 1 });
    await year.selectOption(String(Number(thisYear) - 1));
    await expect(page.getByLabel('Application month')).toHaveValue(''); // a new year resets the month
    await page.getByLabel('Application month').selectOption('6');
    await page.getByRole('radiogroup', { name: 'Interview result' }).getByRole('button', { name: 'Pass' }).click();
    await page.getByLabel('Interview environment').fill('A quiet room on the 12th floor of their IT Park office.');
    await page.getByRole('group', { name: 'Interview type' }).getByRole('button', { name: 'Job And Personality Interview' }).click();
    await page.getByRole('group', { name: 'Number of interviewers' }).getByRole('button', { name: '1:1 Interview' }).click();
    await page.getByLabel('How the interview went').fill('An English assessment online, then an initial interview, then a mock call with an account trainer.');
    await page.getByLabel('Question 1', { exact: true }).fill('Tell me about yourself.');
    await page.getByLabel('Question 2', { exact: true }).fill('How would you calm down an angry caller?');
    await page.getByLabel('Question 3', { exact: true }).fill('Are you willing to work on the night shift and on holidays?');
    await page.getByRole('button', { name: 'Add a question' }).click();
    await page.getByLabel('Question 4', { exact: true }).fill('What do you know about our client?');
    await page.getByLabel('Interview tip').fill('Practise the mock call out loud and keep a steady pace.');
    await page.getByLabel('Interview ambiance').fill('Friendly and encouraging; the trainer gave feedback at the end.');
    await page.getByLabel('Cover letter').fill('One page on my customer-facing part-time jobs during college.');
    await expect(submit).toBeDisabled(); // the proof is still missing
    await page.getByLabel('Add photo').setInputFiles({ name: 'invitation-email.png', mimeType: 'image/png', buffer: PNG_A });
    await expect(page.getByRole('img', { name: 'invitation-email.png' })).toBeVisible();
    await expect(submit).toBeEnabled();
    await shot('form');
    await submit.click();
    await expect(page).toHaveURL(/\/interview$/); // on success, back

    // the writer's My talk: under review, and the review itself says so
    await page.goto('/myPage/myTalk?tab=interviewTip');
    const row = page.getByRole('link', { name: new RegExp(company) });
    await expect(row).toContainText('Under review', { timeout: FIRST_SCREEN });
    await shot('my-talk');
    await row.click();
    await expect(page).toHaveURL(/\/myPage\/myTalk\/interview\/\d+$/);
    const articleId = Number(/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByRole('status').filter({ hasText: M.underReview })).toBeVisible();
    await expect(page.getByRole('img', { name: 'invitation-email.png' })).toBeVisible();
    await shot('under-review');

    // nobody else sees it yet; an operator releases it; a visitor then reads it, anonymous
    const other = await otherBrowser(browser, page);
    try {
      const hidden = await other.page.request.get(`/api/community/interviewTip/${articleId}`);
      expect(hidden.status()).toBe(404);
      await releaseInterviewTip(articleId);
      await other.page.goto('/interview');
      await other.page.getByRole('button', { name: /Detail search/ }).first().click();
      await other.page.getByLabel('Company name').fill(company);
      await other.page.getByRole('button', { name: 'Search', exact: true }).click();
      await other.page.getByRole('link', { name: new RegExp(company) }).click();
      await expect(other.page).toHaveURL(new RegExp(`/interview/${articleId}$`));
      await expect(other.page.getByRole('heading', { level: 1, name: `${company} - Customer Service Representative` })).toBeVisible();
      await expect(other.page.getByText('Anonymous')).toBeVisible();
      await expect(other.page.getByText(writer!.fullName)).toHaveCount(0);
      await expect(other.page.getByText(M.underReview)).toHaveCount(0);
      await expect(other.page.getByRole('img', { name: 'invitation-email.png' })).toHaveCount(0);
      await expect(other.page.getByText('How would you calm down an angry caller?')).toBeVisible();
      await screens(other.page, 'interview-released', { axe: true })('detail');
    } finally {
      await other.context.close();
    }
  });

  test("a company review with ratings changes the company's average", async ({ page, request }) => {
    const shot = screens(page, 'job-review', { axe: true });
    const [writer, second] = seekers();
    const company = `Puregold Price Club ${tag()}`;

    await loginByApi(page, writer!);
    await page.goto('/review');
    await expectSignedIn(page);
    await expect(page.getByText('Companies reviewed')).toBeVisible({ timeout: FIRST_SCREEN });
    await shot('companies');
    await page.getByRole('button', { name: /Worked somewhere\?/ }).click();
    await expect(page).toHaveURL(/\/review\/register$/);
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await page.getByLabel('Company name').fill(company);
    await page.getByLabel('Worked from').fill('2023-04');
    await page.getByLabel('Worked until').fill('2025-08');
    await shot('step-0');
    await next.click();
    for (const [stars, keyword] of [
      [5, 'Clean workplace'],
      [4, 'Pays on time'],
      [3, 'Friendly'],
    ] as const) {
      await expect(next).toBeDisabled();
      await page.getByRole('radio', { name: `${stars} stars` }).click();
      await page.getByRole('button', { name: keyword }).click();
      if (stars === 5) await shot('rating');
      await next.click();
    }
    await page.getByRole('radiogroup', { name: 'Was the salary paid on time?' }).getByRole('button', { name: 'Always on time' }).click();
    await page.getByRole('radiogroup', { name: 'Are you satisfied with the salary?' }).getByRole('button', { name: 'Fair' }).click();
    await page.getByRole('radiogroup', { name: 'Would you recommend this company?' }).getByRole('button', { name: 'I recommend it' }).click();
    await next.click();
    await page.getByLabel('Title').fill('Fair first job in retail');
    await page.getByLabel('Review').fill('Cashier work is busy on paydays, but schedules come out a week ahead and the team helps each other.');
    await shot('step-5');
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL(new RegExp(`/review/${encodeURIComponent(company).replace(/[()]/g, '\\$&')}$`));
    const average = page.getByRole('region', { name: 'Average score' });
    await expect(average.locator('.posts-average__score')).toHaveText('4.0');
    await expect(average).toContainText('1 review');
    await expect(page.getByText('Fair first job in retail')).toBeVisible();
    await shot('company');

    // a second member's review (2, 2, 2) brings the average to (4.0 + 2.0) / 2 = 3.0
    await writeJobReviewByApi(request, await tokenOf(second!.email, second!.password, 'individual'), company, { environment: 2, employer: 2, coworker: 2 });
    await page.reload();
    await expect(average.locator('.posts-average__score')).toHaveText('3.0');
    await expect(average).toContainText('2 reviews');
    await expect(average).toContainText('50% recommend');
    await shot('company-two');
  });

  test("a company member who tries to write sees 'Only Individual members can register.' and Login logs out", async ({ page }) => {
    const shot = screens(page, 'only-individuals', { axe: true });
    await loginByApi(page, DEMO_EMPLOYER, 'company');
    await page.goto('/counseling');
    await expectSignedIn(page);
    await expect(page.getByRole('region', { name: 'Counseling counts' })).toBeVisible({ timeout: FIRST_SCREEN });
    await page.getByRole('button', { name: 'Write', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: M.onlyIndividual });
    await expect(dialog.getByText(M.onlyIndividualText)).toBeVisible();
    await shot('dialog');
    await page.keyboard.press('Escape');
    await page.goto('/review/register');
    await expect(page.getByRole('alertdialog', { name: M.onlyIndividual })).toBeVisible();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/enter$/);
    await expect(page.locator('header').first().getByRole('link', { name: 'Login' })).toBeVisible();
  });
});
