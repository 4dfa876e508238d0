import { fileURLToPath } from 'node:url';
import { serviceTokenSecret } from '@phjobs/service-kit/auth';
import { runMigrations } from '@phjobs/service-kit/migrate';
import { listen, type StartService } from '@phjobs/service-kit/runtime';
import { createApp } from './app.ts';
import { openDatabase } from './db.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

/** Migrates, then serves the job ad calls. */
export const start: StartService = async (ctx) => {
  if (!ctx.databaseUrl) throw new Error('jobs: no database URL (JOBS_DATABASE_URL or DATABASE_URL).');
  await runMigrations({ databaseUrl: ctx.databaseUrl, migrationsDir: MIGRATIONS_DIR, logger: ctx.logger });
  const db = openDatabase(ctx.databaseUrl, Number(ctx.env.JOBS_DB_POOL) || undefined, ctx.logger);
  const app = createApp({ db, publicKey: ctx.keys.publicKey, logger: ctx.logger, serviceSecret: serviceTokenSecret(ctx.env) });
  const server = await listen(app, ctx.port);
  return {
    port: server.port,
    close: async () => {
      await server.close();
      await db.close();
    },
  };
};
