import { hostname } from 'node:os';
import { fileURLToPath } from 'node:url';
import { releaseAfterCommit } from '@phjobs/service-kit/events/after-commit';
import { startOutboxRelay } from '@phjobs/service-kit/events/relay';
import { runMigrations } from '@phjobs/service-kit/migrate';
import { serviceMetrics } from '@phjobs/service-kit/metrics';
import { listen, type StartService } from '@phjobs/service-kit/runtime';
import { createApp } from './app.ts';
import { httpCompanyDirectory } from './clients/companies.ts';
import { httpMemberDirectory } from './clients/members.ts';
import { httpResumeDirectory } from './clients/resumes.ts';
import { readConfig } from './config.ts';
import { claimScheduleTick, runAdSchedule } from './data/close-expired-ads.ts';
import { openDatabase } from './data/db.ts';
import { startListCaches } from './data/list-cache.ts';
import { readAdsWith } from './data/search-index/live.ts';
import { scheduleClosingExpiredAds } from './domain/close-expired-ads.ts';
import { startLogoConsumer } from './events/logo-changed.ts';
import { startMasterConsumer } from './events/master-changed.ts';
import { startMemoConsumer } from './events/memo-saved.ts';
import { startOrderPaidConsumer } from './events/order-paid.ts';
import { startPermitConsumer } from './events/permit-changed.ts';
import { startWithdrawalConsumer } from './events/withdrawal.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

/**
 * Reads the config, migrates, starts the outbox relay, the withdrawal consumer (account.user.withdrawn),
 * the memo consumer (chat.memo.saved), the paid styling, logo, permit and master-branch consumers
 * (employer.order.paid, employer.company.logo_changed, .permit_changed, .master_changed), the ads'
 * schedule (due reviews, ends by deadline and by the 21-day rule, the erasure of withdrawn
 * companies' applicant data: one instance per tick, JOBS_SCHEDULE_SECONDS) and the list caches
 * (with their hit counters in the service's metrics), then serves the calls.
 * close() stops them in reverse. Wiring only.
 */
export const start: StartService = async (ctx) => {
  const config = readConfig(ctx);
  if (!ctx.databaseUrl) throw new Error('jobs: no database URL (JOBS_DATABASE_URL or DATABASE_URL).');
  await runMigrations({ databaseUrl: ctx.databaseUrl, migrationsDir: MIGRATIONS_DIR, logger: ctx.logger });
  const raw = openDatabase(ctx.databaseUrl, config.dbPool, ctx.logger);
  // One instance runs each tick of the schedule (claimScheduleTick), however many run.
  const metrics = serviceMetrics(ctx.name);
  const ticks = metrics.counter('jobs_schedule_ticks_total', "Ticks of the ads' schedule this instance asked for, by whether it ran them (won) or another instance did.", ['won']);
  for (const won of ['true', 'false']) ticks.labels(won).inc(0);
  const instance = `${hostname()}/${process.pid}/${ctx.port}`;
  const closing = scheduleClosingExpiredAds(
    async (tick) => {
      if (!(await claimScheduleTick(raw, tick, instance))) {
        ticks.labels('false').inc();
        return 0;
      }
      ticks.labels('true').inc();
      const run = await runAdSchedule(raw, new Date());
      return run.ended + run.reviewed + run.erased;
    },
    (error) => ctx.logger.error({ err: error }, 'the ads schedule (reviews, deadlines, 21 days) failed'),
    config.scheduleSeconds * 1000,
  );
  await closing.ready;
  const relay = startOutboxRelay({ db: raw, transport: ctx.bus.transport, logger: ctx.logger, service: ctx.name });
  // The database of the routes and the domain: a transaction that wrote an event wakes the relay once it commits.
  const db = releaseAfterCommit(raw, relay);
  const withdrawal = await startWithdrawalConsumer({ db: raw, transport: ctx.bus.transport, logger: ctx.logger });
  const memos = await startMemoConsumer({ db: raw, transport: ctx.bus.transport, logger: ctx.logger });
  const paidStyling = await startOrderPaidConsumer({ db: raw, transport: ctx.bus.transport, logger: ctx.logger });
  const logos = await startLogoConsumer({ db: raw, transport: ctx.bus.transport, logger: ctx.logger });
  const permits = await startPermitConsumer({ db: raw, transport: ctx.bus.transport, logger: ctx.logger });
  const masters = await startMasterConsumer({ db: raw, transport: ctx.bus.transport, logger: ctx.logger });
  // The search index is built in the background: the SQL answers until it is current.
  const caches = await startListCaches(ctx.databaseUrl, config.listCacheSeconds, ctx.logger, {
    pages: config.listCachePages,
    stats: (cache) => metrics.cache(cache),
    searchIndex: config.searchIndex ? { readAds: readAdsWith((text, ...values) => raw.$queryRawUnsafe(text, ...values)) } : null,
  });
  const app = createApp({
    db,
    publicKey: ctx.keys.publicKey,
    logger: ctx.logger,
    serviceSecret: config.serviceSecret,
    members: httpMemberDirectory({ baseUrl: config.accountUrl, serviceSecret: config.serviceSecret }),
    resumes: httpResumeDirectory({ baseUrl: config.talentUrl, serviceSecret: config.serviceSecret }),
    companies: httpCompanyDirectory({ baseUrl: config.accountUrl, serviceSecret: config.serviceSecret }),
    reviewDelaySeconds: config.reviewDelaySeconds,
    caches,
  });
  const server = await listen(app, ctx.port);
  return {
    port: server.port,
    close: async () => {
      await server.close();
      await caches.stop();
      await paidStyling.stop();
      await masters.stop();
      await permits.stop();
      await logos.stop();
      await memos.stop();
      await withdrawal.stop();
      await relay.stop();
      closing.stop();
      await raw.close();
    },
  };
};
