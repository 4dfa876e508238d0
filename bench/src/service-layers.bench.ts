/**
 * `node --import tsx bench/src/service-layers.bench.ts`: what each layer of a service's request
 * handling costs, with no search and no database: POST /api/jobAds/allJobs answered with the same
 * list page (20 cards, ~8 KB of JSON) by node:http alone, then through the service kit with one
 * layer more at a time (service-layers-server.ts: kit, + the route's zod schemas, + the bearer
 * token, + metrics), each its own Node process, in turn and again in reverse order (the machine is
 * shared: each layer is measured twice, apart). Per row: calls a second, latency at 50 connections
 * (autocannon in this process), and the server's CPU per call from /proc. The jobs process's own
 * floor (its answer cache, with the search around it) is the list-calls bench's 'floor' row.
 * Env: BENCH_SECONDS (6), BENCH_CONNECTIONS (50).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signAccessToken } from '@phjobs/service-kit/auth';
import { testKeys } from '@phjobs/test-utils/keys';
import { withCpu } from './cpu.ts';
import { freePort, startNode, waitReady } from './processes.ts';
import { int, runBench } from './report.ts';
import { loadTest } from './load.ts';
import { table, type Summary } from './stats.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SECONDS = int(process.env.BENCH_SECONDS, 6);
const CONNECTIONS = int(process.env.BENCH_CONNECTIONS, 50);
const say = (line: string) => console.log(line);

const LAYERS = [
  { label: 'node:http alone', layers: '' },
  { label: 'service kit (direct path)', layers: 'kit' },
  { label: '+ zod (query and body)', layers: 'kit,zod' },
  { label: '+ bearer token', layers: 'kit,zod,token' },
  { label: '+ metrics (as jobs runs)', layers: 'kit,zod,token,metrics' },
];

/** A list page as jobs answers it: 20 cards. */
const ANSWER = {
  list: Array.from({ length: 20 }, (_, i) => ({
    jobId: 190_000 + i, title: `Service crew ${i + 1} for our Quezon City branch`, city: 'Quezon City', salary: 18_000 + i * 250, salaryCode: '010C', workingDayCode: '007B',
    companyName: 'Mabuhay Foods Corporation', workingPeriodCode: '008C', workingPeriodNegotiable: false, workingHourCode: '009A', workingHourNegotiable: i % 3 === 0,
    logoKey: `logos/${(i * 7919).toString(16).padStart(12, '0')}.webp`, isScrapped: false, lat: 14.65 + i / 1000, lng: 121.03 + i / 1000, paymentService: i % 4 === 0 ? [{ serviceId: 2 }] : [],
  })),
  resultListCount: 12_345,
};
const BODY = JSON.stringify({ region: ['1300000000'], employeeType: ['011A'], keyword: 'crew', salary: { salaryType: '010C', salaryMoreThan: 15000 } });
const QUERY = 'pageNo=1&pageUnit=20&orderKey=createdAt';

async function drive(url: string, token: string, seconds: number): Promise<Summary> {
  return loadTest({ url, method: 'POST', connections: CONNECTIONS, duration: seconds, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: BODY });
}

runBench(async () => {
  say(`Service layers bench: one list page answered again and again, ${CONNECTIONS} connections, ${SECONDS} s a row`);
  say(`machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}, Node ${process.version}`);
  const keys = testKeys();
  const token = signAccessToken(keys.privateKey, { userId: '1', userType: 'individual', email: 'seeker@example.com' });
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'service-layers-')), 'answer.json');
  writeFileSync(file, JSON.stringify(ANSWER));
  const rows: (string | number)[][] = [];
  const order = [...LAYERS.keys(), ...[...LAYERS.keys()].reverse()];
  const measured = new Map<number, { summary: Summary; cpuUs: number }[]>();
  for (const at of order) {
    const { label, layers } = LAYERS[at]!;
    const port = await freePort();
    const child = startNode(label, ROOT, 'bench/src/service-layers-server.ts', { PORT: String(port), ANSWER_FILE: file, JWT_PUBLIC_KEY: keys.publicKey, LAYERS: layers });
    try {
      const url = `http://127.0.0.1:${port}/api/jobAds/allJobs?${QUERY}`;
      await waitReady(child, `http://127.0.0.1:${port}/healthz`).catch(() => waitReady(child, url));
      await drive(url, token, 2);
      const { row, cpu } = await withCpu({ server: () => [child.process.pid!] }, () => drive(url, token, SECONDS));
      const load = loadavg()[0]!.toFixed(1);
      say(`${label}: ${row.rps.toFixed(0)} req/s p95 ${row.p95.toFixed(1)} ms, server ${cpu.server!.toFixed(0)} µs CPU a call, bench ${cpu.bench!.toFixed(0)} (load ${load})`);
      measured.set(at, [...(measured.get(at) ?? []), { summary: row, cpuUs: cpu.server! }]);
      if (row.errors) throw new Error(`${label}: ${row.errors} errors`);
    } finally {
      await child.stop();
    }
  }
  for (const [at, runs] of [...measured].sort((a, b) => a[0] - b[0])) {
    runs.forEach(({ summary, cpuUs }, i) => rows.push([i === 0 ? LAYERS[at]!.label : '', summary.rps, summary.p50, summary.p95, summary.p99, Math.round(cpuUs)]));
  }
  say('');
  say(table(['layers', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'server µs/call'], rows));
  say(`Load average now ${loadavg().map((n) => n.toFixed(2)).join(' ')}.`);
});
