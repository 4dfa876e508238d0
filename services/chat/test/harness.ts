/**
 * The chat app on a free port over a fresh, migrated database of the real PostgreSQL (or a given
 * one: two instances over one database), with its socket at /chats/ws, and a local HTTP stand-in of
 * services/jobs and services/account answering GET /internal/applications/:id,
 * /internal/job-ads/:id/chat and /internal/users/:id/profile (x-service-token checked) for what a
 * test sets, so that the real clients (src/clients/*.ts) are used.
 */
import type { InternalApplication } from '@phjobs/contracts/applications';
import type { ChatServerFrame, InternalChatAd } from '@phjobs/contracts/chat';
import { CHAT_WS_BEARER_PREFIX, CHAT_WS_PATH, CHAT_WS_PROTOCOL } from '@phjobs/contracts/chat-live';
import { listen } from '@phjobs/service-kit/runtime';
import WebSocket from 'ws';
import { httpAccountClient } from '../src/clients/account.ts';
import { inProcessLiveBus, type LiveBus } from '../src/data/live-bus.ts';
import { attachChatSockets, type ChatSocketServer } from '../src/routes/socket.ts';
import type { ChatDeps } from '../src/domain/chat-rooms.ts';
import { releaseAfterCommit } from '@phjobs/service-kit/events/after-commit';
import { requireService, signAccessToken, type Principal } from '@phjobs/service-kit/auth';
import { createLogger } from '@phjobs/service-kit/logger';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import { call, serveApp, type Answer } from '@phjobs/test-utils/http';
import { testKeys } from '@phjobs/test-utils/keys';
import express from 'express';
import { chatDepsOf, createChatApp } from '../src/app.ts';
import { httpJobsClient } from '../src/clients/jobs.ts';
import { openDatabase, type ChatDb } from '../src/data/db.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';

export const SERVICE_SECRET = 'chat-test-secret';

export type JobsStandIn = {
  url: string;
  applications: Map<number, InternalApplication>;
  /** services/jobs' ads (GET /internal/job-ads/:id/chat). */
  ads: Map<number, InternalChatAd>;
  /** services/account's members' names (GET /internal/users/:id/profile). */
  names: Map<number, string>;
  /** Answer 500 to every call (jobs failing). */
  failing: boolean;
  calls: number;
  close(): Promise<void>;
};

export async function startJobsStandIn(secret = SERVICE_SECRET): Promise<JobsStandIn> {
  const stand: Omit<JobsStandIn, 'url' | 'close'> = { applications: new Map(), ads: new Map(), names: new Map(), failing: false, calls: 0 };
  const app = express();
  app.get('/internal/applications/:id', requireService(secret), (req, res) => {
    stand.calls += 1;
    if (stand.failing) return void res.status(500).json({ code: 'internal', message: 'down' });
    const found = stand.applications.get(Number(req.params.id));
    if (!found) return void res.status(404).json({ code: 'not-found', message: 'No such application.' });
    res.json(found);
  });
  app.get('/internal/job-ads/:id/chat', requireService(secret), (req, res) => {
    stand.calls += 1;
    if (stand.failing) return void res.status(500).json({ code: 'internal', message: 'down' });
    const found = stand.ads.get(Number(req.params.id));
    if (!found) return void res.status(404).json({ code: 'not-found', message: 'No such job ad.' });
    res.json(found);
  });
  app.get('/internal/users/:id/profile', requireService(secret), (req, res) => {
    const name = stand.names.get(Number(req.params.id));
    if (name === undefined) return void res.status(404).json({ code: 'not-found', message: 'No such member.' });
    res.json({ userId: Number(req.params.id), userType: 'individual', fullName: name, email: 'x@example.ph', genderCode: null, birthDate: null, phoneNumber: null, address: null, photoKey: null });
  });
  const served = await serveApp(app);
  return Object.assign(stand, served);
}

export type Harness = {
  base: string;
  db: ChatDb;
  databaseUrl: string;
  jobs: JobsStandIn;
  deps: ChatDeps;
  sockets: ChatSocketServer;
  token(principal: Principal, expiresInSeconds?: number): string;
  /** A socket of the principal (or of a token) on this instance, open and 'ready'. */
  connect(who: Principal | string): Promise<TestSocket>;
  outboxNotified: () => number;
  close(): Promise<void>;
};

const keys = testKeys();

export async function startChat(
  label = 'chat',
  now?: () => Date,
  options: { databaseUrl?: string; live?: LiveBus; jobs?: JobsStandIn } = {},
): Promise<Harness> {
  const database: TestDatabase | null = options.databaseUrl ? null : await startTestDatabase(label, MIGRATIONS_DIR);
  const databaseUrl = options.databaseUrl ?? database?.databaseUrl ?? '';
  const db = openDatabase(databaseUrl);
  const jobs = options.jobs ?? (await startJobsStandIn());
  const live = options.live ?? inProcessLiveBus();
  let notified = 0;
  const logger = createLogger('chat', 'silent');
  const appDeps = {
    // As start.ts hands it: a transaction that wrote the outbox wakes the relay (here: counts).
    db: releaseAfterCommit(db, {
      notify: () => {
        notified += 1;
      },
    }),
    publicKey: keys.publicKey,
    logger,
    jobs: httpJobsClient({ jobsUrl: jobs.url, serviceSecret: SERVICE_SECRET, timeoutMs: 2000 }),
    account: httpAccountClient({ accountUrl: jobs.url, serviceSecret: SERVICE_SECRET, timeoutMs: 2000 }),
    live,
    serviceSecret: SERVICE_SECRET,
    ...(now ? { now } : {}),
  };
  const deps = chatDepsOf(appDeps);
  const served = await listen(createChatApp(appDeps, deps), 0, '127.0.0.1');
  const sockets = attachChatSockets({ server: served.server, deps, bus: live, db, publicKey: keys.publicKey, logger });
  const base = `http://127.0.0.1:${served.port}`;
  const token = (principal: Principal, expiresInSeconds?: number) => signAccessToken(keys.privateKey, principal, expiresInSeconds);
  return {
    base,
    db,
    databaseUrl,
    jobs,
    deps,
    sockets,
    token,
    connect: (who) => TestSocket.open(base, typeof who === 'string' ? who : token(who)),
    outboxNotified: () => notified,
    close: async () => {
      await sockets.close();
      await served.close(100);
      if (!options.live) await live.close();
      if (!options.jobs) await jobs.close();
      await db.$disconnect();
      await database?.drop();
    },
  };
}

/** A client of the chat socket that keeps every frame it got and waits for the ones a test wants. */
export class TestSocket {
  readonly frames: ChatServerFrame[] = [];
  private waiters: { match: (f: ChatServerFrame) => boolean; resolve: (f: ChatServerFrame) => void }[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as ChatServerFrame;
      this.frames.push(frame);
      this.waiters = this.waiters.filter((w) => (w.match(frame) ? (w.resolve(frame), false) : true));
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  }

  static async open(base: string, token: string, protocols = [CHAT_WS_PROTOCOL, `${CHAT_WS_BEARER_PREFIX}${token}`]): Promise<TestSocket> {
    const ws = new WebSocket(`${base.replace('http', 'ws')}${CHAT_WS_PATH}`, protocols);
    const socket = new TestSocket(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return socket;
  }

  /** The first frame (already got or coming) that matches, within `ms`. */
  next<T extends ChatServerFrame['type']>(type: T, match: (f: Extract<ChatServerFrame, { type: T }>) => boolean = () => true, ms = 5000): Promise<Extract<ChatServerFrame, { type: T }>> {
    const test = (f: ChatServerFrame) => f.type === type && match(f as Extract<ChatServerFrame, { type: T }>);
    const got = this.frames.find(test);
    if (got) return Promise.resolve(got as Extract<ChatServerFrame, { type: T }>);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} frame within ${ms} ms; got ${JSON.stringify(this.frames.slice(-5))}`)), ms);
      this.waiters.push({
        match: test,
        resolve: (f) => {
          clearTimeout(timer);
          resolve(f as Extract<ChatServerFrame, { type: T }>);
        },
      });
    });
  }

  send(frame: unknown): void {
    this.ws.send(JSON.stringify(frame));
  }

  close(): Promise<{ code: number; reason: string }> {
    this.ws.close(1000);
    return this.closed;
  }
}

export { call, type Answer };
export { until } from '@phjobs/test-utils/http';

export const JUAN: Principal = { userId: '1', userType: 'individual', email: 'seeker@demo.ph' };
export const ANA: Principal = { userId: '7', userType: 'individual', email: 'ana@example.ph' };
export const SAMPAGUITA: Principal = { userId: '2', userType: 'company', email: 'employer@demo.ph' };
export const OTHER_COMPANY: Principal = { userId: '3', userType: 'company', email: 'other@company.ph' };
/** Sampaguita's master (company_master of services/jobs). */
export const MASTER: Principal = { userId: '9', userType: 'master.company', email: 'master@demo.ph' };

/** Sampaguita's Ongoing ad 12 (Barista), its ended ad 14, another company's ad 15. */
export const AD_12: InternalChatAd = { jobId: 12, title: 'Barista', statusCode: '012C', deleted: false, endedAt: null, companyUserId: 2, masterUserId: 9, companyName: 'Sampaguita Coffee', logoKey: 'seed/logos/company-2.png' };
export const AD_14_ENDED: InternalChatAd = { ...AD_12, jobId: 14, title: 'Cashier', statusCode: '012D', endedAt: '2026-11-01T00:00:00.000Z' };
export const AD_15_OTHER: InternalChatAd = { ...AD_12, jobId: 15, title: 'Rider', companyUserId: 3, masterUserId: null, companyName: 'Other Co' };
export const uuid = () => crypto.randomUUID();

/** Juan's chat application on ad 12, his telephone application on ad 13, Ana's on ad 13. */
export const JUAN_CHAT: InternalApplication = { applicationId: 501, jobId: 12, userId: 1, howToApplyCode: '018B', statusCode: '021C', chat_url: 'apply_12_1', cancelled: false };
export const JUAN_PHONE: InternalApplication = { applicationId: 502, jobId: 13, userId: 1, howToApplyCode: '018D', statusCode: '021C', chat_url: null, cancelled: false };
export const ANA_PHONE: InternalApplication = { applicationId: 503, jobId: 13, userId: 7, howToApplyCode: '018D', statusCode: '021C', chat_url: null, cancelled: false };
