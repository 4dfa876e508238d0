import { ZBusinessSignupDetails } from '@phjobs/contracts/auth';
import { seedCompanies, seedSeekers } from '@phjobs/seed-data/dataset';
import { serviceToken } from '@phjobs/service-kit/auth';
import { createLogger } from '@phjobs/service-kit/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed, SEED_PASSWORD } from '../src/seed/seed.ts';
import { call, SERVICE_SECRET, signUp, startAccount, type Harness } from './harness.ts';

let h: Harness;
let databaseUrl = '';
beforeAll(async () => {
  h = await startAccount();
  databaseUrl = h.databaseUrl;
});
afterAll(async () => {
  await h?.close();
});

const ctx = () => ({ databaseUrl, logger: createLogger('account', 'silent') }) as Parameters<typeof seed>[0];

describe('seed', () => {
  it('creates the demo accounts with their fixed ids, and they log in with the demo password', async () => {
    await seed(ctx());
    const logins = [
      { email: 'seeker@demo.ph', userType: 'individual', userId: 1, type: 'individual' },
      { email: 'employer@demo.ph', userType: 'company', userId: 2, type: 'company' },
      { email: 'master@demo.ph', userType: 'master', userId: 3, type: 'master.company' },
    ];
    for (const login of logins) {
      const res = await call(h.base, 'POST', '/api/auth/login', { body: { email: login.email, password: SEED_PASSWORD, userType: login.userType } });
      expect(res.status, login.email).toBe(200);
      expect(res.body.user).toMatchObject({ userId: login.userId, userType: login.type });
    }
    expect((await call(h.base, 'POST', '/api/auth/login', { body: { email: 'seeker', password: SEED_PASSWORD } })).status).toBe(401);
  });

  it('creates one company member per seed company (id 1000 + i) with its sign-up details, quickly', async () => {
    const companies = seedCompanies();
    expect(await h.db.user.count({ where: { userType: { not: 'individual' } } })).toBe(companies.length);
    const first = companies.find((c) => c.id === 1001);
    const login = await call(h.base, 'POST', '/api/auth/login', { body: { email: first?.email, password: SEED_PASSWORD, userType: 'company' } });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ userId: 1001, userType: 'company', fullName: first?.managerName });
    const details = await call(h.base, 'GET', '/internal/users/2/business-signup', { headers: { 'x-service-token': serviceToken(SERVICE_SECRET, 'employer') } });
    expect(ZBusinessSignupDetails.parse(details.body)).toMatchObject({ userId: 2, companyName: 'Sampaguita Coffee Company Inc.', managerName: 'Maria Santos' });
  });

  it('creates the seed job seekers (individuals 50000 + i) with their profile, and they log in', async () => {
    const seekers = seedSeekers();
    expect(await h.db.user.count({ where: { userType: 'individual' } })).toBe(seekers.length + 1);
    const first = seekers[0];
    const login = await call(h.base, 'POST', '/api/auth/login', { body: { email: first?.email, password: SEED_PASSWORD, userType: 'individual' } });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ userId: 50001, userType: 'individual', fullName: first?.fullName });
    const profile = await h.db.individualProfile.findUnique({ where: { userId: 50001n } });
    expect(profile).toMatchObject({ genderCode: first?.genderCode, address: first?.address, province: first?.provinceId, city: first?.cityId });
    expect(profile?.birthDate?.toISOString().slice(0, 10)).toBe(first?.birthDate);
  });

  it('does nothing the second time', async () => {
    const before = await h.db.user.count();
    await seed(ctx());
    expect(await h.db.user.count()).toBe(before);
  });

  it('leaves the seed id range alone for new sign-ups', async () => {
    const res = await signUp(h, '/api/individual/signup', { email: 'fresh@example.ph', password: 'Fresh1234', fullName: 'Gabriela Silang' });
    expect(res.body.user.userId).toBeGreaterThan(100_000);
  });
});
