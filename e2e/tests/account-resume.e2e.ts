import { type Page } from '@playwright/test';
import { SELF_INTRODUCTION, signUpByApi } from '../helpers/account-api.ts';
import { expect, test } from '../helpers/test.ts';
import { findAd } from '../helpers/ads.ts';
import { detailTitle } from '../helpers/lists.ts';
import { applicationRows, myPageScreen } from '../helpers/desktop.ts';
import { screens } from '../helpers/screens.ts';
import { expectSignedIn, loginByUi } from '../helpers/session.ts';

/** The resume editor's section cards: buttons named by the section, then its summary. */
const section = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name: new RegExp(`^${name}`) });

/** A number of the resume list's counters (Total, Published, Private). */
const counter = (page: Page, label: string) => page.locator('.acc-stats > div').filter({ has: page.getByText(label, { exact: true }) }).locator('.acc-stats__n');

test.describe('resumes', () => {
  test('a member writes and publishes a resume, sees it counted, and applies Online with it', async ({ page, request }) => {
    const shot = screens(page, 'resume');
    const member = await signUpByApi();
    const title = `Customer service agent ${member.id.slice(-4)}`;
    await loginByUi(page, member);

    await page.goto('/myPage/resume');
    await expect(page.getByRole('heading', { name: 'Resume management', level: 1 })).toBeVisible();
    await expect(counter(page, 'Total')).toHaveText('0');
    await expect(page.getByText('Up to six resumes can be registered')).toBeVisible();
    await shot('empty-list');
    await page.getByRole('link', { name: 'Resume register' }).click();

    await expect(page).toHaveURL(/\/myPage\/resume\/register$/);
    await expect(page.getByRole('heading', { name: 'Resume register', level: 1 })).toBeVisible();
    await expect(myPageScreen(page).getByText(member.fullName, { exact: true })).toBeVisible();
    const publish = page.getByRole('checkbox', { name: /^Publish this resume/ });
    await expect(publish).toBeChecked();
    await shot('form');

    // Register with nothing entered marks the required sections.
    const register = page.getByRole('button', { name: 'Register', exact: true });
    await register.click();
    await expect(page.getByText('Please check the marked sections.')).toBeVisible();
    await expect(section(page, 'Title')).toContainText('Please enter a title.');
    await expect(section(page, 'Education')).toContainText('Please select your education.');
    await shot('form-errors');

    // Title (counter n / 70).
    await section(page, 'Title').click();
    let sheet = page.getByRole('dialog', { name: 'Title' });
    await sheet.getByRole('textbox', { name: 'Title' }).fill(title);
    await expect(sheet.getByText(`${title.length} / 70`)).toBeVisible();
    await shot('title');
    await sheet.getByRole('button', { name: 'Done' }).click();
    await expect(section(page, 'Title')).toContainText(title);

    // Education.
    await section(page, 'Education').click();
    sheet = page.getByRole('dialog', { name: 'Education' });
    await sheet.getByRole('combobox', { name: 'Education' }).selectOption({ label: "Bachelor's Degree" });
    await sheet.getByRole('button', { name: 'Done' }).click();
    await expect(section(page, 'Education')).toContainText("Bachelor's Degree");

    // Career: a newcomer needs no entries.
    await expect(section(page, 'Career')).toContainText('Newcomer');

    // Working conditions: specialization and region pickers, employment type.
    await section(page, 'Working conditions').click();
    sheet = page.getByRole('dialog', { name: 'Working conditions' });
    await sheet.getByRole('button', { name: 'Choose' }).first().click();
    let picker = page.getByRole('dialog', { name: 'Specialization' });
    await picker.getByRole('listbox', { name: 'Specialization: first level' }).getByRole('option', { name: 'Customer Service / BPO' }).click();
    await picker.getByRole('listbox', { name: 'Specialization: second level' }).getByRole('option', { name: 'Customer Service Representative' }).click();
    await expect(picker.getByText('1/5')).toBeVisible();
    await shot('specialization');
    await picker.getByRole('button', { name: 'Apply' }).click();
    await sheet.getByRole('button', { name: 'Choose' }).nth(1).click();
    picker = page.getByRole('dialog', { name: 'Region' });
    await picker.getByRole('listbox', { name: 'Region: first level' }).getByRole('option', { name: 'Metro Manila' }).click();
    await picker.getByRole('listbox', { name: 'Region: second level' }).getByRole('option', { name: 'Quezon City' }).click();
    await picker.getByRole('button', { name: 'Apply' }).click();
    await sheet.getByRole('group', { name: 'Employment type' }).getByRole('button', { name: 'Regular' }).click();
    await expect(sheet.getByRole('button', { name: 'Remove Customer Service Representative' })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Remove Quezon City' })).toBeVisible();
    await shot('working-conditions');
    await sheet.getByRole('button', { name: 'Done' }).click();
    await expect(section(page, 'Working conditions')).toContainText('Customer Service Representative · Quezon City · Regular');

    // Self introduction: at least 50 characters.
    await section(page, 'Self introduction').click();
    sheet = page.getByRole('dialog', { name: 'Self introduction' });
    await sheet.getByRole('radiogroup', { name: 'Selection' }).getByRole('button', { name: 'Write it myself' }).click();
    const intro = sheet.getByRole('textbox', { name: 'Self introduction' });
    await intro.fill('I am hardworking.');
    await expect(sheet.getByText('Please fill self introduction with length between 50 and 2000 include spaces.')).toBeVisible();
    await expect(sheet.getByText('17 / 2000 (at least 50)')).toBeVisible();
    await shot('intro-too-short');
    await intro.fill(SELF_INTRODUCTION);
    await expect(sheet.getByText('Please fill self introduction with length between 50 and 2000 include spaces.')).toBeHidden();
    await expect(sheet.getByText(`${SELF_INTRODUCTION.length} / 2000 (at least 50)`)).toBeVisible();
    await sheet.getByRole('button', { name: 'Done' }).click();

    await expect(page.getByText('Please check the marked sections.')).toBeHidden();
    await expect(publish).toBeChecked();
    await shot('form-complete');
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/resume/setResume'));
    await register.click();
    expect((await saved).status(), 'POST /api/resume/setResume').toBe(201);

    await expect(page).toHaveURL(/\/myPage\/resume\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Resume', level: 1, exact: true })).toBeVisible();
    await expect(page.getByText(title).first()).toBeVisible();
    await shot('detail');

    await page.goto('/myPage/resume');
    await expect(counter(page, 'Total')).toHaveText('1');
    await expect(counter(page, 'Published')).toHaveText('1');
    await expect(counter(page, 'Private')).toHaveText('0');
    await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    await expect(page.getByRole('switch', { name: `Publish ${title}` })).toBeChecked();
    await shot('list');

    // Apply Online with it to an ongoing ad that offers Online.
    const ad = await findAd(request, { method: '018A' });
    await page.goto(`/ad/all/${ad.id}`);
    await expect(detailTitle(page, ad.title)).toBeVisible();
    await expectSignedIn(page);
    await shot('ad');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByRole('dialog', { name: 'How to apply' }).getByRole('button', { name: 'Online' }).click();
    await expect(page).toHaveURL(new RegExp(`/ad/apply/online\\?id=${ad.id}$`));
    await expect(page.getByRole('main').getByText(member.email, { exact: true })).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Resume' }).getByRole('radio', { name: new RegExp(title) }).check();
    await shot('apply-online');
    const sent = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/api/application/${ad.id}`));
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    expect((await sent).status(), 'POST /api/application/{id}').toBe(201);
    await expect(page).toHaveURL(/\/ad\/applied$/);
    await expect(page.getByRole('heading', { name: 'Your application has been sent.' })).toBeVisible();
    await expect(page.getByText(ad.title, { exact: true })).toBeVisible();
    await shot('applied');

    await page.getByRole('link', { name: 'My applications' }).click();
    await expect(page).toHaveURL(/\/myPage\/application/);
    await expect(page.getByText('1 application', { exact: true })).toBeVisible();
    const application = applicationRows(page).filter({ hasText: ad.title });
    await expect(application.getByText('Under review', { exact: true })).toBeVisible();
    await expect(application.getByRole('button', { name: 'Cancel application' })).toBeVisible();
    await shot('my-applications');
  });
});
