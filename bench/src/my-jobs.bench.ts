/**
 * `node --import tsx bench/src/my-jobs.bench.ts`: the employer's ad management list
 * (GET /api/employer/myPage/myJobs, issue 12) at 100,000 ads and 200,000 applications, 50
 * connections, through the gateway and as bare SQL (the page statement with its counts, as a
 * named prepared statement like the service's pool). The quality bar: within 2x of bare SQL.
 *
 * 1. A fresh database (DATABASE_URL's server, else an embedded PostgreSQL), migrated, 100,000
 *    generated ads (services/jobs `loadAds`), 200,000 applications spread over the ads (a fifth of
 *    them cancelled, a third read), vacuumed.
 * 2. One jobs process and the gateway in front of it, each its own Node process on loopback.
 * 3. Per case: the company with the most ads, its Ongoing, Under Review and End tabs (page 1, and
 *    page 5 of Ongoing); BENCH_CONNECTIONS (50), 2 s warm-up, BENCH_SECONDS (6) measured.
 * Env: BENCH_ADS (100000), BENCH_APPLICATIONS (200000), BENCH_SECONDS, BENCH_CONNECTIONS, DATABASE_URL.
 */
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { signAccessToken } from '@phjobs/service-kit/auth';
import { startTestDatabase } from '@phjobs/test-utils/database';
import { testKeys } from '@phjobs/test-utils/keys';
import { MY_JOBS_PAGE } from '@phjobs/svc-jobs/data/my-jobs';
import { loadAds } from '@phjobs/svc-jobs/seed';
import { MIGRATIONS_DIR } from '@phjobs/svc-jobs/start';
import autocannon from 'autocannon';
import pg from 'pg';
import { runBareStatement } from './bare-sql.ts';
import { freePort, startNode, waitReady, type Child } from './processes.ts';
import { runBench, writeResults } from './report.ts';
import { summarize, table, type Summary } from './stats.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const int = (value: string | undefined, fallback: number) => (value && /^\d+$/.test(value) ? Number(value) : fallback);
const ADS = int(process.env.BENCH_ADS, 100_000);
const APPLICATIONS = int(process.env.BENCH_APPLICATIONS, 200_000);
const SECONDS = int(process.env.BENCH_SECONDS, 6);
const CONNECTIONS = int(process.env.BENCH_CONNECTIONS, 50);
const WARM_UP_SECONDS = 2;
const say = (message: string) => process.stdout.write(`${message}\n`);

async function drive(url: string, token: string, seconds: number): Promise<Summary> {
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { authorization: `Bearer ${token}` } }, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
      else errors++;
    });
  });
  return summarize(latencies, errors + result.errors + result.timeouts, result.duration);
}

async function main(): Promise<void> {
  const began = performance.now();
  say(`myJobs bench: ${ADS.toLocaleString('en-US')} ads, ${APPLICATIONS.toLocaleString('en-US')} applications, ${CONNECTIONS} connections, ${SECONDS} s a row`);
  say(`machine: ${cpus().length} cores, load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}, Node ${process.version}`);
  const database = await startTestDatabase('bench_my_jobs', MIGRATIONS_DIR);
  const children: Child[] = [];
  try {
    await loadAds(database.databaseUrl, ADS, undefined, new Date());
    const admin = new pg.Client({ connectionString: database.databaseUrl });
    await admin.connect();
    // Applications: each to a pseudo-random ad, by distinct members (the live-application rule holds).
    await admin.query(
      `INSERT INTO application (job_id, user_id, how_to_apply_code, status_code, applicant_full_name, created_at, read_at, cancelled_at)
       SELECT 1 + (g * 7919) % $2, 100000 + g, '018A', (ARRAY['021A','021B','021C','021C'])[1 + g % 4], 'Applicant ' || g,
         now() - (g % 1000) * interval '1 minute', CASE WHEN g % 3 = 0 THEN now() END, CASE WHEN g % 5 = 0 THEN now() END
       FROM generate_series(1, $1::int) g`,
      [APPLICATIONS, ADS],
    );
    await admin.query('VACUUM ANALYZE');
    const top = await admin.query<{ company_id: string; n: number; ongoing: number; review: number; ended: number }>(
      `SELECT company_id::text, count(*)::int AS n, count(*) FILTER (WHERE status_code = '012C')::int AS ongoing,
         count(*) FILTER (WHERE status_code = '012A')::int AS review, count(*) FILTER (WHERE status_code = '012D')::int AS ended
       FROM job_ad GROUP BY company_id ORDER BY n DESC LIMIT 1`,
    );
    const company = top.rows[0]!;
    await admin.end();
    say(`company ${company.company_id}: ${company.n} ads (${company.ongoing} ongoing, ${company.review} under review, ${company.ended} ended)`);

    const keys = testKeys();
    const port = await freePort();
    children.push(startNode('jobs', ROOT, 'services/jobs/src/main.ts', { JOBS_DATABASE_URL: database.databaseUrl, PORT: String(port), JWT_PUBLIC_KEY: keys.publicKey, SEED: '0', LOG_LEVEL: 'warn', HOST: '127.0.0.1' }));
    await waitReady(children[0]!, `http://127.0.0.1:${port}/readyz`);
    const gatewayPort = await freePort();
    const gateway = startNode('gateway', ROOT, 'gateway/src/main.ts', { PORT: String(gatewayPort), UPSTREAM_JOBS: `http://127.0.0.1:${port}`, RATE_LIMIT: 'off', LOG_LEVEL: 'warn', HOST: '127.0.0.1' });
    children.push(gateway);
    await waitReady(gateway, `http://127.0.0.1:${gatewayPort}/healthz`);
    const principal = { userId: company.company_id, userType: 'company', email: `company${company.company_id}@bench.ph` } as const;
    const token = signAccessToken(keys.privateKey, principal);

    const cases = [
      { name: 'Ongoing (012C), page 1', status: '012C', pageNo: 1 },
      { name: 'Ongoing (012C), page 5', status: '012C', pageNo: 5 },
      { name: 'Under Review (012A), page 1', status: '012A', pageNo: 1 },
      { name: 'End (012D), page 1', status: '012D', pageNo: 1 },
    ];
    const rows: (string | number)[][] = [];
    const results: Record<string, unknown>[] = [];
    for (const c of cases) {
      const url = `http://127.0.0.1:${gatewayPort}/api/employer/myPage/myJobs?${new URLSearchParams({ status: c.status, pageUnit: '20', pageNo: String(c.pageNo), email: principal.email })}`;
      const check = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const answer = (await check.json()) as { list?: { applicant: number }[]; resultListCount?: number };
      if (check.status !== 200 || !Array.isArray(answer.list)) throw new Error(`${c.name}: ${check.status} ${JSON.stringify(answer).slice(0, 300)}`);
      await drive(url, token, WARM_UP_SECONDS);
      const gatewayRow = await drive(url, token, SECONDS);
      const bareRow = await runBareStatement({
        databaseUrl: database.databaseUrl,
        text: MY_JOBS_PAGE,
        values: [company.company_id, c.status, 20, (c.pageNo - 1) * 20],
        connections: CONNECTIONS,
        warmUpSeconds: WARM_UP_SECONDS,
        seconds: SECONDS,
      });
      const ratio = bareRow.rps / Math.max(gatewayRow.rps, 1);
      const applicants = answer.list.reduce((sum, row) => sum + row.applicant, 0);
      say(`${c.name}: ${answer.resultListCount} ads, page of ${answer.list.length} (${applicants} live applications); gateway ${gatewayRow.rps.toFixed(0)} req/s p95 ${gatewayRow.p95.toFixed(0)} ms; bare SQL ${bareRow.rps.toFixed(0)} req/s p95 ${bareRow.p95.toFixed(0)} ms; bare/gateway ${ratio.toFixed(2)}x`);
      rows.push([c.name, answer.resultListCount ?? 0, 'gateway -> jobs', gatewayRow.rps, gatewayRow.p50, gatewayRow.p95, gatewayRow.p99, gatewayRow.errors, ratio <= 2 ? 'yes' : 'NO']);
      rows.push(['', '', 'bare SQL (pg)', bareRow.rps, bareRow.p50, bareRow.p95, bareRow.p99, bareRow.errors, '']);
      results.push({ case: c.name, ads: answer.resultListCount, gateway: gatewayRow, bare: bareRow, ratio });
    }
    say('');
    say(table(['case', 'ads', 'target', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'within 2x'], rows));
    const file = writeResults('my-jobs', { ads: ADS, connections: CONNECTIONS, seconds: SECONDS, results: { applications: APPLICATIONS, cases: results } });
    say(`results: ${file} (${((performance.now() - began) / 1000).toFixed(0)} s in all)`);
  } finally {
    for (const child of children.reverse()) await child.stop();
    await database.drop();
  }
}

runBench(main);
