/**
 * A fresh start of the embedded mode (the start command's startInProcess: every service, the
 * in-process bus, the seeds in their order) on fresh databases of a real PostgreSQL: the events of
 * the seeded changes become My news for the members they concern, the demo seeker's included, with
 * no retry anywhere (account's consumer acknowledges an event about a member it does not hold).
 * Account's seed is made the slowest here, as it can be when account's process starts last: seeded
 * side by side, the events of jobs and talent would reach account before its members and be lost.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { signAccessToken } from '@phjobs/service-kit/auth';
import { SERVICES, type ServiceName } from '@phjobs/service-kit/db';
import { createLogger } from '@phjobs/service-kit/logger';
import { upstreamUrl } from '@phjobs/service-kit/runtime';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import { call, freePort, until } from '@phjobs/test-utils/http';
import { testKeys } from '@phjobs/test-utils/keys';
import { DEMO_SEEKER_ID } from '@phjobs/seed-data/ids';
import { DEMO_SEEKER_EMAIL } from '@phjobs/seed-data/users';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTS, startInProcess, type Part } from '../src/start-in-process.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const WITH_DATABASE: readonly ServiceName[] = ['account', 'employer', 'jobs', 'talent', 'community', 'chat'];
/** The events account makes a news item of (its NEWS_SUBJECTS). */
const NEWS_SUBJECTS: readonly string[] = [
  EVENT_SUBJECTS.APPLICATION_STATUS_CHANGED,
  EVENT_SUBJECTS.OFFER_CREATED,
  EVENT_SUBJECTS.APPLICATION_CREATED,
  EVENT_SUBJECTS.OFFER_ANSWERED,
  EVENT_SUBJECTS.QNA_ANSWERED,
  EVENT_SUBJECTS.REPORT_RESOLVED,
  EVENT_SUBJECTS.COMMENT_CREATED,
];
const WITH_SEED_EVENTS = ['jobs', 'talent', 'community'] as const;

/** PARTS with account's seed starting `ms` late. */
const withSlowAccountSeed = (ms: number): Part[] =>
  PARTS.map((part) => {
    const { seed } = part;
    if (part.name !== 'account' || !seed) return part;
    return { ...part, seed: async (ctx) => new Promise<void>((resolve) => setTimeout(resolve, ms)).then(() => seed(ctx)) };
  });

type SeedEvent = { id: string; subject: string; payload: Record<string, string>; occurred_at: Date };

async function query<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

const databases = new Map<ServiceName, TestDatabase>();
const keys = testKeys();
let dataDir: string;
let gateway: string;
let running: { close(): Promise<void> } | undefined;
let seedEvents: SeedEvent[];

function url(service: ServiceName): string {
  const database = databases.get(service);
  if (!database) throw new Error(`no test database for ${service}`);
  return database.databaseUrl;
}

beforeAll(async () => {
  for (const service of WITH_DATABASE) databases.set(service, await startTestDatabase(`seeded_news_${service}`));
  dataDir = mkdtempSync(join(tmpdir(), 'phjobs-seeded-news-'));
  const env: NodeJS.ProcessEnv = { ...process.env, NATS_URL: '', JWT_PUBLIC_KEY: keys.publicKey, JWT_PRIVATE_KEY: keys.privateKey, RATE_LIMIT: 'off', LOG_LEVEL: 'warn' };
  delete env.SEED;
  env.PORT_GATEWAY = String(await freePort());
  for (const service of SERVICES) env[`PORT_${service.toUpperCase()}`] = String(await freePort());
  for (const service of SERVICES) env[`UPSTREAM_${service.toUpperCase()}`] = upstreamUrl(service, env);
  gateway = `http://127.0.0.1:${env.PORT_GATEWAY}`;
  running = await startInProcess({ root, dataDir, env, logger: createLogger('start', 'warn'), urlFor: url, parts: withSlowAccountSeed(2_000) });
  seedEvents = (await Promise.all(WITH_SEED_EVENTS.map((s) => query<SeedEvent>(url(s), 'SELECT id, subject, payload, occurred_at FROM outbox_event'))))
    .flat()
    .filter((event) => NEWS_SUBJECTS.includes(event.subject));
  // The relays publish after the seeds' commits: wait until both outboxes are drained.
  await until(async () => {
    const left = await Promise.all(WITH_SEED_EVENTS.map((s) => query<{ n: number }>(url(s), 'SELECT count(*)::int AS n FROM outbox_event WHERE published_at IS NULL')));
    return left.every((rows) => rows[0]?.n === 0);
  }, "the seeds' events published", 30_000);
});

afterAll(async () => {
  await running?.close();
  for (const database of databases.values()) await database.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("My news after a fresh seed, account's seed the slowest", () => {
  it('makes one news item of every seed event that concerns a member, once the outboxes are drained', async () => {
    expect(seedEvents.length).toBeGreaterThan(5);
    const ids = seedEvents.map((event) => event.id);
    await until(
      async () => (await query<{ n: number }>(url('account'), 'SELECT count(*)::int AS n FROM news WHERE source_event_id = ANY($1::uuid[])', [ids]))[0]?.n === ids.length,
      'a news item for each seed event',
      30_000,
    );
    const handled = await query<{ n: number }>(url('account'), "SELECT count(*)::int AS n FROM processed_event WHERE consumer = 'account.news' AND event_id = ANY($1::uuid[])", [ids]);
    expect(handled[0]?.n).toBe(ids.length);
  });

  it("answers the demo seeker's My news with every seeded offer, application status change, inquiry answer, report outcome and comment on their posts, dated when it happened", async () => {
    const concernsSeeker = (event: SeedEvent) =>
      (event.subject === EVENT_SUBJECTS.OFFER_CREATED && event.payload.talentUserId === String(DEMO_SEEKER_ID)) ||
      (event.subject === EVENT_SUBJECTS.APPLICATION_STATUS_CHANGED && event.payload.applicantUserId === String(DEMO_SEEKER_ID)) ||
      ((event.subject === EVENT_SUBJECTS.QNA_ANSWERED || event.subject === EVENT_SUBJECTS.REPORT_RESOLVED) && event.payload.userId === String(DEMO_SEEKER_ID)) ||
      (event.subject === EVENT_SUBJECTS.COMMENT_CREATED && event.payload.postOwnerUserId === String(DEMO_SEEKER_ID));
    const expected = seedEvents.filter(concernsSeeker);
    expect(expected.filter((event) => event.subject === EVENT_SUBJECTS.OFFER_CREATED)).toHaveLength(3);
    expect(expected.filter((event) => event.subject === EVENT_SUBJECTS.APPLICATION_STATUS_CHANGED).length).toBeGreaterThanOrEqual(2);
    expect(expected.filter((event) => event.subject === EVENT_SUBJECTS.QNA_ANSWERED).length).toBeGreaterThanOrEqual(3);
    expect(expected.filter((event) => event.subject === EVENT_SUBJECTS.REPORT_RESOLVED)).toHaveLength(1);
    expect(expected.filter((event) => event.subject === EVENT_SUBJECTS.COMMENT_CREATED).length).toBeGreaterThanOrEqual(1);

    const token = signAccessToken(keys.privateKey, { userId: String(DEMO_SEEKER_ID), userType: 'individual', email: DEMO_SEEKER_EMAIL });
    const res = await call(gateway, 'GET', `/api/individual/myNews?pageUnit=100&pageNo=1&searchType=all&email=${DEMO_SEEKER_EMAIL}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(expected.length);
    for (const event of expected) {
      const createdAt = event.occurred_at.toISOString();
      if (event.subject === EVENT_SUBJECTS.OFFER_CREATED) expect(res.body.list).toContainEqual(expect.objectContaining({ title: 'You received a position offer', link: `/myPage/view/offer/${event.payload.offerId}`, createdAt }));
      else if (event.subject === EVENT_SUBJECTS.QNA_ANSWERED) expect(res.body.list).toContainEqual(expect.objectContaining({ title: 'Your inquiry was answered', link: `/qna/${event.payload.qnaId}`, createdAt }));
      else if (event.subject === EVENT_SUBJECTS.REPORT_RESOLVED) expect(res.body.list).toContainEqual(expect.objectContaining({ title: 'Your report was reviewed', createdAt }));
      else if (event.subject === EVENT_SUBJECTS.COMMENT_CREATED) expect(res.body.list).toContainEqual(expect.objectContaining({ title: 'New comment on your post', link: event.payload.link, createdAt }));
      else expect(res.body.list).toContainEqual(expect.objectContaining({ title: 'Application status changed', content: expect.stringContaining(`"${event.payload.jobTitle}"`), createdAt }));
    }
  });
});

describe('demo chats after a fresh seed', () => {
  it("shows the demo seeker and the demo employer their seeded rooms through the gateway: two conversations and the chat application's room", async () => {
    const seeker = signAccessToken(keys.privateKey, { userId: String(DEMO_SEEKER_ID), userType: 'individual', email: DEMO_SEEKER_EMAIL });
    const employer = signAccessToken(keys.privateKey, { userId: '2', userType: 'company', email: 'employer@demo.ph' });
    type Row = { chatUrl: string; unread: number; lastMessage: { text: string } | null };
    let seekerRooms: Row[] = [];
    await until(
      async () => {
        seekerRooms = (await call(gateway, 'GET', '/chats/rooms', { token: seeker })).body?.rooms ?? [];
        return seekerRooms.length >= 3;
      },
      "the seeker's three rooms",
      30_000,
    );
    expect(seekerRooms.some((room) => room.lastMessage?.text === 'Great. Can you come for an interview on Monday at 10 AM? Please bring a valid ID.' && room.unread === 1)).toBe(true);
    expect(seekerRooms.some((room) => room.lastMessage?.text === 'From chat apply')).toBe(true);
    const employerRooms: Row[] = (await call(gateway, 'GET', '/chats/rooms', { token: employer })).body.rooms;
    // The employer's rooms: the demo seeker's, and those of other seed seekers' chat applications.
    expect(employerRooms.map((room) => room.chatUrl)).toEqual(expect.arrayContaining(seekerRooms.map((room) => room.chatUrl)));
    expect(employerRooms.some((room) => room.lastMessage?.text === 'Hello po! May I ask if the salary is negotiable?' && room.unread === 1)).toBe(true);
  });
});
