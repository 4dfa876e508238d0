import { fileURLToPath } from 'node:url';
import { releaseAfterCommit } from '@phjobs/service-kit/events/after-commit';
import { startOutboxRelay } from '@phjobs/service-kit/events/relay';
import { runMigrations } from '@phjobs/service-kit/migrate';
import { listen, type StartService } from '@phjobs/service-kit/runtime';
import { createCommunityApp } from './app.ts';
import { httpTargetsClient } from './clients/targets.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './data/db.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

/**
 * Migrates, then serves the home, event, FAQ, inquiry and report calls; the relay publishes
 * community.qna.answered and community.report.resolved. The community areas (posts, comments,
 * tips, reviews, articles) come with issue 17.
 */
export const start: StartService = async (ctx) => {
  const config = readConfig(ctx);
  if (!ctx.databaseUrl) throw new Error('community: no database URL (COMMUNITY_DATABASE_URL or DATABASE_URL).');
  await runMigrations({ databaseUrl: ctx.databaseUrl, migrationsDir: MIGRATIONS_DIR, logger: ctx.logger });
  const raw = openDatabase(ctx.databaseUrl, config.dbPool);
  const relay = startOutboxRelay({ db: raw, transport: ctx.bus.transport, logger: ctx.logger, service: ctx.name });
  const db = releaseAfterCommit(raw, relay);
  const app = createCommunityApp({
    db,
    publicKey: ctx.keys.publicKey,
    logger: ctx.logger,
    targets: httpTargetsClient({ jobsUrl: config.jobsUrl, talentUrl: config.talentUrl, serviceSecret: config.serviceSecret }),
    serviceSecret: config.serviceSecret,
  });
  const server = await listen(app, ctx.port);
  return {
    port: server.port,
    close: async () => {
      await server.close();
      await relay.stop();
      await raw.$disconnect();
    },
  };
};
