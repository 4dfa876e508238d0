/**
 * `npm run bench`: POST /api/jobAds/allJobs at 100,000 ads, through the gateway, against the bare SQL.
 *
 * 1. A fresh database (DATABASE_URL's server, else an embedded PostgreSQL via service-kit's test
 *    helpers), migrated, loaded with 100,000 generated ads (services/jobs `loadAds`), vacuumed.
 * 2. The jobs service (services/jobs/src/main.ts) and the gateway (gateway/src/main.ts), each its
 *    own process on loopback, as in production. The gateway serves APIs with or without built
 *    front ends.
 * 3. autocannon, 50 connections, ~10 s per row, for (a) a keyword and two filters, page 1, and
 *    (b) the same on page 50; through the gateway, then straight to the service.
 * 4. The same SQL statement the service runs, straight through `pg` with 50 clients in loops (a
 *    named prepared statement, as the service runs it).
 * Env: BENCH_ADS (100000), BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_DIRECT=0 skips the
 * straight-to-service rows, DATABASE_URL. Results are also written to bench/results/ (gitignored).
 */
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ZAllJobsQuery, ZJobSearchFilter, type JobSearchFilterInput } from '@phjobs/contracts/jobs';
import { signAccessToken } from '@phjobs/service-kit/auth';
import { startTestDatabase, testKeys } from '@phjobs/service-kit/testing';
import { createCatalogLookups } from '@phjobs/svc-jobs/domain/catalog';
import { buildSearchJobAdsQuery } from '@phjobs/svc-jobs/domain/search-job-ads';
import { loadAds } from '@phjobs/svc-jobs/seed';
import { MIGRATIONS_DIR } from '@phjobs/svc-jobs/start';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, startNode, waitReady, type Child } from './processes.ts';
import { runBareStatement } from './bare-sql.ts';
import { runBench, writeResults } from './report.ts';
import { summarize, table, type Summary } from './stats.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const int = (value: string | undefined, fallback: number) => (value && /^\d+$/.test(value) ? Number(value) : fallback);
const ADS = int(process.env.BENCH_ADS, 100_000);
const SECONDS = int(process.env.BENCH_SECONDS, 10);
const CONNECTIONS = int(process.env.BENCH_CONNECTIONS, 50);
const DIRECT = process.env.BENCH_DIRECT !== '0';
const WARM_UP_SECONDS = 2;

/** The demo seeker: the call runs as a signed-in user with the spec's email parameter (isScrapped, email check). */
const SEEKER = { userId: '1', userType: 'individual', email: 'seeker@demo.ph' } as const;

/** 'staff' in title or company name, in Metro Manila, monthly pay of at least 15,000: ~600 of 100,000 ads. */
const FILTER: JobSearchFilterInput = { keyword: 'staff', region: ['1300000000'], salary: { salaryType: '010D', salaryMoreThan: 15000 } };
/** Page 50, or the last full page when BENCH_ADS is small. */
const DEEP_PAGE = 50;

const say = (message: string) => process.stdout.write(`${message}\n`);
const pathOf = (pageNo: number) => `/api/jobAds/allJobs?${new URLSearchParams({ pageUnit: '10', pageNo: String(pageNo), orderKey: 'createdAt', email: SEEKER.email })}`;

/** autocannon against one URL; latencies are taken per response, so p95 is exact. */
async function drive(url: string, token: string, seconds: number): Promise<Summary> {
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        method: 'POST',
        connections: CONNECTIONS,
        duration: seconds,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(FILTER),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
      else errors++;
    });
  });
  return summarize(latencies, errors + result.errors + result.timeouts, result.duration);
}

/** The service's SQL statement, straight through pg: CONNECTIONS clients, each in a loop. */
async function bare(databaseUrl: string, pageNo: number, seconds: number): Promise<Summary> {
  const query = ZAllJobsQuery.parse({ pageUnit: '10', pageNo: String(pageNo), orderKey: 'createdAt', email: SEEKER.email });
  const { text, values } = buildSearchJobAdsQuery({ filter: ZJobSearchFilter.parse(FILTER), query }, createCatalogLookups());
  return runBareStatement({ databaseUrl, text, values, connections: CONNECTIONS, warmUpSeconds: WARM_UP_SECONDS, seconds });
}

async function main(): Promise<void> {
  const began = performance.now();
  say(`all-jobs bench: ${ADS.toLocaleString('en-US')} ads, ${CONNECTIONS} connections, ${SECONDS} s a row`);
  say(`machine: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}, Node ${process.version}`);
  say(`PostgreSQL: ${process.env.DATABASE_URL ? 'DATABASE_URL server' : 'embedded (service-kit testing helper)'}`);

  const database = await startTestDatabase('bench', MIGRATIONS_DIR);
  const children: Child[] = [];
  try {
    const loaded = await loadAds(database.databaseUrl, ADS);
    const admin = new pg.Client({ connectionString: database.databaseUrl });
    await admin.connect();
    await admin.query('VACUUM ANALYZE job_ad');
    const version = (await admin.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0]?.v;
    await admin.end();
    say(`loaded ${loaded.inserted.toLocaleString('en-US')} ads: generated in ${(loaded.generateMs / 1000).toFixed(1)} s, inserted in ${(loaded.insertMs / 1000).toFixed(1)} s (PostgreSQL ${version})`);

    const keys = testKeys();
    const jobsPort = await freePort();
    const jobs = startNode('jobs', ROOT, 'services/jobs/src/main.ts', {
      JOBS_DATABASE_URL: database.databaseUrl,
      PORT: String(jobsPort),
      JWT_PUBLIC_KEY: keys.publicKey,
      SEED: '0',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
    });
    children.push(jobs);
    await waitReady(jobs, `http://127.0.0.1:${jobsPort}/readyz`);
    const gatewayPort = await freePort();
    const gateway = startNode('gateway', ROOT, 'gateway/src/main.ts', {
      PORT: String(gatewayPort),
      UPSTREAM_JOBS: `http://127.0.0.1:${jobsPort}`,
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
    });
    children.push(gateway);
    await waitReady(gateway, `http://127.0.0.1:${gatewayPort}/healthz`);

    const token = signAccessToken(keys.privateKey, SEEKER);
    const targets = [
      { target: 'gateway', base: `http://127.0.0.1:${gatewayPort}` },
      ...(DIRECT ? [{ target: 'service', base: `http://127.0.0.1:${jobsPort}` }] : []),
    ];

    const rows: (string | number)[][] = [];
    const ratios: (string | number)[][] = [];
    const results: Record<string, unknown>[] = [];
    const first = await fetch(`${targets[0]!.base}${pathOf(1)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(FILTER),
    });
    const matching = ((await first.json()) as { resultListCount?: number }).resultListCount ?? 0;
    const deep = Math.max(1, Math.min(DEEP_PAGE, Math.floor(matching / 10)));
    const cases = [
      { name: '(a) keyword + 2 filters, page 1', pageNo: 1 },
      { name: `(b) same, page ${deep}`, pageNo: deep },
    ];
    for (const { name, pageNo } of cases) {
      const check = await fetch(`${targets[0]!.base}${pathOf(pageNo)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(FILTER),
      });
      const answer = (await check.json()) as { list?: unknown[]; resultListCount?: number };
      if (check.status !== 200 || answer.list?.length !== 10) throw new Error(`${name}: expected a full page, got ${check.status} ${JSON.stringify(answer).slice(0, 300)}`);
      say(`${name}: ${answer.resultListCount} matching ads, page of ${answer.list.length}`);

      const measured: Record<string, Summary> = {};
      for (const { target, base } of targets) {
        await drive(`${base}${pathOf(pageNo)}`, token, WARM_UP_SECONDS);
        measured[target] = await drive(`${base}${pathOf(pageNo)}`, token, SECONDS);
      }
      measured.bare = await bare(database.databaseUrl, pageNo, SECONDS);
      for (const [target, s] of Object.entries(measured)) {
        const label = target === 'bare' ? 'bare SQL (pg)' : target === 'gateway' ? 'gateway -> jobs' : 'jobs service';
        rows.push([name, label, s.requests, s.errors, s.rps, s.p50, s.p95, s.p99]);
        results.push({ case: name, target, ...s });
      }
      const service = measured.gateway!;
      const base = measured.bare!;
      ratios.push([name, service.p50 / base.p50, service.p95 / base.p95, base.rps / service.rps]);
    }

    say('');
    say(table(['case', 'target', 'requests', 'errors', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms'], rows));
    say('');
    say(table(['case (gateway -> jobs vs bare SQL)', 'p50 ratio', 'p95 ratio', 'req/s ratio (bare/service)'], ratios.map((row) => row.map((cell) => (typeof cell === 'number' ? `${cell.toFixed(2)}x` : cell)))));
    say('');
    say(`targets: p95 <= 50 ms at ${CONNECTIONS} connections; service <= 2x bare. Load average now ${loadavg().map((n) => n.toFixed(2)).join(' ')}.`);
    const file = writeResults('all-jobs', { ads: ADS, connections: CONNECTIONS, seconds: SECONDS, results });
    say(`results: ${file} (${((performance.now() - began) / 1000).toFixed(0)} s in all)`);
  } finally {
    for (const child of children.reverse()) await child.stop();
    await database.drop();
  }
}

runBench(main);
