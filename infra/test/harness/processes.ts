/**
 * The distributed shape for fault tests: a real nats-server started by the test (JetStream on disk,
 * stopped and started again at will) and services as their own processes (`services/<x>/src/main.ts`,
 * as `npm start` runs them with NATS_URL), each on its own test database, seeded in dependency order
 * on the first start (seed-order.ts), each killable and restartable alone.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEV_SERVICE_TOKEN_SECRET, signAccessToken, type Principal } from '@phjobs/service-kit/auth';
import { SERVICES, type ServiceName } from '@phjobs/service-kit/db';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import { freePort } from '@phjobs/test-utils/http';
import { testKeys } from '@phjobs/test-utils/keys';
import { seedInOrder } from '../../src/seed-order.ts';
import { ROOT } from './seeded-product.ts';

/** nats-server: NATS_SERVER_BIN, else Debian's package path, else the PATH. */
export function natsServerBinary(env: NodeJS.ProcessEnv = process.env): string {
  if (env.NATS_SERVER_BIN) return env.NATS_SERVER_BIN;
  for (const path of ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server']) if (existsSync(path)) return path;
  return 'nats-server';
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/** Resolves once something accepts TCP connections on the port. */
export async function portOpen(port: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${port} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export type NatsServer = { url: string; start(): Promise<void>; stop(): Promise<void>; close(): Promise<void> };

/** A nats-server with JetStream storing under its own directory; stop() and start() keep the data (a restart, not a new server). */
export async function startNatsServer(logFile: string): Promise<NatsServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'phjobs-nats-'));
  let child: ChildProcess | null = null;
  const log = createWriteStream(logFile, { flags: 'a' });
  const start = async () => {
    child = spawn(natsServerBinary(), ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    await portOpen(port);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running) return;
    running.kill('SIGTERM');
    await exited(running);
  };
  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    start,
    stop,
    close: async () => {
      await stop();
      log.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

type Part = { child: ChildProcess; ready: Promise<void> };

export type Cluster = {
  urlOf(service: ServiceName): string;
  databaseUrl(service: ServiceName): string;
  tokenOf(principal: Principal): string;
  /** SIGKILL: no shutdown, no goodbye (a crash). */
  kill(service: ServiceName): Promise<void>;
  /** Starts a killed service again (no seeding), resolving once it answers. */
  restart(service: ServiceName): Promise<void>;
  close(): Promise<void>;
};

/**
 * Starts `services` as processes on test databases with JetStream at `natsUrl`, seeded in the start
 * command's order. Their logs go to `logDir/<service>.log`.
 */
export async function startCluster({ services, natsUrl, logDir, label }: { services: readonly ServiceName[]; natsUrl: string; logDir: string; label: string }): Promise<Cluster> {
  const keys = testKeys();
  const dataDir = mkdtempSync(join(tmpdir(), `phjobs-${label}-`));
  const databases = new Map<ServiceName, TestDatabase>();
  for (const service of services) if (service !== 'media') databases.set(service, await startTestDatabase(`${label}_${service}`));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: undefined,
    NATS_URL: natsUrl,
    JWT_PUBLIC_KEY: keys.publicKey,
    JWT_PRIVATE_KEY: keys.privateKey,
    SERVICE_TOKEN_SECRET: DEV_SERVICE_TOKEN_SECRET,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
  };
  for (const service of SERVICES) env[`PORT_${service.toUpperCase()}`] = String(await freePort());
  for (const service of SERVICES) env[`UPSTREAM_${service.toUpperCase()}`] = `http://127.0.0.1:${env[`PORT_${service.toUpperCase()}`]}`;
  for (const [service, database] of databases) env[`${service.toUpperCase()}_DATABASE_URL`] = database.databaseUrl;

  const parts = new Map<ServiceName, Part>();
  const spawnService = (service: ServiceName, seed: boolean): Part & { started: Promise<void> } => {
    const log = createWriteStream(join(logDir, `${service}.log`), { flags: 'a' });
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'services', service, 'src', 'main.ts')], {
      cwd: ROOT,
      env: { ...env, SEED: seed ? '1' : '0', SEED_WHEN_TOLD: seed ? '1' : '0' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    const said = (key: 'started' | 'ready') =>
      new Promise<void>((resolve, reject) => {
        child.on('message', (message: Record<string, unknown>) => {
          if (message?.[key] === service) resolve();
        });
        child.once('exit', (code, signal) => reject(new Error(`${service} exited (${code ?? signal}) before it said ${key}; see ${logDir}/${service}.log`)));
      });
    const part = { child, started: said('started'), ready: said('ready') };
    part.started.catch(() => undefined);
    part.ready.catch(() => undefined);
    parts.set(service, part);
    return part;
  };

  const started = new Map(services.map((service) => [service, spawnService(service, true)]));
  const closeAll = async () => {
    for (const part of parts.values()) {
      if (part.child.exitCode === null && part.child.signalCode === null) part.child.kill('SIGTERM');
      await exited(part.child);
    }
    for (const database of databases.values()) await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await seedInOrder(async (service) => {
      const part = started.get(service);
      if (!part) return;
      await part.started;
      part.child.send({ seed: service });
      await part.ready;
    });
  } catch (error) {
    await closeAll();
    throw error;
  }
  return {
    urlOf: (service) => env[`UPSTREAM_${service.toUpperCase()}`] as string,
    databaseUrl: (service) => {
      const database = databases.get(service);
      if (!database) throw new Error(`no database for ${service}`);
      return database.databaseUrl;
    },
    tokenOf: (principal) => signAccessToken(keys.privateKey, principal),
    kill: async (service) => {
      const part = parts.get(service);
      if (!part) return;
      part.child.kill('SIGKILL');
      await exited(part.child);
    },
    restart: async (service) => {
      await spawnService(service, false).ready;
    },
    close: closeAll,
  };
}
