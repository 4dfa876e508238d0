import type { AddressInfo } from 'node:net';
import type { BusinessSignupDetails } from '@phjobs/contracts/auth';
import { ZEmployerMyPageResponse, type CompanyAdCounts } from '@phjobs/contracts/employer';
import { generateKeys, requireService, signAccessToken, type Principal } from '@phjobs/service-kit/auth';
import { createLogger } from '@phjobs/service-kit/logger';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployerApp } from '../src/app.ts';
import { openDatabase, type EmployerDb } from '../src/data/db.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';
import { httpAccountClient } from '../src/clients/account.ts';
import { httpJobsClient } from '../src/clients/jobs.ts';

const SECRET = 'test-service-secret';
const keys = generateKeys();
const token = (principal: Principal) => signAccessToken(keys.privateKey, principal);

/** Stand-ins for services/account and services/jobs: their internal routes, with the service-token check. */
const signups = new Map<number, BusinessSignupDetails>();
const adCounts = new Map<number, CompanyAdCounts>();
let signupCalls = 0;

let database: TestDatabase;
let db: EmployerDb;
let base = '';
let upstreamBase = '';
const servers: { close(): void; closeAllConnections(): void }[] = [];

async function serve(app: express.Express): Promise<string> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  const upstream = express();
  upstream.use(requireService(SECRET));
  upstream.get('/internal/users/:id/business-signup', (req, res) => {
    signupCalls += 1;
    const found = signups.get(Number(req.params.id));
    if (found) res.json(found);
    else res.status(404).json({ code: 'not-found', message: 'No such business member.' });
  });
  upstream.get('/internal/companies/:id/ad-counts', (req, res) => {
    res.json(adCounts.get(Number(req.params.id)) ?? { ongoingCount: 0, underReviewCount: 0, endCount: 0 });
  });
  upstreamBase = await serve(upstream);

  database = await startTestDatabase('employer', MIGRATIONS_DIR);
  db = openDatabase(database.databaseUrl);
  const account = httpAccountClient({ accountUrl: upstreamBase, serviceSecret: SECRET });
  const jobs = httpJobsClient({ jobsUrl: upstreamBase, serviceSecret: SECRET });
  base = await serve(createEmployerApp({ db, publicKey: keys.publicKey, serviceSecret: SECRET, account, jobs, logger: createLogger('employer', 'silent') }));
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  await db?.$disconnect();
  await database?.drop();
});

async function myPage(query: string, bearer?: string) {
  const res = await fetch(`${base}/api/employer/myPage${query}`, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
  return { status: res.status, body: await res.json() };
}

const company: Principal = { userId: '2', userType: 'company', email: 'employer@demo.ph' };

describe('GET /api/employer/myPage', () => {
  beforeAll(async () => {
    await db.company.create({ data: { id: 2n, email: company.email, companyName: 'Demo Manila Corp.', managerName: 'Maria Clara', logoKey: 'logos/demo.png' } });
    adCounts.set(2, { ongoingCount: 3, underReviewCount: 1, endCount: 7 });
  });

  it('answers the company profile with its ad counts from the jobs service', async () => {
    const res = await myPage('?email=employer@demo.ph', token(company));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ companyName: 'Demo Manila Corp.', managerName: 'Maria Clara', logoKey: 'logos/demo.png', ongoingCount: 3, underReviewCount: 1, endCount: 7 });
    expect(ZEmployerMyPageResponse.parse(res.body)).toEqual(res.body);
  });

  it('accepts the call without the email parameter, and the email in another letter case', async () => {
    expect((await myPage('', token(company))).status).toBe(200);
    expect((await myPage('?email=Employer@Demo.PH', token(company))).status).toBe(200);
  });

  it('refuses visitors with 401', async () => {
    const res = await myPage('?email=employer@demo.ph');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('auth/unauthorized');
  });

  it('refuses individuals with 403', async () => {
    const res = await myPage('', token({ userId: '1', userType: 'individual', email: 'seeker@demo.ph' }));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('auth/forbidden');
  });

  it("refuses a company asking with someone else's email (403)", async () => {
    const res = await myPage('?email=other@company.ph', token(company));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('auth/forbidden');
  });

  it('creates the profile on first visit from what the member gave at sign-up, once', async () => {
    signups.set(100200, {
      userId: 100200, userType: 'master.company', email: 'head@sm.ph', companyName: 'SM Holdings', managerName: 'Henry Sy', phoneNumber: '+63 917 000 1111',
      landlineNumber: '02 8123 4567', province: 'Metro Manila', city: 'Pasay', detailAddress: 'Mall of Asia Complex', businessRegistrationNumber: 'SEC12345',
      specializationCode: null, mainBusiness: 'Retail', companyCode: null, provider: 'password',
    });
    const master: Principal = { userId: '100200', userType: 'master.company', email: 'head@sm.ph' };
    const calls = signupCalls;
    const [first, second] = await Promise.all([myPage('', token(master)), myPage('', token(master))]);
    expect(first.body).toEqual({ companyName: 'SM Holdings', managerName: 'Henry Sy', logoKey: null, ongoingCount: 0, underReviewCount: 0, endCount: 0 });
    expect(second.body).toEqual(first.body);
    await myPage('', token(master));
    expect(signupCalls - calls).toBeLessThanOrEqual(2);
    const stored = await db.company.findUniqueOrThrow({ where: { id: 100200n } });
    expect(stored).toMatchObject({ userType: 'master.company', phone: '+63 917 000 1111', landline: '02 8123 4567', city: 'Pasay', permitStatusCode: '015C', masterId: null });
  });

  it('starts an empty profile when the account service has no sign-up details', async () => {
    const res = await myPage('', token({ userId: '100300', userType: 'company', email: 'new@example.ph' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ companyName: '', managerName: '', logoKey: null });
  });

  it('rejects an email given twice with a 400, not a 500', async () => {
    const res = await myPage('?email=a@b.ph&email=c@d.ph', token(company));
    expect(res.status).toBe(400);
  });
});

describe('when the jobs service is down', () => {
  it("answers 503 'service/unavailable' rather than a 500", async () => {
    const account = httpAccountClient({ accountUrl: upstreamBase, serviceSecret: SECRET, timeoutMs: 500 });
    const jobs = httpJobsClient({ jobsUrl: 'http://127.0.0.1:9', serviceSecret: SECRET, timeoutMs: 500 });
    const downBase = await serve(createEmployerApp({ db, publicKey: keys.publicKey, serviceSecret: SECRET, account, jobs, logger: createLogger('employer', 'silent') }));
    const res = await fetch(`${downBase}/api/employer/myPage`, { headers: { authorization: `Bearer ${token(company)}` } });
    expect(res.status).toBe(503);
    expect((await res.json()).code).toBe('service/unavailable');
  });

  it('answers 503 when the jobs service refuses our service token', async () => {
    const account = httpAccountClient({ accountUrl: upstreamBase, serviceSecret: 'wrong-secret' });
    const jobs = httpJobsClient({ jobsUrl: upstreamBase, serviceSecret: 'wrong-secret' });
    const wrongBase = await serve(createEmployerApp({ db, publicKey: keys.publicKey, serviceSecret: SECRET, account, jobs, logger: createLogger('employer', 'silent') }));
    const res = await fetch(`${wrongBase}/api/employer/myPage`, { headers: { authorization: `Bearer ${token(company)}` } });
    expect(res.status).toBe(503);
  });
});
