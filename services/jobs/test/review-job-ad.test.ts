import { describe, expect, it } from 'vitest';
import { findDiscrimination, findFee, minimumFor, reviewJobAd, wageOrderInForce, type ReviewableAd } from '../src/domain/review-job-ad.ts';

const NCR = '1300000000';
const CEBU = '0702200000';
const ad = (overrides: Partial<ReviewableAd> = {}): ReviewableAd => ({
  title: 'Barista',
  jobDescription: 'Prepare coffee and serve customers.',
  salaryCode: '010B',
  salary: 700,
  provinceId: NCR,
  specializationIds: ['SP0601'],
  deadlineDate: null,
  ...overrides,
});

describe('minimum wage', () => {
  it('checks against the NCR wage order in force on the posting day', () => {
    expect(wageOrderInForce(NCR, '2024-07-16')?.nonAgriculture).toBe(610);
    expect(wageOrderInForce(NCR, '2024-07-17')?.nonAgriculture).toBe(645);
    expect(wageOrderInForce(NCR, '2025-07-17')?.nonAgriculture).toBe(645);
    expect(wageOrderInForce(NCR, '2025-07-18')?.nonAgriculture).toBe(695);
    expect(wageOrderInForce(NCR, '2025-07-18')?.agriculture).toBe(658);
  });

  it('converts the daily minimum to hour (/8), week (x5) and month (x261/12); project and negotiable are not checked', () => {
    const order = wageOrderInForce(NCR, '2026-01-01')!;
    expect(minimumFor(order, '010A', false)).toBe(86.88);
    expect(minimumFor(order, '010B', false)).toBe(695);
    expect(minimumFor(order, '010C', false)).toBe(3475);
    expect(minimumFor(order, '010D', false)).toBe(15116.25);
    expect(minimumFor(order, '010E', false)).toBeNull();
    expect(minimumFor(order, '010F', false)).toBeNull();
  });

  it('refuses an NCR daily rate below 695 from 2025-07-18 with a reason on the salary, and passes it before', () => {
    const [reason] = reviewJobAd(ad({ salary: 650 }), '2025-07-18');
    expect(reason).toMatchObject({ field: 'salary.salaryMoreThan', code: 'review/minimum-wage' });
    expect(reason!.message).toContain('PHP 695 a day');
    expect(reviewJobAd(ad({ salary: 650 }), '2025-07-17')).toEqual([]);
  });

  it('refuses a monthly salary below 695 x 261 / 12 in NCR and passes one at it', () => {
    expect(reviewJobAd(ad({ salaryCode: '010D', salary: 15_000 }), '2026-11-24')).toHaveLength(1);
    expect(reviewJobAd(ad({ salaryCode: '010D', salary: 15_116.25 }), '2026-11-24')).toEqual([]);
  });

  it("checks another region against its own order (Cebu is Region VII) and leaves negotiable pay alone", () => {
    expect(reviewJobAd(ad({ provinceId: CEBU, salary: 460 }), '2026-11-24')).toEqual([]);
    expect(reviewJobAd(ad({ provinceId: CEBU, salary: 400 }), '2026-11-24')).toHaveLength(1);
    expect(reviewJobAd(ad({ salaryCode: '010F', salary: null }), '2026-11-24')).toEqual([]);
  });
});

describe('anti-discrimination (RA 10911, gender, marital status, appearance)', () => {
  it.each([
    'Cashier (female only)',
    'Male only, must be strong',
    'Age 18-25 preferred',
    'Applicants must be below 30 years old',
    'Must be single',
    'Not married applicants',
    'With pleasing personality',
    'Must have good looks',
    'Height 5\'4" and above',
    'Must be attractive',
    'Minimum height of 160 cm',
    'preferably female',
  ])('finds a limit in %j', (text) => {
    expect(findDiscrimination(text)).not.toBeNull();
  });

  it.each([
    'Single-day payment every Friday',
    'Work at height with a harness (safety training given)',
    'A single point of contact for clients',
    'Female and male applicants are welcome',
    'Serve customers in a friendly way',
    'Good knowledge of Excel',
    'Manage personality tests for HR',
    'Agency of 25 workers, 8 hours a day',
  ])('lets the innocent %j pass', (text) => {
    expect(findDiscrimination(text)).toBeNull();
  });

  it('names the field and the phrase in the reason', () => {
    const reasons = reviewJobAd(ad({ title: 'Waitress (female only)' }), '2026-11-24');
    expect(reasons).toEqual([expect.objectContaining({ field: 'title', code: 'review/discrimination' })]);
    expect(reasons[0]!.message).toContain("'female only'");
  });
});

describe('no fee asked of applicants', () => {
  it.each(['No placement fee? There is a placement fee of 500', 'Training fee: PHP 1,500', 'Applicants pay for the uniform', 'Cash deposit required', 'Processing fees apply'])('finds a fee in %j', (text) => {
    expect(findFee(text)).not.toBeNull();
  });

  it.each(['Free training and uniform provided', 'We pay your transport', 'Bank deposit of your salary every 15th'])('lets %j pass', (text) => {
    expect(findFee(text)).toBeNull();
  });

  it('refuses an ad that asks for a fee, with the description named', () => {
    expect(reviewJobAd(ad({ jobDescription: 'A training fee of PHP 2,000 is deducted.' }), '2026-11-24')).toEqual([expect.objectContaining({ field: 'jobDescription', code: 'review/fee' })]);
  });
});
