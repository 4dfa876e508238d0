/**
 * The embedded dataset every service seeds from: one seed and one company count, so that the
 * account, employer and jobs services load matching users, companies and ads without calling each
 * other, and account and talent matching job seekers. Generating is deterministic and
 * prefix-stable: the first k companies (and, for the same companies, the first k ads; the first k
 * seekers) do not depend on how many are generated.
 */
import { generateCompanies } from './companies.ts';
import { SEED_REFERENCE_DATE } from './ids.ts';
import { generateJobAds } from './job-ads.ts';
import { generateSeekers } from './seekers.ts';
import type { SeedCompany, SeedJobAd, SeedSeeker, SeedUser } from './types.ts';
import { generateCompanyMembers, generateUsers } from './users.ts';

/** `seekers`: the job seekers besides the demo seeker (ids 50001..50398), one seed resume each. */
export const SEED_DATASET = { seed: 20260115, companies: 320, ads: 5000, seekers: 398 } as const;

/** The seed companies: the two demo companies, then 318 generated ones (ids 1001..1318). */
export function seedCompanies(): SeedCompany[] {
  return generateCompanies(SEED_DATASET.seed, SEED_DATASET.companies);
}

/** The demo logins and one member account per other seed company. */
export function seedUsers(companies: readonly SeedCompany[] = seedCompanies()): SeedUser[] {
  return [...generateUsers(), ...generateCompanyMembers(companies)];
}

/** The seed job seekers (individual members 50001..), owners of the seed resumes. */
export function seedSeekers(): SeedSeeker[] {
  return generateSeekers(SEED_DATASET.seed, SEED_DATASET.seekers);
}

/**
 * The seed ads. Pass the start of the current day as `referenceDate` to have ads created in the
 * last 60 days (today's jobs, NEW badges, open deadlines); the default is a fixed date.
 */
export function seedJobAds(referenceDate: Date | string = SEED_REFERENCE_DATE, count: number = SEED_DATASET.ads): SeedJobAd[] {
  return generateJobAds(SEED_DATASET.seed, count, seedCompanies(), referenceDate);
}
