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

/** Each `$transaction` takes one pooled connection: BEGIN, the callback, COMMIT (ROLLBACK on a throw). */
export function pgDb(pool: pg.Pool): Db {
  return {
    ...sqlOver(pool),
    async $transaction<R>(fn: (tx: Sql) => Promise<R>): Promise<R> {
      const client = await pool.connect();
      let broken: unknown;
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
        // A connection whose ROLLBACK failed is in an unknown state: destroy it rather than reuse it.
        client.release(broken instanceof Error ? broken : undefined);
      }
    },
  };
}
