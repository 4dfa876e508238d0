import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageRequests, call, captchaPass, freshPhone, latestCode, signUp, startAccount, verifiedEmail, verifiedPhone, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startAccount();
});
afterAll(async () => {
  await h?.close();
});

const sendEmail = (email: string) => call(h.base, 'POST', '/api/auth/email/sendCode', { body: { email } });
const verifyEmail = (verificationId: string, code: string) => call(h.base, 'POST', '/api/auth/email/verifyCode', { body: { verificationId, code } });
const age = (target: string, seconds = 61) => ageRequests(h, target, seconds);
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('e-mail codes', () => {
  it('sends a 6-digit code valid 300 seconds, bound to the request id, stored only as a keyed hash', async () => {
    const res = await sendEmail('Code@Example.PH');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ verificationId: expect.any(String), expiresIn: 300, resendAfter: 60 });
    const code = latestCode(h, 'code@example.ph');
    expect(code).toMatch(/^\d{6}$/);
    const row = await h.db.verification.findUniqueOrThrow({ where: { id: res.body.verificationId } });
    expect(row).toMatchObject({ channel: 'email', purpose: 'signup', target: 'code@example.ph', attempts: 0 });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(300_000);
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).not.toBe(createHash('sha256').update(code).digest('hex'));
    const verified = await verifyEmail(res.body.verificationId, code);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ verified: true, verificationToken: expect.any(String), expiresIn: 3600 });
  });

  it("throttles resends: 429 'To prevent frequent resend, please try after {n} seconds' with Retry-After", async () => {
    expect((await sendEmail('throttle@example.ph')).status).toBe(201);
    const again = await sendEmail('throttle@example.ph');
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('verification/resend-throttled');
    const n = Number(/please try after (\d+) seconds$/.exec(again.body.message)?.[1]);
    expect(n).toBeGreaterThanOrEqual(58);
    expect(n).toBeLessThanOrEqual(60);
    expect(again.body.message).toBe(`To prevent frequent resend, please try after ${n} seconds`);
    expect(again.headers.get('retry-after')).toBe(String(n));
    await age('throttle@example.ph', 30);
    const later = await sendEmail('throttle@example.ph');
    expect(later.status).toBe(429);
    expect(Number(/after (\d+) seconds/.exec(later.body.message)?.[1])).toBeLessThanOrEqual(30);
  });

  it('answers the daily limit with 409 after 10 e-mails to one address', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await sendEmail('daily@example.ph')).status).toBe(201);
      await age('daily@example.ph');
    }
    const over = await sendEmail('daily@example.ph');
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ code: 'verification/daily-limit', message: 'Daily email request has exceeded, please try tomorrow.' });
  });

  it("answers an expired code with 410 'Code is expired. Resend to verify'", async () => {
    const sent = await sendEmail('expired@example.ph');
    await h.db.verification.update({ where: { id: sent.body.verificationId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await verifyEmail(sent.body.verificationId, latestCode(h, 'expired@example.ph'));
    expect(res.status).toBe(410);
    expect(res.body).toEqual({ code: 'verification/code-expired', message: 'Code is expired. Resend to verify' });
  });

  it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
    const sent = await sendEmail('guess@example.ph');
    const code = latestCode(h, 'guess@example.ph');
    for (let i = 1; i <= 4; i++) {
      const wrong = await verifyEmail(sent.body.verificationId, otherCode(code));
      expect(wrong.status).toBe(400);
      expect(wrong.body.code).toBe('verification/code-mismatch');
      expect(wrong.body.fields).toEqual({ code: 'The verification code does not match.' });
    }
    const fifth = await verifyEmail(sent.body.verificationId, otherCode(code));
    expect(fifth.status).toBe(410);
    expect(fifth.body.code).toBe('verification/too-many-attempts');
    expect((await verifyEmail(sent.body.verificationId, code)).status).toBe(410);
  });

  it('counts parallel guesses against the same 5 attempts', async () => {
    const sent = await sendEmail('parallel@example.ph');
    const code = latestCode(h, 'parallel@example.ph');
    const answers = await Promise.all(Array.from({ length: 12 }, () => verifyEmail(sent.body.verificationId, otherCode(code))));
    expect(answers.filter((a) => a.status === 400)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 410)).toHaveLength(8);
    expect((await h.db.verification.findUniqueOrThrow({ where: { id: sent.body.verificationId } })).attempts).toBe(5);
  });

  it("accepts a code only with its own request: another request's code does not match", async () => {
    const a = await sendEmail('bound-a@example.ph');
    const b = await sendEmail('bound-b@example.ph');
    const res = await verifyEmail(b.body.verificationId, latestCode(h, 'bound-a@example.ph'));
    expect(res.status).toBe(400);
    expect((await verifyEmail(a.body.verificationId, latestCode(h, 'bound-a@example.ph'))).status).toBe(200);
  });

  it('kills the earlier code when a new one is sent', async () => {
    const first = await sendEmail('resend@example.ph');
    const firstCode = latestCode(h, 'resend@example.ph');
    await age('resend@example.ph');
    const second = await sendEmail('resend@example.ph');
    expect((await verifyEmail(first.body.verificationId, firstCode)).status).toBe(410);
    expect((await verifyEmail(second.body.verificationId, latestCode(h, 'resend@example.ph'))).status).toBe(200);
  });

  it('answers a verified code presented again as expired (one proof per code)', async () => {
    const sent = await sendEmail('twice@example.ph');
    const code = latestCode(h, 'twice@example.ph');
    expect((await verifyEmail(sent.body.verificationId, code)).status).toBe(200);
    expect((await verifyEmail(sent.body.verificationId, code)).status).toBe(410);
  });

  it('refuses malformed codes and ids with 400 and the field', async () => {
    const res = await call(h.base, 'POST', '/api/auth/email/verifyCode', { body: { verificationId: 'nope', code: '12ab' } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ verificationId: 'Request a code first.', code: 'Please enter 6 digit code.' });
  });

  it('sends identity codes only to the signed-in member', async () => {
    const res = await call(h.base, 'POST', '/api/auth/email/sendCode', { body: { email: 'someone@example.ph', purpose: 'identity' } });
    expect(res.status).toBe(401);
  });
});

describe('SMS codes and the captcha', () => {
  const sendSms = (phoneNumber: string, token: string, deviceId = 'device-1') =>
    call(h.base, 'POST', '/api/employer/sendVerifySms', { body: { phoneNumber, deviceId, reqHost: 'localhost', token } });

  it('asks for a solved captcha before sending an SMS', async () => {
    const phone = freshPhone();
    const none = await call(h.base, 'POST', '/api/employer/sendVerifySms', { body: { phoneNumber: phone } });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ token: 'Please complete the captcha.' });
    const made = await sendSms(phone, 'x'.repeat(43));
    expect(made.status).toBe(400);
    expect(made.body.code).toBe('captcha/invalid');
  });

  it('takes one answer per captcha question: a wrong one kills it', async () => {
    const challenge = await call(h.base, 'GET', '/api/auth/captcha');
    expect(challenge.body).toEqual({ provider: 'builtin', challengeId: expect.any(String), question: expect.stringMatching(/^What is /), expiresIn: 300 });
    const wrong = await call(h.base, 'POST', '/api/auth/captcha/verify', { body: { challengeId: challenge.body.challengeId, answer: '99' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('captcha/invalid');
    const again = await call(h.base, 'POST', '/api/auth/captcha/verify', { body: { challengeId: challenge.body.challengeId, answer: '99' } });
    expect(again.status).toBe(400);
  });

  it('binds a captcha pass to the first phone number it is used for', async () => {
    const pass = await captchaPass(h);
    const first = freshPhone();
    expect((await sendSms(first, pass)).status).toBe(201);
    expect((await sendSms(freshPhone(), pass)).status).toBe(400);
  });

  it('sends the code to +63 and verifies it with the spec call GET /api/individual/verifySms?code&phoneNumber', async () => {
    const phone = freshPhone();
    const sent = await sendSms(phone, await captchaPass(h));
    expect(sent.status).toBe(201);
    const e164 = `+63${phone.slice(1)}`;
    const message = h.outbox?.list(e164)[0];
    expect(message).toMatchObject({ channel: 'sms', to: e164, code: expect.stringMatching(/^\d{6}$/) });
    const typed = `+63 ${phone.slice(1, 4)} ${phone.slice(4)}`;
    const res = await call(h.base, 'GET', `/api/individual/verifySms?${new URLSearchParams({ code: message?.code ?? '', phoneNumber: typed })}`);
    expect(res.status).toBe(200);
    expect(res.body.verified).toBe(true);
  });

  it("answers the sixth SMS of a day to one number with 409 'Daily sms request has exceeded, please try tomorrow.'", async () => {
    const phone = freshPhone();
    const pass = await captchaPass(h);
    const e164 = `+63${phone.slice(1)}`;
    for (let i = 0; i < 5; i++) {
      expect((await sendSms(phone, pass, `device-${phone}`)).status).toBe(201);
      await age(e164);
    }
    const over = await sendSms(phone, pass, `device-${phone}`);
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ code: 'verification/daily-limit', message: 'Daily sms request has exceeded, please try tomorrow.' });
  });

  it("throttles SMS resends with the spec's message", async () => {
    const phone = freshPhone();
    const pass = await captchaPass(h);
    expect((await sendSms(phone, pass)).status).toBe(201);
    const again = await sendSms(phone, pass);
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^To prevent frequent resend, please try after \d+ seconds$/);
  });

  it('verifies by verificationId too, and an SMS code never verifies another number', async () => {
    const phone = freshPhone();
    const sent = await sendSms(phone, await captchaPass(h));
    const code = latestCode(h, `+63${phone.slice(1)}`);
    const other = await call(h.base, 'GET', `/api/individual/verifySms?${new URLSearchParams({ code, phoneNumber: freshPhone(), verificationId: sent.body.verificationId })}`);
    expect(other.status).toBe(410);
    const res = await call(h.base, 'POST', '/api/employer/verifySms', { body: { code, phoneNumber: phone, verificationId: sent.body.verificationId } });
    expect(res.status).toBe(200);
  });
});

describe('sign-up needs the verified e-mail and phone', () => {
  const person = (email: string) => ({ email, password: 'Verified123', fullName: 'Jose Mari Chan' });

  it('refuses a sign-up without proofs, naming the fields', async () => {
    const res = await call(h.base, 'POST', '/api/individual/signup', { body: { ...person('noproof@example.ph'), phoneNumber: '09175550000' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['emailVerificationToken', 'phoneVerificationToken']);
    const business = await call(h.base, 'POST', '/api/employer/signup', { body: { email: 'noproof@biz.ph', password: 'Company123', companyName: 'A', managerName: 'B', phoneNumber: '09175550000' } });
    expect(business.status).toBe(400);
    expect(Object.keys(business.body.fields)).toEqual(['emailVerificationToken']);
  });

  it("refuses another address's e-mail proof and another number's phone proof", async () => {
    const emailProof = await verifiedEmail(h, 'proof-a@example.ph');
    const phone = freshPhone();
    const phoneProof = await verifiedPhone(h, phone);
    const wrongEmail = await call(h.base, 'POST', '/api/individual/signup', { body: { ...person('proof-b@example.ph'), phoneNumber: phone, emailVerificationToken: emailProof, phoneVerificationToken: phoneProof } });
    expect(wrongEmail.status).toBe(400);
    expect(wrongEmail.body).toMatchObject({ code: 'verification/required', fields: { emailVerificationToken: 'Please verify your e-mail.' } });
    const wrongPhone = await call(h.base, 'POST', '/api/individual/signup', { body: { ...person('proof-a@example.ph'), phoneNumber: freshPhone(), emailVerificationToken: emailProof, phoneVerificationToken: phoneProof } });
    expect(wrongPhone.status).toBe(400);
    expect(wrongPhone.body.fields).toEqual({ phoneVerificationToken: 'Please verify your phone number.' });
    // Refused sign-ups used nothing up: the right pair still works.
    const ok = await call(h.base, 'POST', '/api/individual/signup', { body: { ...person('proof-a@example.ph'), phoneNumber: phone, emailVerificationToken: emailProof, phoneVerificationToken: phoneProof } });
    expect(ok.status).toBe(201);
  });

  it('uses a proof up: it does not serve a second sign-up', async () => {
    const emailProof = await verifiedEmail(h, 'once@example.ph');
    const body = { email: 'once@example.ph', password: 'Company123', companyName: 'Once Inc.', managerName: 'Ana', phoneNumber: '09175550001', emailVerificationToken: emailProof };
    expect((await call(h.base, 'POST', '/api/employer/signup', { body })).status).toBe(201);
    await h.db.user.update({ where: { email: 'once@example.ph' }, data: { email: 'moved@example.ph' } });
    const again = await call(h.base, 'POST', '/api/employer/signup/master', { body });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('verification/required');
  });

  it('refuses a proof older than an hour', async () => {
    const emailProof = await verifiedEmail(h, 'late@example.ph');
    await h.db.verification.updateMany({ where: { target: 'late@example.ph' }, data: { tokenExpiresAt: new Date(Date.now() - 1000) } });
    const res = await call(h.base, 'POST', '/api/employer/signup', { body: { email: 'late@example.ph', password: 'Company123', companyName: 'Late', managerName: 'Ana', phoneNumber: '09175550002', emailVerificationToken: emailProof } });
    expect(res.status).toBe(400);
  });

  it('stores steps 2 and 3 with the expected salary unit 010D by default', async () => {
    const res = await signUp(h, '/api/individual/signup', {
      ...person('steps@example.ph'),
      isNewcomer: false,
      experienceDetail: '3 years as barista',
      industry: 'Food',
      position: 'Barista',
      region: { province: 'PH-00', city: 'Makati' },
      education: '004E',
      skills: ['Latte art'],
      empType: ['011A'],
      salary: { salary: 18000 },
    });
    expect(res.status).toBe(201);
    const profile = await h.db.individualProfile.findUniqueOrThrow({ where: { userId: BigInt(res.body.user.userId) } });
    expect(profile).toMatchObject({ salaryType: '010D', industry: 'Food', position: 'Barista', city: 'Makati', skills: ['Latte art'], empType: ['011A'], education: '004E' });
    expect(Number(profile.salary)).toBe(18000);
  });
});

describe('dev outbox', () => {
  it('lists what was sent, filtered by recipient', async () => {
    await sendEmail('outbox-list@example.ph');
    const res = await call(h.base, 'GET', '/api/dev/outbox?to=Outbox-List@example.ph');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(1);
    expect(res.body.list[0]).toMatchObject({ channel: 'email', to: 'outbox-list@example.ph', subject: '[PH Jobs] Your verification code', code: expect.stringMatching(/^\d{6}$/) });
  });

  it('answers only this machine: a client elsewhere, named by the gateway in x-forwarded-for, gets 404', async () => {
    await sendEmail('outbox-remote@example.ph');
    for (const forwarded of ['192.168.1.23', '127.0.0.1, 10.0.0.8', '::ffff:192.168.1.23']) {
      const res = await call(h.base, 'GET', '/api/dev/outbox', { headers: { 'x-forwarded-for': forwarded } });
      expect(res.status, forwarded).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('outbox-remote');
    }
    expect((await call(h.base, 'GET', '/api/dev/outbox', { headers: { 'x-forwarded-for': '127.0.0.1, ::1' } })).status).toBe(200);
  });

  it('lists no social providers unless configured', async () => {
    expect((await call(h.base, 'GET', '/api/auth/providers')).body).toEqual({ providers: [] });
  });
});

describe('production mode', () => {
  it('has no dev outbox (404) and refuses to start without real SMS and mail providers', async () => {
    const { readConfig } = await import('../src/config.ts');
    expect(() => readConfig({ env: { NODE_ENV: 'production', SERVICE_TOKEN_SECRET: 's' } })).toThrow(/SMS_PROVIDER/);
    expect(() => readConfig({ env: { NODE_ENV: 'production', SERVICE_TOKEN_SECRET: 's', SMS_PROVIDER: 'semaphore', SEMAPHORE_API_KEY: 'k' } })).toThrow(/SMTP_URL/);
    const prod = await startAccount({
      env: { NODE_ENV: 'production', SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+15005550006', SMTP_URL: 'smtp://127.0.0.1:1' },
    });
    try {
      const res = await call(prod.base, 'GET', '/api/dev/outbox');
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('not-found');
    } finally {
      await prod.close();
    }
  });
});
