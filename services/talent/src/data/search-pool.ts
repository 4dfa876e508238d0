/**
 * The talent search's own `pg` pool. Through `pg` straight rather than Prisma's $queryRawUnsafe:
 * the bench (bench/src/talent-search.bench.ts) measured Prisma's raw path at ~3 ms of the
 * service's CPU per list call. The statements run unnamed, planned for their values each time:
 * as named prepared statements PostgreSQL settled on a generic plan that cannot see how selective
 * an array of search terms is, and a search with thousands of matches took 2.5x as long (bench,
 * 2026-11-24). Values come back as pg gives them: bigint and count as text, DATE as the
 * statements format it, jsonb parsed.
 */
import pg from 'pg';

/** What the search reads with (a Prisma client fits it too, as the tests and the bench use it). */
export type SearchSql = { $queryRawUnsafe<T = unknown>(text: string, ...values: unknown[]): Promise<T> };

export function openSearchPool(databaseUrl: string, poolSize = 10): SearchSql & { close(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  pool.on('error', () => undefined); // an idle client that lost its connection is replaced by the pool
  return {
    async $queryRawUnsafe<T = unknown>(text: string, ...values: unknown[]): Promise<T> {
      return (await pool.query({ text, values })).rows as T;
    },
    close: () => pool.end(),
  };
}
