/**
 * employer.company.logo_changed (durable 'jobs.logos'): the company's ads take its new logo (or
 * lose it), once per event, and no other company's ad changes. Real PostgreSQL, in-process transport.
 */
import { createEnvelope } from '@phjobs/service-kit/events/envelope';
import { createInProcessTransport } from '@phjobs/service-kit/events/in-process';
import type { Transport } from '@phjobs/service-kit/events/transport';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type JobsDb } from '../src/data/db.ts';
import { insertJobAds } from '../src/data/insert-job-ads.ts';
import { LOGO_CONSUMER, startLogoConsumer } from '../src/events/logo-changed.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';
import { ad } from './fixtures.ts';

let database: TestDatabase;
let db: JobsDb;
let transport: Transport;
let stop: () => Promise<void>;

async function until(check: () => Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const logos = async () => (await db.$queryRawUnsafe<{ id: string; logo_key: string | null }[]>('SELECT id::text, logo_key FROM job_ad ORDER BY id')).map((r) => [r.id, r.logo_key]);
const processed = async () => (await db.$queryRawUnsafe<{ n: number }[]>('SELECT count(*)::int AS n FROM processed_event WHERE consumer = $1', LOGO_CONSUMER))[0]?.n ?? 0;
const changed = (companyId: string, logoKey: string | null) => createEnvelope('employer.company.logo_changed', { companyId, logoKey, changedAt: new Date().toISOString() });

beforeAll(async () => {
  database = await startTestDatabase('jobs_logos', MIGRATIONS_DIR);
  db = openDatabase(database.databaseUrl);
  await insertJobAds(db, [ad(1, { companyId: 2, logoKey: 'seed/logos/company-2.png' }), ad(2, { companyId: 2, logoKey: null }), ad(3, { companyId: 1001, logoKey: 'seed/logos/company-1001.png' })]);
  transport = createInProcessTransport({ duplicateWindowMs: 0, retryBaseMs: 20 });
  const consumer = await startLogoConsumer({ db, transport });
  stop = async () => {
    await consumer.stop();
    await transport.close();
  };
});

afterAll(async () => {
  await stop?.();
  await db?.close();
  await database?.drop();
});

describe(`employer.company.logo_changed (durable '${LOGO_CONSUMER}')`, () => {
  it("puts the new logo on every ad of the company, and on no other company's", async () => {
    await transport.publish(changed('2', 'logo/2/new.png'));
    await until(async () => (await processed()) === 1, 'the logo copied');
    expect(await logos()).toEqual([
      ['1', 'logo/2/new.png'],
      ['2', 'logo/2/new.png'],
      ['3', 'seed/logos/company-1001.png'],
    ]);
  });

  it('applies an event once, however often it is delivered', async () => {
    const event = changed('2', null);
    await transport.publish(event);
    await until(async () => (await processed()) === 2, 'the logo removed');
    await db.$executeRawUnsafe(`UPDATE job_ad SET logo_key = 'changed since' WHERE id = 1`);
    await transport.publish(event);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await logos()).toEqual([
      ['1', 'changed since'],
      ['2', null],
      ['3', 'seed/logos/company-1001.png'],
    ]);
    expect(await processed()).toBe(2);
  });
});
