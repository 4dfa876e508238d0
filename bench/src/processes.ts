/** Child processes of the bench: each part of the stack in its own Node process, as in production. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'node:net';

export type Child = { name: string; process: ChildProcess; output: () => string; stop(): Promise<void> };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * `node --import tsx <script>` from the repository root, with its output kept for error reports.
 * Env: BENCH_PROFILE=<dir>: each child writes V8 CPU profiles (one per thread) to <dir>/<name>
 * when it exits (node --cpu-prof); BENCH_NODE_FLAGS: more flags for every child (e.g.
 * '--trace-gc --trace-gc-nvp'); BENCH_CHILD_LOG=<dir>: each child's whole output also to <dir>/<name>.log.
 */
export function startNode(name: string, root: string, script: string, env: Record<string, string>): Child {
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}/${name}`] : [];
  const flags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  return startProcess(name, process.execPath, [...profile, ...flags, '--import', 'tsx', script], { cwd: root, env });
}

/** Any program as a child (e.g. nats-server), with its output kept for error reports; stopped by SIGTERM (SIGKILL after 5 s). */
export function startProcess(name: string, command: string, args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): Child {
  const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const log = process.env.BENCH_CHILD_LOG ? createWriteStream(path.join(process.env.BENCH_CHILD_LOG, `${name.replace(/[^\w.-]+/g, '-')}.log`)) : null;
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    log?.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return {
    name,
    process: child,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Polls `url` until it answers 200, failing early when the child exits. */
export async function waitReady(child: Child, url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`${child.name} exited (${child.process.exitCode}):\n${child.output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${child.name} not ready at ${url} after ${timeoutMs} ms:\n${child.output()}`);
}

/**
 * Waits until the child has printed a line matching `pattern` (e.g. jobs' 'search index loaded',
 * which it builds in the background after it answers /readyz: a measurement taken before would
 * count the build's CPU), failing early when the child exits.
 */
export async function waitForLine(child: Child, pattern: RegExp, timeoutMs = 10 * 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(child.output())) {
    if (child.process.exitCode !== null) throw new Error(`${child.name} exited (${child.process.exitCode}):\n${child.output()}`);
    if (Date.now() > deadline) throw new Error(`${child.name}: no line like ${pattern} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** What a service logs once its in-memory index is loaded (@phjobs/search-engine live-index.ts). */
export type IndexLoaded = { size?: number; ms?: number; bitmapBytes?: number; arrayBytes?: number };

/**
 * Waits for a child's '<name> loaded' log line (LOG_LEVEL info or lower), `count` of them for a
 * service of several workers (WORKERS), and returns what the first says.
 */
export async function waitForIndex(child: Child, name: string, timeoutMs = 30 * 60_000, count = 1): Promise<IndexLoaded> {
  const marker = `"msg":"${name} loaded"`;
  const lines = () => child.output().split('\n').filter((line) => line.includes(marker));
  const deadline = Date.now() + timeoutMs;
  while (lines().length < count) {
    if (child.process.exitCode !== null) throw new Error(`${child.name} exited (${child.process.exitCode}):\n${child.output()}`);
    if (Date.now() > deadline) throw new Error(`${child.name}: ${lines().length} of ${count} '${name} loaded' lines after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return JSON.parse(lines()[0] ?? '{}') as IndexLoaded;
}

/** The resident memory of a process and its children (a service's workers), in bytes, from /proc. */
export function treeRss(pid: number): number {
  const rssOf = (one: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${one}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  const children = (one: number): number[] => {
    try {
      return readFileSync(`/proc/${one}/task/${one}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...children(all[i]!));
  return all.reduce((sum, one) => sum + rssOf(one), 0);
}
