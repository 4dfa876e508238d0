import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../helpers/test.ts';
import { tokenOf } from '../helpers/account-api.ts';
import { applicationRows } from '../helpers/desktop.ts';
import { screens } from '../helpers/screens.ts';
import { DEMO_SEEKER, loginByUi } from '../helpers/session.ts';

type Row = { applicationId: number; jobTitle: string; memo: string | null };

/** The memos of the member's applications as services/jobs answers them, decoded (base64 of the URL-encoded text). */
async function memosOf(request: APIRequestContext, token: string): Promise<string[]> {
  const res = await request.get('/api/application/myApplications', { params: { howToApplyCode: 'all', howToApply: 'all', pageUnit: 100, pageNo: 1 }, headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const { list } = (await res.json()) as { list: Row[] };
  return list.filter((row) => row.memo).map((row) => decodeURIComponent(Buffer.from(row.memo!, 'base64').toString('latin1')));
}

test.describe('application memo', () => {
  test('the demo seeker writes a memo on an application, sees it in the row, and still sees it after a reload', async ({ page, request }, info) => {
    const shot = screens(page, 'memo', { axe: true });
    // mobile and desktop share one stack: each writes its own text (the latest save wins).
    const memo = `Call Ms. Santos back on Monday (${info.project.name} ${Date.now() % 100_000}) 😀`;

    // A failed save shows window.alert('Failed to save memo.').
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });

    await loginByUi(page, DEMO_SEEKER);
    await page.goto('/myPage/application');
    await expect(page.getByRole('heading', { name: 'Application status', level: 1 })).toBeVisible();
    await expect(page.getByText(/^\d+ applications?$/)).toBeVisible();
    // cards on a phone, a table on desktop
    const first = applicationRows(page).first();
    await expect(first).toBeVisible();
    const title = (await first.locator('.acc-app__title').innerText()).trim();
    const row = applicationRows(page).filter({ hasText: title }).first();

    await row.getByRole('button', { name: /^(Memo|Edit memo)$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Memo' });
    await expect(dialog).toBeVisible();
    const text = dialog.getByLabel('Memo text');
    await text.fill(memo);
    await expect(dialog.getByText(`${Array.from(memo).length} / 150`)).toBeVisible();
    await shot('editor');

    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    expect(alerts, "no 'Failed to save memo.' alert").toEqual([]);
    await expect(row.getByText(memo)).toBeVisible();
    await expect(row.getByRole('button', { name: 'Edit memo' })).toBeVisible();
    await row.scrollIntoViewIfNeeded();
    await shot('saved');

    // chat stored it and published chat.memo.saved; jobs' consumer copied it into the list's answer.
    const token = await tokenOf(DEMO_SEEKER.email, DEMO_SEEKER.password, 'individual');
    await expect.poll(() => memosOf(request, token), { message: 'the memo in myApplications', timeout: 15_000 }).toContain(memo);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Application status', level: 1 })).toBeVisible();
    await expect(row.getByText(memo)).toBeVisible();
    await row.scrollIntoViewIfNeeded();
    await shot('after-reload');

    // Opening it again shows the saved text.
    await row.getByRole('button', { name: 'Edit memo' }).click();
    await expect(page.getByRole('dialog', { name: 'Memo' }).getByLabel('Memo text')).toHaveValue(memo);
  });
});
