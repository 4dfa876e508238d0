import { serviceTokenSecret } from '@phjobs/service-kit/auth';
import { fileURLToPath } from 'node:url';
import { runMigrations } from '@phjobs/service-kit/migrate';
import { listen, type StartService } from '@phjobs/service-kit/runtime';
import { createEmployerApp } from './app.ts';
import { openDatabase } from './db.ts';
import { startWithdrawalConsumer } from './events/withdrawal.ts';
import { httpUpstreams, upstreamUrlsFrom } from './upstreams.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

/** Migrates, starts the withdrawal consumer (anonymises withdrawn companies), then serves. */
export const start: StartService = async (ctx) => {
  if (!ctx.databaseUrl) throw new Error('employer: no database URL (EMPLOYER_DATABASE_URL or DATABASE_URL).');
  await runMigrations({ databaseUrl: ctx.databaseUrl, migrationsDir: MIGRATIONS_DIR, logger: ctx.logger });
  const db = openDatabase(ctx.databaseUrl);
  const withdrawal = await startWithdrawalConsumer({ db, transport: ctx.bus.transport, logger: ctx.logger });
  const upstreams = httpUpstreams({ ...upstreamUrlsFrom(ctx.env), serviceSecret: serviceTokenSecret(ctx.env) });
  const app = createEmployerApp({ db, publicKey: ctx.keys.publicKey, upstreams, logger: ctx.logger });
  const server = await listen(app, ctx.port);
  return {
    port: server.port,
    close: async () => {
      await server.close();
      await withdrawal.stop();
      await db.$disconnect();
    },
  };
};
