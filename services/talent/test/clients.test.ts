import type { AddressInfo } from 'node:net';
import { verifyServiceToken } from '@phjobs/service-kit/auth';
import { HttpError } from '@phjobs/service-kit/errors';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpAccountClient } from '../src/clients/account.ts';
import { httpJobsClient } from '../src/clients/jobs.ts';
import { JUAN_PROFILE } from './harness.ts';

const SECRET = 'upstream-test-secret';
type Seen = { path: string; serviceCaller: string | null; authorization: string | undefined };
const seen: Seen[] = [];

/** A stand-in for services/account and services/jobs that answers like them, over real HTTP. */
function stub(withIndividualInfo: boolean) {
  const app = express();
  app.use((req, _res, next) => {
    seen.push({ path: req.path, serviceCaller: verifyServiceToken(SECRET, req.header('x-service-token')), authorization: req.header('authorization') });
    next();
  });
  if (withIndividualInfo)
    app.get('/internal/users/:id/profile', (req, res) => {
      if (!verifyServiceToken(SECRET, req.header('x-service-token'))) return void res.status(403).json({ code: 'auth/forbidden', message: 'Internal calls only.' });
      if (req.params.id === '2') return void res.json({ userId: 2, userType: 'company', fullName: 'Maria Santos', email: 'employer@demo.ph', genderCode: null, birthDate: null, phoneNumber: '+63 918 555 0202' });
      if (req.params.id !== '101') return void res.status(404).json({ code: 'not-found', message: 'No such member.' });
      // ZMemberProfile plus the two fields the resume shows.
      const { address, photoKey, ...profile } = JUAN_PROFILE;
      res.json({ ...profile, userType: 'individual', address, photoKey });
    });
  app.get('/api/auth/me', (req, res) => {
    if (req.header('authorization') !== 'Bearer juan-token') return void res.status(401).json({ code: 'auth/unauthorized', message: 'Login is required.' });
    res.json({ userId: 101, userType: 'individual', email: 'juan@example.ph', fullName: 'Juan Dela Cruz' });
  });
  app.get('/internal/users/:id/business-signup', (req, res) => {
    if (req.params.id !== '2') return void res.status(404).json({ code: 'not-found', message: 'No such business member.' });
    res.json({
      userId: 2, userType: 'company', email: 'employer@demo.ph', companyName: 'Sampaguita Coffee Company Inc.', managerName: 'Maria Santos', phoneNumber: '+63 918 555 0202',
      landlineNumber: null, province: '1300000000', city: '1380300000', detailAddress: 'Ayala Avenue', businessRegistrationNumber: 'CS201912345', specializationCode: 'SP0601', mainBusiness: 'Coffee shops',
    });
  });
  app.get('/api/jobAds/:id', (req, res) => {
    if (req.params.id === '500') return void res.status(500).json({ code: 'internal', message: 'Something went wrong.' });
    if (req.params.id !== '7') return void res.status(404).json({ code: 'not-found', message: 'No such job ad.' });
    res.json({
      jobId: 7, companyId: 2, statusCode: '012C', title: 'Barista - Makati City', comapnyName: 'Sampaguita Coffee Company Inc.', logoKey: 'seed/logos/company-2.png',
      specializationList: [{ codegroup_id: 'specialization', id: 'SP0601', name: 'Barista', depth: 2, parent_id: 'SP06' }],
      province: 'Metro Manila', city: 'Makati City', contactInfo: { manager: 'Maria Santos', phoneNumber: ['+63 918 555 0202'], email: 'employer@demo.ph', fax: null },
      // ...and the rest of the detail, which talent does not read.
      workPlace: 'Ayala Avenue, Makati City, Metro Manila',
    });
  });
  return app;
}

const servers: { close(): void }[] = [];
async function serve(app: express.Express): Promise<string> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  servers.push({ close: () => { server.closeAllConnections(); server.close(); } });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let full = '';
let older = '';
const nowhere = 'http://127.0.0.1:9';
beforeAll(async () => {
  full = await serve(stub(true));
  older = await serve(stub(false));
});
afterAll(() => servers.forEach((s) => s.close()));

const upstreamsOf = (url: string) => ({
  ...httpAccountClient({ accountUrl: url, serviceSecret: SECRET, timeoutMs: 1000 }),
  ...httpJobsClient({ jobsUrl: url, serviceSecret: SECRET, timeoutMs: 1000 }),
});

describe('the account and jobs clients', () => {
  it("reads the member's profile from the account's internal /profile call (ZMemberProfile), signed as 'talent'", async () => {
    seen.length = 0;
    expect(await upstreamsOf(full).individualInfo(101, 'Bearer juan-token')).toEqual(JUAN_PROFILE);
    expect(seen[0]).toMatchObject({ path: '/internal/users/101/profile', serviceCaller: 'talent' });
    // A company member is no individual.
    expect(await upstreamsOf(full).individualInfo(2, undefined)).toBeNull();
  });

  it('falls back to /api/auth/me with the member’s own token while the account has no such internal call', async () => {
    expect(await upstreamsOf(older).individualInfo(101, 'Bearer juan-token')).toEqual({
      userId: 101, fullName: 'Juan Dela Cruz', email: 'juan@example.ph', genderCode: null, birthDate: null, address: null, phoneNumber: null, photoKey: null,
    });
    // The token must be the member's own.
    expect(await upstreamsOf(older).individualInfo(555, 'Bearer juan-token')).toBeNull();
    expect(await upstreamsOf(older).individualInfo(101, 'Bearer someone-else')).toBeNull();
  });

  it('answers 503 when the account service cannot be reached', async () => {
    await expect(upstreamsOf(nowhere).individualInfo(101, 'Bearer juan-token')).rejects.toMatchObject({ status: 503, code: 'service/unavailable' });
  });

  it("reads a company's card from the business sign-up details; unknown or unreachable is null", async () => {
    expect(await upstreamsOf(full).companyCard(2)).toEqual({ companyName: 'Sampaguita Coffee Company Inc.', phoneNumber: '+63 918 555 0202', provinceId: '1300000000', cityId: '1380300000', specializationCode: 'SP0601' });
    expect(await upstreamsOf(full).companyCard(3)).toBeNull();
    expect(await upstreamsOf(nowhere).companyCard(2)).toBeNull();
  });

  it("reads an ad with the company's own token and copies what an offer needs", async () => {
    seen.length = 0;
    expect(await upstreamsOf(full).companyJob(7, 'Bearer company-token')).toEqual({
      jobId: 7, companyId: 2, statusCode: '012C', title: 'Barista - Makati City', companyName: 'Sampaguita Coffee Company Inc.', logoKey: 'seed/logos/company-2.png',
      specializationIds: ['SP0601'], province: 'Metro Manila', city: 'Makati City', phoneNumber: '+63 918 555 0202', email: 'employer@demo.ph',
    });
    expect(seen[0]).toMatchObject({ path: '/api/jobAds/7', authorization: 'Bearer company-token' });
    expect(await upstreamsOf(full).companyJob(8, 'Bearer company-token')).toBeNull();
  });

  it('answers 503 when the jobs service fails or cannot be reached', async () => {
    const failing = upstreamsOf(full).companyJob(500, undefined);
    await expect(failing).rejects.toBeInstanceOf(HttpError);
    await expect(upstreamsOf(full).companyJob(500, undefined)).rejects.toMatchObject({ status: 503 });
    await expect(upstreamsOf(nowhere).companyJob(7, undefined)).rejects.toMatchObject({ status: 503 });
  });
});
