/**
 * `BENCH_DATABASE_URL=<a kept database of ads> node --import tsx bench/src/jobs-variants.bench.ts`:
 * jobs processes that differ in one thing (node flags, env: WORKERS, a V8 option), side by side
 * on one database, answering the random list calls of the 'uncached, random filters' case
 * (random-calls.ts) with the search index and no answer cache (SEARCH_CACHE_PAGES=0). The
 * variants are measured in turn, the order reversed every round, so that the machine's drift
 * (2 shared cores whose speed moves by up to 2x within minutes) falls on each alike; each row also
 * gives the CPU a call spent by the service's threads (/proc, every process of a variant: its
 * JavaScript threads as 'main', V8's and libuv's helpers by name), which a busy machine moves less
 * than the latency.
 *
 * Env: BENCH_VARIANTS: ';'-separated `name=node flags`, with the variant's env as JSON in
 * BENCH_ENV_<name> (default 'one process=' and 'two workers=' with {"WORKERS":"2"}); BENCH_ROUNDS (3);
 * BENCH_SECONDS (6); BENCH_CONNECTIONS (50).
 * A database: `list-calls.bench.ts` with BENCH_KEEP=1 leaves one (bench/README.md, 'Search index').
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { signAccessToken } from '@phjobs/service-kit/auth';
import { testKeys } from '@phjobs/test-utils/keys';
import { freePort, startProcess, waitForIndex, waitReady, type Child } from './processes.ts';
import { RandomCalls, SEEKER_EMAIL } from './random-calls.ts';
import { int, runBench, say } from './report.ts';
import { table } from './stats.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ROUNDS = int(process.env.BENCH_ROUNDS, 3);
const SECONDS = int(process.env.BENCH_SECONDS, 6);
const CONNECTIONS = int(process.env.BENCH_CONNECTIONS, 50);

type Variant = { name: string; flags: string[]; env: Record<string, string> };

function variants(): Variant[] {
  const given = process.env.BENCH_VARIANTS ?? 'one process=;two workers=';
  return given.split(';').map((entry) => {
    const at = entry.indexOf('=');
    const name = (at < 0 ? entry : entry.slice(0, at)).trim();
    const flags = (at < 0 ? '' : entry.slice(at + 1)).split(' ').filter(Boolean);
    const envText = process.env[`BENCH_ENV_${name.replace(/\W+/g, '_')}`] ?? (name === 'two workers' ? '{"WORKERS":"2"}' : '{}');
    return { name, flags, env: JSON.parse(envText) as Record<string, string> };
  });
}

/** The processes of a service (a primary and its workers), from /proc. */
function processTree(pid: number): number[] {
  const all = [pid];
  for (let i = 0; i < all.length; i++) {
    try {
      all.push(...readFileSync(`/proc/${all[i]}/task/${all[i]}/children`, 'utf8').split(' ').filter(Boolean).map(Number));
    } catch {
      // gone meanwhile
    }
  }
  return all;
}

/** CPU ticks so far by thread: each process's JavaScript thread as 'main', the others by their name (summed over the processes). */
function ticksByThread(pid: number): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const one of processTree(pid)) {
    for (const task of readdirSync(`/proc/${one}/task`)) {
      try {
        const stat = readFileSync(`/proc/${one}/task/${task}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const name = Number(task) === one ? 'main' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        ticks.set(name, (ticks.get(name) ?? 0) + Number(fields[11]) + Number(fields[12]));
      } catch {
        // a thread that ended meanwhile
      }
    }
  }
  return ticks;
}

/** µs of CPU a call by thread between two readings (Linux ticks are 10 ms). */
function cpuPerCall(before: Map<string, number>, after: Map<string, number>, calls: number): string {
  return [...after]
    .map(([name, ticks]) => [name, ((ticks - (before.get(name) ?? 0)) * 10_000) / calls] as const)
    .filter(([, us]) => us >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([name, us]) => `${name} ${us.toFixed(0)}`)
    .join(', ');
}

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) throw new Error('BENCH_DATABASE_URL: a database with ads (list-calls.bench.ts with BENCH_KEEP=1 leaves one)');
  say(`jobs variants bench: ${CONNECTIONS} connections, ${SECONDS} s a row, ${ROUNDS} rounds`);
  say(`machine: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}, Node ${process.version}`);
  const keys = testKeys();
  const token = signAccessToken(keys.privateKey, { userId: '1', userType: 'individual', email: SEEKER_EMAIL });
  const calls = await RandomCalls.draw(databaseUrl);
  const children: Child[] = [];
  const started: { variant: Variant; child: Child; url: string }[] = [];
  try {
    for (const variant of variants()) {
      const port = await freePort();
      const imports = variant.flags.includes('--import') ? [] : ['--import', 'tsx'];
      const child = startProcess(variant.name, process.execPath, [...variant.flags, ...imports, 'services/jobs/src/main.ts'], {
        cwd: ROOT,
        env: { JOBS_DATABASE_URL: databaseUrl, PORT: String(port), JWT_PUBLIC_KEY: keys.publicKey, SEED: '0', LOG_LEVEL: 'info', HOST: '127.0.0.1', SEARCH_CACHE_PAGES: '0', ...variant.env },
      });
      children.push(child);
      await waitReady(child, `http://127.0.0.1:${port}/readyz`, 20 * 60_000);
      await waitForIndex(child, 'search index', 30 * 60_000, Number(variant.env.WORKERS ?? 1));
      started.push({ variant, child, url: `http://127.0.0.1:${port}` });
    }
    for (const { url } of started) await calls.drive(url, token, 2, CONNECTIONS);
    const rows: (string | number)[][] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const { variant, child, url } of round % 2 ? started : [...started].reverse()) {
        await calls.drive(url, token, 2, CONNECTIONS);
        const before = ticksByThread(child.process.pid!);
        const m = await calls.drive(url, token, SECONDS, CONNECTIONS);
        const cpu = cpuPerCall(before, ticksByThread(child.process.pid!), m.requests);
        const load = loadavg()[0]!.toFixed(2);
        say(`round ${round}, ${variant.name}: ${m.rps.toFixed(0)} req/s, p50 ${m.p50.toFixed(1)} p95 ${m.p95.toFixed(1)} p99 ${m.p99.toFixed(1)} ms; µs CPU a call: ${cpu} (load ${load})`);
        rows.push([round, variant.name, m.rps, m.p50, m.p95, m.p99, m.errors, cpu, load]);
      }
    }
    say('');
    say(table(['round', 'variant', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'µs CPU a call (by thread)', 'load'], rows));
  } finally {
    for (const child of children.reverse()) await child.stop();
  }
}

runBench(main);
