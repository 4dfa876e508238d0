import { fileURLToPath } from 'node:url';
import { releaseAfterCommit } from '@phjobs/service-kit/events/after-commit';
import { startOutboxRelay } from '@phjobs/service-kit/events/relay';
import { runMigrations } from '@phjobs/service-kit/migrate';
import { listen, type StartService } from '@phjobs/service-kit/runtime';
import { createEmployerApp } from './app.ts';
import { httpAccountClient } from './clients/account.ts';
import { httpJobsClient } from './clients/jobs.ts';
import { paymentProviderOf } from './clients/payments/choose.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './data/db.ts';
import { startWithdrawalConsumer } from './events/withdrawal.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

/**
 * Migrates, starts the outbox relay (employer.order.paid, employer.company.logo_changed) and the
 * withdrawal consumer (anonymises withdrawn companies), then serves. close() stops them in reverse.
 */
export const start: StartService = async (ctx) => {
  const config = readConfig(ctx);
  if (!ctx.databaseUrl) throw new Error('employer: no database URL (EMPLOYER_DATABASE_URL or DATABASE_URL).');
  await runMigrations({ databaseUrl: ctx.databaseUrl, migrationsDir: MIGRATIONS_DIR, logger: ctx.logger });
  const raw = openDatabase(ctx.databaseUrl, config.dbPool);
  const relay = startOutboxRelay({ db: raw, transport: ctx.bus.transport, logger: ctx.logger });
  // The database of the routes and the domain: a transaction that wrote an event wakes the relay once it commits.
  const db = releaseAfterCommit(raw, relay);
  const withdrawal = await startWithdrawalConsumer({ db: raw, transport: ctx.bus.transport, logger: ctx.logger });
  const { serviceSecret } = config;
  const app = createEmployerApp({
    db,
    publicKey: ctx.keys.publicKey,
    account: httpAccountClient({ accountUrl: config.accountUrl, serviceSecret }),
    jobs: httpJobsClient({ jobsUrl: config.jobsUrl, serviceSecret }),
    logger: ctx.logger,
    payments: { provider: paymentProviderOf(config.payments), webhookSecret: config.payments.webhookSecret, publicBaseUrl: config.payments.publicBaseUrl },
  });
  const server = await listen(app, ctx.port);
  return {
    port: server.port,
    close: async () => {
      await server.close();
      await withdrawal.stop();
      await relay.stop();
      await raw.$disconnect();
    },
  };
};
