import { TALENT_API } from '@phjobs/contracts/api/talent';
import { authenticate } from '@phjobs/service-kit/auth';
import { createService } from '@phjobs/service-kit/http';
import type { Logger } from '@phjobs/service-kit/logger';
import { routesOf } from '@phjobs/service-kit/routes';
import type { Express } from 'express';
import type { AccountClient } from './clients/account.ts';
import type { JobsClient } from './clients/jobs.ts';
import type { TalentDb } from './data/db.ts';
import type { SearchSql } from './data/search-pool.ts';
import type { TalentIndex } from './data/talent-index/talent-index.ts';
import { internalHandlers } from './routes/internal.ts';
import { offerHandlers } from './routes/offer.ts';
import { resumeHandlers } from './routes/resume.ts';
import { talentHandlers } from './routes/talent.ts';
import { talentSearchHandlers } from './routes/talent-search.ts';

export type TalentAppDeps = {
  /** Wrapped by releaseAfterCommit (start.ts): a transaction that wrote the outbox wakes the relay. */
  db: TalentDb;
  publicKey: string;
  logger: Logger;
  account: AccountClient;
  jobs: JobsClient;
  /** SERVICE_TOKEN_SECRET: internal calls carry x-service-token signed with it. */
  serviceSecret: string;
  /** The talent search's pool (data/search-pool.ts); `db` when not given. */
  search?: SearchSql;
  /** The talent index when it is current (data/talent-index/live.ts); none: SQL answers. */
  talentIndex?: () => TalentIndex | null;
};

export function createTalentApp({ db, publicKey, logger, account, jobs, serviceSecret, search, talentIndex }: TalentAppDeps): Express {
  return createService({
    name: 'talent',
    logger,
    ready: async () => {
      await db.$queryRawUnsafe('SELECT 1');
    },
    authenticate: authenticate(publicKey),
    api: [
      routesOf(
        TALENT_API,
        {
          ...internalHandlers({ db }),
          ...talentHandlers({ db, account }),
          ...talentSearchHandlers({ db, account, ...(search ? { search } : {}), ...(talentIndex ? { index: talentIndex } : {}) }),
          ...resumeHandlers({ db, account }),
          ...offerHandlers({ db, jobs }),
        },
        { serviceSecret },
      ),
    ],
  });
}
