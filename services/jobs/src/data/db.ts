import { createHash } from 'node:crypto';
import { pgDb } from '@phjobs/service-kit/events/pg';
import type { Db } from '@phjobs/service-kit/events/sql';
import type { Logger } from '@phjobs/service-kit/logger';
import pg from 'pg';

/**
 * The service's database: a `pg` pool behind service-kit's `Db` (the interface a Prisma client
 * also fits). The search and detail are single hand-written statements; through `pg` directly
 * they gave 20-35% more requests/s at 50 connections than the same statements through Prisma's
 * `$queryRawUnsafe` (services/jobs/docs/design.md, 'Search statements'). The Prisma client (`npm run generate`) is kept for
 * typed writes; schema.prisma remains the source of the migrations.
 *
 * Statements outside transactions run as named prepared statements (the name is a hash of the
 * text, so one text is prepared once per connection): after five runs PostgreSQL keeps a generic
 * plan when it costs no more than the custom ones, which spares the ~1-2 ms of planning a search
 * otherwise spends on every call (+33% bare requests/s at 50 connections, services/jobs/docs/design.md 'Search statements').
 * Values stay parameters; the texts are few (one per shape of filter, not per value). A text that
 * begins with CUSTOM_PLAN runs unnamed, planned for its values each time: where a generic plan
 * would pick the wrong index (search-job-ads.ts, the map's later pages).
 */
export type JobsDb = Db & { close(): Promise<void> };

export const CUSTOM_PLAN = '/* custom plan */';

const hashName = (text: string) => (text.startsWith(CUSTOM_PLAN) ? undefined : `j${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`);

/** Names by text, hashed once (a sha1 of a 1-2 KB text per call was ~1% of a small list answer's CPU); the texts are few, the map is emptied past 1,000. */
const names = new Map<string, string | undefined>();
function nameOf(text: string): string | undefined {
  if (names.has(text)) return names.get(text);
  if (names.size >= 1_000) names.clear();
  const name = hashName(text);
  names.set(text, name);
  return name;
}

/**
 * work_mem of the service's connections. A keyword search's prefix terms (`'cook':*AB`) make the GIN
 * index gather every matching row into one bitmap; past work_mem the bitmap turns lossy (whole
 * pages instead of rows), and PostgreSQL 15 then answers such a search with too few rows: at
 * 800,000 ongoing ads the default 4 MB counted 5,787 of 6,110 matches (a sequential scan and the
 * search index: 6,110), 8 MB and more counted right (bench/README.md, 'Search index'). 32 MB keeps
 * those bitmaps exact to a few million ads; it is a ceiling per sort or bitmap, used only as needed.
 */
export const SEARCH_WORK_MEM = '32MB';

/** JOBS_DB_POOL connections (default 10): the search is CPU-bound in PostgreSQL, more rarely helps. */
export function openDatabase(databaseUrl: string, poolSize = 10, logger?: Logger): JobsDb {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, options: `-c work_mem=${SEARCH_WORK_MEM}` });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => logger?.warn({ err: error }, 'idle database connection lost'));
  return {
    ...pgDb(pool),
    async $queryRawUnsafe<T = unknown>(text: string, ...values: unknown[]): Promise<T> {
      return (await pool.query({ name: nameOf(text), text, values })).rows as T;
    },
    async $executeRawUnsafe(text: string, ...values: unknown[]): Promise<number> {
      return (await pool.query({ name: nameOf(text), text, values })).rowCount ?? 0;
    },
    close: () => pool.end(),
  };
}
