import { expect, test } from '../helpers/test.ts';
import { tokenOf } from '../helpers/account-api.ts';
import { screens } from '../helpers/screens.ts';
import { DEMO_EMPLOYER, loginByUi } from '../helpers/session.ts';
import { NCR, NCR_CITY, nextStep, registerThroughWizard, stepTitle } from '../helpers/ad-wizard.ts';

test.describe('the job ad register wizard', () => {
  test('the demo employer registers an ad through all six steps with a photo and lands on its paid page', async ({ page }) => {
    const shot = screens(page, 'employer-ad-register', { axe: true });
    await loginByUi(page, DEMO_EMPLOYER, 'Business');
    await page.goto('/myPage/ad/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Job ad register' })).toBeVisible();
    await expect(stepTitle(page)).toHaveText('Recruitment');

    // Next checks the step: the contract's messages under the fields
    await nextStep(page);
    await expect(page.getByText('Please enter the job title.')).toBeVisible();
    await expect(page.getByText('Please choose at least one specialization.')).toBeVisible();
    await shot('step0-messages');

    const title = `Barista ${Date.now()}`;
    const data = await registerThroughWizard(page, { title, description: 'Prepare coffee and serve customers at our Makati branch. Training is given on the job.' }, shot);

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
