/**
 * `node --import tsx bench/src/gateway-cost.bench.ts`: what the gateway adds to the CPU of a cached
 * list answer (issue 21: at most 1.2x the CPU of the service alone), side by side in one run.
 *
 * On one database of BENCH_ADS (20,000) generated ads, with the list answer cache on (the product's
 * 30 s), per case (BENCH_CONNECTIONS (50) connections, 2 s warm-up, BENCH_SECONDS (6) measured):
 * - one process (the embedded mode, `npm start`): jobs and the gateway in one Node process
 *   (bench/src/one-process.ts); the same cached call asked of jobs' own port (the service alone)
 *   and of the gateway's (the gateway hands it to jobs in process). Both rows read the CPU of that
 *   one process from /proc, so their ratio is the gateway's cost.
 * - two processes (the distributed mode): the gateway and jobs each its own process; the call asked
 *   of jobs directly and through the gateway; the ratio is (gateway + jobs) / jobs alone.
 * The machine's load average is printed before each case and at the end.
 */
import { execSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { signAccessToken } from '@phjobs/service-kit/auth';
import { startTestDatabase } from '@phjobs/test-utils/database';
import { testKeys } from '@phjobs/test-utils/keys';
import { loadAds } from '@phjobs/svc-jobs/seed';
import { MIGRATIONS_DIR } from '@phjobs/svc-jobs/start';
import pg from 'pg';
import { cpuPerRequest, cpuSnapshot, type CpuParts } from './cpu.ts';
import { freePort, startNode, waitForLine, waitReady, type Child } from './processes.ts';
import { int, runBench, say, writeResults } from './report.ts';
import { loadTest } from './load.ts';
import { table, type Summary } from './stats.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ADS = int(process.env.BENCH_ADS, 20_000);
const SECONDS = int(process.env.BENCH_SECONDS, 6);
const CONNECTIONS = int(process.env.BENCH_CONNECTIONS, 50);
const WARM_UP_SECONDS = 2;
const SEEKER = { userId: '1', userType: 'individual', email: 'seeker@demo.ph' } as const;
const uptime = () => execSync('uptime', { encoding: 'utf8' }).trim();

type Case = { name: string; method: 'GET' | 'POST'; path: string; body?: unknown };
const CASES: Case[] = [
  { name: 'allJobs, first page (cached)', method: 'POST', path: '/api/jobAds/allJobs?pageUnit=20&pageNo=1&orderKey=createdAt', body: { type: 'all' } },
  { name: 'beginner, first page (cached)', method: 'POST', path: '/api/jobAds/beginner?pageUnit=20&pageNo=1&orderKey=createdAt', body: { type: 'all' } },
  { name: 'home region Platinum (cached)', method: 'GET', path: '/api/jobAds/region?pageUnit=18' },
];

async function drive(url: string, c: Case, token: string, seconds: number): Promise<Summary> {
  return loadTest({
    url,
    method: c.method,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    ...(c.body === undefined ? {} : { body: JSON.stringify(c.body) }),
  });
}

async function main(): Promise<void> {
  const began = performance.now();
  say(`gateway cost bench: ${ADS.toLocaleString('en-US')} ads, ${CONNECTIONS} connections, ${SECONDS} s a row; ${uptime()}`);
  const database = await startTestDatabase('bench_gateway_cost', MIGRATIONS_DIR);
  const children: Child[] = [];
  try {
    await loadAds(database.databaseUrl, ADS, undefined, new Date());
    const admin = new pg.Client({ connectionString: database.databaseUrl });
    await admin.connect();
    await admin.query('VACUUM ANALYZE');
    await admin.end();
    const keys = testKeys();
    // info: jobs says when its search index (built in the background after /readyz) is loaded; no line per call.
    const jobsEnv = { JOBS_DATABASE_URL: database.databaseUrl, JWT_PUBLIC_KEY: keys.publicKey, SEED: '0', LOG_LEVEL: 'info', HOST: '127.0.0.1', RATE_LIMIT: 'off' };
    const ports = { oneJobs: await freePort(), oneGateway: await freePort(), jobs: await freePort(), gateway: await freePort() };
    const one = startNode('one-process', ROOT, 'bench/src/one-process.ts', { ...jobsEnv, PORT_JOBS: String(ports.oneJobs), PORT_GATEWAY: String(ports.oneGateway), UPSTREAM_JOBS: `http://127.0.0.1:${ports.oneJobs}` });
    const jobs = startNode('jobs', ROOT, 'services/jobs/src/main.ts', { ...jobsEnv, PORT: String(ports.jobs) });
    children.push(one, jobs);
    await waitReady(one, `http://127.0.0.1:${ports.oneGateway}/healthz`, 120_000);
    await waitReady(jobs, `http://127.0.0.1:${ports.jobs}/readyz`, 120_000);
    await waitForLine(one, /search index loaded/);
    await waitForLine(jobs, /search index loaded/);
    const gateway = startNode('gateway', ROOT, 'gateway/src/main.ts', { PORT: String(ports.gateway), UPSTREAM_JOBS: `http://127.0.0.1:${ports.jobs}`, RATE_LIMIT: 'off', LOG_LEVEL: 'warn', HOST: '127.0.0.1' });
    children.push(gateway);
    await waitReady(gateway, `http://127.0.0.1:${ports.gateway}/healthz`);
    const parts: CpuParts = { 'one-process': () => [one.process.pid ?? -1], jobs: () => [jobs.process.pid ?? -1], gateway: () => [gateway.process.pid ?? -1] };
    const token = signAccessToken(keys.privateKey, SEEKER);
    const rows: (string | number)[][] = [];
    const results: Record<string, unknown>[] = [];
    const measure = async (c: Case, port: number, counted: string[]) => {
      const url = `http://127.0.0.1:${port}${c.path}`;
      await drive(url, c, token, WARM_UP_SECONDS);
      const before = cpuSnapshot(parts);
      const row = await drive(url, c, token, SECONDS);
      const cpu = cpuPerRequest(before, cpuSnapshot(parts), row.requests);
      return { row, cpu: counted.reduce((sum, name) => sum + (cpu[name] ?? 0), 0), all: cpu };
    };
    for (const c of CASES) {
      const load = loadavg()[0]!.toFixed(1);
      // Alternate which goes first, case by case.
      const order = CASES.indexOf(c) % 2 === 0;
      const oneAlone = order ? await measure(c, ports.oneJobs, ['one-process']) : null;
      const oneGateway = await measure(c, ports.oneGateway, ['one-process']);
      const oneAloneAfter = oneAlone ?? (await measure(c, ports.oneJobs, ['one-process']));
      const twoAlone = await measure(c, ports.jobs, ['jobs']);
      const twoGateway = await measure(c, ports.gateway, ['jobs', 'gateway']);
      const ratio = (through: number, alone: number) => (alone > 0 ? through / alone : 0);
      const r1 = ratio(oneGateway.cpu, oneAloneAfter.cpu);
      const r2 = ratio(twoGateway.cpu, twoAlone.cpu);
      say(`${c.name} (load ${load}): one process: jobs alone ${oneAloneAfter.cpu.toFixed(0)} µs, through the gateway ${oneGateway.cpu.toFixed(0)} µs (${r1.toFixed(2)}x); two processes: jobs alone ${twoAlone.cpu.toFixed(0)} µs, gateway + jobs ${twoGateway.cpu.toFixed(0)} µs (${r2.toFixed(2)}x)`);
      rows.push(
        [c.name, load, 'one process: jobs alone', oneAloneAfter.row.rps, oneAloneAfter.row.p95, oneAloneAfter.cpu, ''],
        ['', '', 'one process: through the gateway', oneGateway.row.rps, oneGateway.row.p95, oneGateway.cpu, `${r1.toFixed(2)}x ${r1 <= 1.2 ? '(<= 1.2x)' : '(> 1.2x)'}`],
        ['', '', 'two processes: jobs alone', twoAlone.row.rps, twoAlone.row.p95, twoAlone.cpu, ''],
        ['', '', 'two processes: gateway + jobs', twoGateway.row.rps, twoGateway.row.p95, twoGateway.cpu, `${r2.toFixed(2)}x`],
      );
      results.push({ case: c.name, load: Number(load), oneProcess: { alone: oneAloneAfter, gateway: oneGateway, ratio: r1 }, twoProcesses: { alone: twoAlone, gateway: twoGateway, ratio: r2 } });
    }
    say('');
    say(table(['case', 'load', 'target', 'req/s', 'p95 ms', 'CPU µs/call', 'through / alone'], rows));
    say(`end: ${uptime()}`);
    const file = writeResults('gateway-cost', { ads: ADS, connections: CONNECTIONS, seconds: SECONDS, results });
    say(`results: ${file} (${((performance.now() - began) / 1000).toFixed(0)} s in all)`);
  } finally {
    for (const child of children.reverse()) await child.stop();
    await database.drop();
  }
}

runBench(main);
