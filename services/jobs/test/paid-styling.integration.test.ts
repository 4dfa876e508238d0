/**
 * employer.order.paid (services/employer sells the paid styling): the durable consumer
 * 'jobs.paid-styling' styles the ordering company's ad until the order's end, once per event, and
 * the list cards and the home's regional sections show it; styling whose end has passed reads as
 * none. Real PostgreSQL, real HTTP, in-process transport.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ZJobListResponse } from '@phjobs/contracts/jobs';
import { createEnvelope } from '@phjobs/service-kit/events/envelope';
import { createInProcessTransport } from '@phjobs/service-kit/events/in-process';
import type { Transport } from '@phjobs/service-kit/events/transport';
import { createLogger } from '@phjobs/service-kit/logger';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import { testKeys } from '@phjobs/test-utils/keys';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { openDatabase, type JobsDb } from '../src/data/db.ts';
import { insertJobAds } from '../src/data/insert-job-ads.ts';
import { ORDER_PAID_CONSUMER, startOrderPaidConsumer } from '../src/events/order-paid.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';
import { ad } from './fixtures.ts';
import { startUpstreams, type Upstreams } from './upstreams.ts';

const keys = testKeys();
const SECRET = 'jobs-paid-secret';
let database: TestDatabase;
let db: JobsDb;
let upstreams: Upstreams;
let server: Server;
let base = '';
let transport: Transport;
let stopConsumer: () => Promise<void>;

async function until(check: () => Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const paid = (jobId: string, serviceIds: number[], activeUntil: string, companyUserId = '2', orderId = '1') =>
  createEnvelope('employer.order.paid', { orderId, jobId, companyUserId, serviceIds, activeUntil });
const processed = async () => (await db.$queryRawUnsafe<{ n: number }[]>('SELECT count(*)::int AS n FROM processed_event WHERE consumer = $1', ORDER_PAID_CONSUMER))[0]?.n ?? 0;
const styling = async (id: number) =>
  (await db.$queryRawUnsafe<{ services: number[]; until: Date | null }[]>('SELECT payment_services::int[] AS services, payment_services_until AS until FROM job_ad WHERE id = $1::bigint', id))[0];

/** The cards of All jobs (no cache: createApp without caches), by id. */
async function cards(): Promise<Map<number, { serviceId: number }[] | undefined>> {
  const res = await fetch(`${base}/api/jobAds/allJobs?pageUnit=50&pageNo=1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const body = ZJobListResponse.parse(await res.json());
  return new Map(body.list.map((card) => [card.jobId, card.paymentService]));
}

beforeAll(async () => {
  database = await startTestDatabase('jobs_paid_styling', MIGRATIONS_DIR);
  db = openDatabase(database.databaseUrl);
  upstreams = await startUpstreams(SECRET);
  const app = createApp({ db, publicKey: keys.publicKey, logger: createLogger('jobs', 'silent'), members: upstreams.members, resumes: upstreams.resumes, serviceSecret: SECRET });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.closeAllConnections();
  server?.close();
  await upstreams?.close();
  await db?.close();
  await database?.drop();
});

beforeEach(async () => {
  await db.$executeRawUnsafe('TRUNCATE job_ad CASCADE');
  await db.$executeRawUnsafe('DELETE FROM processed_event');
  // 1 and 2 the demo employer's; 3 another company's; 4 the demo employer's, styled by the seed (no end).
  await insertJobAds(db, [ad(1, { companyId: 2 }), ad(2, { companyId: 2 }), ad(3, { companyId: 1001 }), ad(4, { companyId: 2, paymentServices: [3] })]);
  transport = createInProcessTransport({ duplicateWindowMs: 0, retryBaseMs: 20 });
  const consumer = await startOrderPaidConsumer({ db, transport });
  stopConsumer = async () => {
    await consumer.stop();
    await transport.close();
  };
});

afterEach(async () => {
  await stopConsumer?.();
});

describe(`employer.order.paid (durable '${ORDER_PAID_CONSUMER}')`, () => {
  it('styles the ad once, however often the event is delivered, and the list card shows it (serviceId 1 highlights the title background)', async () => {
    const event = paid('1', [1], inDays(7));
    await transport.publish(event);
    await transport.publish(event);
    await until(async () => (await processed()) === 1, 'the styling applied');
    expect(await styling(1)).toEqual({ services: [1], until: new Date(event.payload.activeUntil) });
    // Changed behind the consumer's back: a second application of the same event would undo it.
    await db.$executeRawUnsafe('UPDATE job_ad SET payment_services = $1::smallint[] WHERE id = 1', [2]);
    await transport.publish(event);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await styling(1))?.services).toEqual([2]);
    const list = await cards();
    expect(list.get(1)).toEqual([{ serviceId: 2 }]);
    expect(list.get(2)).toEqual([]);
  });

  it("styles only the ordering company's ad", async () => {
    await transport.publish(paid('3', [1], inDays(7)));
    await until(async () => (await processed()) === 1, 'the event handled');
    expect(await styling(3)).toEqual({ services: [], until: null });
  });

  it('joins a styling in force and keeps the later end; replaces one that has ended; an order already ended styles nothing', async () => {
    const later = inDays(30);
    await transport.publish(paid('1', [1], later, '2', '1'));
    await transport.publish(paid('1', [2], inDays(7), '2', '2'));
    await until(async () => (await processed()) === 2, 'both orders applied');
    expect(await styling(1)).toEqual({ services: [1, 2], until: new Date(later) });

    await db.$executeRawUnsafe(`UPDATE job_ad SET payment_services = '{1,2}', payment_services_until = now() - interval '1 day' WHERE id = 2`);
    await transport.publish(paid('2', [3], inDays(7), '2', '3'));
    await transport.publish(paid('2', [1], inDays(-1), '2', '4'));
    await until(async () => (await processed()) === 4, 'the later orders handled');
    expect((await styling(2))?.services).toEqual([3]);
  });

  it('shows expired styling as none in the lists and the regional sections, and seeded styling without an end as it is', async () => {
    await db.$executeRawUnsafe(`UPDATE job_ad SET payment_services = '{1}', payment_services_until = now() - interval '1 minute' WHERE id = 1`);
    await db.$executeRawUnsafe(`UPDATE job_ad SET payment_services = '{2}', payment_services_until = now() + interval '1 day' WHERE id = 2`);
    const list = await cards();
    expect(list.get(1)).toEqual([]);
    expect(list.get(2)).toEqual([{ serviceId: 2 }]);
    expect(list.get(4)).toEqual([{ serviceId: 3 }]);
    const region = (await (await fetch(`${base}/api/jobAds/region?pageUnit=18`)).json()) as { list: { jobId: number; paymentService: { serviceId: number }[] }[] };
    expect(Object.fromEntries(region.list.map((item) => [item.jobId, item.paymentService]))).toMatchObject({ 1: [], 2: [{ serviceId: 2 }], 4: [{ serviceId: 3 }] });
  });
});
