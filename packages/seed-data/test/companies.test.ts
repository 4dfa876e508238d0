import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CITY_GEO, distanceKm, provinceOf } from '@phjobs/contracts/regions';
import { SPECIALIZATION_TREE } from '@phjobs/contracts/taxonomy';
import { generateCompanies, permitAsOf } from '../src/companies.ts';
import { DEMO_EMPLOYER_ID, DEMO_MASTER_ID, seedCompanyId } from '../src/ids.ts';

const sha = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
const companies = generateCompanies(20260115, 320);

describe('generateCompanies', () => {
  it('gives byte-identical companies for the same seed and other companies for another seed', () => {
    expect(sha(generateCompanies(20260115, 320))).toBe(sha(companies));
    expect(sha(generateCompanies(20260116, 320))).not.toBe(sha(companies));
  });

  it('keeps the first companies the same however many are generated (ids stay stable)', () => {
    expect(sha(generateCompanies(20260115, 1000).slice(0, 320))).toBe(sha(companies));
  });

  it('makes at least 300 companies with distinct names and e-mails', () => {
    expect(companies).toHaveLength(320);
    expect(new Set(companies.map((c) => c.companyName)).size).toBe(320);
    expect(new Set(companies.map((c) => c.email)).size).toBe(320);
    const big = generateCompanies(5, 3000);
    expect(new Set(big.map((c) => c.companyName)).size).toBe(3000);
    expect(new Set(big.map((c) => c.email)).size).toBe(3000);
  });

  it('puts the demo employer and demo master first and numbers the others 1001, 1002, ... (conventions)', () => {
    expect(companies[0]).toMatchObject({ id: DEMO_EMPLOYER_ID, email: 'employer@demo.ph', userType: 'company', isDemo: true, masterCompanyId: DEMO_MASTER_ID });
    expect(companies[1]).toMatchObject({ id: DEMO_MASTER_ID, email: 'master@demo.ph', userType: 'master.company', isDemo: true, masterCompanyId: null });
    companies.slice(2).forEach((c, i) => expect(c.id).toBe(seedCompanyId(i + 1)));
    expect(companies.filter((c) => c.masterCompanyId === DEMO_MASTER_ID).map((c) => c.id)).toEqual([2, 1001, 1002, 1003]);
  });

  it('fills every member-info field plausibly', () => {
    const specializations = new Set(SPECIALIZATION_TREE.filter((i) => i.depth === 2).map((i) => i.id));
    for (const c of companies) {
      expect(c.managerName).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)* [A-Z][a-zA-Z ]+$/);
      expect(c.phoneNumber).toMatch(/^\+63 9\d{2} \d{3} \d{4}$/);
      expect(c.landlineNumber).toMatch(/^\+63 (2 8\d{3}|\d{2} \d{3}) \d{4}$/);
      expect(c.email).toMatch(/^[a-z.]+@[a-z0-9.]+\.(ph|com)$/);
      expect(c.businessRegistrationNumber).toMatch(/^[A-Za-z0-9]{4,16}$/);
      expect(specializations.has(c.specializationCode)).toBe(true);
      expect(c.detailAddress).toMatch(/Brgy\./);
      expect(provinceOf(c.cityId)?.id).toBe(c.provinceId);
      const geo = CITY_GEO[c.cityId];
      expect(geo && distanceKm(geo, c) <= geo.radiusKm).toBe(true);
      expect(['015A', '015B', '015C']).toContain(c.businessPermit.statusCode);
      expect(c.businessPermit.businessPermitExpirationDateFrom === null).toBe(c.businessPermit.statusCode === '015C');
      expect(c.websiteUrl).toMatch(/^https:\/\/www\./);
      if (c.logoKey !== null) expect(c.logoKey).toMatch(/^seed\/logos\//);
    }
  });
});

describe('permitAsOf', () => {
  const companies = generateCompanies(7, 300);
  const certified = companies.filter((c) => c.businessPermit.statusCode === '015B');

  it('keeps every certified permit valid on the day the product is seeded, however long after the reference date', () => {
    for (const today of ['2026-01-15', '2026-11-24', '2029-06-30']) {
      for (const company of certified) {
        const permit = permitAsOf(company.businessPermit, `${today}T08:00:00.000Z`);
        expect(permit.statusCode).toBe('015B');
        expect(permit.businessPermitExpirationDateFrom! <= today && today <= permit.businessPermitExpirationDateTo!).toBe(true);
      }
    }
  });

  it('moves both dates by the same whole days and leaves a permit without dates alone', () => {
    const { businessPermit } = certified[0]!;
    const moved = permitAsOf(businessPermit, '2026-01-25T23:59:00.000Z');
    const days = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;
    expect(days(businessPermit.businessPermitExpirationDateFrom!, moved.businessPermitExpirationDateFrom!)).toBe(10);
    expect(days(businessPermit.businessPermitExpirationDateTo!, moved.businessPermitExpirationDateTo!)).toBe(10);
    const none = { statusCode: '015C' as const, businessPermitExpirationDateFrom: null, businessPermitExpirationDateTo: null };
    expect(permitAsOf(none, '2026-11-24')).toEqual(none);
  });
});
