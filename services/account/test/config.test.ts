import { ConfigError } from '@phjobs/service-kit/config';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    readConfig({ env });
  } catch (error) {
    if (error instanceof ConfigError) return Object.keys(error.problems).sort();
    throw error;
  }
  return [];
};

describe('the account configuration', () => {
  it('needs nothing in the embedded default: dev outbox, built-in captcha, no social login', () => {
    const config = readConfig({ env: {} });
    expect(config).toMatchObject({ production: false, sms: { provider: 'dev' }, smtp: undefined, recaptcha: undefined, oidc: [], publicUrl: 'http://localhost:8080' });
    expect(config.upstreams).toEqual({ talentUrl: 'http://127.0.0.1:4104', jobsUrl: 'http://127.0.0.1:4103', employerUrl: 'http://127.0.0.1:4102' });
  });

  it('refuses production without real SMS and mail providers, naming every variable at fault', () => {
    expect(problemsOf({ NODE_ENV: 'production', SERVICE_TOKEN_SECRET: 's' })).toEqual(['SMS_PROVIDER', 'SMTP_URL']);
    expect(problemsOf({ SMS_PROVIDER: 'twilio' })).toEqual(['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN']);
    expect(problemsOf({ SMS_PROVIDER: 'carrier-pigeon' })).toEqual(['SMS_PROVIDER']);
  });

  it('configures a social provider from its client id, with the default issuer and scope', () => {
    const { oidc } = readConfig({ env: { OIDC_GOOGLE_CLIENT_ID: 'g', OIDC_APPLE_CLIENT_ID: 'a', OIDC_APPLE_TEAM_ID: 't', OIDC_APPLE_KEY_ID: 'k', OIDC_APPLE_PRIVATE_KEY: 'pem', OIDC_ALLOW_HTTP: '1' } });
    expect(oidc).toEqual([
      { id: 'google', issuer: 'https://accounts.google.com', clientId: 'g', clientSecret: undefined, appleKey: undefined, scope: 'openid email profile', allowHttp: true },
      { id: 'apple', issuer: 'https://appleid.apple.com', clientId: 'a', clientSecret: undefined, appleKey: { teamId: 't', keyId: 'k', privateKey: 'pem' }, scope: 'openid email name', allowHttp: true },
    ]);
  });
});
