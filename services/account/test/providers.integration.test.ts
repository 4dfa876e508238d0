/**
 * The real provider adapters at their HTTP (or SMTP) boundary: local fake servers that answer as
 * Twilio, Semaphore, reCAPTCHA's siteverify and the other services do, and a real SMTP server.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serviceToken, verifyServiceToken } from '@phjobs/service-kit/auth';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { recaptcha } from '../src/clients/captcha.ts';
import { smtpMail } from '../src/clients/mail.ts';
import { httpSeekerCounts } from '../src/clients/seeker-counts.ts';
import { DeliveryError, semaphoreSms, twilioSms } from '../src/clients/sms.ts';
import { call, captchaPass, SERVICE_SECRET, startAccount } from './harness.ts';

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
type Fake = { base: string; seen: Seen[]; answer: (req: Seen, res: ServerResponse) => void; close(): Promise<void> };

async function fakeServer(answer: Fake['answer']): Promise<Fake> {
  const fake: Fake = { base: '', seen: [], answer, close: async () => undefined };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      fake.seen.push(seen);
      fake.answer(seen, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const fakes: Fake[] = [];
const fake = async (answer: Fake['answer']) => {
  const made = await fakeServer(answer);
  fakes.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});

describe('Twilio', () => {
  it('posts To, From and Body to Messages.json with basic auth', async () => {
    const twilio = await fake((_req, res) => json(res, 201, { sid: 'SM1', status: 'queued' }));
    const sms = twilioSms({ accountSid: 'AC123', authToken: 'secret', from: '+15005550006', apiBase: twilio.base });
    await sms.send('+639171234567', 'Your code is 123456');
    const [req] = twilio.seen;
    expect(req?.method).toBe('POST');
    expect(req?.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(req?.headers.authorization).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    expect(req?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(req?.body))).toEqual({ To: '+639171234567', From: '+15005550006', Body: 'Your code is 123456' });
  });

  it("throws Twilio's refusal", async () => {
    const twilio = await fake((_req, res) => json(res, 400, { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 }));
    const sms = twilioSms({ accountSid: 'AC123', authToken: 'secret', messagingServiceSid: 'MG1', apiBase: twilio.base });
    await expect(sms.send('+630', 'x')).rejects.toThrow(/not a valid phone number/);
    expect(new URLSearchParams(twilio.seen[0]?.body).get('MessagingServiceSid')).toBe('MG1');
  });

  it('through the service: a refused SMS answers 503 and does not count against the resend throttle', async () => {
    let refuse = true;
    const twilio = await fake((_req, res) => (refuse ? json(res, 500, { message: 'down' }) : json(res, 201, { sid: 'SM2' })));
    const h = await startAccount({ env: { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC9', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+15005550006', TWILIO_API_BASE: twilio.base } });
    try {
      const token = await captchaPass(h);
      const send = () => call(h.base, 'POST', '/api/employer/sendVerifySms', { body: { phoneNumber: '0917 555 1234', deviceId: 'd', token } });
      const failed = await send();
      expect(failed.status).toBe(503);
      expect(failed.body.code).toBe('verification/delivery-failed');
      refuse = false;
      expect((await send()).status).toBe(201);
      const body = new URLSearchParams(twilio.seen.at(-1)?.body);
      expect(body.get('To')).toBe('+639175551234');
      expect(body.get('Body')).toMatch(/Your verification code is \d{6}\./);
    } finally {
      await h.close();
    }
  });
});

describe('Semaphore', () => {
  it('posts apikey, number, message and sendername to /api/v4/messages', async () => {
    const semaphore = await fake((_req, res) => json(res, 200, [{ message_id: 1, status: 'Pending', recipient: '639171234567' }]));
    await semaphoreSms({ apiKey: 'key', senderName: 'PHJOBS', apiBase: semaphore.base }).send('+639171234567', 'Code 654321');
    expect(semaphore.seen[0]?.url).toBe('/api/v4/messages');
    expect(Object.fromEntries(new URLSearchParams(semaphore.seen[0]?.body))).toEqual({ apikey: 'key', number: '639171234567', message: 'Code 654321', sendername: 'PHJOBS' });
  });

  it('treats field errors and failed messages as refusals', async () => {
    const errors = await fake((_req, res) => json(res, 200, { number: ['The number format is invalid.'] }));
    await expect(semaphoreSms({ apiKey: 'key', apiBase: errors.base }).send('+63', 'x')).rejects.toBeInstanceOf(DeliveryError);
    const failed = await fake((_req, res) => json(res, 200, [{ message_id: 2, status: 'Failed' }]));
    await expect(semaphoreSms({ apiKey: 'key', apiBase: failed.base }).send('+639171234567', 'x')).rejects.toThrow(/Semaphore refused/);
  });
});

describe('reCAPTCHA siteverify', () => {
  it('posts secret, response and remoteip, and passes a success', async () => {
    const google = await fake((_req, res) => json(res, 200, { success: true, hostname: 'phjobs.ph', challenge_ts: '2026-11-21T00:00:00Z' }));
    const captcha = recaptcha({ secret: 's3cret', siteKey: 'site', verifyUrl: `${google.base}/recaptcha/api/siteverify`, hostnames: ['phjobs.ph'] });
    expect(await captcha.verify({ token: 'resp', target: '+639171234567', remoteIp: '203.0.113.9' })).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(google.seen[0]?.body))).toEqual({ secret: 's3cret', response: 'resp', remoteip: '203.0.113.9' });
    expect(await captcha.challenge()).toEqual({ provider: 'recaptcha', siteKey: 'site' });
  });

  it('refuses a failure, a low v3 score, a foreign hostname and an unreachable Google', async () => {
    const answers = [{ success: false, 'error-codes': ['invalid-input-response'] }, { success: true, score: 0.2, hostname: 'phjobs.ph' }, { success: true, hostname: 'evil.example' }];
    for (const answer of answers) {
      const google = await fake((_req, res) => json(res, 200, answer));
      const captcha = recaptcha({ secret: 's', siteKey: 'k', verifyUrl: google.base, hostnames: ['phjobs.ph'] });
      expect(await captcha.verify({ token: 't', target: 'x' }), JSON.stringify(answer)).toBe(false);
    }
    expect(await recaptcha({ secret: 's', siteKey: 'k', verifyUrl: 'http://127.0.0.1:1/siteverify' }).verify({ token: 't', target: 'x' })).toBe(false);
  });

  it('through the service: the challenge names the site key and sendVerifySms checks the token with Google', async () => {
    const google = await fake((req, res) => json(res, 200, { success: new URLSearchParams(req.body).get('response') === 'good-token' }));
    const h = await startAccount({ env: { RECAPTCHA_SECRET: 's', RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_VERIFY_URL: google.base } });
    try {
      expect((await call(h.base, 'GET', '/api/auth/captcha')).body).toEqual({ provider: 'recaptcha', siteKey: 'site-key' });
      expect((await call(h.base, 'POST', '/api/auth/captcha/verify', { body: { challengeId: '00000000-0000-4000-8000-000000000000', answer: '1' } })).status).toBe(404);
      const bad = await call(h.base, 'POST', '/api/employer/sendVerifySms', { body: { phoneNumber: '09171230000', token: 'bad-token' } });
      expect(bad.status).toBe(400);
      const good = await call(h.base, 'POST', '/api/employer/sendVerifySms', { body: { phoneNumber: '09171230000', token: 'good-token' } });
      expect(good.status).toBe(201);
    } finally {
      await h.close();
    }
  });
});

describe('SMTP (nodemailer) against a local SMTP server', () => {
  type Received = { from: string; to: string[]; raw: string };
  const received: Received[] = [];
  let server: SMTPServer;
  let port = 0;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers a mail with sender, recipient, subject and text', async () => {
    const mail = smtpMail({ url: `smtp://127.0.0.1:${port}`, from: 'PH Jobs <no-reply@phjobs.ph>' });
    await mail.send({ to: 'juan@example.ph', subject: 'Hello', text: 'Your code is 111222.' });
    mail.close?.();
    const last = received.at(-1);
    expect(last?.from).toBe('no-reply@phjobs.ph');
    expect(last?.to).toEqual(['juan@example.ph']);
    expect(last?.raw).toMatch(/Subject: Hello/);
    expect(last?.raw).toMatch(/Your code is 111222\./);
  });

  it('through the service: the sign-up code arrives by SMTP and verifies', async () => {
    const h = await startAccount({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'PH Jobs <no-reply@phjobs.ph>' } });
    try {
      const sent = await call(h.base, 'POST', '/api/auth/email/sendCode', { body: { email: 'smtp@example.ph' } });
      expect(sent.status).toBe(201);
      const mail = received.find((r) => r.to.includes('smtp@example.ph'));
      expect(mail?.raw).toMatch(/Subject: \[PH Jobs\] Your verification code/);
      const code = /verification code is (\d{6})/.exec(mail?.raw ?? '')?.[1] ?? '';
      const verified = await call(h.base, 'POST', '/api/auth/email/verifyCode', { body: { verificationId: sent.body.verificationId, code } });
      expect(verified.status).toBe(200);
      expect(h.outbox?.list('smtp@example.ph')).toEqual([]);
    } finally {
      h.clients.mail.close?.();
      await h.close();
    }
  });

  it('answers 503 when the SMTP server cannot be reached', async () => {
    const h = await startAccount({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const sent = await call(h.base, 'POST', '/api/auth/email/sendCode', { body: { email: 'nosmtp@example.ph' } });
      expect(sent.status).toBe(503);
      expect(sent.body.code).toBe('verification/delivery-failed');
    } finally {
      await h.close();
    }
  });
});

describe('my-page counts from talent and jobs (internal calls)', () => {
  it('asks both services with the service token and adds nothing of its own', async () => {
    const upstream = await fake((req, res) => {
      if (verifyServiceToken(SERVICE_SECRET, String(req.headers['x-service-token'])) !== 'account') return json(res, 403, { code: 'auth/forbidden' });
      if (req.url === '/internal/users/5/resume-count') return json(res, 200, { resumeCount: 3 });
      if (req.url === '/internal/users/5/seeker-counts') return json(res, 200, { applicationCount: 7, scrapCount: 2 });
      return json(res, 404, { code: 'not-found', message: 'No such API.' });
    });
    const counts = httpSeekerCounts({ talentUrl: upstream.base, jobsUrl: upstream.base, serviceSecret: SERVICE_SECRET });
    expect(await counts.counts(5)).toEqual({ resumeCount: 3, applicationCount: 7, scrapCount: 2 });
    expect(upstream.seen[0]?.headers['x-service-token']).toBe(serviceToken(SERVICE_SECRET, 'account'));
  });

  it('counts a 404 (route or member not there) as 0, and answers 503 for anything else', async () => {
    const missing = await fake((_req, res) => json(res, 404, { code: 'not-found', message: 'No such API.' }));
    expect(await httpSeekerCounts({ talentUrl: missing.base, jobsUrl: missing.base, serviceSecret: SERVICE_SECRET }).counts(5)).toEqual({ resumeCount: 0, applicationCount: 0, scrapCount: 0 });
    const broken = await fake((_req, res) => json(res, 500, {}));
    await expect(httpSeekerCounts({ talentUrl: missing.base, jobsUrl: broken.base, serviceSecret: SERVICE_SECRET }).counts(5)).rejects.toMatchObject({ status: 503 });
    const wrongShape = await fake((_req, res) => json(res, 200, { resumeCount: 'many' }));
    await expect(httpSeekerCounts({ talentUrl: wrongShape.base, jobsUrl: missing.base, serviceSecret: SERVICE_SECRET }).counts(5)).rejects.toMatchObject({ status: 503 });
    await expect(httpSeekerCounts({ talentUrl: 'http://127.0.0.1:1', jobsUrl: missing.base, serviceSecret: SERVICE_SECRET }).counts(5)).rejects.toMatchObject({ status: 503 });
  });
});
