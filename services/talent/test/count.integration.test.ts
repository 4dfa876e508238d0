import type { AddressInfo } from 'node:net';
import { ZTalentCountResponse } from '@phjobs/contracts/talent';
import { generateKeys } from '@phjobs/service-kit/auth';
import { createLogger } from '@phjobs/service-kit/logger';
import { startTestDatabase, type TestDatabase } from '@phjobs/service-kit/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTalentApp } from '../src/app.ts';
import { openDatabase, type TalentDb } from '../src/db.ts';
import { countTalents } from '../src/domain/count-talents.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';

let database: TestDatabase;
let db: TalentDb;
let base = '';
let close: () => void;

beforeAll(async () => {
  database = await startTestDatabase('talent', MIGRATIONS_DIR);
  db = openDatabase(database.databaseUrl);
  const server = createTalentApp({ db, publicKey: generateKeys().publicKey, logger: createLogger('talent', 'silent') }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => {
    server.closeAllConnections();
    server.close();
  };
});
afterAll(async () => {
  close?.();
  await db?.$disconnect();
  await database?.drop();
});
beforeEach(async () => {
  await db.resume.deleteMany();
});

let nextUser = 1n;
const resume = (statusCode: '020A' | '020B', updatedAt: Date) =>
  db.resume.create({ data: { userId: nextUser++, statusCode, title: 'Customer Service Representative', fullName: 'Ana Reyes', education: '004F', updatedAt } });

describe('talent count', () => {
  it('counts published resumes only, and today those updated since midnight in Manila', async () => {
    // 2026-03-10 09:30 in Manila is 01:30 UTC; Manila's midnight is 2026-03-09 16:00 UTC.
    const now = new Date('2026-03-10T01:30:00Z');
    await resume('020A', new Date('2026-03-09T16:00:00Z')); // 00:00 Manila today: counts
    await resume('020A', new Date('2026-03-10T01:00:00Z')); // 09:00 Manila today
    await resume('020A', new Date('2026-03-09T15:59:59Z')); // 23:59:59 Manila yesterday
    await resume('020A', new Date('2026-02-01T00:00:00Z'));
    await resume('020B', new Date('2026-03-10T01:00:00Z')); // private: never counted
    expect(await countTalents(db, now)).toEqual({ totalCount: 4, todayCount: 2 });
  });

  it('answers GET /api/talent/count to visitors in the contract shape', async () => {
    await resume('020A', new Date());
    await resume('020A', new Date(Date.now() - 3 * 24 * 3600 * 1000));
    await resume('020B', new Date());
    const res = await fetch(`${base}/api/talent/count`);
    expect(res.status).toBe(200);
    const body = ZTalentCountResponse.parse(await res.json());
    expect(body).toEqual({ totalCount: 2, todayCount: 1 });
  });

  it('answers zeros when there are no talents', async () => {
    expect(await countTalents(db)).toEqual({ totalCount: 0, todayCount: 0 });
  });
});
