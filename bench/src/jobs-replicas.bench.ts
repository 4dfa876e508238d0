/**
 * `node --import tsx bench/src/jobs-replicas.bench.ts`: list throughput through the gateway with
 * one jobs instance and with three (the jobs service scaled alone: JOBS_REPLICAS=3, the HPA of
 * infra/k8s), on one database.
 *
 * 1. A fresh database (DATABASE_URL's server, else an embedded PostgreSQL), migrated, BENCH_ADS
 *    (20,000) generated ads, vacuumed.
 * 2. Three jobs processes and two gateways, each its own Node process: one gateway with the first
 *    jobs instance alone (UPSTREAM_JOBS=a), the other with all three (a,b,c, taken in turn).
 * 3. Per case and cache setting (the product's 30 s list cache, and none: every call searches),
 *    1 vs 3 instances: BENCH_CONNECTIONS (50) connections, 2 s warm-up, BENCH_SECONDS (6) measured.
 *    The jobs processes run with the cache setting of the row (restarted between settings).
 *
 * On a 2-core machine shared with other work three instances cannot go faster than one: the row
 * shows that they answer correctly (errors 0) at what throughput, not a speed-up.
 */
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { signAccessToken } from '@phjobs/service-kit/auth';
import { startTestDatabase } from '@phjobs/test-utils/database';
import { testKeys } from '@phjobs/test-utils/keys';
import { loadAds } from '@phjobs/svc-jobs/seed';
import { MIGRATIONS_DIR } from '@phjobs/svc-jobs/start';
import pg from 'pg';
import { freePort, startNode, waitReady, type Child } from './processes.ts';
import { int, runBench, say } from './report.ts';
import { loadTest } from './load.ts';
import { table, type Summary } from './stats.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ADS = int(process.env.BENCH_ADS, 20_000);
const SECONDS = int(process.env.BENCH_SECONDS, 6);
const CONNECTIONS = int(process.env.BENCH_CONNECTIONS, 50);
const SEEKER = { userId: '1', userType: 'individual', email: 'seeker@demo.ph' } as const;

const CASES = [
  { name: "allJobs 'staff' + Metro Manila + monthly >= 15,000", path: '/api/jobAds/allJobs', body: { keyword: 'staff', region: ['1300000000'], salary: { salaryType: '010D', salaryMoreThan: 15000 } } },
  { name: 'beginner, no filter', path: '/api/jobAds/beginner', body: {} },
];
const QUERY = new URLSearchParams({ pageUnit: '10', pageNo: '1', orderKey: 'createdAt', email: SEEKER.email });

async function drive(url: string, body: unknown, token: string, seconds: number): Promise<Summary> {
  return loadTest({ url, method: 'POST', connections: CONNECTIONS, duration: seconds, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
}

async function main(): Promise<void> {
  say(`jobs replicas bench: ${ADS.toLocaleString('en-US')} ads, ${CONNECTIONS} connections, ${SECONDS} s a row`);
  say(`machine: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}, Node ${process.version}`);
  const database = await startTestDatabase('bench_replicas', MIGRATIONS_DIR);
  const keys = testKeys();
  const token = signAccessToken(keys.privateKey, SEEKER);
  const rows: (string | number)[][] = [];
  try {
    await loadAds(database.databaseUrl, ADS, undefined, new Date());
    const admin = new pg.Client({ connectionString: database.databaseUrl });
    await admin.connect();
    await admin.query('VACUUM ANALYZE');
    await admin.end();
    for (const cache of ['30', '0']) {
      const children: Child[] = [];
      try {
        const jobs: string[] = [];
        for (const name of ['a', 'b', 'c']) {
          const port = await freePort();
          const child = startNode(`jobs ${name}`, ROOT, 'services/jobs/src/main.ts', { JOBS_DATABASE_URL: database.databaseUrl, PORT: String(port), JWT_PUBLIC_KEY: keys.publicKey, SEED: '0', LOG_LEVEL: 'warn', HOST: '127.0.0.1', SEARCH_CACHE_SECONDS: cache });
          children.push(child);
          await waitReady(child, `http://127.0.0.1:${port}/readyz`);
          jobs.push(`http://127.0.0.1:${port}`);
        }
        const gateways: Record<string, string> = {};
        for (const [label, upstream] of [['1 instance', jobs[0]!], ['3 instances', jobs.join(',')]] as const) {
          const port = await freePort();
          const child = startNode(`gateway (${label})`, ROOT, 'gateway/src/main.ts', { PORT: String(port), UPSTREAM_JOBS: upstream, RATE_LIMIT: 'off', LOG_LEVEL: 'warn', HOST: '127.0.0.1' });
          children.push(child);
          await waitReady(child, `http://127.0.0.1:${port}/healthz`);
          gateways[label] = `http://127.0.0.1:${port}`;
        }
        for (const c of CASES) {
          for (const [label, base] of Object.entries(gateways)) {
            const url = `${base}${c.path}?${QUERY}`;
            await drive(url, c.body, token, 2);
            const load = loadavg()[0]!.toFixed(1);
            const m = await drive(url, c.body, token, SECONDS);
            say(`${c.name}, cache ${cache === '0' ? 'off' : '30 s'}, ${label}: ${m.rps.toFixed(0)} req/s p95 ${m.p95.toFixed(0)} ms, errors ${m.errors} (load ${load})`);
            rows.push([c.name, cache === '0' ? 'off' : '30 s', label, Math.round(m.rps), m.p50, m.p95, m.errors, load]);
          }
        }
      } finally {
        for (const child of children.reverse()) await child.stop();
      }
    }
    say('');
    say(table(['case', 'list cache', 'jobs behind the gateway', 'req/s', 'p50 ms', 'p95 ms', 'errors', 'load'], rows));
    say(`load average now ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  } finally {
    await database.drop();
  }
}

runBench(main);
