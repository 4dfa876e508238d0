import type { AddressInfo } from 'node:net';
import { ZLogoImageResponse } from '@phjobs/contracts/employer';
import { generateKeys, requireService, signAccessToken, type Principal } from '@phjobs/service-kit/auth';
import { createLogger } from '@phjobs/service-kit/logger';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmployerApp } from '../src/app.ts';
import { httpAccountClient } from '../src/clients/account.ts';
import { httpJobsClient } from '../src/clients/jobs.ts';
import { openDatabase, type EmployerDb } from '../src/data/db.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';

const SECRET = 'test-service-secret';
const keys = generateKeys();
const token = (principal: Principal) => signAccessToken(keys.privateKey, principal);

let database: TestDatabase;
let db: EmployerDb;
let base = '';
const servers: { close(): void; closeAllConnections(): void }[] = [];

async function serve(app: express.Express): Promise<string> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const company: Principal = { userId: '2', userType: 'company', email: 'employer@demo.ph' };
const other: Principal = { userId: '7', userType: 'company', email: 'other@corp.ph' };

beforeAll(async () => {
  const upstream = express();
  upstream.use(requireService(SECRET));
  upstream.get('/internal/users/:id/business-signup', (_req, res) => {
    res.status(404).json({ code: 'not-found', message: 'No such business member.' });
  });
  const upstreamBase = await serve(upstream);
  database = await startTestDatabase('employer_logo', MIGRATIONS_DIR);
  db = openDatabase(database.databaseUrl);
  base = await serve(
    createEmployerApp({
      db,
      publicKey: keys.publicKey,
      serviceSecret: SECRET,
      account: httpAccountClient({ accountUrl: upstreamBase, serviceSecret: SECRET }),
      jobs: httpJobsClient({ jobsUrl: upstreamBase, serviceSecret: SECRET }),
      logger: createLogger('employer', 'silent'),
    }),
  );
  await db.company.create({ data: { id: 2n, email: company.email, companyName: 'Demo Manila Corp.', managerName: 'Maria Clara', logoKey: 'seed/logos/company-2.png' } });
  await db.company.create({ data: { id: 7n, email: other.email, companyName: 'Other Corp.', managerName: 'Jose Rizal', logoKey: 'logo/7/theirs.png' } });
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  await db?.$disconnect();
  await database?.drop();
});

beforeEach(async () => {
  await db.$executeRawUnsafe('DELETE FROM outbox_event');
});

async function send(method: 'PUT' | 'DELETE', path: string, bearer?: string, body?: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  const res = await fetch(`${base}/api/employer/myPage/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}
const logoOf = async (id: bigint) => (await db.company.findUniqueOrThrow({ where: { id } })).logoKey;
const events = () => db.$queryRawUnsafe<{ subject: string; payload: { companyId: string; logoKey: string | null } }[]>('SELECT subject, payload FROM outbox_event ORDER BY occurred_at');

describe('PUT /api/employer/myPage/updateLogoImage', () => {
  it('stores a key of a logo upload of the company, and tells the ads (employer.company.logo_changed)', async () => {
    const res = await send('PUT', 'updateLogoImage?email=employer@demo.ph', token(company), { photoKey: 'logo/2/0193a5f2-new.png' });
    expect(res.status).toBe(200);
    expect(ZLogoImageResponse.parse(res.body)).toEqual({ logoKey: 'logo/2/0193a5f2-new.png' });
    expect(await logoOf(2n)).toBe('logo/2/0193a5f2-new.png');
    const written = await events();
    expect(written).toHaveLength(1);
    expect(written[0]?.subject).toBe('employer.company.logo_changed');
    expect(written[0]?.payload).toMatchObject({ companyId: '2', logoKey: 'logo/2/0193a5f2-new.png' });
  });

  it('changes nothing and tells nobody when the logo is the one it has', async () => {
    const res = await send('PUT', 'updateLogoImage', token(company), { photoKey: 'logo/2/0193a5f2-new.png' });
    expect(res.status).toBe(200);
    expect(await events()).toHaveLength(0);
  });

  it("refuses another company's upload with 400 and a field message, nothing changed", async () => {
    const res = await send('PUT', 'updateLogoImage', token(company), { photoKey: 'logo/7/theirs.png' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ photoKey: 'photoKey is not an upload of this company.' });
    expect(await logoOf(2n)).toBe('logo/2/0193a5f2-new.png');
    expect(await events()).toHaveLength(0);
  });

  it('refuses a missing key, a key that is no media key and a key of another project with field messages', async () => {
    expect((await send('PUT', 'updateLogoImage', token(company), {})).body.fields).toEqual({ photoKey: 'photoKey is a required input.' });
    const notAKey = await send('PUT', 'updateLogoImage', token(company), { photoKey: '../../etc/passwd' });
    expect(notAKey.status).toBe(400);
    expect(notAKey.body.fields).toEqual({ photoKey: 'Not a file key.' });
    const resume = await send('PUT', 'updateLogoImage', token(company), { photoKey: 'resume/2/cv.pdf' });
    expect(resume.status).toBe(400);
    expect(resume.body.fields).toEqual({ photoKey: 'Upload the logo as project logo.' });
    expect(await logoOf(2n)).toBe('logo/2/0193a5f2-new.png');
  });

  it('refuses visitors (401), individuals (403) and someone else\'s email (403), nothing changed', async () => {
    expect((await send('PUT', 'updateLogoImage', undefined, { photoKey: 'logo/2/x.png' })).status).toBe(401);
    const individual = await send('PUT', 'updateLogoImage', token({ userId: '1', userType: 'individual', email: 'seeker@demo.ph' }), { photoKey: 'logo/1/x.png' });
    expect(individual.status).toBe(403);
    expect(individual.body.code).toBe('auth/forbidden');
    expect((await send('PUT', 'updateLogoImage?email=other@corp.ph', token(company), { photoKey: 'logo/2/x.png' })).status).toBe(403);
    expect(await logoOf(2n)).toBe('logo/2/0193a5f2-new.png');
    expect(await events()).toHaveLength(0);
  });
});

describe('DELETE /api/employer/myPage/deleteLogoImage', () => {
  it('refuses visitors (401) and individuals (403)', async () => {
    expect((await send('DELETE', 'deleteLogoImage')).status).toBe(401);
    expect((await send('DELETE', 'deleteLogoImage', token({ userId: '1', userType: 'individual', email: 'seeker@demo.ph' }))).status).toBe(403);
    expect(await logoOf(2n)).toBe('logo/2/0193a5f2-new.png');
  });

  it("removes the company's own logo only, and tells the ads", async () => {
    const res = await send('DELETE', 'deleteLogoImage?email=employer@demo.ph', token(company));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ logoKey: null });
    expect(await logoOf(2n)).toBeNull();
    expect(await logoOf(7n)).toBe('logo/7/theirs.png');
    expect((await events()).map((e) => e.payload)).toMatchObject([{ companyId: '2', logoKey: null }]);
  });
});
