import { JOBS_API } from '@phjobs/contracts/api/jobs';
import { authenticate } from '@phjobs/service-kit/auth';
import type { Db } from '@phjobs/service-kit/events/sql';
import { createService } from '@phjobs/service-kit/http';
import type { Logger } from '@phjobs/service-kit/logger';
import { routesOf } from '@phjobs/service-kit/routes';
import type { Express } from 'express';
import { noCompanyDirectory, type CompanyDirectory } from './clients/companies.ts';
import type { MemberDirectory } from './clients/members.ts';
import type { ResumeDirectory } from './clients/resumes.ts';
import { createCatalogLookups } from './domain/catalog.ts';
import type { SearchLookups } from './domain/lookups.ts';
import { uncachedLists, type ListCaches } from './data/result-cache.ts';
import { adManagementHandlers } from './routes/ad-management.ts';
import { applicationHandlers } from './routes/applications.ts';
import { internalHandlers } from './routes/internal.ts';
import { jobAdHandlers } from './routes/job-ads.ts';
import { masterHandlers } from './routes/master.ts';

export type JobsAppDeps = {
  /**
   * A Prisma client, or any `Db` (service-kit events/sql): the pg pool of data/db.ts, wrapped by
   * releaseAfterCommit (start.ts) so that a transaction that wrote an event wakes the outbox relay.
   */
  db: Db;
  publicKey: string;
  logger: Logger;
  /** services/account (who applies) and services/talent (their resumes), over internal HTTP (src/clients). */
  members: MemberDirectory;
  resumes: ResumeDirectory;
  lookups?: SearchLookups;
  /** The clock (Today jobs, application periods); tests pin it. */
  now?: () => Date;
  /** Checks the x-service-token of internal calls (config.ts, SERVICE_TOKEN_SECRET). */
  serviceSecret: string;
  /** The list answers' caches (data/list-cache.ts); default none, so that a test's direct writes show at once. */
  caches?: ListCaches;
  /** The company's sign-up name for its first ad's copy (services/account); default none ('Company'). */
  companies?: CompanyDirectory;
  /** Seconds from an ad's save to its review (config.ts JOBS_REVIEW_DELAY_SECONDS); default 0, reviewed at once. */
  reviewDelaySeconds?: number;
};

export function createApp({
  db,
  publicKey,
  logger,
  members,
  resumes,
  lookups = createCatalogLookups(),
  now = () => new Date(),
  serviceSecret,
  caches = uncachedLists(),
  companies = noCompanyDirectory,
  reviewDelaySeconds = 0,
}: JobsAppDeps): Express {
  return createService({
    name: 'jobs',
    logger,
    ready: async () => {
      await db.$queryRawUnsafe('SELECT 1');
    },
    authenticate: authenticate(publicKey),
    api: [
      routesOf(
        JOBS_API,
        {
          ...applicationHandlers({ db, members, resumes, now }),
          ...jobAdHandlers({ db, lookups, now, caches }),
          ...internalHandlers({ db, lookups }),
          ...adManagementHandlers({ db, lookups, companies, now, reviewDelaySeconds }),
          ...masterHandlers({ db }),
        },
        { serviceSecret },
      ),
    ],
  });
}
