import { expect, test } from '../helpers/test.ts';
import { signUpByApi } from '../helpers/account-api.ts';
import { screens } from '../helpers/screens.ts';
import { DEMO_EMPLOYER, loginByApi } from '../helpers/session.ts';

/** Age in full years today (Manila) of a 'YYYY-MM-DD' birth date. */
function ageOf(birthDate: string): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date()).split('-').map(Number) as [number, number, number];
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

test.describe('talent search', () => {
  test('the demo employer filters talents by specialization and age, scraps one and finds it in /myPage/talent', async ({ page }) => {
    const shot = screens(page, 'talent-search');
    const token = await loginByApi(page, DEMO_EMPLOYER, 'company');

    await page.goto('/talent');
    await expect(page.getByRole('heading', { name: 'Talents', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Special talents' }).locator('.talent-card').first()).toBeVisible();
    await expect(page.getByRole('list', { name: /Plus talents, page 1 of \d+/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent talents' }).locator('.talent-card').first()).toBeVisible();
    await shot('home');
    await page.getByRole('region', { name: 'Specialist talents' }).scrollIntoViewIfNeeded();
    await shot('home-specialists');

    await page.getByRole('link', { name: /All talents/ }).click();
    await expect(page).toHaveURL(/\/talent\/all$/);
    await expect(page.getByRole('heading', { name: 'All talents', level: 1 })).toBeVisible();
    await expect(page.getByText(/^[\d,]+ talents$/)).toBeVisible();
    await shot('all');

    // Talent detail search: specialization (Hospitality / Food: Barista, Cook) and age 20 to 40.
    await page.getByRole('button', { name: 'Detail search' }).click();
    const form = page.getByRole('dialog', { name: 'Talent detail search' });
    await form.getByRole('button', { name: /^All/ }).first().click();
    const picker = page.getByRole('dialog', { name: 'Select specialization' });
    await picker.getByRole('listbox', { name: 'Select specialization: first level' }).getByRole('option', { name: 'Hospitality / Food' }).click();
    const second = picker.getByRole('listbox', { name: 'Select specialization: second level' });
    await second.getByRole('option', { name: 'Barista' }).click();
    await second.getByRole('option', { name: 'Cook / Line Cook' }).click();
    await picker.getByRole('button', { name: 'Apply' }).click();
    await form.getByLabel('Age from').fill('20');
    await form.getByLabel('Age to').fill('40');
    await shot('detail-search');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(form).toBeHidden();

    // The same search through the API: the cards on screen are its first page.
    const answer = await page.request.post('/api/talent/allTalents?pageUnit=10&pageNo=1&orderKey=updatedAt&authType=company', {
      headers: { authorization: `Bearer ${token}` },
      data: { specialization: ['SP0601', 'SP0602'], ageFrom: 20, ageTo: 40 },
    });
    expect(answer.status()).toBe(200);
    const expected = (await answer.json()) as { list: { resumeId: number; title: string; birthDate: string }[]; count: number };
    expect(expected.count, 'demo talents in Barista/Cook aged 20-40').toBeGreaterThan(0);
    for (const talent of expected.list) {
      const age = ageOf(talent.birthDate);
      expect(age).toBeGreaterThanOrEqual(20);
      expect(age).toBeLessThanOrEqual(40);
    }
    await expect(page.getByText(`${expected.count.toLocaleString('en-US')} talents`, { exact: true })).toBeVisible();
    const cards = page.locator('.talent-card');
    await expect(cards.first()).toContainText(expected.list[0]!.title);
    const shownAges = await cards.locator('.talent-card__name').allInnerTexts();
    for (const text of shownAges) {
      const age = Number(/(\d+) yrs/.exec(text)?.[1]);
      expect(age).toBeGreaterThanOrEqual(20);
      expect(age).toBeLessThanOrEqual(40);
    }
    await shot('filtered');

    // Scrap the first card; it shows in the employer's scrapped talents.
    const first = expected.list[0]!;
    const card = cards.filter({ hasText: first.title }).first();
    const scrap = card.getByRole('button', { name: /crap this talent/ });
    if ((await scrap.getAttribute('aria-pressed')) === 'true') await scrap.click(); // left scrapped by the other project's run
    await expect(card.getByRole('button', { name: 'Scrap this talent' })).toBeVisible();
    await card.getByRole('button', { name: 'Scrap this talent' }).click();
    await expect(card.getByRole('button', { name: 'Unscrap this talent' })).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByRole('link')).toHaveAttribute('href', new RegExp(`^/talent/[a-z0-9-]+/${first.resumeId}$`));
    await shot('scrapped');

    await page.goto('/myPage/talent');
    await expect(page.getByRole('heading', { name: 'Scrapped talents', level: 1 })).toBeVisible();
    const row = page.locator(`a[href="/myPage/talent/${first.resumeId}"]`);
    await expect(row).toContainText(first.title);
    await page.getByRole('group', { name: 'Period' }).getByRole('button', { name: '1 week' }).click();
    await expect(row).toBeVisible();
    await shot('my-page-talent');

    // Unscrap again (the next run starts alike).
    const unscrap = await page.request.delete(`/api/talent/scrap/${first.resumeId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(unscrap.status()).toBe(200);
  });

  test("an individual without a published resume sees the 'Position proposal' page", async ({ page }) => {
    const shot = screens(page, 'talent-proposal');
    const member = await signUpByApi();
    await loginByApi(page, member, 'individual');
    await page.goto('/talent');
    await expect(page.getByRole('heading', { name: 'Position proposal', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Receive a position offer' })).toHaveAttribute('href', '/myPage/resume');
    await expect(page.getByRole('list', { name: 'How it works' }).getByRole('listitem')).toHaveCount(3);
    await shot('proposal');
    await page.goto('/talent/all');
    await expect(page.getByRole('heading', { name: 'Position proposal', level: 1 })).toBeVisible();
  });
});
