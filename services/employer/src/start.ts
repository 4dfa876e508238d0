import { serviceTokenSecret } from '@phjobs/service-kit/auth';
import { fileURLToPath } from 'node:url';
import { runMigrations } from '@phjobs/service-kit/migrate';
import { listen, type StartService } from '@phjobs/service-kit/runtime';
import { createEmployerApp } from './app.ts';
import { openDatabase } from './db.ts';
import { httpUpstreams, upstreamUrlsFrom } from './upstreams.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

export const start: StartService = async (ctx) => {
  if (!ctx.databaseUrl) throw new Error('employer: no database URL (EMPLOYER_DATABASE_URL or DATABASE_URL).');
  await runMigrations({ databaseUrl: ctx.databaseUrl, migrationsDir: MIGRATIONS_DIR, logger: ctx.logger });
  const db = openDatabase(ctx.databaseUrl);
  const upstreams = httpUpstreams({ ...upstreamUrlsFrom(ctx.env), serviceSecret: serviceTokenSecret(ctx.env) });
  const app = createEmployerApp({ db, publicKey: ctx.keys.publicKey, upstreams, logger: ctx.logger });
  const server = await listen(app, ctx.port);
  return {
    port: server.port,
    close: async () => {
      await server.close();
      await db.$disconnect();
    },
  };
};
