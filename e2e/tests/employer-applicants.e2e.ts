import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../helpers/test.ts';
import { DEMO_COMPANY_ID, applyOnlineByApi, createResumeByApi, myNews, ongoingAdsOf, signUpByApi } from '../helpers/account-api.ts';
import { screens } from '../helpers/screens.ts';
import { DEMO_EMPLOYER, loginByApi, loginByUi, logoutByUi } from '../helpers/session.ts';

type News = { title: string; content: string; link: string | null };

/** GET /api/employer/myNews (all, newest first). */
async function employerNews(request: APIRequestContext, token: string, pageUnit = 10): Promise<News[]> {
  const res = await request.get(`/api/employer/myNews?pageUnit=${pageUnit}&pageNo=1&searchType=all`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), 'GET /api/employer/myNews').toBe(200);
  return ((await res.json()) as { list: News[] }).list;
}

test.describe('the employer’s applicants', () => {
  test('a new application is unread for the employer, opening it reads it, Pass with confirmation reaches the applicant’s My news', async ({ page, request }) => {
    const shot = screens(page, 'employer-applicants');

    // A seeker applies online to one of the demo company's ads.
    const member = await signUpByApi();
    const resumeId = await createResumeByApi(request, member.accessToken, `Barista resume ${member.id.slice(-4)}`);
    const [ad] = await ongoingAdsOf(request, DEMO_COMPANY_ID, { method: '018A' });
    expect(ad, 'an ongoing ad of the demo company that offers Online').toBeDefined();
    const applicationId = await applyOnlineByApi(request, member.accessToken, ad!.id, resumeId);

    // The employer: the new application in the overview, unread; its news names the applicant.
    const employerToken = await loginByApi(page, DEMO_EMPLOYER, 'company');
    await expect
      .poll(async () => (await employerNews(request, employerToken)).map((n) => n.content), { message: 'the employer’s news of the application', timeout: 15_000 })
      .toContain(`${member.fullName} applied for "${ad!.title}".`);

    // The seeded applications told the demo company too (the seeds write jobs.application.created).
    const seeded = await employerNews(request, employerToken, 100);
    expect(seeded.filter((n) => n.title === 'New applicant' && n.link === '/myPage/applicant' && n.content.startsWith('Juan Dela Cruz applied for "')).length).toBeGreaterThan(0);

    await page.goto('/myPage/applicant');
    await expect(page.getByRole('heading', { name: 'Applicant management' })).toBeVisible();
    const row = page.locator(`[data-application-id="${applicationId}"]`);
    await expect(row).toContainText(member.fullName);
    await expect(row.getByText('Unread', { exact: true })).toBeVisible();
    await shot('all');

    await page.getByRole('tab', { name: 'Chat applications' }).click();
    await expect(page).toHaveURL(/tab=byChat/);
    await expect(page.locator('.emp-app').first().or(page.getByText('No data.'))).toBeVisible();
    await shot('chat');

    await page.getByRole('tab', { name: 'Unread applications' }).click();
    await expect(page).toHaveURL(/tab=byJob/);
    const adRow = page.locator(`[data-job-id="${ad!.id}"]`);
    await page.getByLabel('View only ongoing').check();
    await expect(page).toHaveURL(/ongoing=1/);
    // The company's ads come newest first, 10 a page: scroll the endless list until the ad is loaded.
    await expect
      .poll(
        async () => {
          if ((await adRow.count()) === 0) await page.mouse.wheel(0, 3000);
          return adRow.count();
        },
        { message: `the ad ${ad!.id} in the by-ad list`, timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    await expect(adRow).toContainText(ad!.title);
    await expect(adRow.getByText(/^Unread \d+$/)).toBeVisible();
    await shot('by-job');

    // One ad: its counts and the Unread tab.
    await adRow.click();
    await expect(page).toHaveURL(new RegExp(`/myPage/applicant/${ad!.id}$`));
    await expect(page.getByRole('heading', { name: ad!.title })).toBeVisible();
    await page.getByRole('tab', { name: /^Unread applications/ }).click();
    await expect(row).toBeVisible();
    await shot('job-unread');

    // The detail: the applicant, the masked e-mail; opening it reads it.
    await row.getByRole('link', { name: `Management: ${member.fullName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/myPage/applicant/${applicationId}/edit\\?howToApply=018A$`));
    await expect(page.getByRole('heading', { name: member.fullName })).toBeVisible();
    const [local, domain] = member.email.split('@');
    await expect(page.getByText(`${local!.slice(0, 2)}***@${domain}`)).toBeVisible();
    await expect(page.getByText(member.email)).toHaveCount(0);
    await expect(page.getByText(/Barista resume/)).toBeVisible();
    await shot('detail');

    // The in-page tab bar scrolls to a section and highlights it.
    await page.getByRole('button', { name: 'Cover Letter' }).click();
    await expect(page.getByRole('button', { name: 'Cover Letter' })).toHaveAttribute('aria-current', 'true');
    await shot('detail-cover-letter');

    // Under review is current and cannot be chosen again; Pass asks first.
    const bar = page.getByRole('region', { name: 'Application status' });
    await expect(bar.getByRole('button', { name: 'Under review' })).toBeDisabled();
    await bar.getByRole('button', { name: 'Pass', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Change the status to Pass?');
    await shot('confirm');
    await dialog.getByRole('button', { name: 'Pass', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('current-status')).toHaveText('Pass');
    await expect(bar.getByRole('button', { name: 'Pass', exact: true })).toBeDisabled();
    await expect(bar.getByRole('button', { name: 'Under review' })).toBeEnabled();
    await shot('passed');

    // Read now: gone from the ad's Unread tab, and the header counts the Pass.
    await page.goto(`/myPage/applicant/${ad!.id}?tab=unread`);
    await expect(page.getByRole('heading', { name: ad!.title })).toBeVisible();
    await expect(page.locator('.ph-endless__end')).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByRole('tab', { name: 'All applications' }).click();
    await expect(row).toBeVisible();
    await expect(row.getByText('Unread', { exact: true })).toHaveCount(0);
    await expect(row.getByText('Pass', { exact: true })).toBeVisible();
    await shot('job-all-read');

    // The applicant's My news tells of the Pass.
    await expect.poll(async () => (await myNews(request, member.accessToken)).map((n) => n.content), { message: 'the applicant’s news', timeout: 15_000 }).toContain(`Your application for "${ad!.title}" is now Pass.`);
    await page.context().clearCookies();
    await loginByUi(page, member);
    await page.goto('/myPage');
    const news = page.getByRole('region', { name: 'My news' });
    const item = news.getByRole('button', { name: /Application status changed/ });
    await expect(item).toContainText(`Your application for "${ad!.title}" is now Pass.`);
    await item.scrollIntoViewIfNeeded();
    await shot('seeker-news');
    await logoutByUi(page);
  });

  test('the applicant detail is for business members: individuals get 403, visitors 401 (another company: 404, in services/jobs’ tests)', async ({ request }) => {
    const member = await signUpByApi();
    const resumeId = await createResumeByApi(request, member.accessToken, `Resume ${member.id.slice(-4)}`);
    const [ad] = await ongoingAdsOf(request, DEMO_COMPANY_ID, { method: '018A' });
    const applicationId = await applyOnlineByApi(request, member.accessToken, ad!.id, resumeId);
    const path = `/api/employer/myPage/applicant/detail/${applicationId}?howToApply=018A`;
    expect((await request.get(path)).status()).toBe(401);
    expect((await request.get(path, { headers: { authorization: `Bearer ${member.accessToken}` } })).status()).toBe(403);
  });
});
