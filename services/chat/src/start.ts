import { fileURLToPath } from 'node:url';
import { releaseAfterCommit } from '@phjobs/service-kit/events/after-commit';
import { startOutboxRelay } from '@phjobs/service-kit/events/relay';
import { runMigrations } from '@phjobs/service-kit/migrate';
import { listen, type StartService } from '@phjobs/service-kit/runtime';
import { createChatApp } from './app.ts';
import { httpJobsClient } from './clients/jobs.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './data/db.ts';
import { startFreezeConsumer } from './events/application-cancelled.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

/**
 * Migrates, then serves /chats/memo and /chats/freeze; the relay publishes chat.memo.saved, the
 * freeze consumer freezes the chats of cancelled chat applications. Rooms, messages and the
 * WebSocket come with the chat issue.
 */
export const start: StartService = async (ctx) => {
  const config = readConfig(ctx);
  if (!ctx.databaseUrl) throw new Error('chat: no database URL (CHAT_DATABASE_URL or DATABASE_URL).');
  await runMigrations({ databaseUrl: ctx.databaseUrl, migrationsDir: MIGRATIONS_DIR, logger: ctx.logger });
  const raw = openDatabase(ctx.databaseUrl, config.dbPool);
  const relay = startOutboxRelay({ db: raw, transport: ctx.bus.transport, logger: ctx.logger });
  const db = releaseAfterCommit(raw, relay);
  const freezes = await startFreezeConsumer({ db: raw, transport: ctx.bus.transport, logger: ctx.logger });
  const app = createChatApp({
    db,
    publicKey: ctx.keys.publicKey,
    logger: ctx.logger,
    jobs: httpJobsClient({ jobsUrl: config.jobsUrl, serviceSecret: config.serviceSecret }),
    serviceSecret: config.serviceSecret,
  });
  const server = await listen(app, ctx.port);
  return {
    port: server.port,
    close: async () => {
      await server.close();
      await freezes.stop();
      await relay.stop();
      await raw.$disconnect();
    },
  };
};
