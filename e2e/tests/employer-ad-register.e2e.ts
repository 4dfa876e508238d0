import { expect, test, type Page } from '@playwright/test';
import { tokenOf } from '../helpers/account-api.ts';
import { screens } from '../helpers/screens.ts';
import { DEMO_EMPLOYER, loginByUi } from '../helpers/session.ts';

/** A 1x1 PNG (media checks the file's first bytes against its type). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** Metro Manila (the NCR's pseudo-province) and one of its cities (contracts/regions.ts). */
const NCR = '1300000000';
const NCR_CITY = '1381300000';

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const stepTitle = (page: Page) => page.getByRole('heading', { level: 2 });

test.describe('the job ad register wizard', () => {
  test('the demo employer registers an ad through all six steps with a photo and lands on its paid page', async ({ page }) => {
    const shot = screens(page, 'employer-ad-register', { axe: true });
    await loginByUi(page, DEMO_EMPLOYER, 'Business');
    await page.goto('/myPage/ad/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Job ad register' })).toBeVisible();
    await expect(stepTitle(page)).toHaveText('Recruitment');

    // Next checks the step: the contract's messages under the fields
    await next(page);
    await expect(page.getByText('Please enter the job title.')).toBeVisible();
    await expect(page.getByText('Please choose at least one specialization.')).toBeVisible();
    await shot('step0-messages');

    // step 0: a photo through media (with its progress), the title, one specialization
    await page.getByTestId('photo-input').setInputFiles({ name: 'shop.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByAltText('shop.png')).toBeVisible();
    const title = `Barista ${Date.now()}`;
    await page.getByLabel('Job title').fill(title);
    await page.getByRole('button', { name: 'Choose specialization' }).click();
    const picker = page.getByRole('dialog', { name: 'Specialization' });
    await picker.getByRole('button', { name: 'Customer Service Representative' }).click();
    await picker.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Customer Service Representative')).toBeVisible();
    await shot('step0');
    await next(page);

    // step 1: education and preference (optional)
    await expect(stepTitle(page)).toHaveText('Education & preference');
    await shot('step1');
    await next(page);

    // step 2: working conditions
    await expect(stepTitle(page)).toHaveText('Working conditions');
    await page.getByRole('group', { name: 'Employment type' }).getByRole('button', { name: 'Regular' }).click();
    await page.getByLabel('Paid by').selectOption('010D');
    await page.getByLabel('Amount').fill('25000');
    await shot('step2');
    await next(page);

    // step 3: the workplace (no Maps key in the embedded mode: the city's centre, and the sentence saying so)
    await expect(stepTitle(page)).toHaveText('Workplace');
    await expect(page.getByText(/Placing a pin on the map needs a Google Maps key/)).toBeVisible();
    await page.getByLabel('Province').selectOption(NCR);
    await page.getByLabel('City').selectOption(NCR_CITY);
    await page.getByLabel('Detailed address').fill('2/F 12 Rizal Street, Barangay 1');
    await expect(page.getByText(/^Position: /)).toBeVisible();
    await shot('step3');
    await next(page);

    // step 4: application info
    await expect(stepTitle(page)).toHaveText('Application');
    await page.getByLabel('Number of vacancies').fill('2');
    await page.getByRole('group', { name: 'How to apply' }).getByRole('button', { name: 'Online' }).click();
    await shot('step4');
    await next(page);

    // step 5: contact and description, then Submit
    await expect(stepTitle(page)).toHaveText('Contact & description');
    await page.getByLabel('Contact person').fill('Maria Dela Cruz');
    await page.getByLabel('Phone', { exact: true }).fill('917 123 4567');
    await page.getByLabel('Job description').fill('Prepare coffee and serve customers at our Makati branch. Training is given on the job.');
    await shot('step5');
    const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/jobAds');
    await page.getByRole('button', { name: 'Submit' }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    const { data } = (await answer.json()) as { data: { jobId: number; statusCode: string } };
    await expect(page).toHaveURL(new RegExp(`/myPage/ad/${data.jobId}/paid$`));

    // the saved ad carries the photo and the values of every step
    const token = await tokenOf(DEMO_EMPLOYER.email, DEMO_EMPLOYER.password, 'company');
    const loaded = await page.request.get(`/api/jobAds/update/${data.jobId}?email=${encodeURIComponent(DEMO_EMPLOYER.email)}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(loaded.status()).toBe(200);
    const ad = (await loaded.json()) as { recruitment: { title: string }; jobPhoto: { fileName: string }[]; workPlace: { city: string; lat: number | null }; recuriterInfo: { contactMainPhoneNumber: string } };
    expect(ad.recruitment.title).toBe(title);
    expect(ad.jobPhoto.map((p) => p.fileName)).toEqual(['shop.png']);
    expect(ad.workPlace.city).toBe(NCR_CITY);
    expect(ad.workPlace.lat).not.toBeNull();
    expect(ad.recuriterInfo.contactMainPhoneNumber).toBe('+639171234567');
  });

  test('an ad with a sub-minimum daily wage in the NCR and an age limit stays Under Review with its reasons shown in the edit wizard', async ({ page }) => {
    const shot = screens(page, 'employer-ad-refused', { axe: true });
    const token = await tokenOf(DEMO_EMPLOYER.email, DEMO_EMPLOYER.password, 'company');
    const res = await page.request.post(`/api/jobAds?email=${encodeURIComponent(DEMO_EMPLOYER.email)}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        title: 'Service crew',
        specialization: ['SP0101'],
        employeeType: ['011A'],
        salary: { salaryType: '010B', salaryMoreThan: 300 },
        region: { province: NCR, city: NCR_CITY },
        detailAddress: '12 Rizal Street',
        noOfVacancy: 2,
        howToApply: ['018A'],
        contactInfoName: 'Maria Dela Cruz',
        contactMainPhoneNumber: '+639171234567',
        jobDescription: 'Serve customers at the counter. Applicants must be age 18-25.',
      },
    });
    expect(res.status(), 'POST /api/jobAds').toBe(201);
    const { data } = (await res.json()) as { data: { jobId: number; statusCode: string } };
    expect(data.statusCode).toBe('012A');

    await loginByUi(page, DEMO_EMPLOYER, 'Business');
    await page.goto(`/myPage/ad/${data.jobId}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'JOB AD EDIT' })).toBeVisible();
    await expect(page.getByText('Status: Under Review')).toBeVisible();
    const review = page.getByRole('region', { name: 'Review result' });
    await expect(review).toBeVisible();
    // one reason for the wage and one for the age limit (the review may name more)
    expect(await review.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    await expect(review).toContainText(/wage/i);
    await expect(review).toContainText(/age/i);
    await expect(page.getByLabel('Job title')).toHaveValue('Service crew');
    await shot('reasons');
  });
});
