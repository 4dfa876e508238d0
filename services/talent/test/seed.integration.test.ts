import { createLogger } from '@phjobs/service-kit/logger';
import type { ServiceContext } from '@phjobs/service-kit/runtime';
import { startTestDatabase, type TestDatabase } from '@phjobs/service-kit/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type TalentDb } from '../src/db.ts';
import { countTalents } from '../src/domain/count-talents.ts';
import { seed } from '../src/seed.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';

let database: TestDatabase;
let db: TalentDb;
beforeAll(async () => {
  database = await startTestDatabase('talent_seed', MIGRATIONS_DIR);
  db = openDatabase(database.databaseUrl);
});
afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

const ctx = () => ({ databaseUrl: database.databaseUrl, logger: createLogger('talent', 'silent') }) as ServiceContext;

it('loads about 400 resumes in well under a few seconds, once', async () => {
  const started = Date.now();
  await seed(ctx());
  expect(Date.now() - started).toBeLessThan(3000);
  expect(await db.resume.count()).toBe(400);
  await seed(ctx());
  expect(await db.resume.count()).toBe(400);
  const published = await db.resume.count({ where: { statusCode: '020A' } });
  expect((await countTalents(db)).totalCount).toBe(published);
  expect(await db.resume.count({ where: { userId: 1n } })).toBe(2);
});

it('leaves the seed id range alone for new resumes', async () => {
  const created = await db.resume.create({ data: { userId: 1n, title: 'Barista', fullName: 'Juan Dela Cruz', education: '004D' }, select: { id: true } });
  expect(created.id).toBeGreaterThan(100_000n);
});
