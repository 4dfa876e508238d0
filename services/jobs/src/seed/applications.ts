/**
 * Seed applications on the demo company's ads (company 2, @phjobs/seed-data/ids): the demo seeker
 * (user 1) by each method the ads offer, one of them passed (021A), one not passed (021B), one
 * cancelled; and a dozen seed job seekers (50001..) so that the employer's applicant lists have
 * rows. A Pass or Non pass stands for a status change the demo company made: the seed writes the
 * jobs.application.status_changed event the live change writes (changeApplicationStatus), at the
 * change's time, with an id fixed by the application and status (service-kit events/seed-events.ts), so that the
 * applicant's My news tells of it. Every seeded application also writes the
 * jobs.application.created event the live apply writes (applicationStore.insert), at the
 * application's time, id fixed by the application, so that the demo company's My news tells of its
 * applicants. Some applications are read (the company opened them: every changed one, every other
 * one under review), the rest unread. The demo master's other branches (DEMO_MASTER_BRANCH_IDS)
 * get a few applications of other seed job seekers too, so that the master's branch views have
 * applicants. Idempotent: does nothing when any application exists.
 */
import { seedSeekers } from '@phjobs/seed-data/dataset';
import { DEMO_EMPLOYER_ID, DEMO_MASTER_BRANCH_IDS, DEMO_SEEKER_ID } from '@phjobs/seed-data/ids';
import { generateUsers } from '@phjobs/seed-data/users';
import type { ApplicationStatusCode, ApplyMethodCode } from '@phjobs/contracts/codes';
import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import type { Db } from '@phjobs/service-kit/events/sql';
import { offersMethod } from '../domain/applications/rules.ts';
import { writeSeedEvent } from '@phjobs/service-kit/events/seed-events';

type Ad = { id: string; company_id: string; title: string; company_name: string; created_at: Date; apply_methods: string[] | null };

/** Applications on each of the demo master's other branches (their first ongoing ads). */
const PER_BRANCH = 3;

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

/** The status an application starts with (applyToJob); any other but a cancel was the company's change. */
const INITIAL_STATUS: ApplicationStatusCode = '021C';

type Applicant = { id: number; fullName: string; email: string };
type Seeded = {
  ad: Ad;
  applicant: Applicant;
  code: ApplyMethodCode;
  status: ApplicationStatusCode;
  resumeId: number | null;
  message: string | null;
  createdAt: Date;
  cancelled: boolean;
};

/** When the company changed the status: a day after the application, or halfway to now if that is sooner. */
const changedAt = (createdAt: Date, now: Date) => new Date(createdAt.getTime() + Math.min(86_400_000, (now.getTime() - createdAt.getTime()) / 2));

export async function seedApplications(db: Db, now = new Date()): Promise<number> {
  const existing = await db.$queryRawUnsafe<{ found: boolean }[]>('SELECT EXISTS (SELECT 1 FROM application) AS found');
  if (existing[0]?.found) return 0;
  const ads = await db.$queryRawUnsafe<Ad[]>(
    `SELECT id::text, company_id::text, title, company_name, created_at, apply_methods FROM job_ad WHERE company_id = $1::bigint AND status_code = '012C' ORDER BY id LIMIT 40`,
    DEMO_EMPLOYER_ID,
  );
  const branchIds = DEMO_MASTER_BRANCH_IDS.filter((id) => id !== DEMO_EMPLOYER_ID);
  const branchAds = await db.$queryRawUnsafe<Ad[]>(
    `SELECT id::text, company_id::text, title, company_name, created_at, apply_methods FROM job_ad WHERE company_id = ANY($1::bigint[]) AND status_code = '012C' ORDER BY company_id, id`,
    branchIds,
  );
  if (ads.length === 0) return 0;
  const demo = generateUsers().find((user) => user.id === DEMO_SEEKER_ID)!;
  const allSeekers = seedSeekers();
  const seekers = allSeekers.slice(0, 12);
  const rows: Seeded[] = [];
  const at = (ad: Ad, days: number) => new Date(Math.min(ad.created_at.getTime() + days * 86_400_000, now.getTime() - 60_000));

  const used = new Set<string>();
  DEMO_PLAN.forEach((plan, i) => {
    const ad = ads.find((candidate) => !used.has(candidate.id) && offersMethod(candidate.apply_methods ?? [], plan.code));
    if (!ad) return;
    used.add(ad.id);
    // Within the last week, so that My applications' default period (one week) shows them.
    const createdAt = new Date(Math.max(ad.created_at.getTime() + 3_600_000, now.getTime() - (i + 1) * 20 * 3_600_000));
    rows.push({ ad, applicant: demo, code: plan.code, status: plan.status, resumeId: plan.code === '018A' ? 1 : null, message: plan.message, createdAt, cancelled: plan.cancelled ?? false });
  });
  seekers.forEach((seeker, i) => {
    const ad = ads[i % Math.min(ads.length, 6)]!;
    const code = (['018A', '018B', '018C', '018D', '018F'] as const).find((candidate) => offersMethod(ad.apply_methods ?? [], candidate));
    if (!code) return;
    const message = code === '018A' ? null : code === '018B' ? 'From chat apply' : `Hello, I am ${seeker.fullName}. I would like to apply.`;
    // Seed resumes are 1..N in seeker order after the demo seeker's two (services/talent): not known here, so none.
    rows.push({ ad, applicant: seeker, code, status: OTHER_STATUSES[i % OTHER_STATUSES.length]!, resumeId: null, message, createdAt: at(ad, 2 + (i % 5)), cancelled: false });
  });
  const methodOf = (ad: Ad) => (['018A', '018B', '018C', '018D', '018F'] as const).find((candidate) => offersMethod(ad.apply_methods ?? [], candidate));
  branchIds.forEach((branchId, b) => {
    const own = branchAds.filter((ad) => ad.company_id === String(branchId) && methodOf(ad) !== undefined).slice(0, 2);
    for (let k = 0; k < PER_BRANCH && own.length > 0; k++) {
      const seeker = allSeekers[12 + b * PER_BRANCH + k];
      const ad = own[k % own.length]!;
      const code = methodOf(ad);
      if (!seeker || !code) continue;
      const message = code === '018A' ? null : code === '018B' ? 'From chat apply' : `Hello, I am ${seeker.fullName}. I would like to apply.`;
      rows.push({ ad, applicant: seeker, code, status: OTHER_STATUSES[(b + k) % OTHER_STATUSES.length]!, resumeId: null, message, createdAt: at(ad, 1 + k), cancelled: false });
    }
  });

  await db.$transaction(async (tx) => {
    for (const [index, row] of rows.entries()) {
      const changed = !row.cancelled && row.status !== INITIAL_STATUS ? changedAt(row.createdAt, now) : null;
      // The company opened it: before it changed the status, or (under review) every other one.
      const readAt = row.cancelled ? null : changed ? new Date(changed.getTime() - 60_000) : index % 2 === 0 ? changedAt(row.createdAt, now) : null;
      const inserted = await tx.$queryRawUnsafe<{ id: string }[]>(
        `INSERT INTO application (job_id, user_id, how_to_apply_code, status_code, resume_id, applicant_full_name, applicant_email, self_introduction, created_at, updated_at, cancelled_at, read_at)
         VALUES ($1::bigint, $2::bigint, $3, $4, $5::bigint, $6, $7, $8, $9::timestamptz, $10::timestamptz, $11::timestamptz, $12::timestamptz)
         RETURNING id::text`,
        row.ad.id,
        row.applicant.id,
        row.code,
        row.status,
        row.resumeId,
        row.applicant.fullName,
        row.applicant.email,
        row.message,
        row.createdAt.toISOString(),
        (changed ?? row.createdAt).toISOString(),
        row.cancelled ? row.createdAt.toISOString() : null,
        readAt?.toISOString() ?? null,
      );
      const applicationId = inserted[0]!.id;
      // Who the application's events concern, as the live calls name them.
      const parties = {
        applicationId,
        jobId: row.ad.id,
        jobTitle: row.ad.title,
        employerUserId: row.ad.company_id,
        companyName: row.ad.company_name,
        applicantUserId: String(row.applicant.id),
        applicantEmail: row.applicant.email,
        applicantFullName: row.applicant.fullName,
        howToApplyCode: row.code,
      };
      // The application as the live apply announces it: the company's My news ('Juan Dela Cruz applied for "Barista"').
      await writeSeedEvent(
        tx,
        EVENT_SUBJECTS.APPLICATION_CREATED,
        {
          ...parties,
          resumeId: row.resumeId === null ? null : String(row.resumeId),
          statusCode: INITIAL_STATUS,
        },
        { key: applicationId, occurredAt: row.createdAt },
      );
      if (!changed) continue;
      await writeSeedEvent(
        tx,
        EVENT_SUBJECTS.APPLICATION_STATUS_CHANGED,
        {
          ...parties,
          previousStatusCode: INITIAL_STATUS,
          statusCode: row.status,
        },
        { key: `${applicationId}/${row.status}`, occurredAt: changed },
      );
    }
  });
  return rows.length;
}
