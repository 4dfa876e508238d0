import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { testKeys } from '../src/testing.ts';

const fixture = fileURLToPath(new URL('./fixtures/standalone-service.ts', import.meta.url));
const keys = testKeys();
let child: ChildProcess | undefined;

/** Runs the fixture service as the start command does (an IPC channel) and records what it says. */
function run(env: NodeJS.ProcessEnv): { said: string[]; next(what: string): Promise<void>; send(message: object): void } {
  const said: string[] = [];
  const waiting: { what: string; done: () => void }[] = [];
  child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, NATS_URL: '', JWT_PUBLIC_KEY: keys.publicKey, LOG_LEVEL: 'silent', PORT: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  child.on('message', (message: Record<string, unknown>) => {
    const what = Object.keys(message)[0] ?? '';
    said.push(what);
    for (const w of waiting.filter((w) => w.what === what)) w.done();
  });
  return {
    said,
    next: (what) => (said.includes(what) ? Promise.resolve() : new Promise((done) => waiting.push({ what, done }))),
    send: (message) => child?.send(message),
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
    expect(service.said).toEqual(['started']);
    service.send({ seed: 'someone-else' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(service.said).toEqual(['started']);
    service.send({ seed: 'community' });
    await service.next('ready');
    expect(service.said).toEqual(['started', 'seeded', 'ready']);
  });

  it('without SEED_WHEN_TOLD, seeds at once and says it is ready', async () => {
    const service = run({ SEED: '1' });
    await service.next('ready');
    expect(service.said).toEqual(['seeded', 'ready']);
  });

  it('with SEED=0, neither waits nor seeds', async () => {
    const service = run({ SEED: '0', SEED_WHEN_TOLD: '1' });
    await service.next('ready');
    expect(service.said).toEqual(['ready']);
  });
});
