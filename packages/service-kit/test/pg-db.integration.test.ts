/**
 * pgDb's transactions survive PostgreSQL cutting their connection (a restart, an administrator's
 * pg_terminate_backend) between two statements: the transaction fails, the process does not (an
 * unheard 'error' event of a checked-out pg client is an uncaught exception), and the pool goes on
 * with a fresh connection.
 */
import pg from 'pg';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgDb } from '../src/events/pg.ts';

let database: TestDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  database = await startTestDatabase('pg_db');
  pool = new pg.Pool({ connectionString: database.databaseUrl, max: 2 });
  pool.on('error', () => undefined);
});

afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

describe('pgDb', () => {
  it('fails the transaction, not the process, when its connection is cut while the callback waits, and keeps serving', async () => {
    const db = pgDb(pool);
    const admin = new pg.Client({ connectionString: database.databaseUrl });
    await admin.connect();
    try {
      const attempt = db.$transaction(async (tx) => {
        const [backend] = await tx.$queryRawUnsafe<{ pid: number }[]>('SELECT pg_backend_pid() AS pid');
        await admin.query('SELECT pg_terminate_backend($1)', [backend!.pid]);
        // The connection is cut while nothing runs on it (the callback awaits something else).
        await new Promise((resolve) => setTimeout(resolve, 300));
        return tx.$queryRawUnsafe('SELECT 1');
      });
      await expect(attempt).rejects.toThrow();
    } finally {
      await admin.end();
    }
    expect(await db.$transaction((tx) => tx.$queryRawUnsafe<{ one: number }[]>('SELECT 1 AS one'))).toEqual([{ one: 1 }]);
  });
});
