import { fileURLToPath } from 'node:url';
import { releaseAfterCommit } from '@phjobs/service-kit/events/after-commit';
import { startOutboxRelay } from '@phjobs/service-kit/events/relay';
import { runMigrations } from '@phjobs/service-kit/migrate';
import { listen, type StartService } from '@phjobs/service-kit/runtime';
import { chatDepsOf, createChatApp } from './app.ts';
import { httpAccountClient } from './clients/account.ts';
import { httpJobsClient } from './clients/jobs.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './data/db.ts';
import { publishRoom } from './domain/chat-rooms.ts';
import { startFreezeConsumer } from './events/application-cancelled.ts';
import { startRoomsConsumer } from './events/chat-applied.ts';
import { inProcessLiveBus, natsLiveBus } from './data/live-bus.ts';
import { attachChatSockets } from './routes/socket.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

/**
 * Migrates, then serves /chats/* (REST) and the socket at /chats/ws on the same port; the live bus
 * is NATS core when NATS_URL is set (several instances), else in-process. The relay publishes
 * chat.memo.saved and chat.message.unread; the consumers freeze the chats of cancelled
 * applications and deleted or withdrawn ads, and open the rooms of chat applications.
 */
export const start: StartService = async (ctx) => {
  const config = readConfig(ctx);
  if (!ctx.databaseUrl) throw new Error('chat: no database URL (CHAT_DATABASE_URL or DATABASE_URL).');
  await runMigrations({ databaseUrl: ctx.databaseUrl, migrationsDir: MIGRATIONS_DIR, logger: ctx.logger });
  const raw = openDatabase(ctx.databaseUrl, config.dbPool);
  const relay = startOutboxRelay({ db: raw, transport: ctx.bus.transport, logger: ctx.logger, service: ctx.name });
  const db = releaseAfterCommit(raw, relay);
  const live = config.natsUrl ? await natsLiveBus(config.natsUrl, ctx.logger) : inProcessLiveBus();
  const appDeps = {
    db,
    publicKey: ctx.keys.publicKey,
    logger: ctx.logger,
    jobs: httpJobsClient({ jobsUrl: config.jobsUrl, serviceSecret: config.serviceSecret }),
    account: httpAccountClient({ accountUrl: config.accountUrl, serviceSecret: config.serviceSecret }),
    live,
    serviceSecret: config.serviceSecret,
  };
  const deps = chatDepsOf(appDeps);
  const freezes = await startFreezeConsumer({
    db: raw,
    transport: ctx.bus.transport,
    logger: ctx.logger,
    onFrozen: (chatUrls) => void Promise.all(chatUrls.map((chatUrl) => publishRoom(deps, chatUrl))).catch((error: unknown) => ctx.logger.warn({ err: error }, 'chat: frozen rooms not published')),
  });
  const roomsConsumer = await startRoomsConsumer({ db, deps, transport: ctx.bus.transport, logger: ctx.logger });
  const server = await listen(createChatApp(appDeps, deps), ctx.port);
  const sockets = attachChatSockets({ server: server.server, deps, bus: live, db: raw, publicKey: ctx.keys.publicKey, logger: ctx.logger });
  return {
    port: server.port,
    close: async () => {
      await sockets.close();
      await server.close();
      await roomsConsumer.stop();
      await freezes.stop();
      await relay.stop();
      await live.close();
      await raw.$disconnect();
    },
  };
};
