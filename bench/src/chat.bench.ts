/**
 * `npm run bench:chat` (or `node --import tsx bench/src/chat.bench.ts`): the live chat of issue 15
 * through the gateway. The issue's bar: 2,000 open sockets and 200 messages a second, delivery p95
 * under 100 ms and no message lost.
 *
 * 1. A fresh jobs database with BENCH_ADS generated ads (services/jobs `loadAds`) and a fresh chat
 *    database, on DATABASE_URL's server, else an embedded PostgreSQL (test-utils).
 * 2. jobs, chat (BENCH_CHAT_INSTANCES of it, meeting on NATS as in the product's distributed mode)
 *    and a gateway in front of each chat instance, each its own Node process on loopback, as
 *    infra's distributed start runs them. With BENCH_CHAT_STUB=1 the chat service is replaced by
 *    bench/src/chat-stub.ts (same frames, no database): the floor of the clients and the gateway.
 * 3. BENCH_SOCKETS / 2 seekers (minted access tokens, 2 hours) each open the room of one Ongoing
 *    ad (`POST /chats/rooms` through the gateway); each room's company gets a socket of its own
 *    for it (a company with 3 rooms holds 3 sockets, and each of its sockets receives every
 *    message of its 3 rooms), so BENCH_SOCKETS sockets in all, opened through the gateway(s) as a
 *    browser opens them (subprotocols, Origin). With 2 instances, seekers' and companies' sockets
 *    alternate between the gateways, so that most messages cross instances through NATS.
 * 4. Each seeker writes once (a room is visible to its company once it holds a message), then
 *    BENCH_RATE messages a second for BENCH_SECONDS, each in a random room from a random side.
 *    Delivery latency: from the send to the `message` frame on each socket of the other side;
 *    lost = a delivery that never came within BENCH_DRAIN_MS after the last send; duplicate = a
 *    second `message` frame of one message on one socket. Then the chat database is asked whether
 *    every acked message is stored exactly once.
 * Env: BENCH_SOCKETS (2000), BENCH_RATE (200), BENCH_SECONDS (30), BENCH_DRAIN_MS (10000),
 * BENCH_ADS (3000), BENCH_CHAT_INSTANCES (1), BENCH_CHAT_STUB, NATS_URL (else, for 2 instances, a
 * nats-server of the bench's own on a free port), DATABASE_URL.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ZChatRoomDetail } from '@phjobs/contracts/chat';
import { CHAT_RATE_LIMIT } from '@phjobs/contracts/chat-live';
import { CHAT_ROUTES } from '@phjobs/contracts/routes/chat';
import { signAccessToken } from '@phjobs/service-kit/auth';
import { pgDb } from '@phjobs/service-kit/events/pg';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import { testKeys } from '@phjobs/test-utils/keys';
import { MIGRATIONS_DIR as CHAT_MIGRATIONS } from '@phjobs/svc-chat/start';
import { closeExpiredAds } from '@phjobs/svc-jobs/data/close-expired-ads';
import { loadAds } from '@phjobs/svc-jobs/seed';
import { MIGRATIONS_DIR as JOBS_MIGRATIONS } from '@phjobs/svc-jobs/start';
import pg from 'pg';
import { ChatLoad, type LoadResult, type Room } from './chat-load.ts';
import { cpuPerRequest, cpuSnapshot, postgresPids } from './cpu.ts';
import { freePort, startNode, startProcess, waitReady, type Child } from './processes.ts';
import { int, runBench, say, writeResults } from './report.ts';
import { table } from './stats.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SOCKETS = int(process.env.BENCH_SOCKETS, 2_000);
const RATE = int(process.env.BENCH_RATE, 200);
const SECONDS = int(process.env.BENCH_SECONDS, 30);
const DRAIN_MS = int(process.env.BENCH_DRAIN_MS, 10_000);
const ADS = int(process.env.BENCH_ADS, 3_000);
const INSTANCES = int(process.env.BENCH_CHAT_INSTANCES, 1);
const STUB = process.env.BENCH_CHAT_STUB === '1';
const GIVEN_NATS_URL = process.env.NATS_URL ?? '';
/** Seekers of the bench: user ids far above the seed's, so they never meet a seeded member. */
const FIRST_SEEKER_ID = 5_000_001;
const AIM_P95_MS = 100;

const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

/** Runs `work` over `items`, `concurrency` at a time, in order of start. */
async function pool<T, R>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        out[index] = await work(items[index]!, index);
      }
    }),
  );
  return out;
}

/** Ongoing ads to open rooms on, spread over as many companies as there are: `count` of them, round-robin by company. */
async function ongoingAds(databaseUrl: string, count: number): Promise<{ jobId: number; companyUserId: number }[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    // Ads past their deadline end first, as the seed and jobs' schedule end them: chat opens rooms on Ongoing ads only.
    await closeExpiredAds(pgDb(pool));
    const { rows } = await client.query<{ id: string; company_id: string; nth: string }>(
      `SELECT id::text, company_id::text, row_number() OVER (PARTITION BY company_id ORDER BY id)::text AS nth
         FROM job_ad WHERE status_code = '012C' AND deleted_at IS NULL ORDER BY 3::int, id LIMIT $1`,
      [count],
    );
    if (rows.length < count) throw new Error(`only ${rows.length} Ongoing ads for ${count} rooms: raise BENCH_ADS`);
    return rows.map((row) => ({ jobId: Number(row.id), companyUserId: Number(row.company_id) }));
  } finally {
    await client.end();
    await pool.end();
  }
}

/** How many of `clientIds` the chat database holds, and how many it holds more than once. */
async function stored(databaseUrl: string, clientIds: string[]): Promise<{ stored: number; duplicated: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ stored: string; duplicated: string }>(
      `SELECT count(DISTINCT client_id)::text AS stored, (count(*) - count(DISTINCT (room_id, sender_id, client_id)))::text AS duplicated
         FROM chat_message WHERE client_id = ANY($1::uuid[])`,
      [clientIds],
    );
    return { stored: Number(rows[0]?.stored ?? 0), duplicated: Number(rows[0]?.duplicated ?? 0) };
  } finally {
    await client.end();
  }
}

/** A NATS server with JetStream of the bench's own, on a free port, data in a temp folder (stopped with the children). */
async function startNats(children: Child[], temporary: string[]): Promise<string> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'bench-nats-'));
  temporary.push(dir);
  const nats = startProcess('nats', process.env.NATS_SERVER ?? 'nats-server', ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', dir]);
  children.push(nats);
  const deadline = Date.now() + 10_000;
  while (!nats.output().includes('Server is ready')) {
    if (nats.process.exitCode !== null || Date.now() > deadline) throw new Error(`nats-server did not start (set NATS_URL or NATS_SERVER):\n${nats.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return `nats://127.0.0.1:${port}`;
}

function row(label: string, r: LoadResult): (string | number)[] {
  return [label, r.sent, r.sent / r.seconds, r.acked, r.refused, r.unanswered, r.expectedDeliveries, r.delivered, r.lost, r.duplicates, r.delivery.p50, r.delivery.p95, r.delivery.p99, r.delivery.max, r.ack.p50, r.ack.p95];
}

async function main(): Promise<void> {
  const began = performance.now();
  const children: Child[] = [];
  const roomsWanted = Math.floor(SOCKETS / 2);
  say(`chat bench: ${roomsWanted * 2} sockets (${roomsWanted} rooms), ${RATE} messages/s for ${SECONDS} s, ${STUB ? 'STUB chat server' : `${INSTANCES} chat instance(s)`}`);
  say(`machine: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load average ${load()}, Node ${process.version}`);
  const databases: TestDatabase[] = [];
  /** Files and folders of the run, removed at the end. */
  const temporary: string[] = [];
  let clients: ChatLoad | null = null;
  try {
    // Several instances meet on NATS: NATS_URL's server, else one of the bench's own (Debian's
    // nats-server), so that no other run's consumers see these events.
    const NATS_URL = GIVEN_NATS_URL || (INSTANCES > 1 && !STUB ? await startNats(children, temporary) : '');
    say(`events: ${NATS_URL ? `JetStream at ${NATS_URL}` : 'in-process bus (one chat instance)'}`);
    const keys = testKeys();
    const token = (userId: number, userType: 'individual' | 'company') => signAccessToken(keys.privateKey, { userId: String(userId), userType, email: `bench-${userId}@bench.ph` }, 2 * 3600);
    const shared = { JWT_PUBLIC_KEY: keys.publicKey, SEED: '0', LOG_LEVEL: 'warn', HOST: '127.0.0.1', NATS_URL };

    // 1. The ads the rooms are about; the chat database.
    const jobsDb = await startTestDatabase('bench_chat_jobs', JOBS_MIGRATIONS);
    databases.push(jobsDb);
    const loaded = await loadAds(jobsDb.databaseUrl, ADS, undefined, new Date());
    const ads = await ongoingAds(jobsDb.databaseUrl, roomsWanted);
    say(`loaded ${loaded.inserted.toLocaleString('en-US')} ads (${new Set(ads.map((ad) => ad.companyUserId)).size} companies own the ${ads.length} rooms' ads)`);
    // The seeker names chat asks account for: no account service here, so '' (chat's fallback) at once.
    const noAccount = `http://127.0.0.1:${await freePort()}`;
    const chatDb = STUB ? null : await startTestDatabase('bench_chat', CHAT_MIGRATIONS);
    if (chatDb) databases.push(chatDb);

    // 2. The processes.
    const jobsPort = await freePort();
    const jobs = startNode('jobs', ROOT, 'services/jobs/src/main.ts', { ...shared, JOBS_DATABASE_URL: jobsDb.databaseUrl, PORT: String(jobsPort) });
    children.push(jobs);
    const chats: { child: Child; url: string }[] = [];
    const rooms: Room[] = ads.map((ad, i) => {
      const seekerId = FIRST_SEEKER_ID + i;
      return {
        chatUrl: `apply_${ad.jobId}_${seekerId}`,
        seeker: { userId: seekerId, token: token(seekerId, 'individual') },
        company: { userId: ad.companyUserId, token: token(ad.companyUserId, 'company') },
      };
    });
    let stubRooms = '';
    if (STUB) {
      stubRooms = join(tmpdir(), `chat-stub-rooms-${process.pid}.json`);
      temporary.push(stubRooms);
      writeFileSync(stubRooms, JSON.stringify(Object.fromEntries(rooms.map((room) => [room.chatUrl, [room.seeker.userId, room.company.userId]]))));
    }
    for (let i = 0; i < INSTANCES; i++) {
      const port = await freePort();
      const chat = STUB
        ? startNode(`chat stub ${i + 1}`, ROOT, 'bench/src/chat-stub.ts', { PORT: String(port), BENCH_STUB_ROOMS: stubRooms })
        : startNode(`chat ${i + 1}`, ROOT, 'services/chat/src/main.ts', { ...shared, CHAT_DATABASE_URL: chatDb!.databaseUrl, PORT: String(port), UPSTREAM_JOBS: `http://127.0.0.1:${jobsPort}`, UPSTREAM_ACCOUNT: noAccount });
      children.push(chat);
      chats.push({ child: chat, url: `http://127.0.0.1:${port}` });
    }
    const gateways: { child: Child; url: string }[] = [];
    for (const [i, chat] of chats.entries()) {
      const port = await freePort();
      const gateway = startNode(`gateway ${i + 1}`, ROOT, 'gateway/src/main.ts', { ...shared, PORT: String(port), UPSTREAM_CHAT: chat.url, UPSTREAM_JOBS: `http://127.0.0.1:${jobsPort}`, RATE_LIMIT: 'off' });
      children.push(gateway);
      gateways.push({ child: gateway, url: `http://127.0.0.1:${port}` });
    }
    await waitReady(jobs, `http://127.0.0.1:${jobsPort}/readyz`);
    for (const { child, url } of [...chats, ...gateways]) await waitReady(child, `${url}/healthz`);

    // 3. The rooms, opened by their seekers through the gateway.
    if (!STUB) {
      const openedAt = performance.now();
      await pool(rooms, 20, async (room, i) => {
        const jobId = Number(room.chatUrl.split('_')[1]);
        const res = await fetch(`${gateways[i % gateways.length]!.url}${CHAT_ROUTES.openChatRoom.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${room.seeker.token}` },
          body: JSON.stringify({ jobId }),
        });
        const body = (await res.json()) as unknown;
        if (!res.ok) throw new Error(`POST /chats/rooms ${jobId} as ${room.seeker.userId}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
        const detail = ZChatRoomDetail.parse(body);
        if (detail.chatUrl !== room.chatUrl || detail.companyUserId !== room.company.userId) throw new Error(`room ${detail.chatUrl} of company ${detail.companyUserId}, expected ${room.chatUrl} of ${room.company.userId}`);
      });
      say(`opened ${rooms.length} rooms in ${((performance.now() - openedAt) / 1000).toFixed(1)} s`);
    }

    // 4. The sockets: seekers and companies alternate between the gateways.
    const wsBases = gateways.map(({ url }) => url.replace(/^http/, 'ws'));
    clients = new ChatLoad(rooms, wsBases, (base) => base.replace(/^ws/, 'http'));
    const openMs = await clients.open(50, (opened) => say(`  ${opened} sockets open (load ${load()})`));
    say(`${clients.sockets.length} sockets open and ready in ${(openMs / 1000).toFixed(1)} s (load ${load()})`);

    // 5. A first message in every room, then the measured run.
    const first = await clients.firstMessages(RATE, DRAIN_MS);
    say(`first message of every room: ${first.delivered}/${first.expectedDeliveries} delivered, p95 ${first.delivery.p95.toFixed(1)} ms, ${first.refused} refused${first.retried ? ` (${first.retried} sent again until acked)` : ''}`);
    const pids = {
      gateway: () => children.filter((c) => c.name.startsWith('gateway')).map((c) => c.process.pid!),
      chat: () => children.filter((c) => c.name.startsWith('chat')).map((c) => c.process.pid!),
      jobs: () => [jobs.process.pid!],
      postgres: () => (process.env.DATABASE_URL ? [] : postgresPids(Number(new URL(jobsDb.databaseUrl).port))),
    };
    const loadBefore = loadavg()[0]!;
    const cpuBefore = cpuSnapshot(pids);
    // A random room and side; a sender near chat's per-sender limit (CHAT_RATE_LIMIT: a company with
    // 15 rooms gets ~1.5 a second at 200/s) lets the room's other side write instead: the bench
    // measures delivery, not the limiter.
    const recent = new Map<number, number[]>();
    const nearLimit = (userId: number, now: number) => {
      const times = (recent.get(userId) ?? []).filter((at) => now - at < CHAT_RATE_LIMIT.windowMs);
      recent.set(userId, times);
      return times.length >= CHAT_RATE_LIMIT.messages * 0.75;
    };
    const result = await clients.run(RATE, SECONDS, DRAIN_MS, () => {
      const room = rooms[Math.floor(Math.random() * rooms.length)]!;
      const now = performance.now();
      let side: 'seeker' | 'company' = Math.random() < 0.5 ? 'seeker' : 'company';
      if (nearLimit(room[side].userId, now)) side = side === 'seeker' ? 'company' : 'seeker';
      const times = recent.get(room[side].userId) ?? [];
      times.push(now);
      recent.set(room[side].userId, times);
      return { room, side };
    });
    const cpu = cpuPerRequest(cpuBefore, cpuSnapshot(pids), result.sent);
    const loadAfter = loadavg()[0]!;
    const db = chatDb ? { ...(await stored(chatDb.databaseUrl, clients.clientIds())), acked: clients.ackedCount() } : null;

    say('');
    say(
      table(
        ['run', 'sent', 'msg/s', 'acked', 'refused', 'unanswered', 'deliveries due', 'delivered', 'lost', 'duplicates', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'ack p50', 'ack p95'],
        [row('first message per room', first), row(`${RATE}/s for ${SECONDS} s`, result)],
      ),
    );
    say('');
    say(`sockets: ${result.sockets}; closed by the server: ${JSON.stringify(result.closedByServer)}; error frames by code: ${JSON.stringify(clients.errorCodes)}${result.errorSamples.length ? `, e.g. ${result.errorSamples[0]}` : ''}`);
    if (clients.errorCodes.internal) for (const chat of chats) say(`${chat.child.name}'s last words (internal errors):\n${chat.child.output().slice(-3_000)}`);
    if (db) say(`chat database: ${db.stored} stored of the ${db.acked} acked (of ${clients.clientIds().length} sent), ${db.duplicated} stored twice`);
    say(`bench process event loop delay while sending: p50 ${result.benchLoopDelayMs.p50.toFixed(1)} ms, p99 ${result.benchLoopDelayMs.p99.toFixed(1)} ms, max ${result.benchLoopDelayMs.max.toFixed(1)} ms`);
    say(`CPU µs per message: ${Object.entries(cpu).map(([name, us]) => `${name} ${Math.round(us)}`).join(', ')}`);
    const met = result.delivery.p95 < AIM_P95_MS && result.lost === 0 && result.unanswered === 0 && result.refused === 0 && result.duplicates === 0 && (!db || (db.stored === db.acked && db.duplicated === 0));
    say(`delivery p95 < ${AIM_P95_MS} ms, none lost or duplicated: ${met ? 'yes' : 'NO'}. Load average ${loadBefore.toFixed(2)} before the run, ${loadAfter.toFixed(2)} after; now ${load()}.`);
    const file = writeResults('chat', { ads: ADS, connections: result.sockets, seconds: SECONDS, results: { rate: RATE, instances: INSTANCES, stub: STUB, nats: NATS_URL, first, run: result, cpuMicrosPerMessage: cpu, db, load: { before: loadBefore, after: loadAfter } } });
    say(`results: ${file} (${((performance.now() - began) / 1000).toFixed(0)} s in all)`);
  } finally {
    await clients?.close();
    for (const child of children.reverse()) await child.stop();
    for (const database of databases) await database.drop().catch(() => undefined);
    for (const path of temporary) rmSync(path, { recursive: true, force: true });
  }
}

runBench(main);
