/**
 * The talent app on a free port over a fresh, migrated database of the real PostgreSQL, with
 * in-memory stand-ins for the two services it asks (account: profiles and company cards; jobs:
 * ads). The stand-ins answer as those services do: an ad is visible to its own company in any
 * status and to others only while ongoing.
 */
import type { AddressInfo } from 'node:net';
import type { IndividualInfo } from '@phjobs/contracts/talent';
import { releaseAfterCommit } from '@phjobs/service-kit/events/after-commit';
import { signAccessToken, verifyAccessToken, type Principal } from '@phjobs/service-kit/auth';
import { createLogger } from '@phjobs/service-kit/logger';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import { call, until, type Answer } from '@phjobs/test-utils/http';
import { testKeys } from '@phjobs/test-utils/keys';
import { createTalentApp } from '../src/app.ts';
import type { AccountClient, CompanyCard } from '../src/clients/account.ts';
import type { CompanyJob, JobsClient } from '../src/clients/jobs.ts';
import { openDatabase, type TalentDb } from '../src/data/db.ts';
import { openSearchPool } from '../src/data/search-pool.ts';
import { RESUME_CHANGES_CHANNEL, startTalentIndex } from '../src/data/talent-index/live.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';

export const SERVICE_SECRET = 'test-service-secret';

/** Both clients in one stand-in (account: profiles and cards; jobs: ads), counting the calls. */
export class FakeUpstreams implements AccountClient, JobsClient {
  readonly profiles = new Map<number, IndividualInfo>();
  readonly cards = new Map<number, CompanyCard>();
  readonly jobs = new Map<number, CompanyJob>();
  calls = { individualInfo: 0, companyCard: 0, companyJob: 0 };

  constructor(private readonly publicKey: string) {}

  async individualInfo(userId: number): Promise<IndividualInfo | null> {
    this.calls.individualInfo += 1;
    return this.profiles.get(userId) ?? null;
  }

  async companyCard(companyId: number): Promise<CompanyCard | null> {
    this.calls.companyCard += 1;
    return this.cards.get(companyId) ?? null;
  }

  async companyJob(jobId: number, authorization: string | undefined): Promise<CompanyJob | null> {
    this.calls.companyJob += 1;
    const job = this.jobs.get(jobId);
    if (!job) return null;
    const token = authorization?.replace(/^Bearer /i, '');
    const caller = token ? verifyAccessToken(this.publicKey, token).userId : null;
    return job.statusCode === '012C' || caller === String(job.companyId) ? job : null;
  }
}

export type Harness = {
  base: string;
  db: TalentDb;
  databaseUrl: string;
  upstreams: FakeUpstreams;
  token(principal: Principal): string;
  outboxNotified: () => number;
  /**
   * With the talent index: returns once the index has applied every change committed before the
   * call (a NOTIFY of its own sent after them is heard after them: PostgreSQL delivers in commit
   * order), so a search right after a write reads it, as the SQL would. Without: at once.
   */
  sync(): Promise<void>;
  /** Searches the talent index answered (0 without it). */
  indexAnswers(): number;
  close(): Promise<void>;
};

/** `index`: the talent search answers from the in-memory index (data/talent-index/), as start.ts wires it by default. */
export async function startTalent(label = 'talent', { index = false }: { index?: boolean } = {}): Promise<Harness> {
  const database: TestDatabase = await startTestDatabase(label, MIGRATIONS_DIR);
  const db = openDatabase(database.databaseUrl);
  const keys = testKeys();
  const upstreams = new FakeUpstreams(keys.publicKey);
  let notified = 0;
  // The talent search runs on its own pg pool, as start.ts wires it.
  const search = openSearchPool(database.databaseUrl, 4);
  const live = index ? await startTalentIndex(database.databaseUrl, search) : null;
  await live?.index.ready;
  let indexAnswers = 0;
  const app = createTalentApp({
    // As start.ts hands it: a transaction that wrote the outbox wakes the relay (here: counts).
    db: releaseAfterCommit(db, {
      notify: () => {
        notified += 1;
      },
    }),
    publicKey: keys.publicKey,
    logger: createLogger('talent', 'silent'),
    account: upstreams,
    jobs: upstreams,
    serviceSecret: SERVICE_SECRET,
    search,
    ...(live
      ? {
          talentIndex: () => {
            const current = live.index.current();
            if (current) indexAnswers++;
            return current;
          },
        }
      : {}),
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    db,
    databaseUrl: database.databaseUrl,
    upstreams,
    token: (principal) => signAccessToken(keys.privateKey, principal),
    outboxNotified: () => notified,
    sync: async () => {
      if (!live) return;
      const heard = live.index.changesHeard;
      await db.$executeRawUnsafe(`SELECT pg_notify('${RESUME_CHANGES_CHANNEL}', '0')`);
      await until(() => live.index.changesHeard > heard, 'the talent index to hear its NOTIFY');
      await live.index.settled();
      if (!live.index.current()) throw new Error('the talent index is not current after it applied every change');
    },
    indexAnswers: () => indexAnswers,
    close: async () => {
      await live?.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db.$disconnect();
      await search.close();
      await database.drop();
    },
  };
}

export { call, type Answer };

// ---------------------------------------------------------------------------------------------
// People and bodies the tests share
// ---------------------------------------------------------------------------------------------

export const JUAN: Principal = { userId: '101', userType: 'individual', email: 'juan@example.ph' };
export const ANA: Principal = { userId: '102', userType: 'individual', email: 'ana@example.ph' };
export const SAMPAGUITA: Principal = { userId: '2', userType: 'company', email: 'employer@demo.ph' };
export const MABUHAY: Principal = { userId: '1001', userType: 'company', email: 'hr@mabuhay.ph' };
export const MASTER: Principal = { userId: '3', userType: 'master.company', email: 'master@demo.ph' };

export const JUAN_PROFILE: IndividualInfo = {
  userId: 101,
  fullName: 'Juan Dela Cruz',
  email: 'juan@example.ph',
  genderCode: '003A',
  birthDate: '1998-06-12',
  address: '24 Maginhawa Street, Brgy. Teachers Village East, Quezon City, Metro Manila',
  phoneNumber: '+63 917 555 0101',
  photoKey: 'individual/juan.png',
};

export const SELF_INTRODUCTION =
  'I am a hardworking barista from Quezon City with two years of experience in busy coffee shops. I am friendly, reliable and eager to learn.';

/** A complete, valid resume body (POST /api/resume/setResume). */
export function resumeBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Barista with 2 years of experience',
    resumeProfileImageKey: 'individual/profile-1.png',
    photoKey: 'individual/juan.png',
    resumePhoto: [{ key: 'individual/photo-1.jpg', fileName: 'me.jpg' }],
    education: '004D',
    career: [
      { companyName: 'Sampaguita Coffee Company Inc.', periodFrom: '2022-01', periodTo: '2022-12', position: 'Barista', isInOffice: false },
      { companyName: 'Mabuhay Cafe', periodFrom: '2023-03', periodTo: '2023-03', position: 'Senior Barista', isInOffice: true },
    ],
    isNewcomer: false,
    workingConditions: {
      specialization: ['SP0601'],
      region: [{ province: '1300000000', city: '1381300000' }],
      employeeType: ['011A'],
      workingDay: { workingDay: '007C', selectedDay: [], isNegotiable: true, detailCondition: null },
      workPeriod: { workPeriod: '008G', isNegotiable: false },
      workingHour: { isListSelect: true, workingHour: '009G', workingHourFrom: null, workingHourTo: null, isNegotiable: false },
      salary: { salaryType: '010D', salaryMoreThan: 18000 },
    },
    selection: 'direct',
    selfIntroduction: SELF_INTRODUCTION,
    ability: [
      { skill: '005A', field: 'English', level: 'Fluent' },
      { skill: 'computer', field: 'MS Excel', level: 'Intermediate' },
    ],
    portfolio: [{ key: 'individual/latte-art.pdf', fileName: 'latte-art.pdf' }],
    isPublish: true,
    ...overrides,
  };
}

/** The demo company's ongoing ad, as services/jobs would answer it. */
export const BARISTA_JOB: CompanyJob = {
  jobId: 7,
  companyId: 2,
  statusCode: '012C',
  title: 'Barista - Makati City',
  companyName: 'Sampaguita Coffee Company Inc.',
  logoKey: 'seed/logos/company-2.png',
  specializationIds: ['SP0601', 'SP0603'],
  province: 'Metro Manila',
  city: 'Makati City',
  phoneNumber: '+63 918 555 0202',
  email: 'employer@demo.ph',
};
