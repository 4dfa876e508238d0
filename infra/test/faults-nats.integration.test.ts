/**
 * NATS goes away, and a consumer dies mid-batch: nothing is lost, nothing applied twice
 * (ARCHITECTURE.md 'Events'; packages/service-kit/src/events/README.md 'Guarantees').
 *
 * A real nats-server started here (JetStream on disk) and account, employer, jobs and talent as
 * their own processes, seeded. NATS is stopped for NATS_OUTAGE_SECONDS (default 60, the issue's
 * figure) while seekers apply, the employer changes statuses and sends offers: every call succeeds
 * (the outbox keeps the events), nothing is published meanwhile; once NATS is back every event
 * reaches My news exactly once and each service's outbox went out in its order. Then account (the
 * My news consumer) is killed with SIGKILL in the middle of a burst and started again: every event
 * of the burst is one news item, none missing, none twice.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeliverPolicy, jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { DEMO_EMPLOYER_ID, seedSeekerId } from '@phjobs/seed-data/ids';
import { DEMO_EMPLOYER_EMAIL } from '@phjobs/seed-data/users';
import { seedSeekers } from '@phjobs/seed-data/dataset';
import type { Principal } from '@phjobs/service-kit/auth';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, startNatsServer, type Cluster, type NatsServer } from './harness/processes.ts';

const OUTAGE_MS = Number(process.env.NATS_OUTAGE_SECONDS ?? 60) * 1000;
const logDir = join(tmpdir(), `phjobs-faults-nats-${process.pid}`);
mkdirSync(logDir, { recursive: true });

let nats: NatsServer;
let cluster: Cluster;

const employer: Principal = { userId: String(DEMO_EMPLOYER_ID), userType: 'company', email: DEMO_EMPLOYER_EMAIL };
const seekers = seedSeekers();
/** Seed seekers with no seeded application (those stop at #21). */
const seekerNo = (i: number): Principal => {
  const id = seedSeekerId(100 + i);
  const seeker = seekers.find((s) => s.id === id);
  if (!seeker) throw new Error(`no seed seeker ${id}`);
  return { userId: String(id), userType: 'individual', email: seeker.email };
};

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function callAs(service: 'jobs' | 'talent' | 'account', as: Principal, method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${cluster.urlOf(service)}${path}${path.includes('?') ? '&' : '?'}email=${encodeURIComponent(as.email)}`, {
    method,
    headers: { authorization: `Bearer ${cluster.tokenOf(as)}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function until(check: () => Promise<boolean>, what: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out (${ms} ms) waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Outbox rows written since `since` (occurred_at, id order): [id, published]. */
const outboxSince = (service: 'jobs' | 'talent', since: Date) =>
  query<{ id: string; published: boolean; subject: string }>(cluster.databaseUrl(service), 'SELECT id::text, published_at IS NOT NULL AS published, subject FROM outbox_event WHERE occurred_at >= $1 ORDER BY occurred_at, id', [since]);

/** News items made from these events, by event id. */
async function newsOf(eventIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await query<{ id: string; n: number }>(cluster.databaseUrl('account'), 'SELECT source_event_id::text AS id, count(*)::int AS n FROM news WHERE source_event_id = ANY($1::uuid[]) GROUP BY 1', [eventIds]);
  return new Map(rows.map((row) => [row.id, row.n]));
}

/** The event ids of the stream's messages on `subjects`, in stream order. */
async function streamOrder(filter: string): Promise<string[]> {
  const nc = await connect({ servers: nats.url });
  try {
    const js = jetstream(nc);
    const consumer = await js.consumers.get('PHJOBS', { filter_subjects: filter, deliver_policy: DeliverPolicy.All, headers_only: true });
    const ids: string[] = [];
    for (;;) {
      const batch = await consumer.fetch({ max_messages: 500, expires: 1000 });
      let got = 0;
      for await (const message of batch) {
        got++;
        const id = message.headers?.get('Nats-Msg-Id');
        if (id) ids.push(id);
      }
      if (got === 0) break;
    }
    return ids;
  } finally {
    await nc.close();
  }
}

beforeAll(async () => {
  nats = await startNatsServer(join(logDir, 'nats.log'));
  cluster = await startCluster({ services: ['account', 'employer', 'jobs', 'talent'], natsUrl: nats.url, logDir, label: 'faults_nats' });
  // The seeds' own events reach My news first.
  await until(async () => (await outboxSince('jobs', new Date(0))).every((row) => row.published) && (await outboxSince('talent', new Date(0))).every((row) => row.published), 'the seeded events to go out', 60_000);
}, 300_000);

afterAll(async () => {
  await cluster?.close();
  await nats?.close();
});

describe('NATS stopped while members apply, change statuses and send offers', () => {
  it(`loses nothing over a ${OUTAGE_MS / 1000} s outage: every event reaches My news exactly once, each outbox in order`, async () => {
    // The demo employer's ongoing ads that take Direct applications, and published resumes of seekers without applications.
    const ads = (
      await query<{ id: number }>(cluster.databaseUrl('jobs'), "SELECT id::int FROM job_ad WHERE company_id = $1 AND status_code = '012C' AND '018B' = ANY(apply_methods) AND (deadline_date IS NULL OR deadline_date >= current_date) ORDER BY id", [DEMO_EMPLOYER_ID])
    ).map((row) => row.id);
    const offerAd = ads[0];
    expect(ads.length).toBeGreaterThan(2);
    const resumes = await query<{ id: number; user_id: number }>(cluster.databaseUrl('talent'), "SELECT id::int, user_id::int FROM resume WHERE status_code = '020A' AND user_id > $1 ORDER BY id LIMIT 200", [seedSeekerId(100)]);

    const startedAt = new Date();
    await nats.stop();
    const stoppedAt = Date.now();
    const applications: number[] = [];
    let statusChanges = 0;
    let offers = 0;
    const failures: string[] = [];
    // One round a second while NATS is down: an application, a status change, an offer.
    for (let round = 0; Date.now() - stoppedAt < OUTAGE_MS; round++) {
      const roundStart = Date.now();
      const seeker = seekerNo(round);
      const applied = await callAs('jobs', seeker, 'POST', `/api/application/etc/${ads[round % ads.length]}`, { howToApplyCode: '018B', selfIntroduction: 'I can start next week.' });
      if (applied.status === 201) applications.push(Number(applied.body.applicationId));
      else failures.push(`apply: ${applied.status} ${JSON.stringify(applied.body)}`);
      const target = applications[Math.floor(round / 2)];
      if (target !== undefined) {
        const changed = await callAs('jobs', employer, 'PUT', `/api/employer/myPage/applicant/changeStatus/${target}`, { statusCode: round % 2 ? '021A' : '021B' });
        if (changed.status === 200) statusChanges++;
        else failures.push(`status: ${changed.status} ${JSON.stringify(changed.body)}`);
      }
      const resume = resumes[round % resumes.length];
      if (resume && offerAd !== undefined) {
        const offered = await callAs('talent', employer, 'POST', '/api/offer', { resumeId: resume.id, jobId: ads[Math.floor(round / resumes.length) % ads.length], offerIndex: 'We would like to meet you.' });
        if (offered.status === 201) offers++;
        else failures.push(`offer: ${offered.status} ${JSON.stringify(offered.body)}`);
      }
      await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (Date.now() - roundStart))));
    }
    expect(failures).toEqual([]);
    const jobsEvents = await outboxSince('jobs', startedAt);
    const talentEvents = await outboxSince('talent', startedAt);
    // Nothing went out while NATS was down: every event waits in its outbox.
    expect(jobsEvents.filter((row) => row.published)).toEqual([]);
    expect(talentEvents.filter((row) => row.published)).toEqual([]);
    expect(jobsEvents.length).toBe(applications.length + statusChanges);
    expect(talentEvents.length).toBe(offers);
    console.info(`NATS down ${Math.round((Date.now() - stoppedAt) / 1000)} s: ${applications.length} applications, ${statusChanges} status changes, ${offers} offers waiting in the outboxes`);

    await nats.start();
    const back = Date.now();
    const eventIds = [...jobsEvents, ...talentEvents].map((row) => row.id);
    await until(async () => (await newsOf(eventIds)).size === eventIds.length, 'every event to become a news item', 120_000);
    console.info(`NATS back: ${eventIds.length} events in My news ${((Date.now() - back) / 1000).toFixed(1)} s later`);
    // Exactly once: one news item per event, and a second look later finds no more.
    await new Promise((r) => setTimeout(r, 3000));
    const news = await newsOf(eventIds);
    expect([...news.values()].every((n) => n === 1)).toBe(true);
    expect(news.size).toBe(eventIds.length);
    // My news as a member reads it: each status change of the first seeker's application shows once.
    const changedSeeker = seekerNo(0);
    const [{ n: changesOfSeeker = 0 } = {}] = await query<{ n: number }>(
      cluster.databaseUrl('jobs'),
      "SELECT count(*)::int AS n FROM outbox_event WHERE occurred_at >= $1 AND subject = 'jobs.application.status_changed' AND payload->>'applicantUserId' = $2",
      [startedAt, changedSeeker.userId],
    );
    expect(changesOfSeeker).toBeGreaterThan(0);
    const myNews = await callAs('account', changedSeeker, 'GET', '/api/individual/myNews?pageNo=1&pageUnit=50');
    const items = (myNews.body.list as { title: string; createdAt: string }[]).filter((item) => item.title === 'Application status changed');
    expect(items.length).toBe(changesOfSeeker);
    // Each outbox drained in its order: the stream holds its events in (occurred_at, id) order.
    const jobsIds = new Set(jobsEvents.map((row) => row.id));
    expect((await streamOrder('jobs.>')).filter((id) => jobsIds.has(id))).toEqual(jobsEvents.map((row) => row.id));
    const talentIds = new Set(talentEvents.map((row) => row.id));
    expect((await streamOrder('talent.>')).filter((id) => talentIds.has(id))).toEqual(talentEvents.map((row) => row.id));
  }, OUTAGE_MS + 300_000);

  it('loses and doubles nothing when the My news consumer is killed mid-batch and started again', async () => {
    const applications = (await query<{ id: number }>(cluster.databaseUrl('jobs'), "SELECT id::int FROM application WHERE company_id = $1 AND cancelled_at IS NULL ORDER BY id", [DEMO_EMPLOYER_ID])).map((row) => row.id);
    expect(applications.length).toBeGreaterThan(5);
    const startedAt = new Date();
    // account is down while a burst is made (each application's status flipped a few times), so that
    // it finds a long backlog when it comes back and is killed in the middle of it.
    await cluster.kill('account');
    for (let flip = 0; flip < 4; flip++) {
      await Promise.all(applications.map((id) => callAs('jobs', employer, 'PUT', `/api/employer/myPage/applicant/changeStatus/${id}`, { statusCode: flip % 2 ? '021B' : '021A' })));
    }
    const events = await outboxSince('jobs', startedAt);
    const ids = events.map((row) => row.id);
    expect(ids.length).toBeGreaterThan(20);
    await until(async () => (await outboxSince('jobs', startedAt)).every((row) => row.published), 'the burst to be published', 60_000);
    await cluster.restart('account');
    await until(async () => (await newsOf(ids)).size >= 3, 'the first news of the burst', 60_000);
    await cluster.kill('account');
    const atKill = (await newsOf(ids)).size;
    console.info(`account killed with ${atKill} of ${ids.length} news items of the burst written`);
    expect(atKill).toBeLessThan(ids.length);
    await cluster.restart('account');
    await until(async () => (await newsOf(ids)).size === ids.length, 'every event of the burst to become a news item', 120_000);
    await new Promise((r) => setTimeout(r, 3000));
    const news = await newsOf(ids);
    expect(news.size).toBe(ids.length);
    expect([...news.entries()].filter(([, n]) => n !== 1)).toEqual([]);
  }, 300_000);
});
