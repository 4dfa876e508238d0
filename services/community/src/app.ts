import { COMMUNITY_API } from '@phjobs/contracts/api/community';
import { COMMUNITY_ARTICLE_API } from '@phjobs/contracts/api/community-articles';
import { COMMUNITY_POSTS_API } from '@phjobs/contracts/api/community-posts';
import { authenticate } from '@phjobs/service-kit/auth';
import { createService } from '@phjobs/service-kit/http';
import type { Logger } from '@phjobs/service-kit/logger';
import { routesOf } from '@phjobs/service-kit/routes';
import type { Express } from 'express';
import type { MembersClient } from './clients/members.ts';
import type { TargetsClient } from './clients/targets.ts';
import type { CommunityDb } from './data/db.ts';
import { articleHandlers } from './routes/articles.ts';
import type { ListSql } from './data/list-pool.ts';
import { eventHandlers } from './routes/events.ts';
import { helpHandlers } from './routes/help.ts';
import { homeHandlers } from './routes/home.ts';
import { interviewTipHandlers } from './routes/interview-tips.ts';
import { jobReviewHandlers } from './routes/job-reviews.ts';
import { myTalkHandlers } from './routes/my-talk.ts';
import { postHandlers } from './routes/posts.ts';

export type CommunityAppDeps = {
  /** Wrapped by releaseAfterCommit (start.ts): a transaction that wrote the outbox wakes the relay. */
  db: CommunityDb;
  /** The list calls' own pg pool (data/list-pool.ts); the Prisma client when left out. */
  lists?: ListSql;
  publicKey: string;
  logger: Logger;
  /** services/jobs and services/talent, for the snapshot a report keeps. */
  targets: TargetsClient;
  /** services/account, for the names nicknames are made of. */
  members: MembersClient;
  /** SERVICE_TOKEN_SECRET: internal calls carry x-service-token signed with it. */
  serviceSecret: string;
  /** The clock of event status and banner windows; tests pin it. */
  now?: () => Date;
};

/** /healthz, /readyz, the routes of COMMUNITY_API (home, events and notices, FAQ, inquiries, reports) and COMMUNITY_POSTS_API (the member-written areas). */
export function createCommunityApp({ db, lists = db, publicKey, logger, targets, members, serviceSecret, now = () => new Date() }: CommunityAppDeps): Express {
  const posts = { db, lists, members, now, serviceSecret };
  return createService({
    name: 'community',
    logger,
    ready: async () => {
      await db.$queryRawUnsafe('SELECT 1');
    },
    authenticate: authenticate(publicKey),
    api: [
      routesOf(COMMUNITY_API, { ...homeHandlers({ db, now }), ...eventHandlers({ db, now }), ...helpHandlers({ db, targets, logger }) }, { serviceSecret }),
      routesOf(COMMUNITY_ARTICLE_API, articleHandlers({ db, now }), { serviceSecret }),
      routesOf(COMMUNITY_POSTS_API, { ...postHandlers(posts), ...interviewTipHandlers(posts), ...jobReviewHandlers({ db, now }), ...myTalkHandlers({ db, now }) }, { serviceSecret }),
    ],
  });
}
