import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRunning as isAlive, startEmbeddedPostgres, type EmbeddedPostgresServer, type PostgresLogger } from '../src/postgres/embedded.ts';
import { adminUrlFor, ensureExternalDatabases, externalPostgres } from '../src/postgres/external.ts';
import { createServer } from 'node:net';
import { freePort } from '@phjobs/test-utils/http';

const here = path.dirname(fileURLToPath(import.meta.url));

function recordingLogger(): PostgresLogger & { messages: string[] } {
  const messages: string[] = [];
  const record = (_object: Record<string, unknown>, message?: string) => {
    if (message) messages.push(message);
  };
  return { messages, debug: () => undefined, info: record, warn: record, error: record };
}

/** Processes whose command line names the data directory (the postmaster does: `postgres -D <dir>`). */
function postgresProcessesOf(dataDir: string): string[] {
  const result = spawnSync('pgrep', ['-f', dataDir], { encoding: 'utf8' });
  return result.stdout.split('\n').filter(Boolean);
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** Starts the fixture (another run holding the cluster) and waits for its postgres to be ready. */
async function otherRunHolding(dataDir: string, port: number): Promise<{ child: ChildProcess; postgresPid: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'fixtures', 'hold-postgres.ts'), dataDir, String(port)], {
    cwd: path.join(here, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const postgresPid = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const match = /ready (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`fixture exited with ${code}`)));
  });
  return { child, postgresPid };
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('embedded PostgreSQL', () => {
  let root: string;
  let dataDir: string;
  let port: number;
  const started: EmbeddedPostgresServer[] = [];
  const start = async (logger = recordingLogger()) => {
    const server = await startEmbeddedPostgres({ dataDir, port, logger });
    started.push(server);
    return server;
  };

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'phjobs-pg-test-'));
    // As root, PostgreSQL runs as 'postgres' and must be able to enter the parent of its data dir.
    chmodSync(root, 0o755);
    dataDir = path.join(root, 'pg');
    port = await freePort();
  });

  afterAll(async () => {
    for (const server of started) await server.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('initialises a new data directory, creates databases, and keeps the data across a restart', async () => {
    const logger = recordingLogger();
    const first = await start(logger);
    expect(logger.messages).toContain('initialising a new PostgreSQL cluster');
    expect(await first.ensureDatabases(['phjobs_one', 'phjobs_two'])).toEqual(['phjobs_one', 'phjobs_two']);
    expect(await first.ensureDatabases(['phjobs_one', 'phjobs_two'])).toEqual([]);
    const names = await query<{ datname: string }>(first.url('postgres'), "SELECT datname FROM pg_database WHERE datname LIKE 'phjobs_%' ORDER BY 1");
    expect(names.map((row) => row.datname)).toEqual(['phjobs_one', 'phjobs_two']);
    await query(first.url('phjobs_one'), 'CREATE TABLE kept (city text)');
    await query(first.url('phjobs_one'), "INSERT INTO kept VALUES ('Parañaque')");
    const versionFile = statSync(path.join(dataDir, 'PG_VERSION')).mtimeMs;

    await first.stop();
    await first.stop();
    expect(postgresProcessesOf(dataDir)).toEqual([]);
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);

    const againLogger = recordingLogger();
    const again = await start(againLogger);
    expect(againLogger.messages).not.toContain('initialising a new PostgreSQL cluster');
    expect(statSync(path.join(dataDir, 'PG_VERSION')).mtimeMs).toBe(versionFile);
    expect(await query(again.url('phjobs_one'), 'SELECT city FROM kept')).toEqual([{ city: 'Parañaque' }]);
    await again.stop();
    expect(postgresProcessesOf(dataDir)).toEqual([]);
  });

  it('creates databases in UTF-8 where ñ is a letter to trigram search', async () => {
    const server = await start();
    try {
      await server.ensureDatabases(['phjobs_search']);
      await query(server.url('phjobs_search'), 'CREATE EXTENSION IF NOT EXISTS pg_trgm');
      const [row] = await query<{ encoding: string; words: string[] }>(
        server.url('phjobs_search'),
        "SELECT current_setting('server_encoding') AS encoding, show_trgm('Parañaque') AS words",
      );
      expect(row?.encoding).toBe('UTF8');
      // With a C ctype, ñ would split the word and '  a' (a word starting after the ñ) would appear.
      expect(row?.words).not.toContain('  a');
      expect(row?.words).toContain('par');
    } finally {
      await server.stop();
    }
  });

  it('removes a stale postmaster.pid whose process is gone, and starts', async () => {
    const finished = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const deadPid = Number(finished.stdout);
    expect(isAlive(deadPid)).toBe(false);
    writeFileSync(path.join(dataDir, 'postmaster.pid'), `${deadPid}\n${dataDir}\n1700000000\n${port}\n\n127.0.0.1\n  1234  5678\nready\n`);
    const logger = recordingLogger();
    const server = await start(logger);
    expect(logger.messages).toContain('removed a stale postmaster.pid left by a killed run');
    expect(await query(server.url('phjobs_one'), 'SELECT city FROM kept')).toEqual([{ city: 'Parañaque' }]);
    await server.stop();
  });

  it('removes a postmaster.pid whose pid now belongs to another program, and starts', async () => {
    const other = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      writeFileSync(path.join(dataDir, 'postmaster.pid'), `${other.pid}\n${dataDir}\n1700000000\n${port}\n\n127.0.0.1\n  1234  5678\nready\n`);
      const logger = recordingLogger();
      const server = await start(logger);
      expect(logger.messages).toContain('removed postmaster.pid: its pid now belongs to another program');
      await server.stop();
    } finally {
      other.kill('SIGTERM');
    }
  });

  it('shuts down a PostgreSQL that a killed run left behind, then starts its own', async () => {
    const { child, postgresPid } = await otherRunHolding(dataDir, port);
    child.kill('SIGKILL');
    await exited(child);
    // The postmaster outlives a SIGKILLed parent: that is the orphan a next start must handle.
    expect(isAlive(postgresPid)).toBe(true);

    const logger = recordingLogger();
    const server = await start(logger);
    expect(logger.messages).toContain('stopping a PostgreSQL that a killed run left behind on this data directory');
    expect(isAlive(postgresPid)).toBe(false);
    expect(server.pid).not.toBe(postgresPid);
    expect(await query(server.url('phjobs_one'), 'SELECT city FROM kept')).toEqual([{ city: 'Parañaque' }]);
    await server.stop();
    expect(postgresProcessesOf(dataDir)).toEqual([]);
  });

  it('refuses a data directory that a live run still holds, and that run stops its postgres on SIGTERM', async () => {
    const { child, postgresPid } = await otherRunHolding(dataDir, port);
    await expect(startEmbeddedPostgres({ dataDir, port, logger: recordingLogger() })).rejects.toThrow(/already running/);
    expect(isAlive(postgresPid)).toBe(true);
    child.kill('SIGTERM');
    await exited(child);
    await waitFor(() => postgresProcessesOf(dataDir).length === 0);
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);
  });

  it('explains a port that is already taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as { port: number }).port;
    try {
      await expect(startEmbeddedPostgres({ dataDir, port: taken, logger: recordingLogger(), stopOnExit: false })).rejects.toThrow(/Port \d+ is in use/);
      expect(postgresProcessesOf(dataDir)).toEqual([]);
    } finally {
      blocker.close();
    }
  });
});

describe('external PostgreSQL (DATABASE_URL)', () => {
  let serverUrl: string;
  let embedded: EmbeddedPostgresServer | undefined;
  let root: string | undefined;
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const names = [`phjobs_ext_a_${suffix}`, `phjobs_ext_b_${suffix}`];

  beforeAll(async () => {
    if (process.env.DATABASE_URL) {
      serverUrl = process.env.DATABASE_URL;
      return;
    }
    root = mkdtempSync(path.join(tmpdir(), 'phjobs-pg-ext-'));
    chmodSync(root, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg'), port: await freePort(), logger: recordingLogger() });
    // A URL naming a database that does not exist yet, as DATABASE_URL often does.
    serverUrl = embedded.url('phjobs_not_created_yet');
  });

  afterAll(async () => {
    const admin = serverUrl ? await adminUrlFor(serverUrl).catch(() => null) : null;
    if (admin) for (const name of names) await query(admin, `DROP DATABASE IF EXISTS "${name}"`).catch(() => undefined);
    await embedded?.stop();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('creates the missing databases on the server, once', async () => {
    expect(await ensureExternalDatabases(serverUrl, names)).toEqual(names);
    expect(await ensureExternalDatabases(serverUrl, names)).toEqual([]);
    const external = externalPostgres(serverUrl);
    const [row] = await query<{ name: string }>(external.url(names[0] as string), 'SELECT current_database() AS name');
    expect(row?.name).toBe(names[0]);
    await external.stop();
  });

  it('refuses names that are not plain identifiers', async () => {
    await expect(ensureExternalDatabases(serverUrl, ['bad"; DROP DATABASE x; --'])).rejects.toThrow(/Not a plain database name/);
  });
});
