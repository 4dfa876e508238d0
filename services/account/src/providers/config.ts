/**
 * Which providers the account service uses, from env. The embedded default needs nothing: codes and
 * mails go to the dev outbox, the captcha is built in, no social login. Production
 * (NODE_ENV=production) has no dev outbox and refuses to start without real SMS and mail providers.
 *
 * | env | what |
 * |---|---|
 * | SMS_PROVIDER=twilio | TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID (TWILIO_API_BASE) |
 * | SMS_PROVIDER=semaphore | SEMAPHORE_API_KEY, SEMAPHORE_SENDER_NAME (SEMAPHORE_API_BASE) |
 * | SMTP_URL, MAIL_FROM | nodemailer SMTP transport (smtp:// or smtps:// with credentials) |
 * | RECAPTCHA_SECRET, RECAPTCHA_SITE_KEY | reCAPTCHA siteverify (RECAPTCHA_MIN_SCORE, RECAPTCHA_HOSTNAMES, RECAPTCHA_VERIFY_URL) |
 * | OIDC_<GOOGLE/FACEBOOK/APPLE>_CLIENT_ID… | social login (see ./oidc.ts); PUBLIC_URL is the site's origin for redirect URIs |
 * | VERIFICATION_SECRET | HMAC key of codes and captcha answers (default: derived from SERVICE_TOKEN_SECRET) |
 * | UPSTREAM_TALENT, UPSTREAM_JOBS | where the my-page counts come from |
 */
import type { AccountDb } from '../db.ts';
import { keyedHash } from '../domain/secrets.ts';
import { builtinCaptcha, recaptcha, type Captcha } from './captcha.ts';
import { DevOutbox } from './dev-outbox.ts';
import { devOutboxMail, smtpMail, type MailSender } from './mail.ts';
import { oidcConfigsFrom, openIdSocialAuth, type SocialAuth } from './oidc.ts';
import { httpSeekerCounts, upstreamUrlsFrom, type SeekerCounts } from './seeker-counts.ts';
import { devOutboxSms, semaphoreSms, twilioSms, type SmsSender } from './sms.ts';

export type AccountProviders = {
  sms: SmsSender;
  mail: MailSender;
  captcha: Captcha;
  social: SocialAuth;
  counts: SeekerCounts;
  /** HMAC key of verification codes and captcha answers. */
  codeSecret: string;
  /** The site's origin as browsers see it (the gateway): redirect URIs are built on it. */
  publicUrl: string;
  /** Only outside production. */
  devOutbox?: DevOutbox;
};

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`account: ${name} must be set.`);
  return value;
}

export function providersFrom(env: NodeJS.ProcessEnv, { db, serviceSecret }: { db: AccountDb; serviceSecret: string }): AccountProviders {
  const production = env.NODE_ENV === 'production';
  const devOutbox = production ? undefined : new DevOutbox();
  const codeSecret = env.VERIFICATION_SECRET ?? keyedHash(serviceSecret, 'phjobs-verification-codes');

  let sms: SmsSender;
  if (env.SMS_PROVIDER === 'twilio') {
    sms = twilioSms({
      accountSid: required(env, 'TWILIO_ACCOUNT_SID'),
      authToken: required(env, 'TWILIO_AUTH_TOKEN'),
      from: env.TWILIO_FROM,
      messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
      apiBase: env.TWILIO_API_BASE,
    });
  } else if (env.SMS_PROVIDER === 'semaphore') {
    sms = semaphoreSms({ apiKey: required(env, 'SEMAPHORE_API_KEY'), senderName: env.SEMAPHORE_SENDER_NAME, apiBase: env.SEMAPHORE_API_BASE });
  } else if (devOutbox && (!env.SMS_PROVIDER || env.SMS_PROVIDER === 'dev')) {
    sms = devOutboxSms(devOutbox);
  } else {
    throw new Error('account: SMS_PROVIDER must be twilio or semaphore in production.');
  }

  let mail: MailSender;
  if (env.SMTP_URL) mail = smtpMail({ url: env.SMTP_URL, from: env.MAIL_FROM ?? 'PH Jobs <no-reply@phjobs.ph>' });
  else if (devOutbox) mail = devOutboxMail(devOutbox);
  else throw new Error('account: SMTP_URL must be set in production.');

  const captcha: Captcha =
    env.RECAPTCHA_SECRET && env.RECAPTCHA_SITE_KEY
      ? recaptcha({
          secret: env.RECAPTCHA_SECRET,
          siteKey: env.RECAPTCHA_SITE_KEY,
          verifyUrl: env.RECAPTCHA_VERIFY_URL,
          minScore: env.RECAPTCHA_MIN_SCORE ? Number(env.RECAPTCHA_MIN_SCORE) : undefined,
          hostnames: env.RECAPTCHA_HOSTNAMES ? env.RECAPTCHA_HOSTNAMES.split(',').map((h) => h.trim()).filter(Boolean) : [],
        })
      : builtinCaptcha(db, codeSecret);

  return {
    sms,
    mail,
    captcha,
    social: openIdSocialAuth(oidcConfigsFrom(env)),
    counts: httpSeekerCounts({ ...upstreamUrlsFrom(env), serviceSecret }),
    codeSecret,
    publicUrl: (env.PUBLIC_URL ?? 'http://localhost:8080').replace(/\/$/, ''),
    devOutbox,
  };
}
