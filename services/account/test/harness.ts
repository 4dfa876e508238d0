import type { AddressInfo } from 'node:net';
import { createLogger } from '@phjobs/service-kit/logger';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import { call, type Answer } from '@phjobs/test-utils/http';
import { testKeys } from '@phjobs/test-utils/keys';
import { createAccountApp } from '../src/app.ts';
import { openDatabase, type AccountDb } from '../src/data/db.ts';
import type { AccountClients } from '../src/clients/account-clients.ts';
import type { DevOutbox } from '../src/clients/dev-outbox.ts';
import type { SeekerCountValues } from '../src/clients/seeker-counts.ts';
import { readConfig } from '../src/config.ts';
import { accountClients, MIGRATIONS_DIR } from '../src/start.ts';

export const SERVICE_SECRET = 'test-service-secret';

export type Harness = {
  base: string;
  databaseUrl: string;
  db: AccountDb;
  keys: { publicKey: string; privateKey: string };
  clients: AccountClients;
  /** The dev outbox (absent in production mode). */
  outbox: DevOutbox | undefined;
  /** Counts the stub answers for GET /api/individual/myPage, by user id. */
  counts: Map<number, SeekerCountValues>;
  close(): Promise<void>;
};

export type HarnessOptions = {
  /** The service's environment, as readConfig reads it (SERVICE_TOKEN_SECRET is the test secret). */
  env?: Record<string, string | undefined>;
  /** Replaces clients (a real SMTP sender, a local OIDC provider, the HTTP counts client...). */
  clients?: Partial<AccountClients>;
  /** An existing database (several apps over one database). */
  database?: TestDatabase;
  /** A fixed port (when PUBLIC_URL must name it before the app starts). */
  port?: number;
};

/** The account app on a free port over a fresh, migrated database of the real PostgreSQL. */
export async function startAccount(options: HarnessOptions = {}): Promise<Harness> {
  const database: TestDatabase = options.database ?? (await startTestDatabase('account', MIGRATIONS_DIR));
  const db = openDatabase(database.databaseUrl);
  const keys = testKeys();
  const counts = new Map<number, SeekerCountValues>();
  const config = readConfig({ env: { SERVICE_TOKEN_SECRET: SERVICE_SECRET, ...options.env } });
  const clients: AccountClients = {
    ...accountClients(config, db),
    counts: { counts: async (userId) => counts.get(userId) ?? { resumeCount: 0, applicationCount: 0, scrapCount: 0 } },
    ...options.clients,
  };
  const { codeSecret, publicUrl } = config;
  const app = createAccountApp({ db, keys, serviceSecret: SERVICE_SECRET, codeSecret, publicUrl, logger: createLogger('account', 'silent'), clients });
  const server = app.listen(options.port ?? 0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    databaseUrl: database.databaseUrl,
    db,
    keys,
    clients,
    outbox: clients.devOutbox,
    counts,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db.$disconnect();
      if (!options.database) await database.drop();
    },
  };
}

export { call, type Answer };

/** `rt=<value>` from a Set-Cookie list, for the next request's Cookie header. */
export function refreshCookie(cookies: string[]): string {
  const cookie = cookies.find((line) => line.startsWith('rt='));
  if (!cookie) throw new Error('no rt cookie');
  return cookie.split(';')[0] ?? '';
}

/** A port free right now, for a server that must know its URL before it starts. */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let phoneCounter = 0;
/** A fresh Philippine mobile number per call, so that tests do not meet each other's resend limits. */
export const freshPhone = () => `0917${String(process.pid % 1000).padStart(3, '0')}${String(++phoneCounter).padStart(4, '0')}`;

/** Moves an address's code requests back in time, past the one-a-minute resend throttle. */
export const ageRequests = (h: Harness, target: string, seconds = 61) =>
  h.db.$executeRawUnsafe(`UPDATE verification SET created_at = created_at - ($2 || ' seconds')::interval WHERE target = $1`, target, String(seconds));

/** The newest code the dev outbox holds for `to`. */
export function latestCode(h: Harness, to: string): string {
  const code = h.outbox?.latestCode(to);
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** Asks for an e-mail code, reads it from the dev outbox, verifies it: the proof. */
export async function verifiedEmail(h: Harness, email: string, purpose: 'signup' | 'identity' = 'signup', token?: string): Promise<string> {
  const sent = await call(h.base, 'POST', '/api/auth/email/sendCode', { body: { email, purpose }, token });
  if (sent.status !== 201) throw new Error(`sendCode ${sent.status} ${JSON.stringify(sent.body)}`);
  const code = latestCode(h, email.toLowerCase());
  const verified = await call(h.base, 'POST', '/api/auth/email/verifyCode', { body: { verificationId: sent.body.verificationId, code } });
  if (verified.status !== 200) throw new Error(`verifyCode ${verified.status} ${JSON.stringify(verified.body)}`);
  return verified.body.verificationToken;
}

/** Solves the built-in captcha the way a person reads it. */
export async function captchaPass(h: Harness): Promise<string> {
  const challenge = await call(h.base, 'GET', '/api/auth/captcha');
  const answer = solveCaptcha(challenge.body.question);
  const pass = await call(h.base, 'POST', '/api/auth/captcha/verify', { body: { challengeId: challenge.body.challengeId, answer: String(answer) } });
  if (pass.status !== 200) throw new Error(`captcha ${pass.status} ${JSON.stringify(pass.body)}`);
  return pass.body.token;
}

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
export function solveCaptcha(question: string): number {
  const match = /What is (\w+) (plus|minus) (\w+)\?/.exec(question);
  if (!match) throw new Error(`unexpected captcha ${question}`);
  const value = (word: string) => (WORDS.includes(word) ? WORDS.indexOf(word) : Number(word));
  const [a, b] = [value(match[1] ?? ''), value(match[3] ?? '')];
  return match[2] === 'plus' ? a + b : a - b;
}

/** Captcha, SMS code from the dev outbox, verify: the phone proof. */
export async function verifiedPhone(h: Harness, phoneNumber: string): Promise<string> {
  const sent = await call(h.base, 'POST', '/api/employer/sendVerifySms', { body: { phoneNumber, deviceId: `device-${phoneNumber}`, reqHost: 'localhost', token: await captchaPass(h) } });
  if (sent.status !== 201) throw new Error(`sendVerifySms ${sent.status} ${JSON.stringify(sent.body)}`);
  const code = latestCode(h, normalized(phoneNumber));
  const verified = await call(h.base, 'GET', `/api/individual/verifySms?${new URLSearchParams({ code, phoneNumber })}`);
  if (verified.status !== 200) throw new Error(`verifySms ${verified.status} ${JSON.stringify(verified.body)}`);
  return verified.body.verificationToken;
}

const normalized = (phone: string) => {
  const digits = phone.replace(/[^0-9+]/g, '');
  return digits.startsWith('+') ? digits : digits.startsWith('63') ? `+${digits}` : `+63${digits.replace(/^0/, '')}`;
};

/**
 * Signs up through the verification calls, as the sign-up screens do: an individual verifies the
 * e-mail and the phone, a business or master the e-mail. Answers the sign-up's answer.
 */
export async function signUp(h: Harness, path: '/api/individual/signup' | '/api/employer/signup' | '/api/employer/signup/master', body: Record<string, unknown>): Promise<Answer> {
  const email = String(body.email);
  const proofs: Record<string, string> = { emailVerificationToken: await verifiedEmail(h, email) };
  const full = { ...body };
  if (path === '/api/individual/signup') {
    full.phoneNumber ??= freshPhone();
    proofs.phoneVerificationToken = await verifiedPhone(h, String(full.phoneNumber));
  }
  return call(h.base, 'POST', path, { body: { ...full, ...proofs } });
}
