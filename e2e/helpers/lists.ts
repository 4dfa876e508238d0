import { expect, type Locator, type Page } from '@playwright/test';

/** The 'N jobs' line of a list screen. */
export const countLine = (page: Page): Locator => page.getByText(/^[\d,]+ jobs?$/);

/** The number the count line shows, once it shows one. */
export async function shownCount(page: Page): Promise<number> {
  const line = countLine(page);
  await expect(line).toBeVisible();
  return Number((await line.innerText()).replace(/\D/g, ''));
}

/** Waits until the count line shows something other than `previous`, and returns it. */
export async function countChangedFrom(page: Page, previous: number): Promise<number> {
  await expect(countLine(page)).not.toHaveText(`${previous.toLocaleString('en-US')} jobs`);
  return shownCount(page);
}

/**
 * The ad cards of the list the app draws: not the server's first screen (`#ssr`), whose plain links
 * a click would follow before the app has taken over (on desktop, the app opens the pane instead).
 */
export const adCards = (page: Page): Locator => page.locator('#root a.ad-card');

/** The ad ids of the cards on the screen, in order (from their links /ad/all/{id}). */
export async function cardIds(page: Page): Promise<number[]> {
  const hrefs = await adCards(page).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((h) => Number(/\/ad\/all\/(\d+)/.exec(h)?.[1] ?? NaN));
}

/**
 * The title of the open job ad. Scoped to the ad's article: while the detail's chunk loads, the
 * list it was opened from is still on the page with a card of the same title.
 */
/** The ad's title: the h1 of the ad page, an h2 in the list's pane. */
export const detailTitle = (page: Page, title: string): Locator => page.getByRole('article').getByRole('heading', { name: title });
