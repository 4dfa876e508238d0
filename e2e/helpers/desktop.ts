import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/**
 * The desktop layout starts at 1024px (packages/ui breakpoints.ts): the `desktop` project (1366x900)
 * sees it, the `mobile` one (390x844) the phone layout.
 */
/** The viewport a project runs the journey at (the projects 'mobile' and 'mobile-demo', 'desktop' and 'desktop-demo'). */
export const viewportOf = (info: TestInfo): 'mobile' | 'desktop' => (info.project.name.startsWith('desktop') ? 'desktop' : 'mobile');

export const isDesktop = (page: Page): boolean => (page.viewportSize()?.width ?? 0) >= 1024;

/**
 * The 'Detail search' form, ready to fill: on a phone the toggle opens it full screen; on desktop it
 * is the list's sidebar, always open.
 */
export async function detailSearch(page: Page): Promise<Locator> {
  if (isDesktop(page)) {
    const side = page.getByRole('region', { name: 'Detail search' });
    await expect(side.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    return side;
  }
  await page.getByRole('button', { name: 'Detail search' }).click();
  const sheet = page.getByRole('dialog', { name: 'Detail search' });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** The detail pane beside a desktop list. */
export const adPane = (page: Page): Locator => page.getByRole('region', { name: 'Selected job ad' });

/**
 * Where an ad card leads: its page on a phone (/ad/all/{id}); on desktop the same list with the ad
 * in the pane (`?jobId={id}` added to the list's URL).
 */
export const cardTarget = (page: Page, id: number): RegExp => (isDesktop(page) ? new RegExp(`[?&]jobId=${id}$`) : new RegExp(`/ad/all/${id}$`));

/** The rows of My applications: cards on a phone, the table's rows on desktop. */
export const applicationRows = (page: Page): Locator => (isDesktop(page) ? page.getByRole('table', { name: 'Applications' }).locator('tbody tr') : page.getByRole('article'));

/** The my-page screen itself: on desktop the content column beside the my-page navigation (which shows the name and e-mail too). */
export const myPageScreen = (page: Page): Locator => (isDesktop(page) ? page.locator('.ph-columns__main') : page.getByRole('main'));
