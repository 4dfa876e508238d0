import { tmpdir } from 'node:os';
import { generateKeys } from '@phjobs/service-kit/auth';
import { createInProcessBus, type EventBus } from '@phjobs/service-kit/events/bus';
import { createEnvelope } from '@phjobs/service-kit/events/envelope';
import { createLogger } from '@phjobs/service-kit/logger';
import type { RunningService } from '@phjobs/service-kit/runtime';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type EmployerDb } from '../src/data/db.ts';
import { WITHDRAWN_COMPANY_NAME } from '../src/data/erase-company.ts';
import { WITHDRAWAL_CONSUMER } from '../src/events/withdrawal.ts';
import { MIGRATIONS_DIR, start } from '../src/start.ts';

let database: TestDatabase;
let db: EmployerDb;
let bus: EventBus;
let running: RunningService;

async function until(check: () => Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const profile = (id: bigint, companyName: string, extra: { userType?: string; masterId?: bigint } = {}) => ({
  id,
  email: `hr@${id}.ph`,
  companyName,
  managerName: `Manager ${id}`,
  logoKey: `logo/${id}/3f1c7e64-5a43-4f0a-9b3e-7c1d2a9e8b10`,
  phone: '+63 917 000 0000',
  landline: '02 8123 4567',
  province: '1300000000',
  city: '1380300000',
  detailAddress: '12 Ayala Ave.',
  businessRegistrationNumber: `SEC${id}`,
  mainBusiness: 'Retail',
  ...extra,
});

beforeAll(async () => {
  database = await startTestDatabase('employer_withdrawal', MIGRATIONS_DIR);
  db = openDatabase(database.databaseUrl);
  // No duplicate window: the transport delivers a re-published id again, so only processed_event stops a second effect.
  bus = createInProcessBus({ duplicateWindowMs: 0, retryBaseMs: 20 });
  running = await start({
    name: 'employer', port: 0, databaseUrl: database.databaseUrl, keys: generateKeys(), bus,
    logger: createLogger('employer', 'silent'), env: {}, dataDir: tmpdir(),
  });
});
afterAll(async () => {
  await running?.close();
  await bus?.close();
  await db?.$disconnect();
  await database?.drop();
});
beforeEach(async () => {
  await db.processedEvent.deleteMany();
  await db.company.deleteMany({ where: { masterId: { not: null } } });
  await db.company.deleteMany();
  await db.company.create({ data: profile(3n, 'SM Holdings', { userType: 'master.company' }) });
  await db.company.create({ data: profile(2n, 'Sampaguita Coffee', { masterId: 3n }) });
  await db.company.create({ data: profile(1001n, 'Jollibee Branch', { masterId: 3n }) });
  await db.company.create({ data: profile(1002n, 'Mang Inasal') });
  await db.outboxEvent.deleteMany();
  await db.invitationCode.create({ data: { code: 'SMHOLD23', masterId: 3n } });
});
const masterChanges = async () =>
  (await db.outboxEvent.findMany({ where: { subject: 'employer.company.master_changed' }, orderBy: { payload: 'asc' } })).map((e) => e.payload as { companyId: string; masterId: string | null });

describe(`account.user.withdrawn (durable '${WITHDRAWAL_CONSUMER}')`, () => {
  it("anonymises the withdrawn company's profile once, and leaves other companies alone", async () => {
    const before = await db.company.findMany({ where: { id: { not: 1002n } }, orderBy: { id: 'asc' } });
    const event = createEnvelope('account.user.withdrawn', { userId: '1002', email: 'hr@1002.ph', userType: 'company' });
    await bus.transport.publish(event);
    await until(async () => (await db.company.findUniqueOrThrow({ where: { id: 1002n } })).companyName === WITHDRAWN_COMPANY_NAME, 'the anonymisation');
    const erased = await db.company.findUniqueOrThrow({ where: { id: 1002n } });
    expect(erased).toMatchObject({
      companyName: WITHDRAWN_COMPANY_NAME,
      managerName: '',
      email: '',
      phone: '',
      landline: null,
      detailAddress: null,
      businessRegistrationNumber: null,
      logoKey: null,
      // business facts that name no person stay
      province: '1300000000',
      mainBusiness: 'Retail',
    });

    // Redelivered: processed_event absorbs it, the row is not written again.
    await bus.transport.publish(event);
    await until(async () => (await db.processedEvent.count()) === 1, 'the record');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await db.processedEvent.findMany({ select: { consumer: true, eventId: true } })).toEqual([{ consumer: 'employer.withdrawal', eventId: event.id }]);
    expect(await db.company.findUniqueOrThrow({ where: { id: 1002n } })).toEqual(erased);
    expect(await db.company.findMany({ where: { id: { not: 1002n } }, orderBy: { id: 'asc' } })).toEqual(before);
  });

  it("detaches a withdrawn master's branches and anonymises the master, not the branches", async () => {
    await bus.transport.publish(createEnvelope('account.user.withdrawn', { userId: '3', email: 'hr@3.ph', userType: 'master.company' }));
    await until(async () => (await db.company.count({ where: { masterId: 3n } })) === 0, 'the detaching');
    expect((await db.company.findUniqueOrThrow({ where: { id: 3n } })).companyName).toBe(WITHDRAWN_COMPANY_NAME);
    const branches = await db.company.findMany({ where: { id: { in: [2n, 1001n] } }, orderBy: { id: 'asc' }, select: { id: true, companyName: true, managerName: true, masterId: true } });
    expect(branches).toEqual([
      { id: 2n, companyName: 'Sampaguita Coffee', managerName: 'Manager 2', masterId: null },
      { id: 1001n, companyName: 'Jollibee Branch', managerName: 'Manager 1001', masterId: null },
    ]);
    // Each branch's copy elsewhere (services/jobs) hears of it, and the master's code is gone.
    expect((await masterChanges()).map((p) => [p.companyId, p.masterId]).sort()).toEqual([['1001', null], ['2', null]]);
    expect(await db.invitationCode.count()).toBe(0);
  });

  it('a withdrawn branch leaves its master (master_changed); the master keeps its code', async () => {
    await bus.transport.publish(createEnvelope('account.user.withdrawn', { userId: '1001', email: 'hr@1001.ph', userType: 'company' }));
    await until(async () => (await db.company.findUniqueOrThrow({ where: { id: 1001n } })).masterId === null, 'the leaving');
    expect((await masterChanges()).map((p) => [p.companyId, p.masterId])).toEqual([['1001', null]]);
    expect((await db.company.findUniqueOrThrow({ where: { id: 2n } })).masterId).toBe(3n);
    expect(await db.invitationCode.count()).toBe(1);
  });

  it("changes nothing for an individual's withdrawal (no profile has that id)", async () => {
    const before = await db.company.findMany({ orderBy: { id: 'asc' } });
    await bus.transport.publish(createEnvelope('account.user.withdrawn', { userId: '50001', email: 'juan@example.ph', userType: 'individual' }));
    await until(async () => (await db.processedEvent.count()) === 1, 'the event');
    expect(await db.company.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
  });
});
