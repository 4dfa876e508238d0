import { expect, test } from '../helpers/test.ts';
import { signUpByApi } from '../helpers/account-api.ts';
import { myPageScreen } from '../helpers/desktop.ts';
import { screens } from '../helpers/screens.ts';
import { loginByUi } from '../helpers/session.ts';

test.describe('member info edit', () => {
  test('typing the edit address lands on the identity check; after it the edit saves, and the save needs the check', async ({ page }) => {
    const shot = screens(page, 'member-info', { axe: true });
    const member = await signUpByApi();
    await loginByUi(page, member);

    await page.goto('/myPage/userInfo/edit');
    await expect(page).toHaveURL(/\/myPage\/userInfo\/certify\?next=edit$/);
    await expect(page.getByRole('heading', { name: 'Confirm identity', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Step 1 of 2, before you edit your member info.' })).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveCount(0);
    await shot('certify');

    // the service refuses an edit without the check's token, whatever the screen does
    const bare = await page.evaluate(async () => {
      const stored = JSON.parse(localStorage.getItem('phjobs.session') ?? 'null') as { accessToken: string } | null;
      const res = await fetch('/api/individual/myPage/userInfo', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${stored?.accessToken ?? ''}` },
        body: JSON.stringify({ fullName: 'Nobody Checked' }),
      });
      return { status: res.status, body: (await res.json()) as { fields?: Record<string, string> } };
    });
    expect(bare).toEqual({ status: 400, body: expect.objectContaining({ fields: { certifyToken: 'Please confirm your identity first.' } }) });

    await page.getByLabel('Current password').fill(member.password);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page).toHaveURL(/\/myPage\/userInfo\/edit$/);
    const fullName = page.getByLabel('Full name');
    await expect(fullName).toHaveValue(member.fullName);
    await shot('edit');
    const newName = `${member.fullName} Reyes`;
    await fullName.fill(newName);
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/api/individual/myPage/userInfo'));
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status(), 'PUT /api/individual/myPage/userInfo').toBe(200);
    await expect(page).toHaveURL(/\/myPage\/userInfo$/);
    // the member info itself (on desktop the my-page navigation beside it shows the new name too)
    await expect(myPageScreen(page).getByText(newName, { exact: true })).toBeVisible();
    await shot('saved');

    // password change and withdrawal typed: the identity check too
    for (const [typed, next] of [
      ['/myPage/userInfo/pw', 'pw'],
      ['/myPage/userInfo/withdraw', 'withdraw'],
    ] as const) {
      await page.goto(typed);
      await expect(page).toHaveURL(new RegExp(`/myPage/userInfo/certify\\?next=${next}$`));
      await expect(page.getByLabel('Current password')).toBeVisible();
    }
  });
});
