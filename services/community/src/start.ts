import { fileURLToPath } from 'node:url';
import { releaseAfterCommit } from '@phjobs/service-kit/events/after-commit';
import { startOutboxRelay } from '@phjobs/service-kit/events/relay';
import { runMigrations } from '@phjobs/service-kit/migrate';
import { listen, type StartService } from '@phjobs/service-kit/runtime';
import { createCommunityApp } from './app.ts';
import { httpMembersClient } from './clients/members.ts';
import { httpTargetsClient } from './clients/targets.ts';
import { readConfig } from './config.ts';
import { startViewPruning } from './data/article-views.ts';
import { openDatabase } from './data/db.ts';
import { openListPool } from './data/list-pool.ts';
import { pruneViews } from './data/posts.ts';
import { manilaDate } from './domain/posts/rules.ts';
import { startWithdrawalConsumer } from './events/withdrawal.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

/**
 * Migrates, then serves the home, event, FAQ, inquiry and report calls and the member-written
 * areas; the relay publishes community.qna.answered, community.report.resolved and
 * community.comment.created; the withdrawal consumer anonymises withdrawn members' posts; an hourly
 * timer forgets the views of days before yesterday.
 */
export const start: StartService = async (ctx) => {
  const config = readConfig(ctx);
  if (!ctx.databaseUrl) throw new Error('community: no database URL (COMMUNITY_DATABASE_URL or DATABASE_URL).');
  await runMigrations({ databaseUrl: ctx.databaseUrl, migrationsDir: MIGRATIONS_DIR, logger: ctx.logger });
  const raw = openDatabase(ctx.databaseUrl, config.dbPool);
  const relay = startOutboxRelay({ db: raw, transport: ctx.bus.transport, logger: ctx.logger, service: ctx.name });
  const db = releaseAfterCommit(raw, relay);
  const lists = openListPool(ctx.databaseUrl, config.dbPool);
  const withdrawal = await startWithdrawalConsumer({ db: raw, transport: ctx.bus.transport, logger: ctx.logger });
  const prune = () => {
    pruneViews(raw, manilaDate(new Date(Date.now() - 86_400_000))).catch((error: unknown) => ctx.logger.warn({ err: error }, 'post views not pruned'));
  };
  prune();
  const pruning = setInterval(prune, 3_600_000);
  pruning.unref();
  const app = createCommunityApp({
    db,
    lists,
    publicKey: ctx.keys.publicKey,
    logger: ctx.logger,
    targets: httpTargetsClient({ jobsUrl: config.jobsUrl, talentUrl: config.talentUrl, serviceSecret: config.serviceSecret }),
    members: httpMembersClient({ accountUrl: config.accountUrl, serviceSecret: config.serviceSecret, logger: ctx.logger }),
    serviceSecret: config.serviceSecret,
  });
  const viewPruning = startViewPruning(raw, () => new Date(), ctx.logger);
  const server = await listen(app, ctx.port);
  return {
    port: server.port,
    close: async () => {
      await server.close();
      viewPruning.stop();
      clearInterval(pruning);
      await withdrawal.stop();
      await relay.stop();
      await lists.close();
      await raw.$disconnect();
    },
  };
};
