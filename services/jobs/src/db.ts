import { pgDb } from '@phjobs/service-kit/events/pg';
import type { Db } from '@phjobs/service-kit/events/sql';
import type { Logger } from '@phjobs/service-kit/logger';
import pg from 'pg';

/**
 * The service's database: a `pg` pool behind service-kit's `Db` (the interface a Prisma client
 * also fits). The search and detail are single hand-written statements; through `pg` directly
 * they gave 20-35% more requests/s at 50 connections than the same statements through Prisma's
 * `$queryRawUnsafe` (README.md, 'Performance'). The Prisma client (`npm run generate`) is kept for
 * the typed writes of the ad wizard to come; schema.prisma remains the source of the migrations.
 */
export type JobsDb = Db & { close(): Promise<void> };

/** JOBS_DB_POOL connections (default 10): the search is CPU-bound in PostgreSQL, more rarely helps. */
export function openDatabase(databaseUrl: string, poolSize = 10, logger?: Logger): JobsDb {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => logger?.warn({ err: error }, 'idle database connection lost'));
  return { ...pgDb(pool), close: () => pool.end() };
}
