import { serviceTokenSecret } from '@phjobs/service-kit/auth';
import { fileURLToPath } from 'node:url';
import { startOutboxRelay } from '@phjobs/service-kit/events/relay';
import { runMigrations } from '@phjobs/service-kit/migrate';
import { listen, type StartService } from '@phjobs/service-kit/runtime';
import { createAccountApp } from './app.ts';
import { openDatabase } from './db.ts';
import { startNewsConsumer } from './events/news-consumer.ts';
import { providersFrom } from './providers/config.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

/**
 * Migrates, then serves identity calls. The outbox relay publishes account.user.registered and
 * account.user.withdrawn; the consumer 'account.news' fills the my-news inboxes from jobs and talent events.
 */
export const start: StartService = async (ctx) => {
  if (!ctx.databaseUrl) throw new Error('account: no database URL (ACCOUNT_DATABASE_URL or DATABASE_URL).');
  const { privateKey, publicKey } = ctx.keys;
  if (!privateKey) throw new Error('account: the JWT private key is needed to sign access tokens (JWT_PRIVATE_KEY).');
  await runMigrations({ databaseUrl: ctx.databaseUrl, migrationsDir: MIGRATIONS_DIR, logger: ctx.logger });
  const db = openDatabase(ctx.databaseUrl);
  const serviceSecret = serviceTokenSecret(ctx.env);
  const providers = providersFrom(ctx.env, { db, serviceSecret });
  ctx.logger.info(
    { sms: providers.sms.name, mail: providers.mail.name, captcha: providers.captcha.kind, social: providers.social.providers().map((p) => p.id), devOutbox: Boolean(providers.devOutbox) },
    'account providers',
  );
  const relay = startOutboxRelay({ db, transport: ctx.bus.transport, logger: ctx.logger });
  const news = await startNewsConsumer({ db, transport: ctx.bus.transport, logger: ctx.logger });
  const app = createAccountApp({
    db,
    keys: { publicKey, privateKey },
    serviceSecret,
    logger: ctx.logger,
    providers,
    onRegistered: () => relay.notify(),
  });
  const server = await listen(app, ctx.port);
  return {
    port: server.port,
    close: async () => {
      await server.close();
      await news.stop();
      await relay.stop();
      providers.mail.close?.();
      await db.$disconnect();
    },
  };
};
