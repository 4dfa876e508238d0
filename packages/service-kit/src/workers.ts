/**
 * WORKERS=n: a standalone service as n processes sharing its port (node:cluster), so that every
 * core of its machine answers calls; a Node process runs its JavaScript on one.
 *
 * Each worker is the whole service, as a replica behind a load balancer is: its own pool, caches
 * and (jobs, talent) in-memory search index, and its share of the connections (the primary hands
 * them out in turn). What must happen once already holds with several instances: migrations take
 * an advisory lock, the jobs schedule claims each tick, the outbox relay locks rows, the event
 * consumers share their durable consumer. The primary forks and watches, nothing more:
 * - the first worker alone seeds, and the start command's IPC words pass through it to that worker
 *   (`started`, `seed`, and whatever else the worker says); `ready` goes up once every worker is;
 * - a worker that stops before it was ever ready stops them all (exit 1: the start failed); one
 *   that stops later is replaced a second later, the others answering meanwhile;
 * - SIGTERM or SIGINT: every worker closes as a lone service does, then the primary exits.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from './logger.ts';

/** WORKERS: a whole number from 1 to 32 (default 1: the service is one process). */
export function workerCount(env: NodeJS.ProcessEnv): number {
  const value = env.WORKERS;
  if (value === undefined || value === '') return 1;
  const count = Number(value);
  if (!/^\d+$/.test(value) || count < 1 || count > 32) throw new Error(`WORKERS must be a whole number from 1 to 32, got '${value}'`);
  return count;
}

/** Whether this process is a worker of a service run with WORKERS above 1. */
export const isWorker = () => cluster.isWorker;

type Word = Record<string, unknown>;
const RESTART_MS = 1_000;

/** In the primary: forks `count` workers of this same script and watches them until it is told to stop. */
export function superviseWorkers(name: string, count: number, logger: Logger): void {
  const parent = process.send ? (message: Word) => process.send?.(message) : null;
  const ready = new Set<number>();
  let everyoneReady = false;
  let stopping = false;
  let first: Worker | null = null;

  const fork = (index: number): Worker => {
    // The first one seeds (when told to, if the start command says when); the others never do.
    const worker = cluster.fork(index === 0 ? { WORKER_INDEX: '0' } : { WORKER_INDEX: String(index), SEED: '0', SEED_WHEN_TOLD: '0' });
    if (index === 0) first = worker;
    worker.on('message', (message: Word) => {
      if (typeof message !== 'object' || message === null) return;
      if ('ready' in message) {
        ready.add(index);
        if (!everyoneReady && ready.size === count) {
          everyoneReady = true;
          logger.info({ workers: count, port: message.port }, 'every worker is listening');
          parent?.(message);
        }
        return;
      }
      if (index !== 0) return;
      // A lone worker 0 waiting for its turn to seed, with no start command above: its turn is now.
      if ('started' in message && !parent) worker.send({ seed: name });
      else parent?.(message);
    });
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      if (!ready.has(index)) {
        logger.error({ worker: index, code, signal }, 'a worker stopped before it was ready: stopping the others');
        stopAll(1);
        return;
      }
      ready.delete(index);
      logger.error({ worker: index, code, signal }, 'a worker stopped: starting another');
      setTimeout(() => {
        if (!stopping) fork(index);
      }, RESTART_MS).unref();
    });
    return worker;
  };

  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && !worker.isDead());
    if (workers.length === 0) process.exit(code);
    let left = workers.length;
    for (const worker of workers) {
      worker.once('exit', () => {
        if (--left === 0) process.exit(code);
      });
      worker.process.kill('SIGTERM');
    }
  };

  process.on('message', (message: Word) => {
    if (typeof message === 'object' && message !== null && 'seed' in message) first?.send(message);
  });
  process.once('SIGTERM', () => stopAll(0));
  process.once('SIGINT', () => stopAll(0));
  for (let index = 0; index < count; index++) fork(index);
}
