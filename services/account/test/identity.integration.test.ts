import { ZMemberProfile } from '@phjobs/contracts/applications';
import { verifyAccessToken, serviceToken } from '@phjobs/service-kit/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, refreshCookie, SERVICE_SECRET, signUp, startAccount, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startAccount();
});
afterAll(async () => {
  await h?.close();
});

/** A JWT's claims, unchecked (the test reads what the token says). */
const decodeJwtPayload = (token: string): Record<string, unknown> => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));

const INVALID_LOGIN = { code: 'auth/invalid-login', message: 'Your login information is incorrect.' };
const business = (email: string) => ({ email, password: 'Company123', companyName: 'Mabuhay Foods Inc.', managerName: 'Jose Rizal', phoneNumber: '+63 917 555 0101', province: 'Metro Manila', city: 'Makati' });

describe('sign-up', () => {
  it('signs an individual up and logs them in at once (access token and rt cookie)', async () => {
    const res = await signUp(h, '/api/individual/signup', { email: 'Maria.Santos@Example.PH', password: 'Sampaguita8', fullName: 'Maria Santos', phoneNumber: '09171234567', genderCode: '003B', education: '004F', birthDate: '1998-04-12' });
    expect(res.status).toBe(201);
    expect(res.body.user).toEqual({ userId: expect.any(Number), userType: 'individual', email: 'maria.santos@example.ph', fullName: 'Maria Santos' });
    const cookie = res.cookies.find((line) => line.startsWith('rt='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie).not.toMatch(/Secure/);
    const profile = await h.db.individualProfile.findUnique({ where: { userId: BigInt(res.body.user.userId) } });
    expect(profile).toMatchObject({ genderCode: '003B', education: '004F', inflowPathCode: 'A' });
  });

  it('gives access tokens that verify with the public key alone', async () => {
    const res = await signUp(h, '/api/individual/signup', { email: 'pedro@example.ph', password: 'Pedro12345', fullName: 'Pedro Penduko' });
    const principal = verifyAccessToken(h.keys.publicKey, res.body.accessToken);
    expect(principal).toEqual({ userId: String(res.body.user.userId), userType: 'individual', email: 'pedro@example.ph' });
  });

  it('records account.user.registered in the outbox with the user', async () => {
    const res = await signUp(h, '/api/individual/signup', { email: 'outbox@example.ph', password: 'Outbox1234', fullName: 'Lea Salonga' });
    const events = await h.db.outboxEvent.findMany({ where: { subject: 'account.user.registered' } });
    expect(events.map((event) => event.payload)).toContainEqual({ userId: String(res.body.user.userId), email: 'outbox@example.ph', userType: 'individual' });
  });

  it('signs a business up as a company and a master as master.company', async () => {
    const company = await signUp(h, '/api/employer/signup', business('hr@mabuhay.ph'));
    expect(company.status).toBe(201);
    expect(company.body.user).toMatchObject({ userType: 'company', email: 'hr@mabuhay.ph', fullName: 'Jose Rizal' });
    expect(company.cookies.some((line) => line.startsWith('rt='))).toBe(true);
    const master = await signUp(h, '/api/employer/signup/master', business('head@mabuhay.ph'));
    expect(master.status).toBe(201);
    expect(master.body.user.userType).toBe('master.company');
    expect(verifyAccessToken(h.keys.publicKey, master.body.accessToken).userType).toBe('master.company');
  });

  it("answers a taken e-mail (in any letter case) with 409 'auth/email-already-exists', at the code request and at the sign-up", async () => {
    await signUp(h, '/api/employer/signup', business('taken@example.ph'));
    const sendCode = await call(h.base, 'POST', '/api/auth/email/sendCode', { body: { email: 'Taken@Example.ph' } });
    expect(sendCode.status).toBe(409);
    expect(sendCode.body.code).toBe('auth/email-already-exists');
    const proofs = { emailVerificationToken: 'e'.repeat(43), phoneVerificationToken: 'p'.repeat(43), phoneNumber: '09170000001' };
    const again = await call(h.base, 'POST', '/api/individual/signup', { body: { ...proofs, email: 'TAKEN@example.ph', password: 'Another123', fullName: 'Juan' } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('auth/email-already-exists');
  });

  it('refuses a weak password and missing business fields with 400 and the fields', async () => {
    const weak = await call(h.base, 'POST', '/api/individual/signup', { body: { email: 'weak@example.ph', password: 'password', fullName: 'Weak' } });
    expect(weak.status).toBe(400);
    expect(weak.body.code).toBe('validation/invalid');
    expect(Object.keys(weak.body.fields)).toEqual(['password']);
    const partial = await call(h.base, 'POST', '/api/employer/signup', { body: { email: 'not-an-email', password: 'Company123' } });
    expect(partial.status).toBe(400);
    expect(Object.keys(partial.body.fields).sort()).toEqual(['companyName', 'email', 'managerName', 'phoneNumber']);
  });

  it('never answers odd bodies with a 500', async () => {
    for (const rawBody of ['{"email":', '[]', 'null', '"text"', '{"email":{"$gt":""},"password":[1],"fullName":null}']) {
      for (const path of ['/api/individual/signup', '/api/employer/signup', '/api/auth/login']) {
        const res = await call(h.base, 'POST', path, { rawBody });
        expect(res.status, `${path} ${rawBody}`).toBe(400);
        expect(res.body.code).toMatch(/^validation\//);
      }
    }
  });

  it('hands the business sign-up details to internal callers with a service token only', async () => {
    const company = await signUp(h, '/api/employer/signup', { ...business('details@example.ph'), businessRegistrationNumber: 'SEC2024A1' });
    const path = `/internal/users/${company.body.user.userId}/business-signup`;
    expect((await call(h.base, 'GET', path)).status).toBe(403);
    const res = await call(h.base, 'GET', path, { headers: { 'x-service-token': serviceToken(SERVICE_SECRET, 'employer') } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userType: 'company', companyName: 'Mabuhay Foods Inc.', managerName: 'Jose Rizal', phoneNumber: '+63 917 555 0101', city: 'Makati', businessRegistrationNumber: 'SEC2024A1', landlineNumber: null });
    const unknown = await call(h.base, 'GET', '/internal/users/99999999/business-signup', { headers: { 'x-service-token': serviceToken(SERVICE_SECRET, 'employer') } });
    expect(unknown.status).toBe(404);
  });
});

describe('internal member profile', () => {
  it('tells other services who a member is, with a service token only; 404 once withdrawn', async () => {
    const signup = await signUp(h, '/api/individual/signup', { email: 'profile@example.ph', password: 'Profile123', fullName: 'Melchora Aquino', genderCode: '003B', birthDate: '1990-01-06', address: 'Caloocan' });
    const path = `/internal/users/${signup.body.user.userId}/profile`;
    const headers = { 'x-service-token': serviceToken(SERVICE_SECRET, 'jobs') };
    expect((await call(h.base, 'GET', path)).status).toBe(403);
    const res = await call(h.base, 'GET', path, { headers });
    expect(res.status).toBe(200);
    expect(ZMemberProfile.parse(res.body)).toMatchObject({ userType: 'individual', fullName: 'Melchora Aquino', email: 'profile@example.ph', genderCode: '003B', birthDate: '1990-01-06' });
    expect(res.body).toMatchObject({ address: 'Caloocan', photoKey: null });
    const company = await signUp(h, '/api/employer/signup', business('profile-biz@example.ph'));
    const biz = await call(h.base, 'GET', `/internal/users/${company.body.user.userId}/profile`, { headers });
    expect(biz.body).toMatchObject({ userType: 'company', genderCode: null, birthDate: null, phoneNumber: '+63 917 555 0101' });
    await h.db.user.update({ where: { id: BigInt(signup.body.user.userId) }, data: { withdrawnAt: new Date() } });
    expect((await call(h.base, 'GET', path, { headers })).status).toBe(404);
    expect((await call(h.base, 'GET', '/internal/users/abc/profile', { headers })).status).toBe(404);
  });
});

describe('login', () => {
  beforeAll(async () => {
    await signUp(h, '/api/individual/signup', { email: 'juan@phjobs.ph', password: 'Adobo2024', fullName: 'Juan dela Cruz' });
    await signUp(h, '/api/employer/signup', { ...business('boss@jollibee.ph'), password: 'Chicken99' });
    await signUp(h, '/api/employer/signup/master', { ...business('master@sm.ph'), password: 'Mall12345' });
  });

  it('logs an individual in with e-mail and password', async () => {
    const res = await call(h.base, 'POST', '/api/auth/login', { body: { email: 'Juan@PHJOBS.ph', password: 'Adobo2024', userType: 'individual' } });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ userType: 'individual', email: 'juan@phjobs.ph', fullName: 'Juan dela Cruz' });
    expect(verifyAccessToken(h.keys.publicKey, res.body.accessToken).email).toBe('juan@phjobs.ph');
    expect(res.cookies.some((line) => line.startsWith('rt='))).toBe(true);
  });

  it("appends the product's mail domain when an individual types an id without '@'", async () => {
    const res = await call(h.base, 'POST', '/api/auth/login', { body: { email: 'juan', password: 'Adobo2024', userType: 'individual' } });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('juan@phjobs.ph');
  });

  it('logs a company in on the business tab and a master with the master toggle', async () => {
    expect((await call(h.base, 'POST', '/api/auth/login', { body: { email: 'boss@jollibee.ph', password: 'Chicken99', userType: 'company' } })).status).toBe(200);
    const master = await call(h.base, 'POST', '/api/auth/login', { body: { email: 'master@sm.ph', password: 'Mall12345', userType: 'master' } });
    expect(master.status).toBe(200);
    expect(master.body.user.userType).toBe('master.company');
  });

  it("answers a wrong password, the wrong tab and an unknown e-mail alike: 401 'Your login information is incorrect.'", async () => {
    const attempts = [
      { email: 'juan@phjobs.ph', password: 'Adobo2025', userType: 'individual' },
      { email: 'juan@phjobs.ph', password: 'Adobo2024', userType: 'company' },
      { email: 'boss@jollibee.ph', password: 'Chicken99', userType: 'individual' },
      { email: 'boss@jollibee.ph', password: 'Chicken99', userType: 'master' },
      { email: 'master@sm.ph', password: 'Mall12345', userType: 'company' },
      { email: 'nobody@example.ph', password: 'Whatever1', userType: 'individual' },
    ];
    for (const body of attempts) {
      const res = await call(h.base, 'POST', '/api/auth/login', { body });
      expect(res.status, JSON.stringify(body)).toBe(401);
      expect(res.body).toEqual(INVALID_LOGIN);
      expect(res.cookies).toEqual([]);
    }
  });

  const login = (email: string, password: string) => call(h.base, 'POST', '/api/auth/login', { body: { email, password, userType: 'individual' } });

  it('locks an e-mail after 5 failed logins in a row (429 with Retry-After, even for the right password), an unknown e-mail alike, and doubles the lock', async () => {
    await signUp(h, '/api/individual/signup', { email: 'locked@phjobs.ph', password: 'Sinigang77', fullName: 'Lola Basyang' });
    const answers: Record<string, { status: number; body: unknown; retryAfter: string | null }[]> = {};
    for (const email of ['locked@phjobs.ph', 'ghost@phjobs.ph']) {
      answers[email] = [];
      for (let i = 0; i < 5; i++) {
        const res = await login(email, 'Wrong12345');
        answers[email].push({ status: res.status, body: res.body, retryAfter: res.headers.get('retry-after') });
      }
      const locked = await login(email, 'Sinigang77');
      answers[email].push({ status: locked.status, body: locked.body, retryAfter: locked.headers.get('retry-after') });
    }
    // The account that exists and the one that does not answer exactly alike.
    expect(answers['locked@phjobs.ph']).toEqual(answers['ghost@phjobs.ph']);
    const seen = answers['locked@phjobs.ph']!;
    expect(seen.slice(0, 5).map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
    expect(seen[5]).toMatchObject({ status: 429, body: { code: 'auth/too-many-failures', message: 'Too many failed logins. Please try again in 1 minute.' } });
    expect(Number(seen[5]!.retryAfter)).toBeGreaterThan(50);
    expect(Number(seen[5]!.retryAfter)).toBeLessThanOrEqual(60);

    // The minute passes: one more failure locks it for 2 minutes.
    await h.db.$executeRawUnsafe("UPDATE login_throttle SET locked_until = now() - interval '1 second' WHERE email = 'locked@phjobs.ph'");
    expect((await login('locked@phjobs.ph', 'Wrong12345')).status).toBe(401);
    const longer = await login('locked@phjobs.ph', 'Sinigang77');
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get('retry-after'))).toBeGreaterThan(110);
    expect(longer.body.message).toBe('Too many failed logins. Please try again in 2 minutes.');

    // Once the lock ends, the right password logs in and the count starts again.
    await h.db.$executeRawUnsafe("UPDATE login_throttle SET locked_until = now() - interval '1 second' WHERE email = 'locked@phjobs.ph'");
    expect((await login('locked@phjobs.ph', 'Sinigang77')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('locked@phjobs.ph', 'Wrong12345')).status).toBe(401);
    expect((await login('locked@phjobs.ph', 'Sinigang77')).status).toBe(200);
  });

  it('counts parallel guesses one by one: of 20 at once, only the first 5 reach the password check', async () => {
    await signUp(h, '/api/individual/signup', { email: 'burst@phjobs.ph', password: 'Kare2Kare9', fullName: 'Juan Tamad' });
    const statuses = await Promise.all(Array.from({ length: 20 }, () => login('burst@phjobs.ph', 'Guess12345').then((res) => res.status)));
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it("asks for the e-mail format on the business tab: 'It does not match the email format.'", async () => {
    const res = await call(h.base, 'POST', '/api/auth/login', { body: { email: 'boss', password: 'Chicken99', userType: 'company' } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ email: 'It does not match the email format.' });
  });

  it('requires e-mail and password', async () => {
    const res = await call(h.base, 'POST', '/api/auth/login', { body: { userType: 'individual' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['email', 'password']);
  });

  it('marks the cookie Secure behind https', async () => {
    const res = await call(h.base, 'POST', '/api/auth/login', { body: { email: 'juan', password: 'Adobo2024' }, headers: { 'x-forwarded-proto': 'https' } });
    expect(res.cookies.find((line) => line.startsWith('rt='))).toMatch(/Secure/);
  });
});

describe('sessions', () => {
  const login = () => call(h.base, 'POST', '/api/auth/login', { body: { email: 'session@example.ph', password: 'Session123', userType: 'individual' } });
  beforeAll(async () => {
    await signUp(h, '/api/individual/signup', { email: 'session@example.ph', password: 'Session123', fullName: 'Andres Bonifacio' });
  });

  it('rotates the refresh token: a new access token and a new cookie each time', async () => {
    const first = refreshCookie((await login()).cookies);
    const refreshed = await call(h.base, 'POST', '/api/auth/refresh', { cookie: first });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.user.email).toBe('session@example.ph');
    expect(verifyAccessToken(h.keys.publicKey, refreshed.body.accessToken).userType).toBe('individual');
    const second = refreshCookie(refreshed.cookies);
    expect(second).not.toBe(first);
    expect((await call(h.base, 'POST', '/api/auth/refresh', { cookie: second })).status).toBe(200);
  });

  it('treats a rotated token presented again as theft: 401, and the whole family is revoked', async () => {
    const first = refreshCookie((await login()).cookies);
    const second = refreshCookie((await call(h.base, 'POST', '/api/auth/refresh', { cookie: first })).cookies);
    const replay = await call(h.base, 'POST', '/api/auth/refresh', { cookie: first });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('auth/invalid-refresh-token');
    expect((await call(h.base, 'POST', '/api/auth/refresh', { cookie: second })).status).toBe(401);
    // Another login (another family) is untouched.
    const other = refreshCookie((await login()).cookies);
    expect((await call(h.base, 'POST', '/api/auth/refresh', { cookie: other })).status).toBe(200);
  });

  it('refuses a refresh without a cookie, with an unknown token, or an expired one', async () => {
    expect((await call(h.base, 'POST', '/api/auth/refresh')).status).toBe(401);
    expect((await call(h.base, 'POST', '/api/auth/refresh', { cookie: 'rt=made-up' })).status).toBe(401);
    const cookie = refreshCookie((await login()).cookies);
    await h.db.refreshToken.updateMany({ where: { revokedAt: null, user: { email: 'session@example.ph' } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call(h.base, 'POST', '/api/auth/refresh', { cookie })).status).toBe(401);
  });

  it("names the session in the access token (sid) and tells the gateway when it ended: at logout, not at a rotation", async () => {
    const ended = async (since: Date) => {
      const res = await call(h.base, 'GET', `/internal/sessions/ended?since=${encodeURIComponent(since.toISOString())}`, { headers: { 'x-service-token': serviceToken(SERVICE_SECRET, 'gateway') } });
      expect(res.status).toBe(200);
      return res.body.sessionIds as string[];
    };
    const started = new Date(Date.now() - 1);
    const answer = await login();
    const sid = decodeJwtPayload(answer.body.accessToken).sid as string;
    const family = await h.db.refreshToken.findFirst({ where: { familyId: sid } });
    expect(family).not.toBeNull();
    const cookie = refreshCookie(answer.cookies);
    const rotated = await call(h.base, 'POST', '/api/auth/refresh', { cookie });
    expect(decodeJwtPayload(rotated.body.accessToken).sid).toBe(sid);
    expect(await ended(started)).not.toContain(sid);
    await call(h.base, 'POST', '/api/auth/logout', { cookie: refreshCookie(rotated.cookies) });
    expect(await ended(started)).toContain(sid);
    expect(await ended(new Date())).not.toContain(sid);
    expect((await call(h.base, 'GET', '/internal/sessions/ended?since=yesterday', { headers: { 'x-service-token': serviceToken(SERVICE_SECRET, 'gateway') } })).status).toBe(400);
    expect((await call(h.base, 'GET', `/internal/sessions/ended?since=${encodeURIComponent(started.toISOString())}`)).status).toBe(403);
  });

  it('logs out: the refresh token stops working and the cookie is cleared', async () => {
    const cookie = refreshCookie((await login()).cookies);
    const out = await call(h.base, 'POST', '/api/auth/logout', { cookie });
    expect(out.status).toBe(204);
    expect(out.cookies.find((line) => line.startsWith('rt='))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await call(h.base, 'POST', '/api/auth/refresh', { cookie })).status).toBe(401);
    expect((await call(h.base, 'POST', '/api/auth/logout')).status).toBe(204);
  });
});

describe('me', () => {
  it('answers the signed-in user', async () => {
    const signup = await signUp(h, '/api/employer/signup', business('me@example.ph'));
    const me = await call(h.base, 'GET', '/api/auth/me', { token: signup.body.accessToken });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ userId: signup.body.user.userId, userType: 'company', email: 'me@example.ph', fullName: 'Jose Rizal' });
  });

  it('answers 401 without a token or with a bad one', async () => {
    expect((await call(h.base, 'GET', '/api/auth/me')).status).toBe(401);
    const bad = await call(h.base, 'GET', '/api/auth/me', { token: 'not.a.token' });
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe('auth/unauthorized');
  });
});
