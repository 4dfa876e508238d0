import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  AD_STATUS_CODES,
  APPLY_METHOD_CODES,
  EDUCATION_CODES,
  EMPLOYEE_TYPE_CODES,
  SALARY_RANGES,
  SALARY_UNIT_CODES,
  WEEKDAY_CODES,
  WORK_TYPE_CODES,
  WORKING_DAY_CODES,
  WORKING_HOUR_CODES,
  WORKING_PERIOD_CODES,
} from '@phjobs/contracts/codes';
import { CITIES, CITY_GEO, PROVINCES, REGIONS, distanceKm, provinceOf } from '@phjobs/contracts/regions';
import { PREFERENCE_TREE, SPECIALIZATION_TREE, WELFARE_TREE, type CodeTree } from '@phjobs/contracts/taxonomy';
import { generateCompanies } from '../src/companies.ts';
import { DEMO_EMPLOYER_ID } from '../src/ids.ts';
import { generateJobAds } from '../src/job-ads.ts';

const SEED = 20260115;
const REF = '2026-01-15T00:00:00.000Z';
const refMs = Date.parse(REF);
const sha = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
const companies = generateCompanies(SEED, 320, REF);
const ads = generateJobAds(SEED, 5000, companies, REF);
const leaves = (tree: CodeTree) => new Set(tree.filter((i) => i.depth === 2).map((i) => i.id));
const share = (predicate: (ad: (typeof ads)[number]) => boolean) => ads.filter(predicate).length / ads.length;

describe('generateJobAds', () => {
  it('gives byte-identical ads for the same seed, companies and reference date', () => {
    expect(sha(generateJobAds(SEED, 5000, generateCompanies(SEED, 320, REF), REF))).toBe(sha(ads));
    expect(sha(generateJobAds(SEED + 1, 5000, companies, REF))).not.toBe(sha(ads));
    expect(sha(generateJobAds(SEED, 5000, companies, '2026-01-16T00:00:00.000Z'))).not.toBe(sha(ads));
  });

  it('makes the asked number of ads with ids 1..N, owned by the given companies', () => {
    expect(ads).toHaveLength(5000);
    ads.forEach((ad, i) => expect(ad.id).toBe(i + 1));
    const byId = new Map(companies.map((c) => [c.id, c]));
    for (const ad of ads) {
      const company = byId.get(ad.companyId);
      expect(company?.userType).toBe('company');
      expect(ad.companyName).toBe(company?.companyName);
      expect(ad.logoKey).toBe(company?.logoKey);
    }
    expect(new Set(ads.map((a) => a.companyId)).size).toBeGreaterThan(250);
  });

  it('places every ad inside its city: within the city radius, in the city province', () => {
    for (const ad of ads) {
      const geo = CITY_GEO[ad.cityId];
      expect(geo, ad.cityId).toBeDefined();
      if (!geo) continue;
      expect(distanceKm(geo, ad), `ad ${ad.id}`).toBeLessThanOrEqual(geo.radiusKm);
      expect(provinceOf(ad.cityId)?.id).toBe(ad.provinceId);
      expect(ad.city).toBe(CITIES.find((c) => c.id === ad.cityId)?.name);
      expect(ad.detailAddress.length).toBeGreaterThan(5);
    }
  });

  it('has ads in every region, province and city', () => {
    const cities = new Set(ads.map((a) => a.cityId));
    const provinces = new Set(ads.map((a) => a.provinceId));
    const regions = new Set(ads.map((a) => CITY_GEO[a.cityId]?.regionCode));
    for (const c of CITIES) expect(cities.has(c.id), c.name).toBe(true);
    for (const p of PROVINCES) expect(provinces.has(p.id), p.name).toBe(true);
    for (const r of REGIONS) expect(regions.has(r.code), r.name).toBe(true);
  });

  it('keeps every salary inside a range of its unit, and none for 010F (negotiable)', () => {
    for (const ad of ads) {
      expect(SALARY_UNIT_CODES).toContain(ad.salaryCode);
      if (ad.salaryCode === '010F') {
        expect(ad.salary).toBeNull();
        continue;
      }
      const salary = ad.salary;
      expect(typeof salary).toBe('number');
      if (salary === null) continue;
      const inRange = SALARY_RANGES[ad.salaryCode].some((r) => (r.min === null || salary >= r.min) && (r.max === null || salary < r.max));
      expect(inRange, `ad ${ad.id} ${ad.salaryCode} ${salary}`).toBe(true);
      expect(salary).toBeGreaterThan(0);
    }
    const monthly = ads.filter((a) => a.salaryCode === '010D');
    expect(monthly.length / ads.length).toBeGreaterThan(0.5);
    expect(monthly.filter((a) => (a.salary ?? 0) >= 13000 && (a.salary ?? 0) < 80000).length / monthly.length).toBeGreaterThan(0.85);
    for (const a of ads.filter((x) => x.salaryCode === '010B')) expect(a.salary).toBeGreaterThanOrEqual(500);
    for (const unit of SALARY_UNIT_CODES) expect(ads.some((a) => a.salaryCode === unit), unit).toBe(true);
  });

  it('uses only valid codes of codes.ts and taxonomy.ts', () => {
    const specializations = leaves(SPECIALIZATION_TREE);
    const welfare = leaves(WELFARE_TREE);
    const preferences = leaves(PREFERENCE_TREE);
    for (const ad of ads) {
      expect(AD_STATUS_CODES).toContain(ad.statusCode);
      expect(EDUCATION_CODES).toContain(ad.education);
      expect(WORKING_DAY_CODES).toContain(ad.workingDayCode);
      expect(ad.workingDayCode).not.toBe('007A');
      expect(ad.workingDaySelectedList.length > 0).toBe(ad.workingDayCode === '007G');
      for (const d of ad.workingDaySelectedList) expect(WEEKDAY_CODES).toContain(d);
      expect(WORKING_HOUR_CODES).toContain(ad.workingHourCode);
      expect(ad.workingHourFrom === null).toBe(ad.workingHourCode === '009Z');
      expect(ad.workingHourTo === null).toBe(ad.workingHourCode === '009Z');
      if (ad.workingHourFrom !== null) expect(ad.workingHourFrom).toMatch(/^([01]\d|2[0-4]):[0-5]\d$/);
      expect(WORKING_PERIOD_CODES).toContain(ad.workingPeriodCode);
      expect(ad.employeeTypeList.length).toBeGreaterThan(0);
      for (const t of ad.employeeTypeList) expect(EMPLOYEE_TYPE_CODES).toContain(t);
      expect(ad.specializationList.length).toBeGreaterThanOrEqual(1);
      expect(ad.specializationList.length).toBeLessThanOrEqual(3);
      expect(new Set(ad.specializationList).size).toBe(ad.specializationList.length);
      for (const s of ad.specializationList) expect(specializations.has(s), s).toBe(true);
      expect(ad.welfarebenefitList.length).toBeGreaterThanOrEqual(1);
      for (const w of ad.welfarebenefitList) expect(welfare.has(w), w).toBe(true);
      expect(ad.preferenceList.length).toBeLessThanOrEqual(5);
      for (const p of ad.preferenceList) expect(preferences.has(p), p).toBe(true);
      expect([0, 1, 2]).toContain(ad.nationality);
      expect(ad.language.length).toBe(1);
      for (const l of ad.language) expect(['english', 'korean', 'all']).toContain(l);
      for (const w of ad.workType) expect(WORK_TYPE_CODES).toContain(w);
      expect(ad.applyList.length).toBeGreaterThanOrEqual(1);
      expect(new Set(ad.applyList).size).toBe(ad.applyList.length);
      for (const m of ad.applyList) expect(APPLY_METHOD_CODES).toContain(m);
    }
  });

  it('keeps related fields consistent: badges, apply methods and their extras, vacancies', () => {
    const byId = new Map(companies.map((c) => [c.id, c]));
    for (const ad of ads) {
      expect(ad.isThreeMajor).toBe(ad.welfarebenefitList.includes('WF0101'));
      if (ad.isPermit) expect(byId.get(ad.companyId)?.businessPermit.statusCode).toBe('015B');
      expect(ad.websiteUrl !== null).toBe(ad.applyList.includes('018E'));
      if (ad.companyOwnForm) {
        expect(ad.applyList).toContain('018C');
        expect(ad.companyOwnForm.fileName).toMatch(/\.docx$/);
      }
      if (ad.directCustomizedInput !== null) expect(ad.applyList.some((m) => m === '018B' || m === '018D' || m === '018F')).toBe(true);
      expect(ad.isDirectCustomized).toBe(ad.directCustomizedInput !== null);
      expect(ad.noOfVacancy === null).toBe(ad.isVacancyNotSpecified);
      expect(ad.jobImageList.length).toBeLessThanOrEqual(3);
      expect(ad.title.length).toBeGreaterThan(3);
      expect(ad.jobDescription).toContain(ad.title);
    }
    expect(ads.some((a) => a.companyOwnForm !== null)).toBe(true);
    expect(ads.some((a) => a.workType.length === 0)).toBe(true);
    expect(ads.some((a) => a.language[0] === 'korean') && ads.some((a) => a.language[0] === 'all')).toBe(true);
    expect(ads.some((a) => a.title.endsWith('(Night Shift)'))).toBe(true);
  });

  it('writes every phone number with the +63 prefix', () => {
    for (const ad of ads) {
      expect(ad.contactInfo.phoneNumber.length).toBeGreaterThanOrEqual(1);
      for (const p of ad.contactInfo.phoneNumber) expect(p).toMatch(/^\+63 \d/);
      if (ad.contactInfo.fax !== null) expect(ad.contactInfo.fax).toMatch(/^\+63 \d/);
      expect(ad.contactInfo.email).toContain('@');
    }
  });

  it('spreads creation over the 60 days before the reference date, with deadlines mostly 1-45 days later', () => {
    for (const ad of ads) {
      const created = Date.parse(ad.createdAt);
      expect(created).toBeLessThanOrEqual(refMs);
      expect(created).toBeGreaterThan(refMs - 60 * 86_400_000);
      expect(Date.parse(ad.updatedAt)).toBeGreaterThanOrEqual(created);
      expect(Date.parse(ad.updatedAt)).toBeLessThanOrEqual(refMs);
      if (ad.deadlineDate !== null) expect(ad.deadlineDate > ad.createdAt.slice(0, 10) || ad.deadlineDate === ad.createdAt.slice(0, 10)).toBe(true);
    }
    expect(share((a) => a.deadlineDate === null)).toBeGreaterThan(0.05);
    expect(share((a) => a.deadlineDate !== null && a.deadlineDate < REF.slice(0, 10))).toBeGreaterThan(0.05);
    expect(share((a) => Date.parse(a.createdAt) > refMs - 86_400_000)).toBeGreaterThan(0.005);
  });

  it('makes most ads ongoing (012C) with a few under review (012A) and ended (012D)', () => {
    expect(share((a) => a.statusCode === '012C')).toBeGreaterThan(0.8);
    expect(share((a) => a.statusCode === '012A')).toBeGreaterThan(0.01);
    expect(share((a) => a.statusCode === '012D')).toBeGreaterThan(0.01);
    for (const ad of ads.filter((a) => a.statusCode === '012A')) expect(Date.parse(ad.createdAt)).toBeGreaterThan(refMs - 2 * 86_400_000);
  });

  it('gives the demo company 20-30 ads first, ongoing, under review and ended', () => {
    const demo = ads.filter((a) => a.companyId === DEMO_EMPLOYER_ID);
    expect(demo.length).toBeGreaterThanOrEqual(20);
    expect(demo.length).toBeLessThanOrEqual(30);
    expect(demo.map((a) => a.id)).toEqual(demo.map((_, i) => i + 1));
    for (const status of ['012A', '012C', '012D']) expect(demo.some((a) => a.statusCode === status), status).toBe(true);
    for (const method of APPLY_METHOD_CODES) expect(demo.some((a) => a.applyList.includes(method)), method).toBe(true);
  });

  it('keeps the first ads the same however many are generated (services load prefixes)', () => {
    expect(sha(generateJobAds(SEED, 1200, companies, REF))).toBe(sha(ads.slice(0, 1200)));
  });

  it('works without the demo company and for small counts', () => {
    const others = companies.filter((c) => !c.isDemo);
    const few = generateJobAds(SEED, 10, others, REF);
    expect(few).toHaveLength(10);
    expect(few.some((a) => a.companyId === DEMO_EMPLOYER_ID)).toBe(false);
  });
});
