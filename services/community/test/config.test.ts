import { ConfigError } from '@phjobs/service-kit/config';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';

describe('readConfig', () => {
  it('uses the development service secret and the default pool and upstreams outside production, else those given', () => {
    expect(readConfig({ env: {} })).toEqual({ dbPool: 10, serviceSecret: 'phjobs-embedded-dev-only', jobsUrl: 'http://127.0.0.1:4103', talentUrl: 'http://127.0.0.1:4104', accountUrl: 'http://127.0.0.1:4101' });
    expect(readConfig({ env: { SERVICE_TOKEN_SECRET: 's3cret', NODE_ENV: 'production', COMMUNITY_DB_POOL: '4', UPSTREAM_JOBS: 'http://jobs:8080', PORT_TALENT: '5104', UPSTREAM_ACCOUNT: 'http://account:8080' } })).toEqual({
      dbPool: 4,
      serviceSecret: 's3cret',
      jobsUrl: 'http://jobs:8080',
      talentUrl: 'http://127.0.0.1:5104',
      accountUrl: 'http://account:8080',
    });
  });

  it('wants SERVICE_TOKEN_SECRET in production, and a whole pool size', () => {
    const read = () => readConfig({ env: { NODE_ENV: 'production' } });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(/SERVICE_TOKEN_SECRET: must be set in production/);
    expect(() => readConfig({ env: { COMMUNITY_DB_POOL: '0' } })).toThrow(/COMMUNITY_DB_POOL/);
  });
});
