/**
 * Seed applications on the demo company's ads (company 2, infra/src/seed/ids.ts): the demo seeker
 * (user 1) by each method the ads offer, one of them passed (021A), one not passed (021B), one
 * cancelled; and a dozen seed job seekers (50001..) so that the employer's applicant lists have
 * rows. The statuses stand for changes already made: the seed writes no events. Idempotent: does
 * nothing when any application exists.
 */
import { seedSeekers } from '@phjobs/infra/src/seed/dataset.ts';
import { DEMO_EMPLOYER_ID, DEMO_SEEKER_ID } from '@phjobs/infra/src/seed/ids.ts';
import { generateUsers } from '@phjobs/infra/src/seed/users.ts';
import type { ApplicationStatusCode } from '@phjobs/contracts/codes';
import type { Db } from '@phjobs/service-kit/events/sql';
import { offersMethod } from './domain/applications/ad-for-apply.ts';

type Ad = { id: string; created_at: Date; apply_methods: string[] | null };

type Plan = { code: '018A' | '018B' | '018C' | '018D' | '018F'; status: ApplicationStatusCode; cancelled?: boolean; message: string | null };

/** The demo seeker's applications: a Pass among them (account-community.md 'Application status'). */
const DEMO_PLAN: Plan[] = [
  { code: '018A', status: '021A', message: null },
  { code: '018B', status: '021C', message: 'From chat apply' },
  { code: '018C', status: '021B', message: 'Good day! Please find my details below. I am available for an interview any weekday.' },
  { code: '018D', status: '021C', message: 'name : Juan Dela Cruz\nadress : Quezon City\nage : 27' },
  { code: '018F', status: '021D', cancelled: true, message: 'I can visit on Monday morning.' },
];

const OTHER_STATUSES: ApplicationStatusCode[] = ['021C', '021C', '021A', '021C', '021B', '021C'];

export async function seedApplications(db: Db, now = new Date()): Promise<number> {
  const existing = await db.$queryRawUnsafe<{ found: boolean }[]>('SELECT EXISTS (SELECT 1 FROM application) AS found');
  if (existing[0]?.found) return 0;
  const ads = await db.$queryRawUnsafe<Ad[]>(
    `SELECT id::text, created_at, apply_methods FROM job_ad WHERE company_id = $1::bigint AND status_code = '012C' ORDER BY id LIMIT 40`,
    DEMO_EMPLOYER_ID,
  );
  if (ads.length === 0) return 0;
  const demo = generateUsers().find((user) => user.id === DEMO_SEEKER_ID)!;
  const seekers = seedSeekers().slice(0, 12);
  const rows: unknown[][] = [];
  const at = (ad: Ad, days: number) => new Date(Math.min(ad.created_at.getTime() + days * 86_400_000, now.getTime() - 60_000)).toISOString();

  const used = new Set<string>();
  DEMO_PLAN.forEach((plan, i) => {
    const ad = ads.find((candidate) => !used.has(candidate.id) && offersMethod(candidate.apply_methods ?? [], plan.code));
    if (!ad) return;
    used.add(ad.id);
    // Within the last week, so that My applications' default period (one week) shows them.
    const created = new Date(Math.max(ad.created_at.getTime() + 3_600_000, now.getTime() - (i + 1) * 20 * 3_600_000)).toISOString();
    rows.push([ad.id, DEMO_SEEKER_ID, plan.code, plan.status, plan.code === '018A' ? 1 : null, demo.fullName, demo.email, plan.message, created, plan.cancelled ? created : null]);
  });
  seekers.forEach((seeker, i) => {
    const ad = ads[i % Math.min(ads.length, 6)]!;
    const code = (['018A', '018B', '018C', '018D', '018F'] as const).find((candidate) => offersMethod(ad.apply_methods ?? [], candidate));
    if (!code) return;
    const message = code === '018A' ? null : code === '018B' ? 'From chat apply' : `Hello, I am ${seeker.fullName}. I would like to apply.`;
    // Seed resumes are 1..N in seeker order after the demo seeker's two (services/talent): not known here, so none.
    rows.push([ad.id, seeker.id, code, OTHER_STATUSES[i % OTHER_STATUSES.length]!, null, seeker.fullName, seeker.email, message, at(ad, 2 + (i % 5)), null]);
  });

  await db.$transaction(async (tx) => {
    for (const row of rows)
      await tx.$executeRawUnsafe(
        `INSERT INTO application (job_id, user_id, how_to_apply_code, status_code, resume_id, applicant_full_name, applicant_email, self_introduction, created_at, updated_at, cancelled_at)
         VALUES ($1::bigint, $2::bigint, $3, $4, $5::bigint, $6, $7, $8, $9::timestamptz, $9::timestamptz + interval '1 day', $10::timestamptz)`,
        ...row,
      );
  });
  return rows.length;
}
