/**
 * The community app on a free port over a fresh, migrated database of the real PostgreSQL, with a
 * local HTTP stand-in of services/jobs, services/talent and services/account answering the internal
 * calls a report's snapshot and a nickname make (x-service-token checked), so that the real clients
 * (src/clients/targets.ts, members.ts) are used.
 */
import type { InternalJobAdSummary } from '@phjobs/contracts/community';
import { releaseAfterCommit } from '@phjobs/service-kit/events/after-commit';
import { requireService, signAccessToken, type Principal } from '@phjobs/service-kit/auth';
import { createLogger } from '@phjobs/service-kit/logger';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import { call, serveApp, type Answer } from '@phjobs/test-utils/http';
import { testKeys } from '@phjobs/test-utils/keys';
import express from 'express';
import { createCommunityApp } from '../src/app.ts';
import { httpMembersClient } from '../src/clients/members.ts';
import { httpTargetsClient } from '../src/clients/targets.ts';
import { openDatabase, type CommunityDb } from '../src/data/db.ts';
import { openListPool } from '../src/data/list-pool.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';

export const SERVICE_SECRET = 'community-test-secret';

/** jobs and talent in one stand-in: ads by id, resumes (title and owner) by id. */
export type TargetsStandIn = {
  url: string;
  ads: Map<number, InternalJobAdSummary>;
  resumes: Map<number, { title: string; userId: number; statusCode?: '020A' | '020B' }>;
  /** account's members: full names by user id (a member not here is a 404). */
  members: Map<number, string>;
  /** Answer 500 to every call (the services failing). */
  failing: boolean;
  calls: number;
  close(): Promise<void>;
};

/** A resume as talent's internal call answers it: only the fields the snapshot reads matter, the rest is filler the schema strips. */
const resumeAnswer = (id: number, resume: { title: string; userId: number; statusCode?: '020A' | '020B' }) => ({ resumeId: id, title: resume.title, userId: resume.userId, statusCode: resume.statusCode ?? '020A' });

export async function startTargetsStandIn(secret = SERVICE_SECRET): Promise<TargetsStandIn> {
  const stand: Omit<TargetsStandIn, 'url' | 'close'> = { ads: new Map(), resumes: new Map(), members: new Map(), failing: false, calls: 0 };
  const app = express();
  app.get('/internal/jobAds/:id/summary', requireService(secret), (req, res) => {
    stand.calls += 1;
    if (stand.failing) return void res.status(500).json({ code: 'internal', message: 'down' });
    const found = stand.ads.get(Number(req.params.id));
    if (!found) return void res.status(404).json({ code: 'not-found', message: 'No such job ad.' });
    res.json(found);
  });
  app.get('/internal/resumes/:id', requireService(secret), (req, res) => {
    stand.calls += 1;
    if (stand.failing) return void res.status(500).json({ code: 'internal', message: 'down' });
    const found = stand.resumes.get(Number(req.params.id));
    if (!found) return void res.status(404).json({ code: 'not-found', message: 'No such resume.' });
    res.json(resumeAnswer(Number(req.params.id), found));
  });
  app.get('/internal/users/:id/profile', requireService(secret), (req, res) => {
    stand.calls += 1;
    if (stand.failing) return void res.status(500).json({ code: 'internal', message: 'down' });
    const id = Number(req.params.id);
    const fullName = stand.members.get(id);
    if (fullName === undefined) return void res.status(404).json({ code: 'not-found', message: 'No such member.' });
    res.json({ userId: id, userType: 'individual', fullName, email: `member${id}@example.ph`, genderCode: null, birthDate: null, phoneNumber: null, address: null, photoKey: null });
  });
  const served = await serveApp(app);
  return Object.assign(stand, served);
}

export type Harness = {
  base: string;
  db: CommunityDb;
  targets: TargetsStandIn;
  token(principal: Principal): string;
  close(): Promise<void>;
};

export async function startCommunity(label = 'community', now?: () => Date): Promise<Harness> {
  const database: TestDatabase = await startTestDatabase(label, MIGRATIONS_DIR);
  const db = openDatabase(database.databaseUrl);
  const keys = testKeys();
  const targets = await startTargetsStandIn();
  const lists = openListPool(database.databaseUrl, 4);
  const app = createCommunityApp({
    db: releaseAfterCommit(db, { notify: () => undefined }),
    lists,
    publicKey: keys.publicKey,
    logger: createLogger('community', 'silent'),
    targets: httpTargetsClient({ jobsUrl: targets.url, talentUrl: targets.url, serviceSecret: SERVICE_SECRET, timeoutMs: 2000 }),
    members: httpMembersClient({ accountUrl: targets.url, serviceSecret: SERVICE_SECRET, logger: createLogger('community', 'silent'), timeoutMs: 2000 }),
    serviceSecret: SERVICE_SECRET,
    ...(now ? { now } : {}),
  });
  const served = await serveApp(app);
  return {
    base: served.url,
    db,
    targets,
    token: (principal) => signAccessToken(keys.privateKey, principal),
    close: async () => {
      await served.close();
      await targets.close();
      await lists.close();
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
