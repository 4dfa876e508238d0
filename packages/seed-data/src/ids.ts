/**
 * The fixed ids of the seed data, so that services agree without calling each other
 * (docs/CONVENTIONS.md, 'Ids and seed data'):
 * - demo seeker 1, demo employer 2 (its company is company 2), demo master 3 (company 3);
 * - every other seed company #i (1-based, in `generateCompanies` order after the two demo companies)
 *   is company and company-member user 1000 + i;
 * - seeded job ads are 1..N in `generateJobAds` order (the demo company's ads come first);
 * - every seed job seeker #i (1-based, in `generateSeekers` order) is individual user 50000 + i
 *   (50001, 50002, ...): an account in services/account, the owner of seed resumes in services/talent.
 */
export const DEMO_SEEKER_ID = 1;
export const DEMO_EMPLOYER_ID = 2;
export const DEMO_MASTER_ID = 3;

/** The company (and company member) id of the i-th non-demo seed company, i from 1. */
export const seedCompanyId = (i: number): number => 1000 + i;

/** The user id of the i-th seed job seeker, i from 1 (below 100001, where new sign-ups start). */
export const seedSeekerId = (i: number): number => 50_000 + i;

/** How many seed job seekers fit below the sign-up range (ids 50001..99999). */
export const MAX_SEED_SEEKERS = 49_999;

/** The id of the i-th generated job ad, i from 0. */
export const seedJobAdId = (index: number): number => index + 1;

/** Seed companies that are branches of the demo master: the demo employer and the first three others (four branches). */
export const DEMO_MASTER_BRANCH_IDS: readonly number[] = [DEMO_EMPLOYER_ID, seedCompanyId(1), seedCompanyId(2), seedCompanyId(3)];

/** The demo master's invitation code for branches (branches.ts alphabet; services/employer seeds it). */
export const DEMO_MASTER_INVITATION_CODE = 'MASTER23';

/** The password of every seed account (plain: hashing is the account service's job). */
export const DEMO_PASSWORD = 'Demo!2345';

/** The reference date used by tests and benchmarks when none is given (a fixed instant: determinism). */
export const SEED_REFERENCE_DATE = '2026-01-15T00:00:00.000Z';
