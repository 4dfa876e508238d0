import { fileURLToPath } from 'node:url';
import { releaseAfterCommit } from '@phjobs/service-kit/events/after-commit';
import { startOutboxRelay } from '@phjobs/service-kit/events/relay';
import { runMigrations } from '@phjobs/service-kit/migrate';
import { listen, type StartService } from '@phjobs/service-kit/runtime';
import { createAccountApp } from './app.ts';
import type { AccountClients } from './clients/account-clients.ts';
import { builtinCaptcha, recaptcha } from './clients/captcha.ts';
import { DevOutbox } from './clients/dev-outbox.ts';
import { devOutboxMail, smtpMail } from './clients/mail.ts';
import { sweepLoginThrottle } from './domain/login-throttle.ts';
import { oidcProvidersFrom, openIdSocialAuth } from './clients/oidc.ts';
import { httpInvitationCodes } from './clients/invitation-codes.ts';
import { httpSeekerCounts } from './clients/seeker-counts.ts';
import { devOutboxSms, semaphoreSms, twilioSms } from './clients/sms.ts';
import { readConfig, type AccountConfig } from './config.ts';
import { openDatabase, type AccountDb } from './data/db.ts';
import { startInquiryMailConsumer } from './events/inquiry-mail-consumer.ts';
import { startNewsConsumer } from './events/news-consumer.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

/**
 * The outside providers from the configuration. The embedded default needs nothing: codes and
 * mails go to the dev outbox, the captcha is built in, no social login; production has no dev
 * outbox (readConfig refuses production without real SMS and mail providers).
 */
export function accountClients(config: AccountConfig, db: AccountDb): AccountClients {
  const devOutbox = config.production ? undefined : new DevOutbox();
  const outbox = (): DevOutbox => {
    if (!devOutbox) throw new Error('account: the dev outbox does not exist in production.');
    return devOutbox;
  };
  return {
    sms:
      config.sms.provider === 'twilio'
        ? twilioSms(config.sms.twilio)
        : config.sms.provider === 'semaphore'
          ? semaphoreSms(config.sms.semaphore)
          : devOutboxSms(outbox()),
    mail: config.smtp ? smtpMail(config.smtp) : devOutboxMail(outbox()),
    captcha: config.recaptcha ? recaptcha(config.recaptcha) : builtinCaptcha(db, config.codeSecret),
    social: openIdSocialAuth(oidcProvidersFrom(config.oidc)),
    counts: httpSeekerCounts({ ...config.upstreams, serviceSecret: config.serviceSecret }),
    invitationCodes: httpInvitationCodes({ employerUrl: config.upstreams.employerUrl, serviceSecret: config.serviceSecret }),
    devOutbox,
  };
}

/**
 * Migrates, then serves identity calls. The outbox relay publishes account.user.registered and
 * account.user.withdrawn; the consumer 'account.news' fills the my-news inboxes from jobs, talent and community events;
 * 'account.inquiry-mail' mails answered inquiries.
 */
export const start: StartService = async (ctx) => {
  const config = readConfig(ctx);
  if (!ctx.databaseUrl) throw new Error('account: no database URL (ACCOUNT_DATABASE_URL or DATABASE_URL).');
  const { privateKey, publicKey } = ctx.keys;
  if (!privateKey) throw new Error('account: the JWT private key is needed to sign access tokens (JWT_PRIVATE_KEY).');
  await runMigrations({ databaseUrl: ctx.databaseUrl, migrationsDir: MIGRATIONS_DIR, logger: ctx.logger });
  const raw = openDatabase(ctx.databaseUrl);
  const clients = accountClients(config, raw);
  ctx.logger.info(
    { sms: clients.sms.name, mail: clients.mail.name, captcha: clients.captcha.kind, social: clients.social.providers().map((p) => p.id), devOutbox: Boolean(clients.devOutbox) },
    'account providers',
  );
  const relay = startOutboxRelay({ db: raw, transport: ctx.bus.transport, logger: ctx.logger, service: ctx.name });
  // Routes and the domain get this one: a transaction that wrote the outbox wakes the relay after it commits.
  const db = releaseAfterCommit(raw, relay);
  const news = await startNewsConsumer({ db: raw, transport: ctx.bus.transport, logger: ctx.logger });
  const inquiryMail = await startInquiryMailConsumer({ db: raw, mail: clients.mail, transport: ctx.bus.transport, logger: ctx.logger });
  const app = createAccountApp({
    db,
    keys: { publicKey, privateKey },
    serviceSecret: config.serviceSecret,
    codeSecret: config.codeSecret,
    publicUrl: config.publicUrl,
    logger: ctx.logger,
    clients,
  });
  const server = await listen(app, ctx.port);
  // Failed-login counts idle for a day are forgotten (domain/login-throttle.ts).
  const sweep = setInterval(() => void sweepLoginThrottle(raw).catch((error: unknown) => ctx.logger.warn({ err: error }, 'login throttle sweep failed')), 60 * 60_000);
  sweep.unref();
  return {
    port: server.port,
    close: async () => {
      clearInterval(sweep);
      await server.close();
      await news.stop();
      await inquiryMail.stop();
      await relay.stop();
      clients.mail.close?.();
      await raw.$disconnect();
    },
  };
};
