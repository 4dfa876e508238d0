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
import { runPermitSchedule } from './data/permit-schedule.ts';
import { scheduleEveryMinute } from './domain/schedule.ts';
import { startRegistrationConsumer } from './events/registration.ts';
import { startWithdrawalConsumer } from './events/withdrawal.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

/**
 * Migrates, starts the outbox relay (employer.order.paid, employer.company.logo_changed,
 * permit_changed, master_changed), the withdrawal consumer (anonymises withdrawn companies, detaches
 * branches), the registration consumer (a new business member's profile and branch link) and the
 * permits' schedule (expired certified permits fall back to 015C: at start, then every minute, one
 * instance per run), then serves. close() stops them in reverse.
 */
export const start: StartService = async (ctx) => {
  const config = readConfig(ctx);
  if (!ctx.databaseUrl) throw new Error('employer: no database URL (EMPLOYER_DATABASE_URL or DATABASE_URL).');
  await runMigrations({ databaseUrl: ctx.databaseUrl, migrationsDir: MIGRATIONS_DIR, logger: ctx.logger });
  const raw = openDatabase(ctx.databaseUrl, config.dbPool);
  const relay = startOutboxRelay({ db: raw, transport: ctx.bus.transport, logger: ctx.logger, service: ctx.name });
  // The database of the routes and the domain: a transaction that wrote an event wakes the relay once it commits.
  const db = releaseAfterCommit(raw, relay);
  const { serviceSecret } = config;
  const account = httpAccountClient({ accountUrl: config.accountUrl, serviceSecret });
  const withdrawal = await startWithdrawalConsumer({ db, transport: ctx.bus.transport, logger: ctx.logger });
  const registration = await startRegistrationConsumer({ db, account, transport: ctx.bus.transport, logger: ctx.logger });
  const permits = scheduleEveryMinute(
    () => runPermitSchedule(db, new Date()),
    (error) => ctx.logger.error({ err: error }, 'the permits schedule (expiry) failed'),
  );
  await permits.ready;
  const app = createEmployerApp({
    db,
    publicKey: ctx.keys.publicKey,
    serviceSecret,
    account,
    jobs: httpJobsClient({ jobsUrl: config.jobsUrl, serviceSecret }),
    logger: ctx.logger,
    payments: { provider: paymentProviderOf(config.payments), webhookSecret: config.payments.webhookSecret, publicBaseUrl: config.payments.publicBaseUrl },
  });
  const server = await listen(app, ctx.port);
  return {
    port: server.port,
    close: async () => {
      await server.close();
      permits.stop();
      await registration.stop();
      await withdrawal.stop();
      await relay.stop();
      await raw.$disconnect();
    },
  };
};
