/**
 * A PostgreSQL server named by DATABASE_URL (production, CI, a developer's own server): nothing to
 * start or stop, only the per-service databases to create when missing.
 */
import pg from 'pg';
import { ensureDatabasesOn, withDatabase } from './databases.ts';

type PgError = Error & { code?: string };

/**
 * An URL on the same server that can run CREATE DATABASE: the `postgres` maintenance database,
 * else `template1`, else the database the URL names (3D000 = that database does not exist).
 */
export async function adminUrlFor(databaseUrl: string): Promise<string> {
  const own = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const candidates = [...new Set(['postgres', 'template1', own].filter(Boolean))];
  let lastError: unknown;
  for (const database of candidates) {
    const url = withDatabase(databaseUrl, database);
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return url;
    } catch (error) {
      lastError = error;
      if ((error as PgError).code !== '3D000') break;
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  const host = new URL(databaseUrl).host;
  throw new Error(`Cannot connect to PostgreSQL at ${host}: ${(lastError as Error)?.message ?? lastError}`, { cause: lastError });
}

/** Creates the named databases on the server of `databaseUrl` when they are missing; answers those it created. */
export async function ensureExternalDatabases(databaseUrl: string, names: readonly string[]): Promise<string[]> {
  return ensureDatabasesOn(await adminUrlFor(databaseUrl), names);
}

export type ExternalPostgres = {
  url(database: string): string;
  ensureDatabases(names: readonly string[]): Promise<string[]>;
  /** Nothing to stop: the server is not ours. */
  stop(): Promise<void>;
};

/** The same shape as the embedded server, for a server given by DATABASE_URL. */
export function externalPostgres(databaseUrl: string): ExternalPostgres {
  return {
    url: (database) => withDatabase(databaseUrl, database),
    ensureDatabases: (names) => ensureExternalDatabases(databaseUrl, names),
    stop: async () => undefined,
  };
}
