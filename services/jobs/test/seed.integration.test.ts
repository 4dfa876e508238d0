/** The seed: generated ads with the fixed ids of @phjobs/seed-data/ids, loaded once. */
import { parseEventEnvelope } from '@phjobs/contracts/events';
import { ZJobAdDetail } from '@phjobs/contracts/jobs';
import { pgDb } from '@phjobs/service-kit/events/pg';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogLookups } from '../src/domain/catalog.ts';
import { getJobAd } from '../src/data/get-job-ad.ts';
import { openDatabase } from '../src/data/db.ts';
import { loadAds } from '../src/seed/seed.ts';
import { seedApplications } from '../src/seed/applications.ts';
import { seedEventId } from '@phjobs/service-kit/events/seed-events';
import { DEMO_MASTER_BRANCH_IDS } from '@phjobs/seed-data/ids';
import { MIGRATIONS_DIR } from '../src/start.ts';

let database: TestDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  database = await startTestDatabase('jobs_seed', MIGRATIONS_DIR);
  pool = new pg.Pool({ connectionString: database.databaseUrl });
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

describe('loadAds', () => {
  it('loads ads 1..N in generator order with the company ids of the ids rule, then does nothing the second time', async () => {
    expect((await loadAds(database.databaseUrl, 400)).inserted).toBe(400);
    expect((await loadAds(database.databaseUrl, 400)).inserted).toBe(0);
    const { rows } = await pool.query<{ n: number; min: string; max: string; bad: number; demo: number }>(
      `SELECT count(*)::int AS n, min(id) AS min, max(id) AS max,
        count(*) FILTER (WHERE company_id <> 2 AND company_id <= 1000)::int AS bad,
        count(*) FILTER (WHERE company_id = 2)::int AS demo FROM job_ad`,
    );
    expect(rows[0]).toMatchObject({ n: 400, min: '1', max: '400', bad: 0 });
    expect(rows[0]!.demo).toBeGreaterThanOrEqual(20);
    const first = await pool.query<{ company_id: string }>('SELECT company_id FROM job_ad WHERE id = 1');
    expect(first.rows[0]!.company_id).toBe('2');
  });

  it('moves the id sequence past the seeded ads', async () => {
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO job_ad (company_id, company_name, title, working_day_code, salary_code) VALUES (1001, 'Acme', 'Cashier', '007B', '010D') RETURNING id`,
    );
    expect(rows[0]!.id).toBe('401');
    await pool.query('DELETE FROM job_ad WHERE id = 401');
  });

  it('gives the demo seeker a few scraps of ongoing ads', async () => {
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ad_scrap s JOIN job_ad j ON j.id = s.job_id WHERE s.user_id = 1 AND j.status_code = '012C'`,
    );
    expect(rows[0]!.n).toBe(5);
  });

  it('stores every seeded ad so that its detail answers the contract', async () => {
    const db = pgDb(pool);
    const lookups = createCatalogLookups();
    const { rows } = await pool.query<{ id: string; company_id: string }>('SELECT id, company_id FROM job_ad ORDER BY id');
    for (const row of rows) {
      const detail = await getJobAd(db, { jobId: Number(row.id), viewerId: row.company_id }, lookups);
      expect(() => ZJobAdDetail.strict().parse(detail)).not.toThrow();
      expect(detail!.specializationList.length).toBeGreaterThan(0);
      expect(detail!.welfarebenefitList.length).toBeGreaterThan(0);
      expect(detail!.city).not.toBeNull();
    }
  });

  it("seeds the demo seeker's applications on the demo company's ads, one of them a Pass, and others', once", async () => {
    const db = openDatabase(database.databaseUrl, 1);
    try {
      const first = await seedApplications(db);
      expect(first).toBeGreaterThanOrEqual(10);
      expect(await seedApplications(db)).toBe(0);
    } finally {
      await db.close();
    }
    const { rows } = await pool.query<{ user_id: string; status_code: string; how_to_apply_code: string; company_id: string; cancelled: boolean }>(
      `SELECT a.user_id::text, a.status_code, a.how_to_apply_code, j.company_id::text, a.cancelled_at IS NOT NULL AS cancelled
       FROM application a JOIN job_ad j ON j.id = a.job_id ORDER BY a.id`,
    );
    // The demo company's ads, and a few on the demo master's other branches.
    const companies = new Set(rows.map((row) => row.company_id));
    expect(companies.has('2')).toBe(true);
    for (const company of companies) expect(DEMO_MASTER_BRANCH_IDS.map(String)).toContain(company);
    const demo = rows.filter((row) => row.user_id === '1');
    expect(demo.length).toBeGreaterThanOrEqual(4);
    expect(demo.some((row) => row.status_code === '021A')).toBe(true);
    expect(demo.filter((row) => row.cancelled).every((row) => row.status_code === '021D')).toBe(true);
    expect(rows.some((row) => Number(row.user_id) > 50000)).toBe(true);
  });

  it("writes the status_changed event of every seeded Pass and Non pass, at the change's time, with fixed ids, so that the applicants' My news tells of them", async () => {
    const { rows: changed } = await pool.query<{ id: string; job_id: string; user_id: string; status_code: string; how_to_apply_code: string; created_at: Date; updated_at: Date; title: string; company_name: string; company_id: string }>(
      `SELECT a.id::text, a.job_id::text, a.user_id::text, a.status_code, a.how_to_apply_code, a.created_at, a.updated_at, j.title, j.company_name, j.company_id::text
       FROM application a JOIN job_ad j ON j.id = a.job_id WHERE a.status_code IN ('021A', '021B') ORDER BY a.id`,
    );
    const { rows: events } = await pool.query<{ id: string; subject: string; payload: unknown; occurred_at: Date; published_at: Date | null }>(
      `SELECT id::text, subject, payload, occurred_at, published_at FROM outbox_event WHERE subject = 'jobs.application.status_changed' ORDER BY occurred_at, id`,
    );
    expect(changed.filter((row) => row.user_id === '1').map((row) => row.status_code).sort()).toEqual(['021A', '021B']);
    expect(events).toHaveLength(changed.length);
    const now = Date.now();
    for (const row of changed) {
      const id = seedEventId(`jobs.application.status_changed/${row.id}/${row.status_code}`);
      const event = events.find((candidate) => candidate.id === id);
      expect(event, `the event of application ${row.id}`).toBeDefined();
      const envelope = parseEventEnvelope({ id, subject: event!.subject, occurredAt: event!.occurred_at.toISOString(), payload: event!.payload });
      expect(envelope).toMatchObject({
        subject: 'jobs.application.status_changed',
        payload: {
          applicationId: row.id,
          jobId: row.job_id,
          jobTitle: row.title,
          companyName: row.company_name,
          employerUserId: row.company_id,
          applicantUserId: row.user_id,
          howToApplyCode: row.how_to_apply_code,
          previousStatusCode: '021C',
          statusCode: row.status_code,
        },
      });
      // The change happened after the application, before now, and is the row's last update.
      expect(event!.occurred_at.getTime()).toBeGreaterThan(row.created_at.getTime());
      expect(event!.occurred_at.getTime()).toBeLessThanOrEqual(now);
      expect(event!.occurred_at.getTime()).toBe(row.updated_at.getTime());
      expect(event!.published_at).toBeNull();
    }
    const demo = events.filter((event) => (event.payload as { applicantUserId: string }).applicantUserId === '1');
    expect(demo).toHaveLength(2);
  });

  it("writes the created event of every seeded application, at its time, with fixed ids, so that the demo company's My news tells of its applicants", async () => {
    const { rows: applications } = await pool.query<{ id: string; job_id: string; user_id: string; applicant_full_name: string; how_to_apply_code: string; resume_id: string | null; created_at: Date; company_id: string }>(
      'SELECT id::text, job_id::text, user_id::text, applicant_full_name, how_to_apply_code, resume_id::text, created_at, company_id::text FROM application ORDER BY id',
    );
    const { rows: events } = await pool.query<{ id: string; subject: string; payload: unknown; occurred_at: Date }>(
      `SELECT id::text, subject, payload, occurred_at FROM outbox_event WHERE subject = 'jobs.application.created'`,
    );
    expect(events).toHaveLength(applications.length);
    for (const row of applications) {
      const id = seedEventId(`jobs.application.created/${row.id}`);
      const event = events.find((candidate) => candidate.id === id);
      expect(event, `the created event of application ${row.id}`).toBeDefined();
      const envelope = parseEventEnvelope({ id, subject: event!.subject, occurredAt: event!.occurred_at.toISOString(), payload: event!.payload });
      expect(envelope.payload).toMatchObject({
        applicationId: row.id,
        jobId: row.job_id,
        employerUserId: row.company_id,
        applicantUserId: row.user_id,
        applicantFullName: row.applicant_full_name,
        howToApplyCode: row.how_to_apply_code,
        resumeId: row.resume_id,
        statusCode: '021C',
      });
      expect(event!.occurred_at.getTime()).toBe(row.created_at.getTime());
    }
  });

  it('seeds some applications read and some unread; every changed one was read before its change', async () => {
    const { rows } = await pool.query<{ status_code: string; read_at: Date | null; updated_at: Date; cancelled: boolean }>(
      'SELECT status_code, read_at, updated_at, cancelled_at IS NOT NULL AS cancelled FROM application WHERE cancelled_at IS NULL',
    );
    expect(rows.some((row) => row.read_at === null)).toBe(true);
    expect(rows.some((row) => row.read_at !== null)).toBe(true);
    for (const row of rows.filter((candidate) => ['021A', '021B'].includes(candidate.status_code))) {
      expect(row.read_at).not.toBeNull();
      expect(row.read_at!.getTime()).toBeLessThan(row.updated_at.getTime());
    }
  });
});
