/**
 * The seed's master and permit copies (src/seed/company-copies.ts): the demo master (3) with its
 * four branches (DEMO_MASTER_BRANCH_IDS), each with ads and applicants its master can read, and the
 * ads' permit badge agreeing with the seed companies' permit statuses (the employer seed's).
 */
import { seedCompanies, SEED_DATASET } from '@phjobs/seed-data/dataset';
import { DEMO_EMPLOYER_ID, DEMO_MASTER_BRANCH_IDS, DEMO_MASTER_ID } from '@phjobs/seed-data/ids';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBranchApplications } from '../src/data/applications/employer-applicants.ts';
import { setCompanyPermit } from '../src/data/company-permit.ts';
import { openDatabase, type JobsDb } from '../src/data/db.ts';
import { listBranchJobs } from '../src/data/my-jobs.ts';
import { seedApplications } from '../src/seed/applications.ts';
import { seedCompanyCopies } from '../src/seed/company-copies.ts';
import { loadAds } from '../src/seed/seed.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';

let database: TestDatabase;
let db: JobsDb;
const companies = seedCompanies();

beforeAll(async () => {
  database = await startTestDatabase('jobs_seed_branches', MIGRATIONS_DIR);
  await loadAds(database.databaseUrl, SEED_DATASET.ads);
  db = openDatabase(database.databaseUrl, 2);
  await seedCompanyCopies(db, companies);
  await seedApplications(db);
});
afterAll(async () => {
  await db?.close();
  await database?.drop();
});

describe('the seed: the demo master, its branches and the permits', () => {
  it('links the four branches of the demo master, and no other company', async () => {
    const links = await db.$queryRawUnsafe<{ company_id: string; master_id: string }[]>('SELECT company_id::text, master_id::text FROM company_master ORDER BY company_master.company_id');
    expect(links).toEqual([...DEMO_MASTER_BRANCH_IDS].sort((a, b) => a - b).map((id) => ({ company_id: String(id), master_id: String(DEMO_MASTER_ID) })));
  });

  it('gives each branch ongoing ads and applicants that its master reads', async () => {
    for (const branchId of DEMO_MASTER_BRANCH_IDS) {
      const ads = await listBranchJobs(db, String(DEMO_MASTER_ID), String(branchId), { status: '012C', pageUnit: 100, pageNo: 1 });
      expect(ads?.resultListCount, `ongoing ads of branch ${branchId}`).toBeGreaterThan(0);
      const applications = await listBranchApplications(db, String(DEMO_MASTER_ID), String(branchId), { pageUnit: 10, pageNo: 1 });
      expect(applications?.resultListCount, `applications of branch ${branchId}`).toBeGreaterThanOrEqual(branchId === DEMO_EMPLOYER_ID ? 10 : 3);
    }
  });

  it("puts the permit badge on an ad exactly when its company's seeded permit is 015B (the demo employer's is)", async () => {
    expect(companies.find((company) => company.id === DEMO_EMPLOYER_ID)?.businessPermit.statusCode).toBe('015B');
    const certified = new Set(companies.filter((company) => company.businessPermit.statusCode === '015B').map((company) => String(company.id)));
    const ads = await db.$queryRawUnsafe<{ company_id: string; is_permit: boolean }[]>('SELECT company_id::text, is_permit FROM job_ad');
    const wrong = ads.filter((row) => row.is_permit !== certified.has(row.company_id));
    expect(wrong).toEqual([]);
    expect(ads.filter((row) => row.is_permit).length).toBeGreaterThan(ads.length / 2);
    expect(ads.some((row) => !row.is_permit)).toBe(true);
  });

  it('running it again changes nothing, and keeps a live change applied since', async () => {
    await setCompanyPermit(db, { companyId: String(DEMO_EMPLOYER_ID), statusCode: '015C', validTo: null, changedAt: new Date().toISOString() });
    expect(await seedCompanyCopies(db, companies)).toEqual({ links: 0, permits: 0, ads: 0 });
    const demo = await db.$queryRawUnsafe<{ n: number }[]>('SELECT count(*)::int AS n FROM job_ad WHERE company_id = $1::bigint AND is_permit', DEMO_EMPLOYER_ID);
    expect(demo[0]?.n).toBe(0);
  });
});
