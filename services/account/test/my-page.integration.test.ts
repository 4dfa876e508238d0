import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageRequests, call, freshPhone, refreshCookie, signUp, startAccount, verifiedEmail, verifiedPhone, type Harness } from './harness.ts';

let h: Harness;
type Signed = { userId: number; email: string; token: string; cookie: string; password: string };

async function individual(email: string, extra: Record<string, unknown> = {}): Promise<Signed> {
  const password = 'Sampaguita8';
  const res = await signUp(h, '/api/individual/signup', { email, password, fullName: 'Maria Clara', genderCode: '003B', birthDate: '1995-06-12', address: 'Quezon City', ...extra });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return { userId: res.body.user.userId, email, token: res.body.accessToken, cookie: refreshCookie(res.cookies), password };
}

beforeAll(async () => {
  h = await startAccount();
});
afterAll(async () => {
  await h?.close();
});

describe('GET /api/individual/myPage', () => {
  it('answers the profile with the counts the other services give', async () => {
    const me = await individual('mypage@example.ph', { phoneNumber: '09171112222' });
    h.counts.set(me.userId, { resumeCount: 2, applicationCount: 5, scrapCount: 3 });
    const res = await call(h.base, 'GET', `/api/individual/myPage?email=${me.email}`, { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      fullName: 'Maria Clara',
      photoKey: null,
      resumeCount: 2,
      applicationCount: 5,
      scrapCount: 3,
      genderCode: '003B',
      birthDate: '1995-06-12',
      address: 'Quezon City',
      phoneNumber: '09171112222',
      email: 'mypage@example.ph',
    });
  });

  it("refuses another member's e-mail (403), visitors (401) and business members (403)", async () => {
    const me = await individual('guarded@example.ph');
    const other = await individual('other@example.ph');
    expect((await call(h.base, 'GET', `/api/individual/myPage?email=${other.email}`, { token: me.token })).status).toBe(403);
    expect((await call(h.base, 'GET', '/api/individual/myPage')).status).toBe(401);
    const company = await signUp(h, '/api/employer/signup', { email: 'biz@example.ph', password: 'Company123', companyName: 'Biz', managerName: 'Boss', phoneNumber: '09170001111' });
    expect((await call(h.base, 'GET', '/api/individual/myPage', { token: company.body.accessToken })).status).toBe(403);
    expect((await call(h.base, 'GET', `/api/individual/myPage/userInfo?email=${other.email}`, { token: me.token })).status).toBe(403);
    expect((await call(h.base, 'PUT', `/api/individual/updateProfileImage?email=${other.email}`, { token: me.token, body: { photoKey: 'individual/x.png' } })).status).toBe(403);
  });
});

describe('profile image', () => {
  it('sets and deletes the photo key of the signed-in member only', async () => {
    const me = await individual('photo@example.ph');
    const other = await individual('photo-other@example.ph');
    const key = `individual/${me.userId}/abc.png`;
    const put = await call(h.base, 'PUT', '/api/individual/updateProfileImage', { token: me.token, body: { photoKey: key } });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ photoKey: key });
    expect((await call(h.base, 'GET', '/api/individual/myPage', { token: me.token })).body.photoKey).toBe(key);
    expect((await call(h.base, 'GET', '/api/individual/myPage', { token: other.token })).body.photoKey).toBeNull();
    const del = await call(h.base, 'DELETE', '/api/individual/deleteProfileImage', { token: me.token });
    expect(del.status).toBe(200);
    expect((await call(h.base, 'GET', '/api/individual/myPage', { token: me.token })).body.photoKey).toBeNull();
  });

  it("refuses another member's upload as the photo (400), keeping the photo it had", async () => {
    const me = await individual('photo-theft@example.ph');
    const other = await individual('photo-owner@example.ph');
    const res = await call(h.base, 'PUT', '/api/individual/updateProfileImage', { token: me.token, body: { photoKey: `individual/${other.userId}/their-face.png` } });
    expect([res.status, res.body.fields]).toEqual([400, { photoKey: 'photoKey is not an upload of yours.' }]);
    expect((await call(h.base, 'GET', '/api/individual/myPage', { token: me.token })).body.photoKey).toBeNull();
  });

  it('refuses what is not a storage key', async () => {
    const me = await individual('badkey@example.ph');
    for (const photoKey of ['', '../etc/passwd', 'https://evil.example/x.png', 42]) {
      expect((await call(h.base, 'PUT', '/api/individual/updateProfileImage', { token: me.token, body: { photoKey } })).status).toBe(400);
    }
  });
});

describe('member info (/myPage/userInfo)', () => {
  it('answers what the sign-up gave, with the sign-in provider', async () => {
    const me = await individual('info@example.ph', { education: '004F', salary: { salary: 30000 }, region: { province: 'PH-NCR', city: 'Pasig' } });
    const res = await call(h.base, 'GET', '/api/individual/myPage/userInfo', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'info@example.ph', signInProvider: 'password', education: '004F', salary: { salaryType: '010D', salary: 30000 }, region: { province: 'PH-NCR', city: 'Pasig' } });
  });

  const certifyTokenOf = async (me: Signed): Promise<string> => {
    const certify = await call(h.base, 'POST', '/api/auth/verifyIdentity', { token: me.token, body: { password: me.password } });
    expect(certify.status).toBe(200);
    return certify.body.certifyToken as string;
  };

  it('edits fields, and a new phone number only with its verification', async () => {
    const me = await individual('edit@example.ph');
    const edited = await call(h.base, 'PUT', '/api/individual/myPage/userInfo', {
      token: me.token,
      body: { certifyToken: await certifyTokenOf(me), fullName: 'Maria C. Reyes', address: null, skills: ['Excel'], salary: { salaryType: '010A', salary: 80 } },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ fullName: 'Maria C. Reyes', address: null, skills: ['Excel'], salary: { salaryType: '010A', salary: 80 }, birthDate: '1995-06-12' });
    const phone = freshPhone();
    const certifyToken = await certifyTokenOf(me);
    const unverified = await call(h.base, 'PUT', '/api/individual/myPage/userInfo', { token: me.token, body: { certifyToken, phoneNumber: phone } });
    expect(unverified.status).toBe(400);
    expect(unverified.body.fields).toEqual({ phoneVerificationToken: 'Please verify your phone number.' });
    // the failed save left the identity check usable
    const verified = await call(h.base, 'PUT', '/api/individual/myPage/userInfo', { token: me.token, body: { certifyToken, phoneNumber: phone, phoneVerificationToken: await verifiedPhone(h, phone) } });
    expect(verified.status).toBe(200);
    expect(verified.body.phoneNumber).toBe(phone);
  });

  it('edits only after an identity check of this member, and each check serves one edit (two steps, as password change)', async () => {
    const me = await individual('edit-guard@example.ph');
    const other = await individual('edit-guard-other@example.ph');
    const none = await call(h.base, 'PUT', '/api/individual/myPage/userInfo', { token: me.token, body: { fullName: 'Nobody Checked' } });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ certifyToken: 'Please confirm your identity first.' });
    const othersCheck = await call(h.base, 'PUT', '/api/individual/myPage/userInfo', { token: me.token, body: { certifyToken: await certifyTokenOf(other), fullName: 'Not Mine' } });
    expect(othersCheck.status).toBe(400);
    expect(othersCheck.body.fields).toEqual({ certifyToken: 'Please confirm your identity first.' });
    const certifyToken = await certifyTokenOf(me);
    expect((await call(h.base, 'PUT', '/api/individual/myPage/userInfo', { token: me.token, body: { certifyToken, fullName: 'Maria Checked' } })).status).toBe(200);
    const again = await call(h.base, 'PUT', '/api/individual/myPage/userInfo', { token: me.token, body: { certifyToken, fullName: 'Maria Twice' } });
    expect(again.status).toBe(400);
    expect((await call(h.base, 'GET', '/api/individual/myPage/userInfo', { token: me.token })).body.fullName).toBe('Maria Checked');
  });

  it('withdraws only after an identity check', async () => {
    const me = await individual('withdraw-guard@example.ph');
    const res = await call(h.base, 'POST', '/api/auth/withdraw', { token: me.token, body: { reason: 'Found a job' } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ certifyToken: 'Please confirm your identity first.' });
    expect((await call(h.base, 'GET', '/api/individual/myPage', { token: me.token })).status).toBe(200);
  });
});

describe('password change and withdrawal', () => {
  const login = (email: string, password: string) => call(h.base, 'POST', '/api/auth/login', { body: { email, password, userType: 'individual' } });

  it('checks the identity first: a wrong password is refused', async () => {
    const me = await individual('certify@example.ph');
    const wrong = await call(h.base, 'POST', '/api/auth/verifyIdentity', { token: me.token, body: { password: 'Wrong12345' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ code: 'auth/invalid-login', message: 'Your login information is incorrect.' });
    const noCertify = await call(h.base, 'PUT', '/api/auth/password', { token: me.token, body: { certifyToken: 'x'.repeat(43), password: 'NewPass123' } });
    expect(noCertify.status).toBe(400);
    expect(noCertify.body.fields).toEqual({ certifyToken: 'Please confirm your identity first.' });
  });

  it('changes the password and ends every session', async () => {
    const me = await individual('newpass@example.ph');
    const certify = await call(h.base, 'POST', '/api/auth/verifyIdentity', { token: me.token, body: { password: me.password } });
    expect(certify.status).toBe(200);
    expect(certify.body).toEqual({ certifyToken: expect.any(String), expiresIn: 600 });
    const res = await call(h.base, 'PUT', '/api/auth/password', { token: me.token, body: { certifyToken: certify.body.certifyToken, password: 'NewPass123' } });
    expect(res.status).toBe(204);
    expect((await call(h.base, 'POST', '/api/auth/refresh', { cookie: me.cookie })).status).toBe(401);
    expect((await login(me.email, me.password)).status).toBe(401);
    expect((await login(me.email, 'NewPass123')).status).toBe(200);
    const reused = await call(h.base, 'PUT', '/api/auth/password', { token: me.token, body: { certifyToken: certify.body.certifyToken, password: 'Again12345' } });
    expect(reused.status).toBe(400);
  });

  it("refuses a password change to a member whose provider is not 'password'", async () => {
    const me = await individual('social-like@example.ph');
    await h.db.user.update({ where: { id: BigInt(me.userId) }, data: { provider: 'google' } });
    const res = await call(h.base, 'PUT', '/api/auth/password', { token: me.token, body: { certifyToken: 'x'.repeat(43), password: 'NewPass123' } });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('auth/no-password');
  });

  it('lets a member without a password prove the e-mail instead', async () => {
    const me = await individual('emailproof@example.ph');
    await ageRequests(h, me.email);
    const proof = await verifiedEmail(h, me.email, 'identity', me.token);
    const res = await call(h.base, 'POST', '/api/auth/verifyIdentity', { token: me.token, body: { emailVerificationToken: proof } });
    expect(res.status).toBe(200);
    const someoneElse = await individual('emailproof-2@example.ph');
    const refused = await call(h.base, 'POST', '/api/auth/email/sendCode', { token: someoneElse.token, body: { email: me.email, purpose: 'identity' } });
    expect(refused.status).toBe(403);
  });

  it('withdraws: account.user.withdrawn in the outbox, no login, no refresh, no my-page, the e-mail free again', async () => {
    const me = await individual('leaving@example.ph');
    const certify = await call(h.base, 'POST', '/api/auth/verifyIdentity', { token: me.token, body: { password: me.password } });
    const res = await call(h.base, 'POST', '/api/auth/withdraw', { token: me.token, body: { certifyToken: certify.body.certifyToken, reason: 'Found a job' } });
    expect(res.status).toBe(204);
    const events = await h.db.outboxEvent.findMany({ where: { subject: 'account.user.withdrawn' } });
    expect(events.map((e) => e.payload)).toContainEqual({ userId: String(me.userId), email: 'leaving@example.ph', userType: 'individual' });
    const login = await call(h.base, 'POST', '/api/auth/login', { body: { email: me.email, password: me.password } });
    expect(login.status).toBe(401);
    expect(login.body.message).toBe('Your login information is incorrect.');
    expect((await call(h.base, 'POST', '/api/auth/refresh', { cookie: me.cookie })).status).toBe(401);
    expect((await call(h.base, 'GET', '/api/individual/myPage', { token: me.token })).status).toBe(401);
    expect((await call(h.base, 'GET', '/api/individual/myNews', { token: me.token })).status).toBe(401);
    await ageRequests(h, me.email);
    const again = await signUp(h, '/api/individual/signup', { email: me.email, password: 'Returning1', fullName: 'Maria Clara' });
    expect(again.status).toBe(201);
    expect(again.body.user.userId).not.toBe(me.userId);
  });

  it("cannot withdraw with another member's identity check", async () => {
    const me = await individual('victim@example.ph');
    const attacker = await individual('attacker@example.ph');
    const certify = await call(h.base, 'POST', '/api/auth/verifyIdentity', { token: attacker.token, body: { password: attacker.password } });
    const res = await call(h.base, 'POST', '/api/auth/withdraw', { token: me.token, body: { certifyToken: certify.body.certifyToken } });
    expect(res.status).toBe(400);
    expect((await call(h.base, 'POST', '/api/auth/login', { body: { email: me.email, password: me.password } })).status).toBe(200);
  });
});
