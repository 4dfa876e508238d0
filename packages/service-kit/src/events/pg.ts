/** `Db` over a `pg.Pool`, for tests and for code without Prisma. */
import type pg from 'pg';
import type { Db, Sql } from './sql.ts';

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

function sqlOver(target: Queryable): Sql {
  return {
    async $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number> {
      const result = await target.query(query, values);
      return result.rowCount ?? 0;
    },
    async $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T> {
      const result = await target.query(query, values);
      return result.rows as T;
    },
  };
}

/**
 * Each `$transaction` takes one pooled connection: BEGIN, the callback, COMMIT (ROLLBACK on a throw).
 * While it is checked out the connection has a listener of its own: a connection cut between two
 * statements (PostgreSQL restarted while the callback awaits something else) is an 'error' event
 * that, unheard, would end the process; heard, it fails the transaction and the connection is
 * destroyed, not reused.
 */
export function pgDb(pool: pg.Pool): Db {
  return {
    ...sqlOver(pool),
    async $transaction<R>(fn: (tx: Sql) => Promise<R>): Promise<R> {
      const client = await pool.connect();
      let broken: unknown;
      const lost = (error: Error) => {
        broken = error;
      };
      client.on('error', lost);
      try {
        await client.query('BEGIN');
        const result = await fn(sqlOver(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: unknown) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        client.off('error', lost);
        // A connection whose ROLLBACK failed, or that was cut, is in an unknown state: destroy it rather than reuse it.
        client.release(broken instanceof Error ? broken : undefined);
      }
    },
  };
}
