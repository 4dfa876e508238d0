import { ConfigError } from '@phjobs/service-kit/config';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';

describe('readConfig', () => {
  it('defaults to the embedded ports, a pool of 10 and the development service secret', () => {
    expect(readConfig({ env: {} })).toEqual({
      dbPool: 10,
      serviceSecret: 'phjobs-embedded-dev-only',
      accountUrl: 'http://127.0.0.1:4101',
      jobsUrl: 'http://127.0.0.1:4103',
      payments: { provider: 'sandbox', webhookSecret: 'whsk_sandbox_dev_only', publicBaseUrl: '' },
    });
  });

  it('takes UPSTREAM_* before PORT_*, and the pool and secret as given', () => {
    const config = readConfig({ env: { UPSTREAM_ACCOUNT: 'http://account.internal:80', PORT_JOBS: '5103', EMPLOYER_DB_POOL: '4', SERVICE_TOKEN_SECRET: 's3cret' } });
    expect(config).toMatchObject({ dbPool: 4, serviceSecret: 's3cret', accountUrl: 'http://account.internal:80', jobsUrl: 'http://127.0.0.1:5103' });
  });

  it('refuses a start naming every variable at fault', () => {
    const read = () => readConfig({ env: { EMPLOYER_DB_POOL: 'ten', UPSTREAM_JOBS: 'jobs:4103', NODE_ENV: 'production' } });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(/EMPLOYER_DB_POOL[\s\S]*UPSTREAM_JOBS/);
  });

  it('wants SERVICE_TOKEN_SECRET in production', () => {
    expect(() => readConfig({ env: { NODE_ENV: 'production' } })).toThrow(/SERVICE_TOKEN_SECRET: must be set in production/);
  });

  it('never falls back to the sandbox checkout in production: the provider must be named', () => {
    expect(() => readConfig({ env: { NODE_ENV: 'production', SERVICE_TOKEN_SECRET: 's' } })).toThrow(/PAYMENT_PROVIDER: must be set in production/);
    expect(readConfig({ env: { NODE_ENV: 'production', SERVICE_TOKEN_SECRET: 's', PAYMENT_PROVIDER: 'sandbox' } }).payments.provider).toBe('sandbox');
  });

  it('chooses PayMongo by PAYMENT_PROVIDER, and then wants its key, the webhook secret and the public address', () => {
    expect(() => readConfig({ env: { PAYMENT_PROVIDER: 'paymongo' } })).toThrow(/PAYMONGO_SECRET_KEY[\s\S]*PAYMENT_WEBHOOK_SECRET[\s\S]*PUBLIC_URL/);
    const config = readConfig({ env: { PAYMENT_PROVIDER: 'paymongo', PAYMONGO_SECRET_KEY: 'sk_live_x', PAYMENT_WEBHOOK_SECRET: 'whsk_x', PUBLIC_URL: 'https://phjobs.ph/' } });
    expect(config.payments).toEqual({ provider: 'paymongo', secretKey: 'sk_live_x', webhookSecret: 'whsk_x', publicBaseUrl: 'https://phjobs.ph', apiUrl: 'https://api.paymongo.com' });
    expect(() => readConfig({ env: { PAYMENT_PROVIDER: 'stripe' } })).toThrow(/PAYMENT_PROVIDER/);
  });
});
