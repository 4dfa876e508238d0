import { expect, type Page } from '@playwright/test';

/** A 1x1 PNG (media checks the file's first bytes against its type). */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** Metro Manila (the NCR's pseudo-province) and one of its cities (contracts/regions.ts). */
export const NCR = '1300000000';
export const NCR_CITY = '1381300000';

export const nextStep = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
export const stepTitle = (page: Page) => page.getByRole('heading', { level: 2 });

export type AdDraft = { title: string; description: string; monthly?: string };

/**
 * Walks the register wizard (/myPage/ad/register, already open) through its six steps with a
 * photo and the values of a plain NCR ad, then submits; `shot` takes a screenshot per step.
 * Answers the POST /api/jobAds answer's data.
 */
export async function registerThroughWizard(page: Page, draft: AdDraft, shot?: (name: string) => Promise<void>): Promise<{ jobId: number; statusCode: string }> {
  // step 0: a photo through media (with its progress), the title, one specialization
  await expect(stepTitle(page)).toHaveText('Recruitment');
  await page.getByTestId('photo-input').setInputFiles({ name: 'shop.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByAltText('shop.png')).toBeVisible();
  await page.getByLabel('Job title').fill(draft.title);
  await page.getByRole('button', { name: 'Choose specialization' }).click();
  const picker = page.getByRole('dialog', { name: 'Specialization' });
  await picker.getByRole('option', { name: 'Customer Service Representative' }).click();
  await picker.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Customer Service Representative')).toBeVisible();
  await shot?.('step0');
  await nextStep(page);

  // step 1: education and preference (optional)
  await expect(stepTitle(page)).toHaveText('Education & preference');
  await shot?.('step1');
  await nextStep(page);

  // step 2: working conditions
  await expect(stepTitle(page)).toHaveText('Working conditions');
  await page.getByRole('group', { name: 'Employment type' }).getByRole('button', { name: 'Regular' }).click();
  await page.getByLabel('Paid by').selectOption('010D');
  await page.getByLabel('Amount').fill(draft.monthly ?? '25000');
  await shot?.('step2');
  await nextStep(page);

  // step 3: the workplace (no Maps key in the embedded mode: the city's centre, and the sentence saying so)
  await expect(stepTitle(page)).toHaveText('Workplace');
  await expect(page.getByText(/Placing a pin on the map needs a Google Maps key/)).toBeVisible();
  await page.getByLabel('Province').selectOption(NCR);
  await page.getByLabel('City').selectOption(NCR_CITY);
  await page.getByLabel('Detailed address').fill('2/F 12 Rizal Street, Barangay 1');
  await expect(page.getByText(/^Position: /)).toBeVisible();
  await shot?.('step3');
  await nextStep(page);

  // step 4: application info
  await expect(stepTitle(page)).toHaveText('Application');
  await page.getByLabel('Number of vacancies').fill('2');
  await page.getByRole('group', { name: 'How to apply' }).getByRole('button', { name: 'Online' }).click();
  await shot?.('step4');
  await nextStep(page);

  // step 5: contact and description, then Submit
  await expect(stepTitle(page)).toHaveText('Contact & description');
  await page.getByLabel('Contact person').fill('Maria Dela Cruz');
  await page.getByLabel('Phone', { exact: true }).fill('917 123 4567');
  await page.getByLabel('Job description').fill(draft.description);
  await shot?.('step5');
  const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/jobAds');
  await page.getByRole('button', { name: 'Submit' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  const { data } = (await answer.json()) as { data: { jobId: number; statusCode: string } };
  await expect(page).toHaveURL(new RegExp(`/myPage/ad/${data.jobId}/paid$`));
  return data;
}
