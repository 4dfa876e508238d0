/**
 * `node --import tsx bench/src/metrics-cost.bench.ts`: what the Prometheus metrics cost per call
 * (service-kit metrics.ts in createService, gateway metrics.ts), as CPU µs per call of the process
 * answering, with and without them, in alternating rounds (the machine is shared: each pair is run
 * back to back). Each target is its own Node process; the gateway's upstream is a service process
 * without metrics. On a loaded machine those rows drown in noise, so first the metrics' own work
 * per call is measured alone: the middleware (service) and begin/upstream/finish (gateway) run a
 * million times on a request-like object, in CPU time of this process, minus the same loop
 * without them. Env: BENCH_SECONDS (5), BENCH_CONNECTIONS (20), BENCH_ROUNDS (3),
 * BENCH_PROCESSES (1; 0 measures the metrics' own work only).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gatewayMetrics } from '@phjobs/gateway/metrics';
import { createServiceMetrics } from '@phjobs/service-kit/metrics';
import type { NextFunction, Request, Response } from 'express';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cpuPerRequest, cpuSnapshot } from './cpu.ts';
import { freePort } from './processes.ts';
import { int, runBench, say } from './report.ts';
import { table } from './stats.ts';

const SERVER = fileURLToPath(new URL('./metrics-cost-server.ts', import.meta.url));
const SECONDS = int(process.env.BENCH_SECONDS, 5);
const CONNECTIONS = int(process.env.BENCH_CONNECTIONS, 20);
const ROUNDS = int(process.env.BENCH_ROUNDS, 3);

async function start(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = fork(SERVER, [], { execArgv: ['--import', 'tsx'], env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

const stop = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM'))));

async function drive(url: string, seconds: number): Promise<number> {
  const result = await autocannon({ url: `${url}/api/jobAds/42`, connections: CONNECTIONS, duration: seconds });
  return result.requests.total;
}

/** CPU µs per call of `pid` while `seconds` of calls run. */
async function measure(url: string, pid: number): Promise<{ us: number; rps: number }> {
  await drive(url, 2);
  const parts = { target: () => [pid] };
  const before = cpuSnapshot(parts);
  const calls = await drive(url, SECONDS);
  const after = cpuSnapshot(parts);
  return { us: cpuPerRequest(before, after, calls).target!, rps: calls / SECONDS };
}

const CALLS = 1_000_000;
const cpuUs = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

/** CPU ns per call of `work` over CALLS calls, minus the same loop doing `baseline`; median of 5. */
function nsPerCall(work: (res: EventEmitter) => void, baseline: (res: EventEmitter) => void): number {
  const run = (fn: (res: EventEmitter) => void) => {
    const started = cpuUs();
    for (let i = 0; i < CALLS; i++) {
      const res = new EventEmitter();
      fn(res);
      res.emit('finish');
    }
    return ((cpuUs() - started) * 1000) / CALLS;
  };
  const samples: number[] = [];
  for (let rep = 0; rep < 5; rep++) samples.push(run(work) - run(baseline));
  return samples.sort((a, b) => a - b)[2]!;
}

function micro(): void {
  const service = createServiceMetrics('bench-micro');
  const req = { path: '/api/jobAds/42', method: 'GET', route: { path: '/api/jobAds/:id' }, baseUrl: '' } as unknown as Request;
  const next: NextFunction = () => undefined;
  const serviceNs = nsPerCall(
    (res) => {
      (res as unknown as { statusCode: number }).statusCode = 200;
      service.http(req, res as unknown as Response, next);
    },
    (res) => {
      (res as unknown as { statusCode: number }).statusCode = 200;
      res.once('finish', () => undefined);
      next();
    },
  );
  const gateway = gatewayMetrics();
  const gatewayNs = nsPerCall(
    (res) => {
      (res as unknown as { statusCode: number }).statusCode = 200;
      gateway.begin({ url: '/api/jobAds/42' } as IncomingMessage, res as unknown as ServerResponse);
      gateway.upstream(res as unknown as ServerResponse, 'jobs');
    },
    (res) => {
      (res as unknown as { statusCode: number }).statusCode = 200;
      res.once('finish', () => undefined);
    },
  );
  say(`the metrics' own work per call (CPU of this process, ${CALLS.toLocaleString('en-US')} calls, median of 5, load ${loadavg()[0]!.toFixed(1)}): service middleware ${(serviceNs / 1000).toFixed(2)} µs, gateway ${(gatewayNs / 1000).toFixed(2)} µs`);
}

async function main(): Promise<void> {
  say(`metrics cost bench: ${CONNECTIONS} connections, ${SECONDS} s a row, ${ROUNDS} rounds`);
  say(`machine: ${cpus().length} cores, load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}, Node ${process.version}`);
  micro();
  if (process.env.BENCH_PROCESSES === '0') return;
  const upstream = await start({ ROLE: 'service', METRICS: 'off' });
  const rows: (string | number)[][] = [];
  const sums: Record<string, number[]> = {};
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      for (const role of ['service', 'gateway'] as const) {
        for (const metrics of ['off', 'on'] as const) {
          const target = await start({ ROLE: role, METRICS: metrics, UPSTREAM_JOBS: upstream.url });
          try {
            const { us, rps } = await measure(target.url, target.child.pid!);
            (sums[`${role} ${metrics}`] ??= []).push(us);
            rows.push([round, role, metrics, Math.round(rps), Math.round(us), loadavg()[0]!.toFixed(1)]);
          } finally {
            await stop(target.child);
          }
        }
      }
    }
  } finally {
    await stop(upstream.child);
  }
  say(table(['round', 'process', 'metrics', 'req/s', 'CPU µs/call', 'load'], rows));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  for (const role of ['service', 'gateway']) {
    const off = median(sums[`${role} off`]!);
    const on = median(sums[`${role} on`]!);
    say(`${role}: median ${Math.round(off)} µs/call without metrics, ${Math.round(on)} with: ${on >= off ? '+' : ''}${Math.round(on - off)} µs (${(((on - off) / off) * 100).toFixed(1)}%)`);
  }
  say(`load average now ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
}

runBench(main);
