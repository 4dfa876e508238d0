import { DEMO_COMPANY_ID, applicantRow, applyOnlineByApi, changeApplicationStatus, createResumeByApi, myNews, ongoingAdsOf, signUpByApi, tokenOf } from '../helpers/account-api.ts';
import { applicationRows } from '../helpers/desktop.ts';
import { expect, test } from '../helpers/test.ts';
import { screens } from '../helpers/screens.ts';
import { DEMO_EMPLOYER, loginByUi } from '../helpers/session.ts';

test.describe('my news', () => {
  test('the employer passing an application shows as unread news on the applicant’s my-page, and opening it leads to the application', async ({ page, request }) => {
    const shot = screens(page, 'news', { axe: true });

    // An applicant to one of the demo company's ads.
    const member = await signUpByApi();
    const resumeId = await createResumeByApi(request, member.accessToken, `Online applicant ${member.id.slice(-4)}`);
    const [ad] = await ongoingAdsOf(request, DEMO_COMPANY_ID, { method: '018A' });
    expect(ad, 'an ongoing ad of the demo company that offers Online').toBeDefined();
    const applicationId = await applyOnlineByApi(request, member.accessToken, ad!.id, resumeId);

    await loginByUi(page, member);
    await page.goto('/myPage');
    const news = page.getByRole('region', { name: 'My news' });
    await expect(news.getByRole('heading', { name: 'My news' })).toBeVisible();
    await expect(page.getByText(member.fullName, { exact: true })).toBeVisible();
    await expect(news.getByText('No data.')).toBeVisible();
    await news.scrollIntoViewIfNeeded();
    await shot('before');

    // The employer finds the application and passes it.
    const employer = await tokenOf(DEMO_EMPLOYER.email, DEMO_EMPLOYER.password, 'company');
    const row = await applicantRow(request, employer, applicationId);
    expect(row, 'the application among the demo company’s applicants').toMatchObject({ jobId: ad!.id, fullName: member.fullName });
    const changed = await changeApplicationStatus(request, employer, applicationId, '021A');
    expect(changed).toMatchObject({ applicationId, statusCode: '021A', previousStatusCode: row!.statusCode });

    // The event travels jobs' outbox -> bus -> account's consumer; then the news is there.
    await expect.poll(async () => (await myNews(request, member.accessToken)).map((n) => n.title), { message: 'the news item', timeout: 15_000 }).toContain('Application status changed');

    await page.reload();
    const item = news.getByRole('button', { name: /Application status changed/ });
    await expect(item).toBeVisible();
    await expect(item).toContainText(`Your application for "${ad!.title}" is now Pass.`);
    await expect(item.getByLabel('Unread')).toBeVisible();
    await item.scrollIntoViewIfNeeded();
    await shot('unread');

    await news.getByRole('tab', { name: 'Unread' }).click();
    await expect(news.getByRole('tab', { name: 'Unread' })).toHaveAttribute('aria-selected', 'true');
    await expect(item).toBeVisible();
    await item.scrollIntoViewIfNeeded();
    await shot('unread-filter');

    await item.click();
    await expect(page).toHaveURL(/\/myPage\/application$/);
    await expect(page.getByRole('heading', { name: 'Application status', level: 1 })).toBeVisible();
    const application = applicationRows(page).filter({ hasText: ad!.title });
    await expect(application.getByText('Pass', { exact: true })).toBeVisible();
    await shot('application');

    await page.goto('/myPage');
    await news.getByRole('tab', { name: 'Read', exact: true }).click();
    await expect(item).toBeVisible();
    await expect(item.getByLabel('Unread')).toHaveCount(0);
    await item.scrollIntoViewIfNeeded();
    await shot('read');
    await news.getByRole('tab', { name: 'Unread' }).click();
    await expect(news.getByText('No data.')).toBeVisible();
    await news.scrollIntoViewIfNeeded();
    await shot('no-unread');
  });
});
