import { fileURLToPath } from 'node:url';
import { serviceTokenSecret } from '@phjobs/service-kit/auth';
import { startOutboxRelay } from '@phjobs/service-kit/events/relay';
import { runMigrations } from '@phjobs/service-kit/migrate';
import { listen, upstreamUrl, type StartService } from '@phjobs/service-kit/runtime';
import { createChatApp } from './app.ts';
import { openDatabase } from './db.ts';
import { startFreezeConsumer } from './events/application-cancelled.ts';
import { httpUpstreams } from './upstreams.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

/**
 * Migrates, then serves /chats/memo and /chats/freeze; the relay publishes chat.memo.saved, the
 * freeze consumer freezes the chats of cancelled chat applications. Rooms, messages and the
 * WebSocket come with the chat issue.
 */
export const start: StartService = async (ctx) => {
  if (!ctx.databaseUrl) throw new Error('chat: no database URL (CHAT_DATABASE_URL or DATABASE_URL).');
  await runMigrations({ databaseUrl: ctx.databaseUrl, migrationsDir: MIGRATIONS_DIR, logger: ctx.logger });
  const db = openDatabase(ctx.databaseUrl);
  const serviceSecret = serviceTokenSecret(ctx.env);
  const relay = startOutboxRelay({ db, transport: ctx.bus.transport, logger: ctx.logger });
  const freezes = await startFreezeConsumer({ db, transport: ctx.bus.transport, logger: ctx.logger });
  const upstreams = httpUpstreams({ jobsUrl: upstreamUrl('jobs', ctx.env), serviceSecret });
  const app = createChatApp({ db, publicKey: ctx.keys.publicKey, logger: ctx.logger, upstreams, serviceSecret, onOutbox: () => relay.notify() });
  const server = await listen(app, ctx.port);
  return {
    port: server.port,
    close: async () => {
      await server.close();
      await freezes.stop();
      await relay.stop();
      await db.$disconnect();
    },
  };
};
