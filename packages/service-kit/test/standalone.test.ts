/**
 * A service as its own process (standalone.ts): what it tells the start command over IPC, and
 * WORKERS=n (workers.ts): one port answered by n processes, the start command's words passed
 * through (one seed, one `ready` once all listen), a worker that stops replaced, all stopped together.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { testKeys } from '@phjobs/test-utils/keys';
import { workerCount } from '../src/workers.ts';

const fixture = fileURLToPath(new URL('./fixtures/standalone-service.ts', import.meta.url));
const workersFixture = fileURLToPath(new URL('./fixtures/workers-service.ts', import.meta.url));
const keys = testKeys();
let child: ChildProcess | undefined;

type Said = { what: string; message: Record<string, unknown> };

/** Runs a fixture service as the start command does (an IPC channel) and records what it says. */
function run(env: NodeJS.ProcessEnv, script = fixture) {
  const said: Said[] = [];
  const waiting: { what: string; done: (message: Record<string, unknown>) => void }[] = [];
  child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, NATS_URL: '', JWT_PUBLIC_KEY: keys.publicKey, LOG_LEVEL: 'silent', PORT: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  child.on('message', (message: Record<string, unknown>) => {
    const what = Object.keys(message)[0] ?? '';
    said.push({ what, message });
    for (const w of waiting.filter((w) => w.what === what)) w.done(message);
  });
  return {
    said: () => said.map((one) => one.what),
    next: (what: string): Promise<Record<string, unknown>> => {
      const known = said.find((one) => one.what === what);
      return known ? Promise.resolve(known.message) : new Promise((done) => waiting.push({ what, done }));
    },
    send: (message: object) => child?.send(message),
  };
}

afterEach(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  child = undefined;
});

describe('a service as its own process, started by the start command', () => {
  it('with SEED_WHEN_TOLD, says it started, seeds only when told, then says it is ready', async () => {
    const service = run({ SEED: '1', SEED_WHEN_TOLD: '1' });
    await service.next('started');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(service.said()).toEqual(['started']);
    service.send({ seed: 'someone-else' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(service.said()).toEqual(['started']);
    service.send({ seed: 'community' });
    await service.next('ready');
    expect(service.said()).toEqual(['started', 'seeded', 'ready']);
  });

  it('without SEED_WHEN_TOLD, seeds at once and says it is ready', async () => {
    const service = run({ SEED: '1' });
    await service.next('ready');
    expect(service.said()).toEqual(['seeded', 'ready']);
  });

  it('with SEED=0, neither waits nor seeds', async () => {
    const service = run({ SEED: '0', SEED_WHEN_TOLD: '1' });
    await service.next('ready');
    expect(service.said()).toEqual(['ready']);
  });
});

/** The process id answering a call on a new connection. */
const pidAt = (port: number) =>
  new Promise<number>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve(Number(text)));
    })
      .on('error', reject)
      .end();
  });

async function pidsAt(port: number, calls = 20): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < calls; i++) pids.add(await pidAt(port));
  return pids;
}

describe('WORKERS', () => {
  it('is 1 unless set, and a whole number from 1 to 32', () => {
    expect(workerCount({})).toBe(1);
    expect(workerCount({ WORKERS: '' })).toBe(1);
    expect(workerCount({ WORKERS: '2' })).toBe(2);
    for (const wrong of ['0', '33', 'two', '1.5', '-1']) expect(() => workerCount({ WORKERS: wrong })).toThrow(/WORKERS/);
  });

  it('answers one port from every worker, seeds once when told, and says ready once all listen', async () => {
    const service = run({ SEED: '1', SEED_WHEN_TOLD: '1', WORKERS: '2' }, workersFixture);
    await service.next('started');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(service.said()).toEqual(['started']);
    service.send({ seed: 'community' });
    const { port } = await service.next('ready');
    expect(service.said()).toEqual(['started', 'seeded', 'ready']);
    const pids = await pidsAt(Number(port));
    expect(pids.size).toBe(2);
    expect(pids.has(child!.pid!)).toBe(false);
  }, 30_000);

  it('replaces a worker that stops, and stops every worker with the primary', async () => {
    const service = run({ SEED: '0', WORKERS: '2' }, workersFixture);
    const { port } = await service.next('ready');
    const [gone, stays] = [...(await pidsAt(Number(port)))];
    process.kill(gone!, 'SIGKILL');
    let now = new Set<number>();
    for (let tries = 0; tries < 50 && !(now.size === 2 && !now.has(gone!)); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      now = await pidsAt(Number(port), 10);
    }
    expect(now.has(gone!)).toBe(false);
    expect(now.has(stays!)).toBe(true);
    expect(now.size).toBe(2);
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    child!.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of now) expect(() => process.kill(pid, 0)).toThrow();
  }, 30_000);
});
