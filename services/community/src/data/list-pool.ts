/**
 * The list calls' own `pg` pool (job talk, counseling and interview lists: bench/src/community-lists.bench.ts).
 * Through `pg` straight rather than Prisma's $queryRawUnsafe, whose raw path cost ~3 ms of the
 * service's CPU per list call in services/talent's bench (data/search-pool.ts there). Unnamed
 * statements, planned for their values: a generic plan cannot tell a rare keyword (trigram index)
 * from a common one (the newest-first index). Values come back as pg gives them: bigint as text.
 */
import pg from 'pg';

/** What the list statements run on (a Prisma client fits it too). */
export type ListSql = { $queryRawUnsafe<T = unknown>(text: string, ...values: unknown[]): Promise<T> };

export function openListPool(databaseUrl: string, poolSize = 10): ListSql & { close(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  pool.on('error', () => undefined); // an idle client that lost its connection is replaced by the pool
  return {
    async $queryRawUnsafe<T = unknown>(text: string, ...values: unknown[]): Promise<T> {
      return (await pool.query({ text, values })).rows as T;
    },
    close: () => pool.end(),
  };
}
