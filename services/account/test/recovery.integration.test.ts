import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageRequests, call, freshPhone, latestCode, refreshCookie, signUp, startAccount, verifiedPhone, type Harness } from './harness.ts';

let h: Harness;
let seekerPhone = '';
let companyPhone = '';

beforeAll(async () => {
  h = await startAccount();
  seekerPhone = freshPhone();
  companyPhone = freshPhone();
  await signUp(h, '/api/individual/signup', { email: 'lost.id@example.ph', password: 'Mango12345', fullName: 'Andres Bonifacio', phoneNumber: seekerPhone });
  await signUp(h, '/api/employer/signup', {
    email: 'hr@sarisari.ph',
    password: 'Company123',
    companyName: 'Sari-Sari Traders Inc.',
    managerName: 'Emilio Aguinaldo',
    phoneNumber: `+63 ${companyPhone.slice(1, 4)} ${companyPhone.slice(4)}`,
    businessRegistrationNumber: 'SEC0012345',
  });
});
afterAll(async () => {
  await h?.close();
});

describe('Forgot ID (individual)', () => {
  it('finds the e-mail, partly masked, by full name and a verified phone', async () => {
    await ageRequests(h, `+63${seekerPhone.slice(1)}`);
    const res = await call(h.base, 'POST', '/api/auth/findId', { body: { fullName: 'andres bonifacio', phoneNumber: seekerPhone, phoneVerificationToken: await verifiedPhone(h, seekerPhone) } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ list: [{ email: 'lo*****@example.ph', createdAt: expect.any(String) }], count: 1 });
  });

  it('answers 404 when nobody matches, and the phone proof is used up either way', async () => {
    await ageRequests(h, `+63${seekerPhone.slice(1)}`);
    const proof = await verifiedPhone(h, seekerPhone);
    const res = await call(h.base, 'POST', '/api/auth/findId', { body: { fullName: 'Jose Rizal', phoneNumber: seekerPhone, phoneVerificationToken: proof } });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not-found');
    const reused = await call(h.base, 'POST', '/api/auth/findId', { body: { fullName: 'Andres Bonifacio', phoneNumber: seekerPhone, phoneVerificationToken: proof } });
    expect(reused.status).toBe(400);
  });

  it('needs the phone verified', async () => {
    const res = await call(h.base, 'POST', '/api/auth/findId', { body: { fullName: 'Andres Bonifacio', phoneNumber: seekerPhone } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ phoneVerificationToken: 'Please verify your phone number.' });
  });
});

describe('Forgot Email (business)', () => {
  it('finds the login e-mail by company name or registration number and the verified company phone', async () => {
    const byName = await call(h.base, 'POST', '/api/auth/findEmail', { body: { companyName: 'SARI-SARI TRADERS INC.', phoneNumber: companyPhone, phoneVerificationToken: await verifiedPhone(h, companyPhone) } });
    expect(byName.status).toBe(200);
    expect(byName.body).toEqual({ list: [{ email: 'hr@sarisari.ph', companyName: 'Sari-Sari Traders Inc.', userType: 'company', createdAt: expect.any(String) }], count: 1 });
    await ageRequests(h, `+63${companyPhone.slice(1)}`);
    const byNumber = await call(h.base, 'POST', '/api/auth/findEmail', { body: { businessRegistrationNumber: 'sec0012345', phoneNumber: companyPhone, phoneVerificationToken: await verifiedPhone(h, companyPhone) } });
    expect(byNumber.status).toBe(200);
  });

  it('answers 404 for another phone, and 400 without company name or number', async () => {
    const phone = freshPhone();
    const res = await call(h.base, 'POST', '/api/auth/findEmail', { body: { companyName: 'Sari-Sari Traders Inc.', phoneNumber: phone, phoneVerificationToken: await verifiedPhone(h, phone) } });
    expect(res.status).toBe(404);
    const neither = await call(h.base, 'POST', '/api/auth/findEmail', { body: { phoneNumber: phone, phoneVerificationToken: 'x'.repeat(43) } });
    expect(neither.status).toBe(400);
    expect(Object.keys(neither.body.fields)).toEqual(['companyName']);
  });
});

describe('Forgot password', () => {
  it('resets the password in three steps and ends every session', async () => {
    const login = await call(h.base, 'POST', '/api/auth/login', { body: { email: 'lost.id@example.ph', password: 'Mango12345' } });
    const cookie = refreshCookie(login.cookies);
    await ageRequests(h, 'lost.id@example.ph');
    const step0 = await call(h.base, 'POST', '/api/auth/forgotPassword', { body: { userType: 'individual', email: 'Lost.ID@example.ph', fullName: 'Andres Bonifacio' } });
    expect(step0.status).toBe(201);
    expect(step0.body).toMatchObject({ expiresIn: 300, resendAfter: 60 });
    expect(h.outbox?.list('lost.id@example.ph')[0]?.subject).toBe('[PH Jobs] Your password reset code');
    const step1 = await call(h.base, 'POST', '/api/auth/email/verifyCode', { body: { verificationId: step0.body.verificationId, code: latestCode(h, 'lost.id@example.ph') } });
    expect(step1.status).toBe(200);
    const step2 = await call(h.base, 'POST', '/api/auth/forgotPassword/reset', { body: { verificationToken: step1.body.verificationToken, password: 'Papaya12345' } });
    expect(step2.status).toBe(204);
    expect((await call(h.base, 'POST', '/api/auth/refresh', { cookie })).status).toBe(401);
    expect((await call(h.base, 'POST', '/api/auth/login', { body: { email: 'lost.id@example.ph', password: 'Mango12345' } })).status).toBe(401);
    expect((await call(h.base, 'POST', '/api/auth/login', { body: { email: 'lost.id@example.ph', password: 'Papaya12345' } })).status).toBe(200);
    const again = await call(h.base, 'POST', '/api/auth/forgotPassword/reset', { body: { verificationToken: step1.body.verificationToken, password: 'Again12345' } });
    expect(again.status).toBe(400);
  });

  it('answers 404 for the wrong member type, a wrong full name or an unknown e-mail, and sends nothing', async () => {
    const before = h.outbox?.list().length;
    for (const body of [
      { userType: 'company', email: 'lost.id@example.ph' },
      { userType: 'individual', email: 'lost.id@example.ph', fullName: 'Someone Else' },
      { userType: 'master', email: 'hr@sarisari.ph' },
      { userType: 'company', email: 'nobody@example.ph' },
    ]) {
      const res = await call(h.base, 'POST', '/api/auth/forgotPassword', { body });
      expect(res.status, JSON.stringify(body)).toBe(404);
    }
    expect(h.outbox?.list().length).toBe(before);
    const noName = await call(h.base, 'POST', '/api/auth/forgotPassword', { body: { userType: 'individual', email: 'lost.id@example.ph' } });
    expect(noName.status).toBe(400);
    expect(noName.body.fields).toEqual({ fullName: 'Full name is a required input.' });
  });

  it('does not take a sign-up code as a reset proof', async () => {
    const sent = await call(h.base, 'POST', '/api/auth/email/sendCode', { body: { email: 'fresh-reset@example.ph' } });
    const verified = await call(h.base, 'POST', '/api/auth/email/verifyCode', { body: { verificationId: sent.body.verificationId, code: latestCode(h, 'fresh-reset@example.ph') } });
    const res = await call(h.base, 'POST', '/api/auth/forgotPassword/reset', { body: { verificationToken: verified.body.verificationToken, password: 'Papaya12345' } });
    expect(res.status).toBe(400);
  });

  it('resets a business password too', async () => {
    await ageRequests(h, 'hr@sarisari.ph');
    const step0 = await call(h.base, 'POST', '/api/auth/forgotPassword', { body: { userType: 'company', email: 'hr@sarisari.ph' } });
    expect(step0.status).toBe(201);
  });
});
