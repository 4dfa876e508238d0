import { ConfigError } from '@phjobs/service-kit/config';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';

describe('readConfig', () => {
  it('defaults to the embedded ports, a pool of 10 and the development service secret', () => {
    expect(readConfig({ env: {} })).toEqual({ dbPool: 10, serviceSecret: 'phjobs-embedded-dev-only', jobsUrl: 'http://127.0.0.1:4103', accountUrl: 'http://127.0.0.1:4101', natsUrl: null });
  });

  it('takes UPSTREAM_* before PORT_*, and the pool and secret as given', () => {
    const config = readConfig({ env: { UPSTREAM_JOBS: 'http://jobs.internal:80', PORT_JOBS: '5103', PORT_ACCOUNT: '5101', CHAT_DB_POOL: '4', SERVICE_TOKEN_SECRET: 's3cret', NATS_URL: 'nats://nats:4222' } });
    expect(config).toEqual({ dbPool: 4, serviceSecret: 's3cret', jobsUrl: 'http://jobs.internal:80', accountUrl: 'http://127.0.0.1:5101', natsUrl: 'nats://nats:4222' });
  });

  it('refuses a start naming every variable at fault', () => {
    const read = () => readConfig({ env: { CHAT_DB_POOL: 'ten', UPSTREAM_JOBS: 'jobs:4103', NODE_ENV: 'production' } });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(/CHAT_DB_POOL[\s\S]*UPSTREAM_JOBS/);
  });

  it('wants SERVICE_TOKEN_SECRET in production', () => {
    expect(() => readConfig({ env: { NODE_ENV: 'production' } })).toThrow(/SERVICE_TOKEN_SECRET: must be set in production/);
  });
});
