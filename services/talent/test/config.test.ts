import { ConfigError } from '@phjobs/service-kit/config';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';

describe('readConfig', () => {
  it('defaults to the embedded ports, a pool of 10, the talent index on and the development service secret', () => {
    expect(readConfig({ env: {} })).toEqual({ dbPool: 10, searchIndex: true, serviceSecret: 'phjobs-embedded-dev-only', accountUrl: 'http://127.0.0.1:4101', jobsUrl: 'http://127.0.0.1:4103' });
  });

  it('takes UPSTREAM_* before PORT_*, and the pool, the index and secret as given', () => {
    const config = readConfig({ env: { UPSTREAM_ACCOUNT: 'http://account.internal:80', PORT_JOBS: '5103', TALENT_DB_POOL: '4', TALENT_SEARCH_INDEX: 'off', SERVICE_TOKEN_SECRET: 's3cret' } });
    expect(config).toEqual({ dbPool: 4, searchIndex: false, serviceSecret: 's3cret', accountUrl: 'http://account.internal:80', jobsUrl: 'http://127.0.0.1:5103' });
  });

  it('refuses a start naming every variable at fault', () => {
    const read = () => readConfig({ env: { TALENT_DB_POOL: 'ten', TALENT_SEARCH_INDEX: 'maybe', UPSTREAM_JOBS: 'jobs:4103', NODE_ENV: 'production' } });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(/TALENT_DB_POOL[\s\S]*TALENT_SEARCH_INDEX[\s\S]*UPSTREAM_JOBS/);
  });

  it('wants SERVICE_TOKEN_SECRET in production', () => {
    expect(() => readConfig({ env: { NODE_ENV: 'production' } })).toThrow(/SERVICE_TOKEN_SECRET: must be set in production/);
  });
});
