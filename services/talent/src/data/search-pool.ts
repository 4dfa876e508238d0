/**
 * The talent search's own `pg` pool: its statements (search-talents.ts) run as named prepared
 * statements (the name a hash of the text, one per shape of filter), so PostgreSQL plans a shape
 * once per connection instead of on every call, as services/jobs does for its search
 * (services/jobs/src/data/db.ts). Through `pg` straight rather than Prisma's $queryRawUnsafe: the
 * bench (bench/src/talent-search.bench.ts) measured Prisma's raw path at ~3 ms of the service's CPU
 * per list call. Values come back as pg gives them: bigint and count as text, DATE as the
 * statements format it, jsonb parsed.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

/** What the search reads with (a Prisma client fits it too, as the tests and the bench use it). */
export type SearchSql = { $queryRawUnsafe<T = unknown>(text: string, ...values: unknown[]): Promise<T> };

const names = new Map<string, string>();
function nameOf(text: string): string {
  let name = names.get(text);
  if (name) return name;
  if (names.size >= 1_000) names.clear();
  name = `t${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
  names.set(text, name);
  return name;
}

export function openSearchPool(databaseUrl: string, poolSize = 10): SearchSql & { close(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  pool.on('error', () => undefined); // an idle client that lost its connection is replaced by the pool
  return {
    async $queryRawUnsafe<T = unknown>(text: string, ...values: unknown[]): Promise<T> {
      return (await pool.query({ name: nameOf(text), text, values })).rows as T;
    },
    close: () => pool.end(),
  };
}
