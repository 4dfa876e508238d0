import type { BusinessSignupDetails } from '@phjobs/contracts/auth';
import { createInProcessBus, type EventBus } from '@phjobs/service-kit/events/bus';
import type { EventConsumer } from '@phjobs/service-kit/events/consumer';
import { createEnvelope } from '@phjobs/service-kit/events/envelope';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type EmployerDb } from '../src/data/db.ts';
import { REGISTRATION_CONSUMER, startRegistrationConsumer } from '../src/events/registration.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';
import { companyRow } from './fakes.ts';

let database: TestDatabase;
let db: EmployerDb;
let bus: EventBus;
let consumer: EventConsumer;
/** services/account's sign-up details, as this test decides them. */
const signups = new Map<number, BusinessSignupDetails>();

const signup = (userId: number, extra: Partial<BusinessSignupDetails> = {}): BusinessSignupDetails => ({
  userId,
  userType: 'company',
  email: `hr@${userId}.ph`,
  companyName: `New Company ${userId}`,
  managerName: 'Ana Cruz',
  phoneNumber: '+639171112222',
  landlineNumber: null,
  province: '0403400000',
  city: '0403411000',
  detailAddress: '1 Main St.',
  businessRegistrationNumber: null,
  specializationCode: null,
  mainBusiness: 'Bakery',
  companyCode: null,
  provider: 'password',
  ...extra,
});

async function until(check: () => Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  database = await startTestDatabase('employer_registration', MIGRATIONS_DIR);
  db = openDatabase(database.databaseUrl);
  bus = createInProcessBus({ duplicateWindowMs: 0, retryBaseMs: 20 });
  consumer = await startRegistrationConsumer({ db, transport: bus.transport, account: { businessSignup: async (id) => signups.get(id) ?? null } });
  await db.company.create({ data: companyRow(3n, { userType: 'master.company', companyName: 'SM Holdings' }) });
  await db.invitationCode.create({ data: { code: 'SMHOLD23', masterId: 3n } });
});
afterAll(async () => {
  await consumer?.stop();
  await bus?.close();
  await db?.$disconnect();
  await database?.drop();
});
beforeEach(async () => {
  await db.outboxEvent.deleteMany();
});

const registered = (userId: number, userType: 'company' | 'master.company' | 'individual' = 'company') =>
  createEnvelope('account.user.registered', { userId: String(userId), email: `hr@${userId}.ph`, userType });
const processed = async (eventId: string) => (await db.processedEvent.count({ where: { consumer: REGISTRATION_CONSUMER, eventId } })) === 1;
const masterChanges = async () => (await db.outboxEvent.findMany({ where: { subject: 'employer.company.master_changed' } })).map((e) => e.payload);

describe(`account.user.registered (durable '${REGISTRATION_CONSUMER}')`, () => {
  it("makes a company signed up with a master's code that master's branch at once (master_changed), once", async () => {
    signups.set(100100, signup(100100, { companyCode: 'SMHOLD23' }));
    const event = registered(100100);
    await bus.transport.publish(event);
    await until(() => processed(event.id), 'the event');
    const row = await db.company.findUniqueOrThrow({ where: { id: 100100n } });
    expect(row).toMatchObject({ companyName: 'New Company 100100', managerName: 'Ana Cruz', phone: '+639171112222', province: '0403400000', masterId: 3n, joinCode: 'SMHOLD23' });
    expect(row.joinedAt).not.toBeNull();
    expect(await masterChanges()).toEqual([{ companyId: '100100', masterId: '3', changedAt: expect.any(String) }]);
    // Redelivered: nothing more.
    await bus.transport.publish(event);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await masterChanges()).toHaveLength(1);
  });

  it('links a profile made by an earlier first request too', async () => {
    await db.company.create({ data: companyRow(100101n) });
    signups.set(100101, signup(100101, { companyCode: 'smhold23' }));
    const event = registered(100101);
    await bus.transport.publish(event);
    await until(() => processed(event.id), 'the event');
    expect((await db.company.findUniqueOrThrow({ where: { id: 100101n } })).masterId).toBe(3n);
  });

  it('makes the profile without a link for a replaced code, a master and no code; individuals change nothing', async () => {
    signups.set(100102, signup(100102, { companyCode: 'OLDCODE2' }));
    signups.set(100103, signup(100103, { userType: 'master.company' }));
    signups.set(100104, signup(100104));
    const events = [registered(100102), registered(100103, 'master.company'), registered(100104), registered(50001, 'individual')];
    for (const event of events) await bus.transport.publish(event);
    for (const event of events) await until(() => processed(event.id), 'the events');
    const rows = await db.company.findMany({ where: { id: { in: [100102n, 100103n, 100104n, 50001n] } }, orderBy: { id: 'asc' }, select: { id: true, userType: true, masterId: true } });
    expect(rows).toEqual([
      { id: 100102n, userType: 'company', masterId: null },
      { id: 100103n, userType: 'master.company', masterId: null },
      { id: 100104n, userType: 'company', masterId: null },
    ]);
    expect(await masterChanges()).toEqual([]);
  });
});
