/**
 * The employer app over a fresh database with stand-ins for services/account and services/jobs:
 * their internal routes, with the service-token check. The account stand-in spends proofs as
 * services/account does (certify token for the member, phone proof for the number, once each).
 */
import type { AddressInfo } from 'node:net';
import { normalizePhone } from '@phjobs/contracts/account';
import type { BusinessSignupDetails } from '@phjobs/contracts/auth';
import type { BranchCounts } from '@phjobs/contracts/branches';
import { generateKeys, requireService, signAccessToken, type Principal } from '@phjobs/service-kit/auth';
import { createLogger } from '@phjobs/service-kit/logger';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import { call, type Answer } from '@phjobs/test-utils/http';
import express from 'express';
import { createEmployerApp } from '../src/app.ts';
import { httpAccountClient } from '../src/clients/account.ts';
import { httpJobsClient } from '../src/clients/jobs.ts';
import { openDatabase, type EmployerDb } from '../src/data/db.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';

export const SECRET = 'test-service-secret';

export type Fakes = {
  base: string;
  upstreamBase: string;
  db: EmployerDb;
  token(principal: Principal): string;
  /** What account says a member gave at sign-up (provider, company code...). */
  signups: Map<number, Partial<BusinessSignupDetails>>;
  /** Usable certify tokens → their member; phone proofs → their number (+63...). */
  certifyTokens: Map<string, number>;
  phoneTokens: Map<string, string>;
  /** Every contact-change account was asked for, and the phones it stored. */
  contactChanges: { userId: number; body: Record<string, unknown>; status: number }[];
  branchCounts: Map<number, BranchCounts>;
  send(method: string, path: string, principal?: Principal, body?: unknown): Promise<Answer>;
  outbox(subject?: string): Promise<{ subject: string; payload: Record<string, unknown> }[]>;
  close(): Promise<void>;
};

const BASE_SIGNUP: Omit<BusinessSignupDetails, 'userId' | 'email' | 'userType'> = {
  companyName: '',
  managerName: '',
  phoneNumber: '',
  landlineNumber: null,
  province: null,
  city: null,
  detailAddress: null,
  businessRegistrationNumber: null,
  specializationCode: null,
  mainBusiness: null,
  companyCode: null,
  provider: 'password',
};

async function serve(app: express.Express, servers: { close(): void; closeAllConnections(): void }[]): Promise<string> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export async function startFakes(name: string): Promise<Fakes> {
  const keys = generateKeys();
  const servers: { close(): void; closeAllConnections(): void }[] = [];
  const signups = new Map<number, Partial<BusinessSignupDetails>>();
  const certifyTokens = new Map<string, number>();
  const phoneTokens = new Map<string, string>();
  const contactChanges: Fakes['contactChanges'] = [];
  const branchCounts = new Map<number, BranchCounts>();

  const upstream = express();
  upstream.use(express.json());
  upstream.use(requireService(SECRET));
  upstream.get('/internal/users/:id/business-signup', (req, res) => {
    const id = Number(req.params.id);
    const found = signups.get(id);
    if (!found) return void res.status(404).json({ code: 'not-found', message: 'No such business member.' });
    res.json({ ...BASE_SIGNUP, userId: id, email: `member${id}@corp.ph`, userType: 'company', ...found });
  });
  upstream.post('/internal/users/:id/contact-change', (req, res) => {
    const userId = Number(req.params.id);
    const body = req.body as { certifyToken?: string; phoneNumber?: string; phoneVerificationToken?: string };
    const answer = (status: number, json?: unknown) => {
      contactChanges.push({ userId, body, status });
      if (json === undefined) res.status(status).end();
      else res.status(status).json(json);
    };
    if (body.certifyToken !== undefined && certifyTokens.get(body.certifyToken) !== userId) {
      return answer(400, { code: 'verification/required', message: 'x', fields: { certifyToken: 'Please confirm your identity first.' } });
    }
    if (body.phoneNumber !== undefined && phoneTokens.get(body.phoneVerificationToken ?? '') !== normalizePhone(body.phoneNumber)) {
      return answer(400, { code: 'verification/required', message: 'x', fields: { phoneVerificationToken: 'Please verify your phone number.' } });
    }
    if (body.certifyToken !== undefined) certifyTokens.delete(body.certifyToken);
    if (body.phoneVerificationToken !== undefined) phoneTokens.delete(body.phoneVerificationToken);
    answer(204);
  });
  upstream.get('/internal/companies/:id/branch-counts', (req, res) => {
    const found = branchCounts.get(Number(req.params.id));
    if (found) res.json(found);
    else res.status(404).json({ code: 'not-found', message: 'none' });
  });
  upstream.get('/internal/companies/:id/ad-counts', (_req, res) => {
    res.json({ ongoingCount: 0, underReviewCount: 0, endCount: 0 });
  });
  const upstreamBase = await serve(upstream, servers);

  const database: TestDatabase = await startTestDatabase(name, MIGRATIONS_DIR);
  const db = openDatabase(database.databaseUrl);
  const base = await serve(
    createEmployerApp({
      db,
      publicKey: keys.publicKey,
      serviceSecret: SECRET,
      account: httpAccountClient({ accountUrl: upstreamBase, serviceSecret: SECRET }),
      jobs: httpJobsClient({ jobsUrl: upstreamBase, serviceSecret: SECRET }),
      logger: createLogger('employer', 'silent'),
    }),
    servers,
  );
  const token = (principal: Principal) => signAccessToken(keys.privateKey, principal);
  return {
    base,
    upstreamBase,
    db,
    token,
    signups,
    certifyTokens,
    phoneTokens,
    contactChanges,
    branchCounts,
    send: (method, path, principal, body) => call(base, method, path, { body, token: principal ? token(principal) : undefined }),
    outbox: async (subject) =>
      (await db.outboxEvent.findMany({ where: subject ? { subject } : {}, orderBy: { occurredAt: 'asc' } })).map((e) => ({ subject: e.subject, payload: e.payload as Record<string, unknown> })),
    close: async () => {
      for (const server of servers) {
        server.closeAllConnections();
        server.close();
      }
      await db.$disconnect();
      await database.drop();
    },
  };
}

/** A company row as the tests need it. */
export const companyRow = (id: bigint, extra: Record<string, unknown> = {}) => ({
  id,
  email: `hr${id}@corp.ph`,
  companyName: `Company ${id}`,
  managerName: `Manager ${id}`,
  phone: '+63 917 000 0000',
  province: '1300000000',
  city: '1380300000',
  detailAddress: '12 Ayala Ave.',
  mainBusiness: 'Retail',
  ...extra,
});

export const INDIVIDUAL: Principal = { userId: '1', userType: 'individual', email: 'seeker@demo.ph' };
