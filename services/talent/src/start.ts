import { fileURLToPath } from 'node:url';
import { serviceTokenSecret } from '@phjobs/service-kit/auth';
import { startOutboxRelay } from '@phjobs/service-kit/events/relay';
import { runMigrations } from '@phjobs/service-kit/migrate';
import { listen, upstreamUrl, type StartService } from '@phjobs/service-kit/runtime';
import { createTalentApp } from './app.ts';
import { openDatabase } from './db.ts';
import { startWithdrawalConsumer } from './events/withdrawal.ts';
import { httpUpstreams } from './upstreams.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

/** Migrates, then serves; the relay publishes talent.offer.*, the withdrawal consumer erases withdrawn members. */
export const start: StartService = async (ctx) => {
  if (!ctx.databaseUrl) throw new Error('talent: no database URL (TALENT_DATABASE_URL or DATABASE_URL).');
  await runMigrations({ databaseUrl: ctx.databaseUrl, migrationsDir: MIGRATIONS_DIR, logger: ctx.logger });
  const db = openDatabase(ctx.databaseUrl);
  const serviceSecret = serviceTokenSecret(ctx.env);
  const relay = startOutboxRelay({ db, transport: ctx.bus.transport, logger: ctx.logger });
  const withdrawal = await startWithdrawalConsumer({ db, transport: ctx.bus.transport, logger: ctx.logger });
  const upstreams = httpUpstreams({ accountUrl: upstreamUrl('account', ctx.env), jobsUrl: upstreamUrl('jobs', ctx.env), serviceSecret });
  const app = createTalentApp({ db, publicKey: ctx.keys.publicKey, logger: ctx.logger, upstreams, serviceSecret, onOutbox: () => relay.notify() });
  const server = await listen(app, ctx.port);
  return {
    port: server.port,
    close: async () => {
      await server.close();
      await withdrawal.stop();
      await relay.stop();
      await db.$disconnect();
    },
  };
};
