/**
 * Run in a service folder: `node --import tsx ../../packages/service-kit/src/prisma/new-migration.ts <name>`
 * (or `npm run migration:new -- <name>`). Writes prisma/migrations/<stamp>_<name>/migration.sql with
 * the SQL from the schema of the last migration (kept in prisma/migrations/schema.snapshot.prisma)
 * to the current prisma/schema.prisma, then updates the snapshot. Hand-written SQL that Prisma
 * cannot express (extensions, trigram or generated columns) is appended to that file by hand.
 * The engine wants a reachable PostgreSQL though it reads nothing: DATABASE_URL, else the local one.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { diffSql } from './schema-diff.ts';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: new-migration <snake_case_name>');
  process.exit(2);
}
const prismaDir = join(process.cwd(), 'prisma');
const snapshotPath = join(prismaDir, 'migrations', 'schema.snapshot.prisma');
const current = readFileSync(join(prismaDir, 'schema.prisma'), 'utf8');
const previous = existsSync(snapshotPath) ? readFileSync(snapshotPath, 'utf8') : null;
const connection = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

const sql = await diffSql(previous ? { datamodel: previous } : 'empty', { datamodel: current }, connection);
if (!sql.trim() || /^-- This is an empty migration\.?\s*$/.test(sql.trim())) {
  console.log('The schema did not change: no migration written.');
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const dir = join(prismaDir, 'migrations', `${stamp}_${name}`);
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'migration.sql'), sql);
writeFileSync(snapshotPath, current);
console.log(`wrote ${join(dir, 'migration.sql')}`);
process.exit(0);
