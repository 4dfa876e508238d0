import pg from 'pg';

const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/** Replaces the database of a PostgreSQL URL. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

type PgError = Error & { code?: string };

/** Creates each database that does not exist yet. Safe to call from several processes at once. */
export async function ensureDatabasesOn(adminUrl: string, names: readonly string[]): Promise<string[]> {
  for (const name of names) if (!NAME.test(name)) throw new Error(`Not a plain database name: '${name}'`);
  if (names.length === 0) return [];
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => undefined);
  await client.connect();
  const created: string[] = [];
  try {
    const existing = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname = ANY($1::text[])', [names]);
    const have = new Set(existing.rows.map((row) => row.datname));
    for (const name of names) {
      if (have.has(name)) continue;
      try {
        await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
        created.push(name);
      } catch (error) {
        const code = (error as PgError).code;
        // 42P04 duplicate_database, 23505 unique_violation: another process created it meanwhile.
        if (code === '42P04' || code === '23505') continue;
        if (code === '42501') throw new Error(`The PostgreSQL user may not create database '${name}': create it, or grant CREATEDB.`, { cause: error });
        throw error;
      }
    }
  } finally {
    await client.end().catch(() => undefined);
  }
  return created;
}
