import { fileURLToPath } from 'node:url';
import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { serviceTokenSecret } from '@phjobs/service-kit/auth';
import { startConsumer } from '@phjobs/service-kit/events/consumer';
import { startOutboxRelay } from '@phjobs/service-kit/events/relay';
import { runMigrations } from '@phjobs/service-kit/migrate';
import { listen, type StartService } from '@phjobs/service-kit/runtime';
import { createApp } from './app.ts';
import { httpMemberDirectory } from './clients/members.ts';
import { httpResumeDirectory } from './clients/resumes.ts';
import { upstreamUrlsFrom } from './clients/upstream.ts';
import { openDatabase } from './db.ts';
import { eraseMember } from './domain/applications/erase-member.ts';
import { scheduleClosingExpiredAds } from './domain/close-expired-ads.ts';
import { startMemoConsumer } from './events/memo-saved.ts';
import { listCachePages, listCacheSeconds, startListCaches } from './list-cache.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

/** Durable consumer of account.user.withdrawn (processed_event key 'jobs.withdrawal'). */
export const WITHDRAWAL_CONSUMER = 'jobs.withdrawal';

/** Migrates, starts the outbox relay, the withdrawal consumer and the memo consumer (chat.memo.saved), then serves the calls. */
export const start: StartService = async (ctx) => {
  if (!ctx.databaseUrl) throw new Error('jobs: no database URL (JOBS_DATABASE_URL or DATABASE_URL).');
  await runMigrations({ databaseUrl: ctx.databaseUrl, migrationsDir: MIGRATIONS_DIR, logger: ctx.logger });
  const db = openDatabase(ctx.databaseUrl, Number(ctx.env.JOBS_DB_POOL) || undefined, ctx.logger);
  const serviceSecret = serviceTokenSecret(ctx.env);
  const { accountUrl, talentUrl } = upstreamUrlsFrom(ctx.env);
  const closing = scheduleClosingExpiredAds(db, (error) => ctx.logger.error({ err: error }, 'closing expired ads failed'));
  await closing.ready;
  const relay = startOutboxRelay({ db, transport: ctx.bus.transport, logger: ctx.logger });
  const withdrawal = await startConsumer({
    db,
    transport: ctx.bus.transport,
    logger: ctx.logger,
    consumer: WITHDRAWAL_CONSUMER,
    subjects: [EVENT_SUBJECTS.USER_WITHDRAWN],
    handle: async (tx, event) => {
      const erased = await eraseMember(tx, event.payload.userId);
      ctx.logger.info({ userId: event.payload.userId, ...erased }, 'withdrawn member erased');
    },
  });
  const memos = await startMemoConsumer({ db, transport: ctx.bus.transport, logger: ctx.logger });
  const caches = await startListCaches(ctx.databaseUrl, listCacheSeconds(ctx.env), ctx.logger, { pages: listCachePages(ctx.env) });
  const app = createApp({
    db,
    publicKey: ctx.keys.publicKey,
    logger: ctx.logger,
    serviceSecret,
    members: httpMemberDirectory({ baseUrl: accountUrl, serviceSecret }),
    resumes: httpResumeDirectory({ baseUrl: talentUrl, serviceSecret }),
    onOutbox: () => relay.notify(),
    caches,
  });
  const server = await listen(app, ctx.port);
  return {
    port: server.port,
    close: async () => {
      await server.close();
      closing.stop();
      await caches.stop();
      await memos.stop();
      await withdrawal.stop();
      await relay.stop();
      await db.close();
    },
  };
};
