import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { runMigrations } from '../src/migrate.ts';
import { compareMigrationsWithSchema, startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';

function migrationsDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const [name, sql] of Object.entries(files)) {
    mkdirSync(join(dir, name));
    writeFileSync(join(dir, name, 'migration.sql'), sql);
  }
  return dir;
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

let db: TestDatabase | undefined;
afterEach(async () => {
  await db?.drop();
  db = undefined;
});

describe('runMigrations', () => {
  it('applies pending migrations once, in order, and records them as prisma migrate does', async () => {
    db = await startTestDatabase('migrate');
    const dir = migrationsDir({
      '20260101000000_init': 'CREATE TABLE item (id serial PRIMARY KEY, name text NOT NULL);',
      '20260102000000_more': 'ALTER TABLE item ADD COLUMN price numeric; INSERT INTO item (name) VALUES (\'a\');',
    });
    expect(await runMigrations({ databaseUrl: db.databaseUrl, migrationsDir: dir })).toEqual(['20260101000000_init', '20260102000000_more']);
    expect(await runMigrations({ databaseUrl: db.databaseUrl, migrationsDir: dir })).toEqual([]);
    const history = await query<{ migration_name: string; finished_at: Date }>(db.databaseUrl, 'SELECT migration_name, finished_at FROM "_prisma_migrations" ORDER BY migration_name');
    expect(history.map((row) => row.migration_name)).toEqual(['20260101000000_init', '20260102000000_more']);
    expect(await query(db.databaseUrl, 'SELECT name FROM item')).toEqual([{ name: 'a' }]);
  });

  it('lets two starts race without applying anything twice', async () => {
    db = await startTestDatabase('migrate');
    const dir = migrationsDir({ '20260101000000_init': 'CREATE TABLE once (id int PRIMARY KEY); INSERT INTO once VALUES (1);' });
    const results = await Promise.all([1, 2, 3].map(() => runMigrations({ databaseUrl: db!.databaseUrl, migrationsDir: dir })));
    expect(results.flat()).toEqual(['20260101000000_init']);
  });

  it('rolls back a failing migration whole and stops', async () => {
    db = await startTestDatabase('migrate');
    const dir = migrationsDir({ '20260101000000_bad': 'CREATE TABLE half (id int); SELECT no_such_function();' });
    await expect(runMigrations({ databaseUrl: db.databaseUrl, migrationsDir: dir })).rejects.toThrow(/20260101000000_bad failed/);
    expect(await query(db.databaseUrl, "SELECT to_regclass('half') AS t")).toEqual([{ t: null }]);
  });

  it('refuses to start when an applied migration was edited', async () => {
    db = await startTestDatabase('migrate');
    const dir = migrationsDir({ '20260101000000_init': 'CREATE TABLE t1 (id int);' });
    await runMigrations({ databaseUrl: db.databaseUrl, migrationsDir: dir });
    writeFileSync(join(dir, '20260101000000_init', 'migration.sql'), 'CREATE TABLE t1 (id bigint);');
    await expect(runMigrations({ databaseUrl: db.databaseUrl, migrationsDir: dir })).rejects.toThrow(/was changed/);
  });
});

describe('compareMigrationsWithSchema', () => {
  const datamodel = `datasource db {\n  provider = "postgresql"\n}\nmodel Item {\n  id   Int    @id @default(autoincrement())\n  name String\n  @@index([name])\n}\n`;

  it('finds nothing missing when the migrations build the schema', async () => {
    const dir = migrationsDir({
      '20260101000000_init':
        'CREATE TABLE "Item" ("id" SERIAL NOT NULL, "name" TEXT NOT NULL, CONSTRAINT "Item_pkey" PRIMARY KEY ("id"));\nCREATE INDEX "Item_name_idx" ON "Item"("name");',
    });
    expect(await compareMigrationsWithSchema(dir, datamodel)).toEqual({ missing: [], extra: [] });
  });

  it('names what the migrations forgot', async () => {
    const dir = migrationsDir({ '20260101000000_init': 'CREATE TABLE "Item" ("id" SERIAL NOT NULL, "name" TEXT NOT NULL, CONSTRAINT "Item_pkey" PRIMARY KEY ("id"));' });
    const { missing } = await compareMigrationsWithSchema(dir, datamodel);
    expect(missing).toEqual([expect.stringContaining('Item_name_idx')]);
  });
});
