import { seedCompanies as datasetCompanies } from '@phjobs/seed-data/dataset';
import { DEMO_MASTER_BRANCH_IDS, DEMO_MASTER_INVITATION_CODE } from '@phjobs/seed-data/ids';
import { createLogger } from '@phjobs/service-kit/logger';
import type { ServiceContext } from '@phjobs/service-kit/runtime';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type EmployerDb } from '../src/data/db.ts';
import { seed } from '../src/seed/seed.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';

let database: TestDatabase;
let db: EmployerDb;
beforeAll(async () => {
  database = await startTestDatabase('employer_seed', MIGRATIONS_DIR);
  db = openDatabase(database.databaseUrl);
});
afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

const ctx = () => ({ databaseUrl: database.databaseUrl, logger: createLogger('employer', 'silent') }) as ServiceContext;

it('loads every dataset company with its fixed id, the demo ones included, once', async () => {
  await seed(ctx());
  const companies = datasetCompanies();
  expect(await db.company.count()).toBe(companies.length);
  await seed(ctx());
  expect(await db.company.count()).toBe(companies.length);

  const demo = await db.company.findUniqueOrThrow({ where: { id: 2n } });
  expect(demo).toMatchObject({ userType: 'company', email: 'employer@demo.ph', companyName: 'Sampaguita Coffee Company Inc.', managerName: 'Maria Santos', permitStatusCode: '015B', masterId: 3n });
  expect((await db.company.findUniqueOrThrow({ where: { id: 3n } })).userType).toBe('master.company');
  const first = companies.find((c) => c.id === 1001);
  expect(await db.company.findUniqueOrThrow({ where: { id: 1001n }, select: { companyName: true, masterId: true } })).toEqual({ companyName: first?.companyName, masterId: 3n });
  expect(await db.company.count({ where: { masterId: 3n } })).toBe(DEMO_MASTER_BRANCH_IDS.length);
});

it("seeds the demo master's invitation code, its four branches in four regions with their join, and permits", async () => {
  await seed(ctx());
  expect(await db.invitationCode.findUnique({ where: { masterId: 3n } })).toMatchObject({ code: DEMO_MASTER_INVITATION_CODE });
  const branches = await db.company.findMany({ where: { masterId: 3n } });
  expect(branches.map((b) => Number(b.id)).sort((a, b) => a - b)).toEqual([...DEMO_MASTER_BRANCH_IDS].sort((a, b) => a - b));
  expect(new Set(branches.map((b) => b.province)).size).toBe(4);
  expect(branches.every((b) => b.joinedAt !== null && b.joinCode === DEMO_MASTER_INVITATION_CODE)).toBe(true);
  const demo = await db.company.findUniqueOrThrow({ where: { id: 2n } });
  expect(demo.permitStatusCode).toBe('015B');
  expect(demo.permitCertifiedAt).not.toBeNull();
  expect(demo.permitDocumentKey).toBe('seed/permits/company-2.pdf');
  const statuses = await db.company.groupBy({ by: ['permitStatusCode'], _count: true });
  expect(statuses.map((s) => s.permitStatusCode).sort()).toEqual(['015A', '015B', '015C']);
  expect(await db.company.count({ where: { permitStatusCode: { not: '015B' }, permitCertifiedAt: { not: null } } })).toBe(0);
});
