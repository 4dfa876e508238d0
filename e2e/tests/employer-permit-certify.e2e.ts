import { NCR, NCR_CITY } from '../helpers/ad-wizard.ts';
import { expect, test } from '../helpers/test.ts';
import { signUpCompanyByApi } from '../helpers/company-api.ts';
import { screens } from '../helpers/screens.ts';
import { loginByUi } from '../helpers/session.ts';

/** A one-page PDF (media checks the first bytes against the type). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test.describe('business permit', () => {
  test("a company certifies its permit with an uploaded document and its ads get the 'Business Permit' badge", async ({ page, request }) => {
    const shot = screens(page, 'employer-permit-certify', { axe: true });
    const company = await signUpCompanyByApi();

    // an ongoing ad of the new company, before the permit: no badge
    const posted = await request.post(`/api/jobAds?email=${encodeURIComponent(company.email)}`, {
      headers: { Authorization: `Bearer ${company.accessToken}` },
      data: {
        title: `Cashier ${Date.now()}`,
        specialization: ['SP0101'],
        employeeType: ['011A'],
        salary: { salaryType: '010D', salaryMoreThan: 25000 },
        region: { province: NCR, city: NCR_CITY },
        detailAddress: '12 Rizal Street',
        noOfVacancy: 1,
        howToApply: ['018A'],
        contactInfoName: company.managerName,
        contactMainPhoneNumber: company.phoneE164,
        jobDescription: 'Handle the cash register and help customers at our Makati store. Training is given on the job.',
      },
    });
    expect(posted.status(), 'POST /api/jobAds').toBe(201);
    const { data: ad } = (await posted.json()) as { data: { jobId: number; statusCode: string } };
    expect(ad.statusCode).toBe('012C');
    await page.goto(`/ad/all/${ad.jobId}`);
    await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('heading', { level: 2 })).first()).toBeVisible();
    await expect(page.getByText('Business Permit', { exact: true })).toHaveCount(0);

    // the member information says the permit needs certification
    await loginByUi(page, company, 'Business');
    await page.goto('/myPage');
    await page.getByRole('link', { name: 'Member information' }).click();
    await expect(page).toHaveURL(/\/myPage\/userInfo$/);
    await expect(page.getByRole('heading', { name: company.companyName })).toBeVisible();
    await shot('info-needs-permit');
    await page.getByRole('link', { name: 'Go to certify' }).click();
    await expect(page).toHaveURL(/\/myPage\/userInfo\/certify$/);

    // the dates default to today and two years later; the document uploads with its progress
    const from = await page.getByLabel('Valid from').inputValue();
    const to = await page.getByLabel('Valid to').inputValue();
    expect(Number(to.slice(0, 4)) - Number(from.slice(0, 4))).toBe(2);
    expect(to.slice(4)).toBe(from.slice(4));
    await page.locator('#permit-file').setInputFiles({ name: 'permit.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText('permit.pdf', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose another file' })).toBeEnabled();
    await shot('permit-uploaded');
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === '/api/employer/permit');
    await page.getByRole('button', { name: 'Certify' }).click();
    expect((await saved).status()).toBe(200);

    // success goes back one page: the member information, now certified
    await expect(page).toHaveURL(/\/myPage\/userInfo$/);
    await expect(page.getByText('✓ Certified')).toBeVisible();
    await shot('info-certified');

    // the ad shows the badge once services/jobs took the permit event in
    await expect(async () => {
      await page.goto(`/ad/all/${ad.jobId}`);
      await expect(page.getByText('Business Permit', { exact: true }).first()).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await shot('ad-with-badge');
  });
});
