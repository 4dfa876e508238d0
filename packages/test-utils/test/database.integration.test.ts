import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { describeSchema, startTestDatabase, type TestDatabase } from '../src/database.ts';

const made: TestDatabase[] = [];
afterAll(async () => {
  for (const database of made) await database.drop();
});

describe('a test database', () => {
  it('is a fresh database on a real PostgreSQL, with the migrations applied, and gone after drop()', async () => {
    const migrations = mkdtempSync(join(tmpdir(), 'phjobs-test-utils-'));
    mkdirSync(join(migrations, '20260101000000_note'));
    writeFileSync(join(migrations, '20260101000000_note', 'migration.sql'), 'CREATE TABLE note (id serial PRIMARY KEY, body text NOT NULL);');
    const first = await startTestDatabase('test_utils', migrations);
    const second = await startTestDatabase('test_utils');
    made.push(second);
    expect(first.databaseUrl).not.toBe(second.databaseUrl);
    expect((await describeSchema(first.databaseUrl)).some((line) => line.includes('note'))).toBe(true);
    expect((await describeSchema(second.databaseUrl)).some((line) => line.includes('note'))).toBe(false);

    const client = new pg.Client({ connectionString: first.databaseUrl });
    await client.connect();
    expect((await client.query("INSERT INTO note (body) VALUES ('kept') RETURNING body")).rows).toEqual([{ body: 'kept' }]);
    await client.end();
    await first.drop();
    const gone = new pg.Client({ connectionString: first.databaseUrl });
    await expect(gone.connect()).rejects.toThrow(/does not exist/);
    rmSync(migrations, { recursive: true, force: true });
  });
});
