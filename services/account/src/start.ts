import { fileURLToPath } from 'node:url';
import { startOutboxRelay } from '@phjobs/service-kit/events/relay';
import { runMigrations } from '@phjobs/service-kit/migrate';
import { listen, type StartService } from '@phjobs/service-kit/runtime';
import { createAccountApp } from './app.ts';
import { serviceSecretFrom } from './config.ts';
import { openDatabase } from './db.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

/** Migrates, then serves identity calls; the outbox relay publishes account.user.registered. */
export const start: StartService = async (ctx) => {
  if (!ctx.databaseUrl) throw new Error('account: no database URL (ACCOUNT_DATABASE_URL or DATABASE_URL).');
  const { privateKey, publicKey } = ctx.keys;
  if (!privateKey) throw new Error('account: the JWT private key is needed to sign access tokens (JWT_PRIVATE_KEY).');
  await runMigrations({ databaseUrl: ctx.databaseUrl, migrationsDir: MIGRATIONS_DIR, logger: ctx.logger });
  const db = openDatabase(ctx.databaseUrl);
  const relay = startOutboxRelay({ db, transport: ctx.bus.transport, logger: ctx.logger });
  const app = createAccountApp({
    db,
    keys: { publicKey, privateKey },
    serviceSecret: serviceSecretFrom(ctx.env),
    logger: ctx.logger,
    onRegistered: () => relay.notify(),
  });
  const server = await listen(app, ctx.port);
  return {
    port: server.port,
    close: async () => {
      await server.close();
      await relay.stop();
      await db.$disconnect();
    },
  };
};
