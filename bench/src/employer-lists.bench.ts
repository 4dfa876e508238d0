/**
 * `node --import tsx bench/src/employer-lists.bench.ts`: the employer's lists (issue 12) at
 * 100,000 ads and 200,000 applications, 50 connections, through the gateway and as bare SQL (the
 * statements the service runs for the call, as named prepared statements like the service's pool).
 * The quality bar: within 2x of bare SQL.
 *
 * 1. A fresh database (DATABASE_URL's server, else an embedded PostgreSQL), migrated, 100,000
 *    generated ads (services/jobs `loadAds`). The company under test is the one with the most ads,
 *    given one ad in 40 more (about 3,600 ads in all). 200,000 applications: one in ten to its ads
 *    (one in a hundred to its newest ongoing ad, the 'popular ad'), the rest spread over all the
 *    ads; a fifth of them cancelled, a third read. Vacuumed.
 * 2. One jobs process and the gateway in front of it, each its own Node process on loopback; and
 *    (BENCH_ONE_PROCESS, on unless 0) another jobs and gateway in one Node process, as the embedded
 *    mode runs them: the gateway hands the calls to jobs in process, without the loopback hop.
 * 3. Per case (myJobs tabs; the applicants overview, its chat tab, page 50; the by-ad tab; one
 *    ad's applicants, all and unread): BENCH_CONNECTIONS (50), 2 s warm-up, BENCH_SECONDS (6)
 *    measured, through the gateway then bare; then one call at a time (gateway, jobs direct, the
 *    data function in this process, bare).
 * The bare statements are those the data function runs for the call, recorded in this process,
 * run one after the other on one client (the service runs a page and its count in parallel).
 * Env: BENCH_ADS (100000), BENCH_APPLICATIONS (200000), BENCH_SECONDS, BENCH_CONNECTIONS,
 * BENCH_CASES (';'-separated case names), DATABASE_URL.
 * BENCH_GATEWAY_BEFORE=<another checkout's root>: also runs that tree's gateway (gateway/src/main.ts)
 * in front of the same jobs process and drives it in each case right before this tree's gateway
 * (same data, same minute of machine load): a 'gateway (before)' row with its own CPU per call.
 * BENCH_JOBS_BEFORE=<another checkout's root>: the same for the jobs service: that tree's jobs
 * (services/jobs/src/main.ts) on the same database, behind a second gateway of this tree, driven
 * the same way (the 'before' row; its CPU per call has 'jobs-before').
 */
import { execSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ZApplicantJobsQuery, ZApplicantsQuery, ZJobApplicantsQuery } from '@phjobs/contracts/applications';
import { ZMyJobsQuery } from '@phjobs/contracts/job-ad-form';
import { signAccessToken } from '@phjobs/service-kit/auth';
import type { Sql } from '@phjobs/service-kit/events/sql';
import { startTestDatabase } from '@phjobs/test-utils/database';
import { testKeys } from '@phjobs/test-utils/keys';
import { listApplicantJobs, listCompanyApplicants } from '@phjobs/svc-jobs/data/applications/employer-applicants';
import { openDatabase } from '@phjobs/svc-jobs/data/db';
import { listMyJobs } from '@phjobs/svc-jobs/data/my-jobs';
import { loadAds } from '@phjobs/svc-jobs/seed';
import { MIGRATIONS_DIR } from '@phjobs/svc-jobs/start';
import pg from 'pg';
import { runBareWithCpu, type Statement } from './bare-sql.ts';
import { cpuPerRequest, cpuSnapshot, postgresPids, withCpu, type CpuParts } from './cpu.ts';
import { freePort, startNode, waitForLine, waitReady, type Child } from './processes.ts';
import { int, runBench, say, writeResults } from './report.ts';
import { loadTest } from './load.ts';
import { table, type Summary } from './stats.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ADS = int(process.env.BENCH_ADS, 100_000);
const APPLICATIONS = int(process.env.BENCH_APPLICATIONS, 200_000);
const SECONDS = int(process.env.BENCH_SECONDS, 6);
const CONNECTIONS = int(process.env.BENCH_CONNECTIONS, 50);
const ONLY = process.env.BENCH_CASES ? new Set(process.env.BENCH_CASES.split(';').map((name) => name.trim())) : null;
const WARM_UP_SECONDS = 2;
const GATEWAY_BEFORE = process.env.BENCH_GATEWAY_BEFORE || null;
const JOBS_BEFORE = process.env.BENCH_JOBS_BEFORE || null;
const ONE_PROCESS = process.env.BENCH_ONE_PROCESS !== '0';
const uptime = () => {
  try {
    return execSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`;
  }
};

async function drive(url: string, token: string, seconds: number): Promise<Summary> {
  return loadTest({ url, connections: CONNECTIONS, duration: seconds, headers: { authorization: `Bearer ${token}` } });
}

/** The statements a data function runs for one call, recorded as it runs them on `db`. */
function recording(db: Sql): { sql: Sql; statements: Statement[] } {
  const statements: Statement[] = [];
  return {
    statements,
    sql: {
      $queryRawUnsafe: <T,>(text: string, ...values: unknown[]) => {
        statements.push({ text, values });
        return db.$queryRawUnsafe<T>(text, ...values);
      },
      $executeRawUnsafe: (text: string, ...values: unknown[]) => {
        statements.push({ text, values });
        return db.$executeRawUnsafe(text, ...values);
      },
    },
  };
}

type Case = {
  name: string;
  /** Path and query of the call (email added). */
  path: string;
  /** The service's data function for the call (what its handler calls). */
  run: (db: Sql) => Promise<unknown>;
};

const SEQUENTIAL = 300;

/** Mean milliseconds of one call at a time: through the gateway, straight to jobs, the data function in this process, and bare SQL. */
async function sequential(urls: { gateway: string; direct: string }, token: string, databaseUrl: string, c: Case, statements: Statement[]) {
  const http = async (url: string) => {
    for (let i = 0; i < 10; i++) await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
    const t = performance.now();
    for (let i = 0; i < SEQUENTIAL; i++) await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
    return (performance.now() - t) / SEQUENTIAL;
  };
  const gateway = await http(urls.gateway);
  const direct = await http(urls.direct);
  const db = openDatabase(databaseUrl, 2);
  for (let i = 0; i < 10; i++) await c.run(db);
  let started = performance.now();
  for (let i = 0; i < SEQUENTIAL; i++) await c.run(db);
  const inProcess = (performance.now() - started) / SEQUENTIAL;
  await db.close();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const named = statements.map((statement, i) => ({ name: `seq${i}`, ...statement }));
    for (let i = 0; i < 10; i++) for (const statement of named) await client.query(statement);
    started = performance.now();
    for (let i = 0; i < SEQUENTIAL; i++) for (const statement of named) await client.query(statement);
    return { gateway, direct, inProcess, bare: (performance.now() - started) / SEQUENTIAL };
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const began = performance.now();
  say(`employer lists bench: ${ADS.toLocaleString('en-US')} ads, ${APPLICATIONS.toLocaleString('en-US')} applications, ${CONNECTIONS} connections, ${SECONDS} s a row`);
  say(`machine: ${cpus().length} cores, Node ${process.version}; ${uptime()}`);
  const database = await startTestDatabase('bench_employer_lists', MIGRATIONS_DIR);
  const children: Child[] = [];
  try {
    await loadAds(database.databaseUrl, ADS, undefined, new Date());
    const admin = new pg.Client({ connectionString: database.databaseUrl });
    await admin.connect();
    const top = await admin.query<{ company_id: string; company_name: string }>(`SELECT company_id::text, min(company_name) AS company_name FROM job_ad GROUP BY company_id ORDER BY count(*) DESC LIMIT 1`);
    const company = top.rows[0]!;
    // A few thousand ads: one in 40 of the others becomes the company's too.
    await admin.query(`UPDATE job_ad SET company_id = $1::bigint, company_name = $2 WHERE id % 40 = 7 AND company_id <> $1::bigint`, [company.company_id, company.company_name]);
    // Applications, each by a distinct member (the live-application rule holds): one in a hundred to
    // the company's newest ongoing ad, one in ten to its ads, the rest to pseudo-random ads; method,
    // status, read and cancelled from a hash of the row number (r), independent of where it went.
    await admin.query(
      `WITH own AS (SELECT array_agg(id ORDER BY id) AS ids FROM job_ad WHERE company_id = $3::bigint AND deleted_at IS NULL),
         popular AS (SELECT id FROM job_ad WHERE company_id = $3::bigint AND status_code = '012C' AND deleted_at IS NULL ORDER BY registered_at DESC, id DESC LIMIT 1)
       INSERT INTO application (job_id, user_id, how_to_apply_code, status_code, applicant_full_name, created_at, read_at, cancelled_at)
       SELECT CASE WHEN g % 100 = 0 THEN (SELECT id FROM popular)
                   WHEN g % 10 = 0 THEN own.ids[1 + (g * 7919) % array_length(own.ids, 1)]
                   ELSE 1 + (g * 7919) % $2 END,
         100000 + g, (ARRAY['018A','018A','018B'])[1 + r % 3], (ARRAY['021A','021B','021C','021C'])[1 + r / 3 % 4], 'Applicant ' || g,
         now() - (g % 1000) * interval '1 minute', CASE WHEN r / 12 % 3 = 0 THEN now() END, CASE WHEN r / 36 % 5 = 0 THEN now() END
       FROM generate_series(1, $1::int) g, LATERAL (SELECT ((g::bigint * 2654435761) % 1000003)::int AS r) h, own`,
      [APPLICATIONS, ADS, company.company_id],
    );
    await admin.query('VACUUM ANALYZE');
    // The load's writes on disk now, not during the first case.
    await admin.query('CHECKPOINT');
    const shape = await admin.query<{ n: number; ongoing: number; review: number; ended: number; applications: number; live: number; popular: string; popular_live: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE status_code = '012C')::int AS ongoing, count(*) FILTER (WHERE status_code = '012A')::int AS review,
         count(*) FILTER (WHERE status_code = '012D')::int AS ended,
         (SELECT count(*)::int FROM application WHERE company_id = $1::bigint) AS applications,
         (SELECT count(*)::int FROM application WHERE company_id = $1::bigint AND cancelled_at IS NULL) AS live,
         (SELECT job_id::text FROM application WHERE company_id = $1::bigint GROUP BY job_id ORDER BY count(*) DESC LIMIT 1) AS popular,
         (SELECT count(*)::int FROM application WHERE company_id = $1::bigint AND cancelled_at IS NULL GROUP BY job_id ORDER BY count(*) DESC LIMIT 1) AS popular_live
       FROM job_ad WHERE company_id = $1::bigint AND deleted_at IS NULL`,
      [company.company_id],
    );
    const s = shape.rows[0]!;
    await admin.end();
    say(
      `company ${company.company_id}: ${s.n} ads (${s.ongoing} ongoing, ${s.review} under review, ${s.ended} ended), ${s.applications} applications (${s.live} live); popular ad ${s.popular}: ${s.popular_live} live applications`,
    );

    const keys = testKeys();
    const port = await freePort();
    // info: jobs says when its search index (built in the background after /readyz) is loaded; no line per call.
    const jobsEnv = { JOBS_DATABASE_URL: database.databaseUrl, JWT_PUBLIC_KEY: keys.publicKey, SEED: '0', LOG_LEVEL: 'info', HOST: '127.0.0.1' };
    const indexLoaded = /search index loaded/;
    children.push(startNode('jobs', ROOT, 'services/jobs/src/main.ts', { ...jobsEnv, PORT: String(port) }));
    await waitReady(children[0]!, `http://127.0.0.1:${port}/readyz`);
    await waitForLine(children[0]!, indexLoaded);
    const gatewayPort = await freePort();
    const gateway = startNode('gateway', ROOT, 'gateway/src/main.ts', { PORT: String(gatewayPort), UPSTREAM_JOBS: `http://127.0.0.1:${port}`, RATE_LIMIT: 'off', LOG_LEVEL: 'warn', HOST: '127.0.0.1' });
    children.push(gateway);
    await waitReady(gateway, `http://127.0.0.1:${gatewayPort}/healthz`);
    // The embedded mode's shape: jobs and the gateway in one process (bench/src/one-process.ts).
    const onePorts = ONE_PROCESS ? { jobs: await freePort(), gateway: await freePort() } : null;
    const oneProcess = onePorts
      ? startNode('one-process', ROOT, 'bench/src/one-process.ts', {
          ...jobsEnv,
          PORT_JOBS: String(onePorts.jobs),
          PORT_GATEWAY: String(onePorts.gateway),
          UPSTREAM_JOBS: `http://127.0.0.1:${onePorts.jobs}`,
          RATE_LIMIT: 'off',
        })
      : null;
    if (oneProcess && onePorts) {
      children.push(oneProcess);
      await waitReady(oneProcess, `http://127.0.0.1:${onePorts.gateway}/healthz`);
      await waitForLine(oneProcess, indexLoaded);
    }
    const jobsBeforePort = JOBS_BEFORE ? await freePort() : 0;
    const jobsBefore = JOBS_BEFORE ? startNode('jobs-before', JOBS_BEFORE, 'services/jobs/src/main.ts', { ...jobsEnv, PORT: String(jobsBeforePort) }) : null;
    if (jobsBefore) {
      children.push(jobsBefore);
      await waitReady(jobsBefore, `http://127.0.0.1:${jobsBeforePort}/readyz`);
      say(`jobs (before): ${JOBS_BEFORE} (${execSync('git log -1 --format="%h %s"', { cwd: JOBS_BEFORE ?? ROOT, encoding: 'utf8' }).trim()})`);
    }
    const beforePort = GATEWAY_BEFORE || JOBS_BEFORE ? await freePort() : 0;
    const gatewayBefore =
      GATEWAY_BEFORE || JOBS_BEFORE
        ? startNode('gateway-before', GATEWAY_BEFORE ?? ROOT, 'gateway/src/main.ts', {
            PORT: String(beforePort),
            UPSTREAM_JOBS: `http://127.0.0.1:${jobsBefore ? jobsBeforePort : port}`,
            RATE_LIMIT: 'off',
            LOG_LEVEL: 'warn',
            HOST: '127.0.0.1',
          })
        : null;
    if (gatewayBefore) {
      children.push(gatewayBefore);
      await waitReady(gatewayBefore, `http://127.0.0.1:${beforePort}/healthz`);
      if (GATEWAY_BEFORE) say(`gateway (before): ${GATEWAY_BEFORE} (${execSync('git log -1 --format="%h %s"', { cwd: GATEWAY_BEFORE, encoding: 'utf8' }).trim()})`);
    }
    const principal = { userId: company.company_id, userType: 'company', email: `company${company.company_id}@bench.ph` } as const;
    const token = signAccessToken(keys.privateKey, principal);
    const id = company.company_id;

    const q = (query: Record<string, string>) => new URLSearchParams({ ...query, email: principal.email }).toString();
    const myJobs = (name: string, status: string, pageNo: number): Case => {
      const query = { status, pageUnit: '20', pageNo: String(pageNo) };
      return { name, path: `/api/employer/myPage/myJobs?${q(query)}`, run: (db) => listMyJobs(db, id, ZMyJobsQuery.parse(query)) };
    };
    const applicants = (name: string, query: Record<string, string>): Case => ({
      name,
      path: `/api/application/applicants?${q(query)}`,
      run: (db) => listCompanyApplicants(db, id, ZApplicantsQuery.parse(query)),
    });
    const applicantJobs = (name: string, query: Record<string, string>): Case => ({
      name,
      path: `/api/application/applicants/job?${q(query)}`,
      run: (db) => listApplicantJobs(db, id, ZApplicantJobsQuery.parse(query)),
    });
    const jobApplicants = (name: string, jobId: string, query: Record<string, string>): Case => ({
      name,
      path: `/api/employer/myPage/applicant/${jobId}?${q(query)}`,
      run: (db) => {
        const parsed = ZJobApplicantsQuery.parse(query);
        return listCompanyApplicants(db, id, { ...parsed, jobId: Number(jobId), unread: parsed.type === 'unread' });
      },
    });
    const cases = [
      myJobs('myJobs Ongoing (012C), page 1', '012C', 1),
      myJobs('myJobs Ongoing (012C), page 5', '012C', 5),
      myJobs('myJobs Under Review (012A), page 1', '012A', 1),
      myJobs('myJobs End (012D), page 1', '012D', 1),
      applicants('applicants, all, page 1', { pageUnit: '20', pageNo: '1' }),
      applicants('applicants, all, page 50', { pageUnit: '20', pageNo: '50' }),
      applicants('applicants, chat (018B), page 1', { pageUnit: '20', pageNo: '1', howToApplyCode: '018B' }),
      applicantJobs('applicants by ad, page 1', { pageUnit: '20', pageNo: '1' }),
      applicantJobs('applicants by ad, ongoing only, page 1', { pageUnit: '20', pageNo: '1', isOnlyOngoing: 'true' }),
      jobApplicants('one ad (popular), all, page 1', s.popular, { pageUnit: '20', pageNo: '1', type: 'all' }),
      jobApplicants('one ad (popular), unread, page 1', s.popular, { pageUnit: '20', pageNo: '1', type: 'unread' }),
    ].filter((c) => !ONLY || ONLY.has(c.name));

    const rows: (string | number)[][] = [];
    const results: Record<string, unknown>[] = [];
    const recorder = openDatabase(database.databaseUrl, 2);
    const pgPort = Number(new URL(database.databaseUrl).port || 5432);
    const parts: CpuParts = { gateway: () => [gateway.process.pid ?? -1], ...(oneProcess ? { 'one-process': () => [oneProcess.process.pid ?? -1] } : {}), ...(gatewayBefore ? { 'gateway-before': () => [gatewayBefore.process.pid ?? -1] } : {}), ...(jobsBefore ? { 'jobs-before': () => [jobsBefore.process.pid ?? -1] } : {}), jobs: () => [children[0]!.process.pid ?? -1], postgres: () => postgresPids(pgPort) };
    const perCall = (cpu: Record<string, number>) => Object.entries(cpu).map(([name, value]) => `${name} ${value.toFixed(0)}`).join(', ');
    for (const c of cases) {
      const url = `http://127.0.0.1:${gatewayPort}${c.path}`;
      const check = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const answer = (await check.json()) as { list?: unknown[]; resultListCount?: number };
      if (check.status !== 200 || !Array.isArray(answer.list)) throw new Error(`${c.name}: ${check.status} ${JSON.stringify(answer).slice(0, 300)}`);
      const recorded = recording(recorder);
      await c.run(recorded.sql);
      const load = loadavg()[0]!;
      let before: { row: Summary; cpu: Record<string, number> } | null = null;
      // Every other case drives the 'before' gateway after this tree's, so neither always goes first.
      const driveBefore = async (): Promise<{ row: Summary; cpu: Record<string, number> } | null> => {
        if (!gatewayBefore) return null;
        const beforeUrl = url.replace(`:${gatewayPort}/`, `:${beforePort}/`);
        await drive(beforeUrl, token, WARM_UP_SECONDS);
        const start = cpuSnapshot(parts);
        const row = await drive(beforeUrl, token, SECONDS);
        return { row, cpu: cpuPerRequest(start, cpuSnapshot(parts), row.requests) };
      };
      // The one-process pair likewise: after the two processes in one case, before them in the next.
      const driveOne = async (): Promise<{ row: Summary; cpu: Record<string, number> } | null> => {
        if (!onePorts) return null;
        const oneUrl = url.replace(`:${gatewayPort}/`, `:${onePorts.gateway}/`);
        await drive(oneUrl, token, WARM_UP_SECONDS);
        const start = cpuSnapshot(parts);
        const row = await drive(oneUrl, token, SECONDS);
        return { row, cpu: cpuPerRequest(start, cpuSnapshot(parts), row.requests) };
      };
      const beforeFirst = cases.indexOf(c) % 2 === 0;
      let one: { row: Summary; cpu: Record<string, number> } | null = null;
      if (!beforeFirst) one = await driveOne();
      if (beforeFirst) before = await driveBefore();
      await drive(url, token, WARM_UP_SECONDS);
      const { row: gatewayRow, cpu: gatewayCpu } = await withCpu(parts, () => drive(url, token, SECONDS));
      if (!beforeFirst) before = await driveBefore();
      if (beforeFirst) one = await driveOne();
      const beforeRow = before?.row ?? null;
      const beforeCpu = before?.cpu ?? {};
      const { row: bareRow, cpu: bareCpu } = await runBareWithCpu(
        { databaseUrl: database.databaseUrl, statements: recorded.statements, connections: CONNECTIONS, warmUpSeconds: WARM_UP_SECONDS, seconds: SECONDS },
        parts,
      );
      const ratio = bareRow.rps / Math.max(gatewayRow.rps, 1);
      // One request at a time: what a call costs without the queueing of 50 connections on 2 shared cores.
      const single = await sequential({ gateway: url, direct: url.replace(`:${gatewayPort}/`, `:${port}/`) }, token, database.databaseUrl, c, recorded.statements);
      say(
        `${c.name}: ${answer.resultListCount} in all, page of ${answer.list.length}, ${recorded.statements.length} statement(s); load ${load.toFixed(1)}; gateway ${gatewayRow.rps.toFixed(0)} req/s p95 ${gatewayRow.p95.toFixed(0)} ms; bare SQL ${bareRow.rps.toFixed(0)} req/s p95 ${bareRow.p95.toFixed(0)} ms; bare/gateway ${ratio.toFixed(2)}x`,
      );
      if (beforeRow) {
        const beforeRatio = bareRow.rps / Math.max(beforeRow.rps, 1);
        say(`  gateway (before, driven ${beforeFirst ? 'first' : 'second'}) ${beforeRow.rps.toFixed(0)} req/s p95 ${beforeRow.p95.toFixed(0)} ms; bare/gateway (before) ${beforeRatio.toFixed(2)}x; CPU µs per call: ${perCall(beforeCpu)}`);
        rows.push([c.name, answer.resultListCount ?? 0, 'gateway (before)', beforeRow.rps, beforeRow.p50, beforeRow.p95, beforeRow.p99, beforeRow.errors, beforeRatio.toFixed(2), beforeRatio <= 2 ? 'yes' : 'NO', '']);
      }
      if (one) {
        const oneRatio = bareRow.rps / Math.max(one.row.rps, 1);
        say(`  gateway + jobs in one process ${one.row.rps.toFixed(0)} req/s p95 ${one.row.p95.toFixed(0)} ms; bare/one process ${oneRatio.toFixed(2)}x; CPU µs per call: ${perCall(one.cpu)}`);
        rows.push([c.name, answer.resultListCount ?? 0, 'gateway + jobs, one process', one.row.rps, one.row.p50, one.row.p95, one.row.p99, one.row.errors, oneRatio.toFixed(2), oneRatio <= 2 ? 'yes' : 'NO', '']);
      }
      say(`  CPU µs per call: gateway row: ${perCall(gatewayCpu)}; bare row: ${perCall(bareCpu)}`);
      say(`  one at a time (${SEQUENTIAL} calls, mean ms): gateway ${single.gateway.toFixed(2)}, jobs direct ${single.direct.toFixed(2)}, in process ${single.inProcess.toFixed(2)}, bare SQL ${single.bare.toFixed(2)}`);
      const oneAtATime = [single.gateway, single.direct, single.inProcess, single.bare].map((ms) => ms.toFixed(2)).join(' / ');
      rows.push([c.name, answer.resultListCount ?? 0, 'gateway -> jobs', gatewayRow.rps, gatewayRow.p50, gatewayRow.p95, gatewayRow.p99, gatewayRow.errors, ratio.toFixed(2), ratio <= 2 ? 'yes' : 'NO', oneAtATime]);
      rows.push(['', '', 'bare SQL (pg)', bareRow.rps, bareRow.p50, bareRow.p95, bareRow.p99, bareRow.errors, '', '', '']);
      results.push({ case: c.name, total: answer.resultListCount, statements: recorded.statements.length, load, gateway: gatewayRow, bare: bareRow, ratio, sequentialMs: single, cpuMicrosecondsPerCall: { gateway: gatewayCpu, bare: bareCpu, ...(one ? { oneProcess: one.cpu } : {}), ...(beforeRow ? { gatewayBefore: beforeCpu } : {}) }, ...(one ? { oneProcess: one.row } : {}), ...(beforeRow ? { gatewayBefore: beforeRow } : {}) });
    }
    await recorder.close();
    say('');
    say(table(['case', 'in all', 'target', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'bare/gw', 'within 2x', 'one at a time: gw / jobs / in process / bare ms'], rows));
    say(`end: ${uptime()}`);
    const file = writeResults('employer-lists', { ads: ADS, connections: CONNECTIONS, seconds: SECONDS, results: { applications: APPLICATIONS, company: { id, ...s }, cases: results } });
    say(`results: ${file} (${((performance.now() - began) / 1000).toFixed(0)} s in all)`);
  } finally {
    for (const child of children.reverse()) await child.stop();
    await database.drop();
  }
}

runBench(main);
