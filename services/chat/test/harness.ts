/**
 * The chat app on a free port over a fresh, migrated database of the real PostgreSQL, with a local
 * HTTP stand-in of services/jobs answering GET /internal/applications/:id (x-service-token
 * checked) for the applications a test sets, so that the real client (src/clients/jobs.ts) is used.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InternalApplication } from '@phjobs/contracts/applications';
import { releaseAfterCommit } from '@phjobs/service-kit/events/after-commit';
import { requireService, signAccessToken, type Principal } from '@phjobs/service-kit/auth';
import { createLogger } from '@phjobs/service-kit/logger';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import { call, type Answer } from '@phjobs/test-utils/http';
import { testKeys } from '@phjobs/test-utils/keys';
import express from 'express';
import { createChatApp } from '../src/app.ts';
import { httpJobsClient } from '../src/clients/jobs.ts';
import { openDatabase, type ChatDb } from '../src/data/db.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';

export const SERVICE_SECRET = 'chat-test-secret';

export type JobsStandIn = {
  url: string;
  applications: Map<number, InternalApplication>;
  /** Answer 500 to every call (jobs failing). */
  failing: boolean;
  calls: number;
  close(): Promise<void>;
};

async function serve(app: express.Express): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export async function startJobsStandIn(secret = SERVICE_SECRET): Promise<JobsStandIn> {
  const stand: Omit<JobsStandIn, 'url' | 'close'> = { applications: new Map(), failing: false, calls: 0 };
  const app = express();
  app.get('/internal/applications/:id', requireService(secret), (req, res) => {
    stand.calls += 1;
    if (stand.failing) return void res.status(500).json({ code: 'internal', message: 'down' });
    const found = stand.applications.get(Number(req.params.id));
    if (!found) return void res.status(404).json({ code: 'not-found', message: 'No such application.' });
    res.json(found);
  });
  const served = await serve(app);
  return Object.assign(stand, served);
}

export type Harness = {
  base: string;
  db: ChatDb;
  jobs: JobsStandIn;
  token(principal: Principal): string;
  outboxNotified: () => number;
  close(): Promise<void>;
};

export async function startChat(label = 'chat', now?: () => Date): Promise<Harness> {
  const database: TestDatabase = await startTestDatabase(label, MIGRATIONS_DIR);
  const db = openDatabase(database.databaseUrl);
  const keys = testKeys();
  const jobs = await startJobsStandIn();
  let notified = 0;
  const app = createChatApp({
    // As start.ts hands it: a transaction that wrote the outbox wakes the relay (here: counts).
    db: releaseAfterCommit(db, {
      notify: () => {
        notified += 1;
      },
    }),
    publicKey: keys.publicKey,
    logger: createLogger('chat', 'silent'),
    jobs: httpJobsClient({ jobsUrl: jobs.url, serviceSecret: SERVICE_SECRET, timeoutMs: 2000 }),
    serviceSecret: SERVICE_SECRET,
    ...(now ? { now } : {}),
  });
  const served = await serve(app);
  return {
    base: served.url,
    db,
    jobs,
    token: (principal) => signAccessToken(keys.privateKey, principal),
    outboxNotified: () => notified,
    close: async () => {
      await served.close();
      await jobs.close();
      await db.$disconnect();
      await database.drop();
    },
  };
}

export { call, type Answer };
export { until } from '@phjobs/test-utils/http';

export const JUAN: Principal = { userId: '1', userType: 'individual', email: 'seeker@demo.ph' };
export const ANA: Principal = { userId: '7', userType: 'individual', email: 'ana@example.ph' };
export const SAMPAGUITA: Principal = { userId: '2', userType: 'company', email: 'employer@demo.ph' };

/** Juan's chat application on ad 12, his telephone application on ad 13, Ana's on ad 13. */
export const JUAN_CHAT: InternalApplication = { applicationId: 501, jobId: 12, userId: 1, howToApplyCode: '018B', statusCode: '021C', chat_url: 'apply_12_1', cancelled: false };
export const JUAN_PHONE: InternalApplication = { applicationId: 502, jobId: 13, userId: 1, howToApplyCode: '018D', statusCode: '021C', chat_url: null, cancelled: false };
export const ANA_PHONE: InternalApplication = { applicationId: 503, jobId: 13, userId: 7, howToApplyCode: '018D', statusCode: '021C', chat_url: null, cancelled: false };
