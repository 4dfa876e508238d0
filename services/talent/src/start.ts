import { fileURLToPath } from 'node:url';
import { releaseAfterCommit } from '@phjobs/service-kit/events/after-commit';
import { startOutboxRelay } from '@phjobs/service-kit/events/relay';
import { runMigrations } from '@phjobs/service-kit/migrate';
import { serviceMetrics } from '@phjobs/service-kit/metrics';
import { listen, type StartService } from '@phjobs/service-kit/runtime';
import { createTalentApp } from './app.ts';
import { httpAccountClient } from './clients/account.ts';
import { httpJobsClient } from './clients/jobs.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './data/db.ts';
import { openSearchPool } from './data/search-pool.ts';
import { startTalentIndex } from './data/talent-index/live.ts';
import { startWithdrawalConsumer } from './events/withdrawal.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

/** Migrates, then serves; the relay publishes talent.offer.*, the withdrawal consumer erases withdrawn members. */
export const start: StartService = async (ctx) => {
  const config = readConfig(ctx);
  if (!ctx.databaseUrl) throw new Error('talent: no database URL (TALENT_DATABASE_URL or DATABASE_URL).');
  await runMigrations({ databaseUrl: ctx.databaseUrl, migrationsDir: MIGRATIONS_DIR, logger: ctx.logger });
  const raw = openDatabase(ctx.databaseUrl, config.dbPool);
  const relay = startOutboxRelay({ db: raw, transport: ctx.bus.transport, logger: ctx.logger, service: ctx.name });
  const db = releaseAfterCommit(raw, relay);
  const withdrawal = await startWithdrawalConsumer({ db: raw, transport: ctx.bus.transport, logger: ctx.logger });
  const search = openSearchPool(ctx.databaseUrl, config.dbPool);
  // Built in the background: until it is current the SQL answers.
  const talentIndex = config.searchIndex ? await startTalentIndex(ctx.databaseUrl, search, ctx.logger) : null;
  const answers = serviceMetrics(ctx.name).counter('talent_search_answers_total', 'Talent list calls by what answered them: the talent index, or the SQL while the index was not current.', ['from']);
  for (const from of ['index', 'sql']) answers.labels(from).inc(0);
  const counted = <T>(index: T | null): T | null => {
    answers.labels(index ? 'index' : 'sql').inc();
    return index;
  };
  const { serviceSecret } = config;
  const app = createTalentApp({
    db,
    publicKey: ctx.keys.publicKey,
    logger: ctx.logger,
    account: httpAccountClient({ accountUrl: config.accountUrl, serviceSecret }),
    jobs: httpJobsClient({ jobsUrl: config.jobsUrl, serviceSecret }),
    serviceSecret,
    search,
    ...(talentIndex ? { talentIndex: () => counted(talentIndex.index.current()) } : {}),
  });
  const server = await listen(app, ctx.port);
  return {
    port: server.port,
    close: async () => {
      await server.close();
      await talentIndex?.stop();
      await withdrawal.stop();
      await relay.stop();
      await raw.$disconnect();
      await search.close();
    },
  };
};
