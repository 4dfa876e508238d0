/**
 * `node --import tsx bench/src/community-lists.bench.ts`: the community list calls (issue 17) —
 * GET /api/community/jobTalks, /jobCounselings and /interviewTips, with and without a keyword — at
 * BENCH_POSTS (50,000) posts of each kind, 50 connections, through the gateway and as bare SQL (the
 * one statement the service's data function runs for the call, its page joined to its count,
 * replayed unnamed by 50 `pg` clients as the service's list pool runs it).
 * The quality bar: within 2x of bare SQL.
 *
 * 1. A fresh database (DATABASE_URL's server, else an embedded PostgreSQL) with the community
 *    migrations; the seed's posts (services/community seed/posts.ts: 66 job talk, 44 counseling,
 *    46 interview reviews, their comments), then copies of them up to BENCH_POSTS of each kind with
 *    other writers, dates over two years and view counts (interview reviews with their
 *    interview_tip rows), then VACUUM ANALYZE and CHECKPOINT.
 * 2. One community process and the gateway in front of it, each its own Node process on loopback.
 * 3. Per case: BENCH_CONNECTIONS (50), 2 s warm-up, BENCH_SECONDS (6) measured, through the gateway
 *    then bare; then 300 calls one at a time (gateway, community direct, bare). As a signed-in
 *    individual member (bearer token and `email`), as the screens call them.
 * Env: BENCH_POSTS, BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_CASES (';'-separated names), DATABASE_URL.
 */
import { execSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ZInterviewTipListQuery, ZPostListQuery } from '@phjobs/contracts/community-posts';
import { signAccessToken } from '@phjobs/service-kit/auth';
import { startTestDatabase } from '@phjobs/test-utils/database';
import { testKeys } from '@phjobs/test-utils/keys';
import { openDatabase, type CommunityDb } from '@phjobs/svc-community/data/db';
import { interviewTipListStatement } from '@phjobs/svc-community/data/interview-tips';
import { counselingListStatement, postListStatement, type Statement } from '@phjobs/svc-community/data/posts';
import { seedMemberPosts } from '@phjobs/svc-community/seed/seed-posts';
import { MIGRATIONS_DIR } from '@phjobs/svc-community/start';
import pg from 'pg';
import { runBareWithCpu } from './bare-sql.ts';
import { postgresPids, withCpu, type CpuParts } from './cpu.ts';
import { freePort, startNode, waitReady, type Child } from './processes.ts';
import { int, runBench, say, writeResults } from './report.ts';
import { loadTest } from './load.ts';
import { table, type Summary } from './stats.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const POSTS = int(process.env.BENCH_POSTS, 50_000);
const SECONDS = int(process.env.BENCH_SECONDS, 6);
const CONNECTIONS = int(process.env.BENCH_CONNECTIONS, 50);
const ONLY = process.env.BENCH_CASES ? new Set(process.env.BENCH_CASES.split(';').map((name) => name.trim())) : null;
const WARM_UP_SECONDS = 2;
const SEQUENTIAL = 300;
const uptime = () => {
  try {
    return execSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`;
  }
};

/** The seed, then copies of each kind's seeded posts up to `perKind` of it (interview reviews with their rows). */
async function loadPosts(db: CommunityDb, perKind: number, now: Date): Promise<void> {
  await seedMemberPosts(db, now);
  for (const kind of ['jobTalk', 'jobCounseling', 'interviewTip'] as const) {
    const [seeded] = await db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM post WHERE kind = $1`, kind);
    const copies = perKind - (seeded?.n ?? 0);
    if (copies <= 0) continue;
    // Copy g of the kind's k-th seeded post: another writer, a date up to two years back, other views and replies (released).
    await db.$executeRawUnsafe(
      `WITH src AS (SELECT row_number() OVER (ORDER BY id) AS k, * FROM post WHERE kind = $1 AND review_status = 'released'),
            n AS (SELECT count(*) AS n FROM src)
       INSERT INTO post (kind, user_id, nick_name, title, body, attachments, view_count, reply_count, review_status, created_at, updated_at)
       SELECT s.kind, 200000 + g, CASE WHEN s.kind = 'interviewTip' THEN 'copy:' || s.id ELSE s.nick_name END, s.title, s.body, s.attachments, ((g::bigint * 31) % 997)::int, ((g::bigint * 7) % 9)::int, 'released',
              now() - ((g::bigint * 104729) % (730 * 24 * 60))::int * interval '1 minute', now() - ((g::bigint * 104729) % (730 * 24 * 60))::int * interval '1 minute'
         FROM generate_series(1, $2::int) g CROSS JOIN n JOIN src s ON s.k = 1 + (g - 1) % n.n`,
      kind,
      copies,
    );
  }
  // A copied interview review takes the interview_tip row of its source (named in nick_name for the moment; reviews show none).
  await db.$executeRawUnsafe(
    `INSERT INTO interview_tip (post_id, company_name, position, specialization, work_experience, application_year, application_month, interview_result, evaluation, difficulty,
                                interview_environment, interview_types, interviewers, interview_progress, interview_questions, interview_ambiance, cover_letter, proofs, reviewed_at)
     SELECT p.id, t.company_name, t.position, t.specialization, t.work_experience, t.application_year, t.application_month, t.interview_result, t.evaluation, t.difficulty,
            t.interview_environment, t.interview_types, t.interviewers, t.interview_progress, t.interview_questions, t.interview_ambiance, t.cover_letter, t.proofs, p.created_at
       FROM post p JOIN interview_tip t ON t.post_id = substr(p.nick_name, 6)::bigint
      WHERE p.kind = 'interviewTip' AND p.nick_name LIKE 'copy:%'`,
  );
  await db.$executeRawUnsafe(`UPDATE post SET nick_name = '' WHERE kind = 'interviewTip' AND nick_name LIKE 'copy:%'`);
}

async function drive(url: string, token: string, seconds: number): Promise<Summary> {
  return loadTest({ url, connections: CONNECTIONS, duration: seconds, headers: { authorization: `Bearer ${token}` } });
}

type Case = { name: string; path: string; query: Record<string, string>; statements: (now: Date) => Statement[] };

const postCase = (name: string, kind: 'jobTalk' | 'jobCounseling', query: Record<string, string>): Case => ({
  name,
  path: kind === 'jobTalk' ? '/api/community/jobTalks' : '/api/community/jobCounselings',
  query,
  statements: (now) => {
    const input = ZPostListQuery.parse(query);
    if (kind === 'jobTalk') return [postListStatement(kind, input)];
    const startOfToday = new Date(Math.floor((now.getTime() + 8 * 3_600_000) / 86_400_000) * 86_400_000 - 8 * 3_600_000);
    return [counselingListStatement(input, startOfToday)];
  },
});
const tipCase = (name: string, query: Record<string, string>): Case => ({
  name,
  path: '/api/community/interviewTips',
  query,
  statements: () => [interviewTipListStatement(ZInterviewTipListQuery.parse(query))],
});

async function main(): Promise<void> {
  const began = performance.now();
  say(`community lists bench: ${POSTS.toLocaleString('en-US')} posts of each kind, ${CONNECTIONS} connections, ${SECONDS} s a row`);
  say(`machine: ${cpus().length} cores, Node ${process.version}; ${uptime()}`);
  const database = await startTestDatabase('bench_community_lists', MIGRATIONS_DIR);
  const children: Child[] = [];
  try {
    const loader = openDatabase(database.databaseUrl, 2);
    const loadStart = performance.now();
    await loadPosts(loader, POSTS, new Date());
    await loader.$executeRawUnsafe('VACUUM ANALYZE');
    await loader.$executeRawUnsafe('CHECKPOINT');
    const shape = await loader.$queryRawUnsafe<{ kind: string; n: number }[]>(`SELECT kind, count(*)::int AS n FROM post GROUP BY kind ORDER BY kind`);
    const [tips] = await loader.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM interview_tip`);
    await loader.$disconnect();
    say(`loaded ${shape.map((row) => `${row.n} ${row.kind}`).join(', ')} (${tips?.n} interview_tip rows) in ${((performance.now() - loadStart) / 1000).toFixed(0)} s`);

    const keys = testKeys();
    const port = await freePort();
    const community = startNode('community', ROOT, 'services/community/src/main.ts', { COMMUNITY_DATABASE_URL: database.databaseUrl, JWT_PUBLIC_KEY: keys.publicKey, SEED: '0', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port) });
    children.push(community);
    await waitReady(community, `http://127.0.0.1:${port}/readyz`);
    const gatewayPort = await freePort();
    const gateway = startNode('gateway', ROOT, 'gateway/src/main.ts', { PORT: String(gatewayPort), UPSTREAM_COMMUNITY: `http://127.0.0.1:${port}`, RATE_LIMIT: 'off', LOG_LEVEL: 'warn', HOST: '127.0.0.1' });
    children.push(gateway);
    await waitReady(gateway, `http://127.0.0.1:${gatewayPort}/healthz`);

    const principal = { userId: '1', userType: 'individual', email: 'seeker@bench.ph' } as const;
    const page = { pageUnit: '10', pageNo: '1' };
    const all: Case[] = [
      postCase('jobTalks: newest', 'jobTalk', { ...page, orderKey: 'createdAt' }),
      postCase('jobTalks: most viewed', 'jobTalk', { ...page, orderKey: 'viewCount' }),
      postCase("jobTalks: keyword 'night shift'", 'jobTalk', { ...page, orderKey: 'createdAt', keyword: 'night shift' }),
      postCase("jobTalks: keyword 'SSS', page 5", 'jobTalk', { pageUnit: '10', pageNo: '5', orderKey: 'createdAt', keyword: 'SSS' }),
      postCase('jobCounselings: newest', 'jobCounseling', { ...page, orderKey: 'createdAt' }),
      postCase("jobCounselings: keyword 'final pay'", 'jobCounseling', { ...page, orderKey: 'createdAt', keyword: 'final pay' }),
      tipCase('interviewTips: newest', { ...page, orderKey: 'createdAt' }),
      tipCase("interviewTips: company 'call center'", { ...page, orderKey: 'createdAt', companyName: 'call center' }),
      tipCase('interviewTips: Pass + BPO, most viewed', { ...page, orderKey: 'viewCount', interviewResults: '041A', specialization: '["SP01"]' }),
    ];
    const cases = all.filter((c) => !ONLY || ONLY.has(c.name));

    const rows: (string | number)[][] = [];
    const results: Record<string, unknown>[] = [];
    const pgPort = Number(new URL(database.databaseUrl).port || 5432);
    const parts: CpuParts = { gateway: () => [gateway.process.pid ?? -1], community: () => [community.process.pid ?? -1], postgres: () => postgresPids(pgPort) };
    const perCall = (cpu: Record<string, number>) => Object.entries(cpu).map(([name, value]) => `${name} ${value.toFixed(0)}`).join(', ');
    for (const c of cases) {
      // A fresh token per case: access tokens live 15 minutes, and a loaded machine makes the run longer.
      const token = signAccessToken(keys.privateKey, principal);
      const search = new URLSearchParams({ ...c.query, email: principal.email }).toString();
      const url = `http://127.0.0.1:${gatewayPort}${c.path}?${search}`;
      const check = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const answer = (await check.json()) as { list?: unknown[]; count?: number };
      if (check.status !== 200 || !Array.isArray(answer.list)) throw new Error(`${c.name}: ${check.status} ${JSON.stringify(answer).slice(0, 300)}`);
      const statements = c.statements(new Date());
      const load = loadavg()[0]!;
      await drive(url, token, WARM_UP_SECONDS);
      const { row: gatewayRow, cpu: gatewayCpu } = await withCpu(parts, () => drive(url, token, SECONDS));
      const { row: bareRow, cpu: bareCpu } = await runBareWithCpu(
        { databaseUrl: database.databaseUrl, statements, named: false, connections: CONNECTIONS, warmUpSeconds: WARM_UP_SECONDS, seconds: SECONDS },
        parts,
      );
      const ratio = bareRow.rps / Math.max(gatewayRow.rps, 1);

      const http = async (target: string) => {
        const once = async () => (await fetch(target, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
        for (let i = 0; i < 10; i++) await once();
        const t = performance.now();
        for (let i = 0; i < SEQUENTIAL; i++) await once();
        return (performance.now() - t) / SEQUENTIAL;
      };
      const single = { gateway: await http(url), direct: await http(url.replace(`:${gatewayPort}/`, `:${port}/`)), bare: 0 };
      const client = new pg.Client({ connectionString: database.databaseUrl });
      await client.connect();
      for (let i = 0; i < 10; i++) for (const statement of statements) await client.query(statement);
      const t = performance.now();
      for (let i = 0; i < SEQUENTIAL; i++) for (const statement of statements) await client.query(statement);
      single.bare = (performance.now() - t) / SEQUENTIAL;
      await client.end();

      say(
        `${c.name}: ${answer.count} in all, page of ${answer.list.length}; load ${load.toFixed(1)}; gateway ${gatewayRow.rps.toFixed(0)} req/s p95 ${gatewayRow.p95.toFixed(0)} ms; bare SQL ${bareRow.rps.toFixed(0)} req/s p95 ${bareRow.p95.toFixed(0)} ms; bare/gateway ${ratio.toFixed(2)}x`,
      );
      say(`  CPU µs per call: gateway row: ${perCall(gatewayCpu)}; bare row: ${perCall(bareCpu)}`);
      say(`  one at a time (${SEQUENTIAL} calls, mean ms): gateway ${single.gateway.toFixed(2)}, community direct ${single.direct.toFixed(2)}, bare SQL ${single.bare.toFixed(2)}`);
      const oneAtATime = [single.gateway, single.direct, single.bare].map((ms) => ms.toFixed(2)).join(' / ');
      rows.push([c.name, answer.count ?? 0, load.toFixed(1), 'gateway -> community', gatewayRow.rps, gatewayRow.p50, gatewayRow.p95, gatewayRow.p99, gatewayRow.errors, ratio.toFixed(2), ratio <= 2 ? 'yes' : 'NO', oneAtATime]);
      rows.push(['', '', '', 'bare SQL (pg)', bareRow.rps, bareRow.p50, bareRow.p95, bareRow.p99, bareRow.errors, '', '', '']);
      results.push({ case: c.name, total: answer.count, load, gateway: gatewayRow, bare: bareRow, ratio, sequentialMs: single, cpuMicrosecondsPerCall: { gateway: gatewayCpu, bare: bareCpu } });
    }
    say('');
    say(table(['case', 'in all', 'load', 'target', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'bare/gw', 'within 2x', 'one at a time: gw / community / bare ms'], rows));
    say(`end: ${uptime()}`);
    const file = writeResults('community-lists', { ads: POSTS, connections: CONNECTIONS, seconds: SECONDS, results: { postsPerKind: POSTS, cases: results } });
    say(`results: ${file} (${((performance.now() - began) / 1000).toFixed(0)} s in all)`);
  } finally {
    for (const child of children.reverse()) await child.stop();
    await database.drop();
  }
}

runBench(main);
