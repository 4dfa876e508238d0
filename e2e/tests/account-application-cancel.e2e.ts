import { expect, test } from '../helpers/test.ts';
import { applyOnlineByApi, createResumeByApi, DEMO_COMPANY_ID, ongoingAdsOf, signUpByApi } from '../helpers/account-api.ts';
import { applicationRows } from '../helpers/desktop.ts';
import { screens } from '../helpers/screens.ts';
import { loginByUi } from '../helpers/session.ts';

test.describe('destructive actions ask first', () => {
  test('cancelling an application asks first; keeping it changes nothing, confirming removes it', async ({ page, request }) => {
    const shot = screens(page, 'cancel-application', { axe: true });
    const member = await signUpByApi();
    const resumeId = await createResumeByApi(request, member.accessToken, 'Cashier with three years of experience');
    const [ad] = await ongoingAdsOf(request, DEMO_COMPANY_ID, { method: '018A' });
    expect(ad, 'an ongoing ad of the demo company that takes online applications').toBeTruthy();
    await applyOnlineByApi(request, member.accessToken, ad!.id, resumeId);

    await loginByUi(page, member);
    await page.goto('/myPage/application');
    // a card on a phone, a row of the table on desktop
    const row = applicationRows(page).filter({ hasText: ad!.title });
    await expect(row).toBeVisible();
    await shot('list');

    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/api/application/')) puts.push(r.url());
    });
    await row.getByRole('button', { name: 'Cancel application' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this application?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(ad!.title);
    await expect(dialog).toContainText('This cannot be undone.');
    await expect(dialog.getByRole('button', { name: 'Keep application' })).toBeFocused();
    await shot('asks');
    await dialog.getByRole('button', { name: 'Keep application' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();
    expect(puts).toEqual([]);

    await row.getByRole('button', { name: 'Cancel application' }).click();
    const cancelled = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/application/'));
    await dialog.getByRole('button', { name: 'Cancel application' }).click();
    expect((await cancelled).status(), 'PUT /api/application/{id}').toBeLessThan(300);
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    await shot('cancelled');

    // deleting a resume asks in the same way
    await page.goto(`/myPage/resume/${resumeId}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Delete this resume?' });
    await expect(ask).toContainText('This cannot be undone.');
    await shot('delete-resume');
    await ask.getByRole('button', { name: 'Keep resume' }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/myPage/resume/${resumeId}$`));
  });
});
