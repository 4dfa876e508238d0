import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/test.ts';
import { screens } from '../helpers/screens.ts';

/** Waits for the list call of an area whose URL holds `part`. */
const listCall = (page: Page, area: string, part = '') =>
  page.waitForResponse((res) => res.url().includes(`/api/community/${area}/list?`) && res.url().includes(part) && res.status() === 200);

const totalOf = async (page: Page) => Number((await page.locator('.art-total strong').innerText()).replace(/,/g, ''));

test.describe('a visitor reads the editorial areas', () => {
  // three to seven screens a journey, each checked with axe: about a minute each on a busy machine
  test.describe.configure({ timeout: 120_000 });

  test('job stories: the featured carousel, and the hashtag row filtering the list as its tags toggle', async ({ page }) => {
    const shot = screens(page, 'job-stories', { axe: true });
    const first = listCall(page, 'jobStory');
    await page.goto('/jobStory');
    await first;
    await expect(page.getByRole('heading', { level: 1, name: 'Job Story' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured Job Story' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Hashtags' }).getByRole('button')).toHaveCount(11);
    const all = await totalOf(page);
    expect(all).toBeGreaterThanOrEqual(40);
    await expect(page.locator('.art-row').first()).toBeVisible();
    await shot('list');

    // tapping a tag filters by it; a second tag widens the list; tapping both again clears the filter
    const careerchat = page.getByRole('button', { name: '#careerchat' });
    const filtered = listCall(page, 'jobStory', 'hashTag=careerchat');
    await careerchat.click();
    await filtered;
    await expect(careerchat).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/jobStory\?hashTag=careerchat$/);
    // the answer is in; the total follows once the list has drawn it (not the moment it arrives)
    let onlyChat = 0;
    await expect.poll(async () => (onlyChat = await totalOf(page)) > 0 && onlyChat < all, { message: `a total between 0 and ${all}` }).toBe(true);
    await expect(page.locator('.art-row__tags')).toHaveCount(onlyChat);
    const tagLines = await page.locator('.art-row__tags').allInnerTexts();
    expect(tagLines.length).toBe(onlyChat);
    for (const line of tagLines) expect(line).toContain('#careerchat');
    await shot('filtered-careerchat');
    const widened = listCall(page, 'jobStory', 'hashTag=lifeline%2Ccareerchat');
    await page.getByRole('button', { name: '#lifeline' }).click();
    await widened;
    await expect.poll(() => totalOf(page)).toBeGreaterThan(onlyChat);
    await page.getByRole('button', { name: '#careerchat' }).click();
    await page.getByRole('button', { name: '#lifeline' }).click();
    await expect(page).toHaveURL(/\/jobStory$/);
    await expect.poll(() => totalOf(page)).toBe(all);
  });

  test('job stories: a story with its hashtags, a same-keyword story, and a hashtag back to the filtered list', async ({ page }) => {
    const shot = screens(page, 'job-story', { axe: true });
    const filtered = listCall(page, 'jobStory', 'hashTag=lifeline');
    await page.goto('/jobStory?hashTag=lifeline');
    await filtered;
    await expect(page.getByRole('button', { name: '#lifeline' })).toHaveAttribute('aria-pressed', 'true');

    // a story: title, date, views, body without script, hashtags, same-keyword stories
    const storyTitle = (await page.locator('.art-row__title').first().innerText()).trim();
    await page.locator('.art-row').first().click();
    await expect(page).toHaveURL(/\/jobStory\/\d+$/);
    const storyUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name: storyTitle })).toBeVisible();
    await expect(page.locator('.art-article__meta')).toContainText(/\d{2}-\d{2}-\d{4} · [\d,]+ views?/);
    await expect(page.locator('.art-article__body p').first()).toBeVisible();
    expect(await page.locator('.art-article__body script').count()).toBe(0);
    await expect(page.getByRole('list', { name: 'Hashtags' }).getByRole('link').first()).toBeVisible();
    const same = page.getByRole('region', { name: 'Articles with the same keyword' });
    await expect(same.getByRole('link').first()).toBeVisible();
    await shot('story');
    await same.scrollIntoViewIfNeeded();
    await shot('story-same-keyword');

    const otherTitle = (await same.locator('.art-same__name').first().innerText()).trim();
    await same.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/jobStory\/\d+$/);
    expect(page.url()).not.toBe(storyUrl);
    await expect(page.getByRole('heading', { level: 1, name: otherTitle })).toBeVisible();
    await shot('same-keyword-story');

    // a hashtag of the story leads to the list filtered by it
    const tagLink = page.getByRole('list', { name: 'Hashtags' }).getByRole('link').first();
    const tag = (await tagLink.innerText()).replace(/^#/, '');
    await tagLink.click();
    await expect(page).toHaveURL(new RegExp(`/jobStory\\?hashTag=${encodeURIComponent(tag).replace(/%20/g, '(%20|\\+)')}$`));
    await expect(page.getByRole('button', { name: `#${tag}` })).toHaveAttribute('aria-pressed', 'true');
  });

  test('HR magazine: the carousel, the list with Total, a keyword search and an article', async ({ page }) => {
    const shot = screens(page, 'hr-magazine', { axe: true });
    const first = listCall(page, 'hrMagazine');
    await page.goto('/hrMagazine');
    await first;
    await expect(page.getByRole('heading', { level: 1, name: 'HR Magazine' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured HR Magazine' })).toBeVisible();
    const all = await totalOf(page);
    expect(all).toBeGreaterThanOrEqual(40);
    await shot('list');

    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('searchbox', { name: 'Keyword' }).fill('13th month');
    const searched = listCall(page, 'hrMagazine', 'keyword=13th');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await searched;
    await expect.poll(() => totalOf(page)).toBeLessThan(all);
    await expect(page.locator('.art-row__title').first()).toContainText(/13th month/i);
    await shot('searched');

    await page.locator('.art-row').first().click();
    await expect(page).toHaveURL(/\/hrMagazine\/\d+$/);
    await expect(page.getByRole('heading', { level: 3, name: 'What the rules say' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Hashtags' })).toContainText('#payroll');
    await shot('article');
  });

  test('senior interviews: the specialization search, then the cover, catchphrase and Q&A with three images at 190, 378 and 104 px', async ({ page }) => {
    const shot = screens(page, 'senior-interviews', { axe: true });
    const first = listCall(page, 'seniorInterview');
    await page.goto('/seniorInterview');
    await first;
    await expect(page.getByRole('heading', { level: 1, name: 'Senior Interview' })).toBeVisible();
    expect(await totalOf(page)).toBeGreaterThanOrEqual(40);
    await shot('list');

    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: /^Specialization/ }).click();
    const picker = page.getByRole('dialog', { name: 'Specialization' });
    await picker.getByRole('listbox', { name: 'Specialization: first level' }).getByRole('option', { name: 'Healthcare' }).click();
    await picker.getByRole('listbox', { name: 'Specialization: second level' }).getByRole('option', { name: 'Nurse', exact: true }).click();
    await shot('picker');
    await picker.getByRole('button', { name: 'Apply' }).click();
    const nurses = listCall(page, 'seniorInterview', 'specialization=SP0701');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await nurses;
    await expect.poll(() => totalOf(page)).toBe(3);
    await expect(page.locator('.art-senior-row__who').first()).toContainText('Nurse');
    await shot('nurses');

    const company = (await page.locator('.art-senior-row__company').first().innerText()).trim();
    await page.locator('.art-senior-row').first().click();
    await expect(page).toHaveURL(/\/seniorInterview\/\d+$/);
    const cover = page.locator('.art-cover');
    await expect(cover.locator('.art-cover__company')).toHaveText(new RegExp(company, 'i'));
    await expect(cover.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(cover.locator('.art-cover__position')).not.toBeEmpty();
    await expect(cover.locator('.art-cover__name')).not.toBeEmpty();
    await expect(cover.locator('.art-cover__meta')).toContainText(/\d{2}-\d{2}-\d{4} · [\d,]+ views?/);
    await expect(page.locator('.art-catchphrase')).not.toBeEmpty();
    await expect(page.getByRole('heading', { level: 2, name: /^Q1\. / })).toBeVisible();
    await shot('cover');

    // Q1 onward, an image after Q4, after Q7 and at the end, at their fixed heights
    const order = await page.locator('.art-qna > *').evaluateAll((nodes) =>
      nodes.map((node) => (node.tagName === 'IMG' ? `img${node.getAttribute('data-image')}:${Math.round(node.getBoundingClientRect().height)}` : (node.querySelector('h2')?.textContent ?? '').split('.')[0])),
    );
    expect(order).toEqual(['Q1', 'Q2', 'Q3', 'Q4', 'img1:190', 'Q5', 'Q6', 'Q7', 'img2:378', 'Q8', 'Q9', 'Q10', 'img3:104']);
    await page.locator('.art-qna__img[data-image="1"]').scrollIntoViewIfNeeded();
    await shot('first-image');
    await page.locator('.art-qna__img[data-image="3"]').scrollIntoViewIfNeeded();
    await shot('last-image');
  });

  test('employment news: the list with Total, a keyword search and an item', async ({ page }) => {
    const shot = screens(page, 'employment-news', { axe: true });
    const first = listCall(page, 'employmentNews');
    await page.goto('/employmentNews');
    await first;
    await expect(page.getByRole('heading', { level: 1, name: 'Employment News' })).toBeVisible();
    const all = await totalOf(page);
    expect(all).toBeGreaterThanOrEqual(40);
    await shot('list');

    // search by a word of the newest item's title: it is found again, among fewer
    const title = (await page.locator('.art-row__title').first().innerText()).trim();
    const word = title.split(/\s+/).filter((w) => /^[A-Za-z]{5,}$/.test(w)).sort((a, b) => b.length - a.length)[0] ?? 'hiring';
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('searchbox', { name: 'Keyword' }).fill(word);
    const searched = listCall(page, 'employmentNews', `keyword=${encodeURIComponent(word)}`);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await searched;
    await expect(page.getByRole('link', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first()).toBeVisible();
    expect(await totalOf(page)).toBeLessThanOrEqual(all);
    await shot('searched');

    await page.locator('.art-row').first().click();
    await expect(page).toHaveURL(/\/employmentNews\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.art-article__body p').first()).toBeVisible();
    await shot('item');
  });
});
