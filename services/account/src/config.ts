/**
 * The account service's environment, parsed once at start (start.ts) and passed down. Nothing else
 * in the service reads the environment. The embedded default needs none of it: codes and mails go
 * to the dev outbox, the captcha is built in, no social login. Production (NODE_ENV=production) has
 * no dev outbox and refuses to start without real SMS and mail providers.
 *
 * | env | what |
 * |---|---|
 * | SMS_PROVIDER=twilio | TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID (TWILIO_API_BASE) |
 * | SMS_PROVIDER=semaphore | SEMAPHORE_API_KEY, SEMAPHORE_SENDER_NAME (SEMAPHORE_API_BASE) |
 * | SMTP_URL, MAIL_FROM | nodemailer SMTP transport (smtp:// or smtps:// with credentials) |
 * | RECAPTCHA_SECRET, RECAPTCHA_SITE_KEY | reCAPTCHA siteverify (RECAPTCHA_MIN_SCORE, RECAPTCHA_HOSTNAMES, RECAPTCHA_VERIFY_URL) |
 * | OIDC_<GOOGLE/FACEBOOK/APPLE>_CLIENT_ID… | social login (_CLIENT_SECRET, _ISSUER, _SCOPE; Apple's key: OIDC_APPLE_TEAM_ID/_KEY_ID/_PRIVATE_KEY); OIDC_ALLOW_HTTP=1 lets issuers be plain http outside production |
 * | PUBLIC_URL | the site's origin as browsers see it (the gateway): social redirect URIs are built on it |
 * | SERVICE_TOKEN_SECRET | internal calls' HMAC key (required in production) |
 * | VERIFICATION_SECRET | HMAC key of codes and captcha answers (default: derived from SERVICE_TOKEN_SECRET) |
 * | UPSTREAM_TALENT, UPSTREAM_JOBS (or PORT_TALENT, PORT_JOBS) | where the my-page counts come from |
 * | UPSTREAM_EMPLOYER (or PORT_EMPLOYER) | where a sign-up's company code is checked (services/employer) |
 */
import { SOCIAL_PROVIDERS, type SocialProvider } from '@phjobs/contracts/auth';
import { serviceTokenSecret } from '@phjobs/service-kit/auth';
import { parseConfig } from '@phjobs/service-kit/config';
import { upstreamUrl, type ServiceContext } from '@phjobs/service-kit/runtime';
import { z } from 'zod';
import type { OidcSettings } from './clients/oidc.ts';
import { keyedHash } from './domain/secrets.ts';

const text = () => z.string().optional();

const oidcVariables = Object.fromEntries(
  SOCIAL_PROVIDERS.flatMap((id) => ['CLIENT_ID', 'CLIENT_SECRET', 'ISSUER', 'SCOPE'].map((field) => [`OIDC_${id.toUpperCase()}_${field}`, text()])),
) as Record<`OIDC_${Uppercase<SocialProvider>}_${'CLIENT_ID' | 'CLIENT_SECRET' | 'ISSUER' | 'SCOPE'}`, ReturnType<typeof text>>;

export const configSchema = z
  .object({
    NODE_ENV: text(),
    SERVICE_TOKEN_SECRET: text(),
    VERIFICATION_SECRET: text(),
    PUBLIC_URL: text(),
    SMS_PROVIDER: text(),
    TWILIO_ACCOUNT_SID: text(),
    TWILIO_AUTH_TOKEN: text(),
    TWILIO_FROM: text(),
    TWILIO_MESSAGING_SERVICE_SID: text(),
    TWILIO_API_BASE: text(),
    SEMAPHORE_API_KEY: text(),
    SEMAPHORE_SENDER_NAME: text(),
    SEMAPHORE_API_BASE: text(),
    SMTP_URL: text(),
    MAIL_FROM: text(),
    RECAPTCHA_SECRET: text(),
    RECAPTCHA_SITE_KEY: text(),
    RECAPTCHA_VERIFY_URL: text(),
    RECAPTCHA_MIN_SCORE: text(),
    RECAPTCHA_HOSTNAMES: text(),
    ...oidcVariables,
    OIDC_APPLE_TEAM_ID: text(),
    OIDC_APPLE_KEY_ID: text(),
    OIDC_APPLE_PRIVATE_KEY: text(),
    OIDC_ALLOW_HTTP: text(),
    UPSTREAM_TALENT: text(),
    UPSTREAM_JOBS: text(),
    UPSTREAM_EMPLOYER: text(),
    PORT_TALENT: text(),
    PORT_JOBS: text(),
    PORT_EMPLOYER: text(),
  })
  .superRefine((env, problems) => {
    const production = env.NODE_ENV === 'production';
    const need = (name: keyof typeof env, why: string) => {
      if (!env[name]) problems.addIssue({ code: 'custom', path: [name], message: `must be set ${why}` });
    };
    if (env.SMS_PROVIDER === 'twilio') {
      need('TWILIO_ACCOUNT_SID', 'with SMS_PROVIDER=twilio');
      need('TWILIO_AUTH_TOKEN', 'with SMS_PROVIDER=twilio');
    } else if (env.SMS_PROVIDER === 'semaphore') {
      need('SEMAPHORE_API_KEY', 'with SMS_PROVIDER=semaphore');
    } else if (production || (env.SMS_PROVIDER && env.SMS_PROVIDER !== 'dev')) {
      problems.addIssue({ code: 'custom', path: ['SMS_PROVIDER'], message: 'SMS_PROVIDER must be twilio or semaphore in production' });
    }
    if (production) need('SMTP_URL', 'in production (SMTP_URL)');
  });

type Env = z.output<typeof configSchema>;

export type TwilioSettings = { accountSid: string; authToken: string; from?: string; messagingServiceSid?: string; apiBase?: string };
export type SemaphoreSettings = { apiKey: string; senderName?: string; apiBase?: string };
export type RecaptchaSettings = { secret: string; siteKey: string; verifyUrl?: string; minScore?: number; hostnames: string[] };

export type AccountConfig = {
  production: boolean;
  serviceSecret: string;
  /** HMAC key of verification codes and captcha answers. */
  codeSecret: string;
  /** The site's origin as browsers see it (the gateway): redirect URIs are built on it. */
  publicUrl: string;
  sms: { provider: 'dev' } | { provider: 'twilio'; twilio: TwilioSettings } | { provider: 'semaphore'; semaphore: SemaphoreSettings };
  /** Absent: the dev outbox gets the mails (never in production). */
  smtp?: { url: string; from: string };
  /** Absent: the built-in captcha. */
  recaptcha?: RecaptchaSettings;
  oidc: OidcSettings[];
  /** talent and jobs: the my-page counts; employer: the invitation codes of a business sign-up. */
  upstreams: { talentUrl: string; jobsUrl: string; employerUrl: string };
};

const DEFAULT_ISSUERS: Record<SocialProvider, string> = {
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  apple: 'https://appleid.apple.com',
};

function oidcSettings(env: Env, production: boolean): OidcSettings[] {
  const allowHttp = env.OIDC_ALLOW_HTTP === '1' && !production;
  return SOCIAL_PROVIDERS.flatMap((id): OidcSettings[] => {
    const upper = id.toUpperCase() as Uppercase<SocialProvider>;
    const clientId = env[`OIDC_${upper}_CLIENT_ID`];
    if (!clientId) return [];
    const clientSecret = env[`OIDC_${upper}_CLIENT_SECRET`];
    const { OIDC_APPLE_TEAM_ID: teamId, OIDC_APPLE_KEY_ID: keyId, OIDC_APPLE_PRIVATE_KEY: privateKey } = env;
    const appleKey = id === 'apple' && !clientSecret && teamId && keyId && privateKey ? { teamId, keyId, privateKey } : undefined;
    return [
      {
        id,
        issuer: env[`OIDC_${upper}_ISSUER`] ?? DEFAULT_ISSUERS[id],
        clientId,
        clientSecret,
        appleKey,
        scope: env[`OIDC_${upper}_SCOPE`] ?? (id === 'apple' ? 'openid email name' : 'openid email profile'),
        allowHttp,
      },
    ];
  });
}

export function readConfig(ctx: Pick<ServiceContext, 'env'>): AccountConfig {
  const env = parseConfig('account', configSchema, ctx.env);
  const production = env.NODE_ENV === 'production';
  const serviceSecret = serviceTokenSecret(env);
  const sms: AccountConfig['sms'] =
    env.SMS_PROVIDER === 'twilio' && env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN
      ? {
          provider: 'twilio',
          twilio: { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM, messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID, apiBase: env.TWILIO_API_BASE },
        }
      : env.SMS_PROVIDER === 'semaphore' && env.SEMAPHORE_API_KEY
        ? { provider: 'semaphore', semaphore: { apiKey: env.SEMAPHORE_API_KEY, senderName: env.SEMAPHORE_SENDER_NAME, apiBase: env.SEMAPHORE_API_BASE } }
        : { provider: 'dev' };
  return {
    production,
    serviceSecret,
    codeSecret: env.VERIFICATION_SECRET ?? keyedHash(serviceSecret, 'phjobs-verification-codes'),
    publicUrl: (env.PUBLIC_URL ?? 'http://localhost:8080').replace(/\/$/, ''),
    sms,
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.MAIL_FROM ?? 'PH Jobs <no-reply@phjobs.ph>' } : undefined,
    recaptcha:
      env.RECAPTCHA_SECRET && env.RECAPTCHA_SITE_KEY
        ? {
            secret: env.RECAPTCHA_SECRET,
            siteKey: env.RECAPTCHA_SITE_KEY,
            verifyUrl: env.RECAPTCHA_VERIFY_URL,
            minScore: env.RECAPTCHA_MIN_SCORE ? Number(env.RECAPTCHA_MIN_SCORE) : undefined,
            hostnames: env.RECAPTCHA_HOSTNAMES ? env.RECAPTCHA_HOSTNAMES.split(',').map((h) => h.trim()).filter(Boolean) : [],
          }
        : undefined,
    oidc: oidcSettings(env, production),
    upstreams: { talentUrl: upstreamUrl('talent', env), jobsUrl: upstreamUrl('jobs', env), employerUrl: upstreamUrl('employer', env) },
  };
}
