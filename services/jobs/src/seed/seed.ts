/**
 * Seed data of the jobs service: the generated job ads (@phjobs/seed-data, ids 1..N in generator
 * order, companyId per @phjobs/seed-data/ids), a few scraps of the demo seeker, the copies of the
 * seed companies' master links and permits (company-copies.ts), and the demo applications
 * (applications.ts). Idempotent: ads only when ad 1 does not exist, applications
 * only when there are none. One transaction each, multi-row inserts (insert-job-ads.ts).
 */
import { generateCompanies } from '@phjobs/seed-data/companies';
import { SEED_DATASET } from '@phjobs/seed-data/dataset';
import { DEMO_SEEKER_ID, SEED_REFERENCE_DATE } from '@phjobs/seed-data/ids';
import { generateJobAds } from '@phjobs/seed-data/job-ads';
import { pgDb } from '@phjobs/service-kit/events/pg';
import type { SeedService } from '@phjobs/service-kit/runtime';
import pg from 'pg';
import { readConfig } from '../config.ts';
import { closeExpiredAds } from '../data/close-expired-ads.ts';
import { openDatabase } from '../data/db.ts';
import { insertJobAds } from '../data/insert-job-ads.ts';
import { CERTIFIED } from '../data/company-permit.ts';
import { seedApplications } from './applications.ts';
import { seedCompanyCopies } from './company-copies.ts';
import { newJobAdOf } from './job-ad-rows.ts';

/** Scraps of the demo seeker: this many ongoing ads, so that isScrapped shows on the first screens. */
const DEMO_SCRAPS = 5;

export type LoadResult = { inserted: number; generateMs: number; insertMs: number };

/**
 * Generates `count` ads of the dataset's companies (@phjobs/seed-data/dataset) from `seed`, created
 * over the 60 days before `referenceDate`, and inserts them into the jobs database at `databaseUrl`
 * (migrated already). Nothing happens when ad 1 exists. Used by the seed (5,000 ads) and by the
 * bench (100,000 ads; generation is prefix-stable, so their first 5,000 are the seed's).
 */
export async function loadAds(
  databaseUrl: string,
  count: number,
  seed: number = SEED_DATASET.seed,
  referenceDate: Date | string = SEED_REFERENCE_DATE,
): Promise<LoadResult> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const { rows } = await pool.query<{ seeded: boolean }>('SELECT EXISTS (SELECT 1 FROM job_ad WHERE id = 1) AS seeded');
    if (rows[0]?.seeded) return { inserted: 0, generateMs: 0, insertMs: 0 };
    const started = performance.now();
    const companies = generateCompanies(seed, SEED_DATASET.companies);
    const referenceMs = new Date(referenceDate).getTime();
    // The Business Permit badge exactly while the company's permit is certified (seed/company-copies.ts).
    const certified = new Set(companies.filter((company) => company.businessPermit.statusCode === CERTIFIED).map((company) => company.id));
    const ads = generateJobAds(seed, count, companies, referenceDate).map((ad) => ({ ...newJobAdOf(ad, referenceMs), isPermit: certified.has(ad.companyId) }));
    const generated = performance.now();
    const scraps = ads.filter((ad) => ad.statusCode === '012C' && ad.companyId !== 2).slice(0, DEMO_SCRAPS);
    const inserted = await pgDb(pool).$transaction(async (tx) => {
      const written = await insertJobAds(tx, ads);
      for (const ad of scraps)
        await tx.$executeRawUnsafe('INSERT INTO ad_scrap (user_id, job_id, created_at) VALUES ($1::bigint, $2::bigint, $3::timestamptz)', DEMO_SEEKER_ID, ad.id, ad.createdAt);
      return written;
    });
    await pool.query('ANALYZE job_ad');
    return { inserted, generateMs: generated - started, insertMs: performance.now() - generated };
  } finally {
    await pool.end();
  }
}

/**
 * Now, to the minute: the seed's ads are created over the 60 days before it, so that they are
 * recent (NEW badges, open deadlines) and the hours since midnight in Manila give 'Today jobs' some.
 */
const seedReferenceNow = (now = Date.now()) => new Date(Math.floor(now / 60_000) * 60_000);

/**
 * Seeds the embedded dataset's ads, created over the 60 days before now (SEED_REFERENCE_DATE
 * overrides now), and the demo applications (applications.ts). Each part only when its table is empty.
 */
export const seed: SeedService = async (ctx) => {
  if (!ctx.databaseUrl) return;
  const { seedReferenceDate } = readConfig(ctx);
  const result = await loadAds(ctx.databaseUrl, SEED_DATASET.ads, SEED_DATASET.seed, seedReferenceDate ?? seedReferenceNow());
  if (result.inserted) ctx.logger.info({ ads: result.inserted, ms: Math.round(result.generateMs + result.insertMs) }, 'job ads seeded');
  const db = openDatabase(ctx.databaseUrl, 1);
  try {
    // Seeded ads whose deadline has already passed end now (not at the next scheduled run), before
    // the demo applications pick open ads.
    const ended = await closeExpiredAds(db);
    if (ended) ctx.logger.info({ ended }, 'seed ads past their deadline ended');
    const copies = await seedCompanyCopies(db, generateCompanies(SEED_DATASET.seed, SEED_DATASET.companies));
    if (copies.links + copies.permits + copies.ads) ctx.logger.info(copies, 'seed master-branch links and permits copied');
    const applications = await seedApplications(db);
    if (applications) ctx.logger.info({ applications }, 'demo applications seeded');
  } finally {
    await db.close();
  }
};
