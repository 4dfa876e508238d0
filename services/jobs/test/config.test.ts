import { ConfigError } from '@phjobs/service-kit/config';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';

describe('readConfig', () => {
  it('gives the defaults of the embedded mode when nothing is set', () => {
    expect(readConfig({ env: {} })).toEqual({
      dbPool: 10,
      listCacheSeconds: 30,
      listCachePages: true,
      searchIndex: true,
      accountUrl: 'http://127.0.0.1:4101',
      talentUrl: 'http://127.0.0.1:4104',
      serviceSecret: expect.any(String),
      seedReferenceDate: undefined,
      reviewDelaySeconds: 0,
      scheduleSeconds: 60,
    });
  });

  it("reads the schedule's tick (JOBS_SCHEDULE_SECONDS) and refuses 0", () => {
    expect(readConfig({ env: { JOBS_SCHEDULE_SECONDS: '1' } }).scheduleSeconds).toBe(1);
    expect(() => readConfig({ env: { JOBS_SCHEDULE_SECONDS: '0' } })).toThrow(/JOBS_SCHEDULE_SECONDS/);
  });

  it('reads the review delay (JOBS_REVIEW_DELAY_SECONDS) and refuses a negative one', () => {
    expect(readConfig({ env: { JOBS_REVIEW_DELAY_SECONDS: '3600' } }).reviewDelaySeconds).toBe(3600);
    expect(() => readConfig({ env: { JOBS_REVIEW_DELAY_SECONDS: '-1' } })).toThrow(/JOBS_REVIEW_DELAY_SECONDS/);
  });

  it('reads the pool, the caches, the upstreams (or their ports) and the secret', () => {
    const config = readConfig({
      env: { JOBS_DB_POOL: '4', SEARCH_CACHE_SECONDS: '0', SEARCH_CACHE_PAGES: '0', UPSTREAM_ACCOUNT: 'http://account.internal:80', PORT_TALENT: '5104', SERVICE_TOKEN_SECRET: 's3cret' },
    });
    expect(config).toMatchObject({ dbPool: 4, listCacheSeconds: 0, listCachePages: false, accountUrl: 'http://account.internal:80', talentUrl: 'http://127.0.0.1:5104', serviceSecret: 's3cret' });
  });

  it('takes an empty variable as unset, as .env.example writes the defaults', () => {
    expect(readConfig({ env: { JOBS_DB_POOL: '', SEED_REFERENCE_DATE: '' } })).toMatchObject({ dbPool: 10, seedReferenceDate: undefined });
  });

  it('refuses wrong values with one error naming each variable at fault', () => {
    const read = () => readConfig({ env: { JOBS_DB_POOL: 'ten', SEARCH_CACHE_PAGES: 'maybe', UPSTREAM_TALENT: 'talent:4104', SEED_REFERENCE_DATE: 'yesterday' } });
    expect(read).toThrow(ConfigError);
    try {
      read();
    } catch (error) {
      expect(Object.keys((error as ConfigError).problems).sort()).toEqual(['JOBS_DB_POOL', 'SEARCH_CACHE_PAGES', 'SEED_REFERENCE_DATE', 'UPSTREAM_TALENT']);
    }
  });

  it('asks for SERVICE_TOKEN_SECRET in production', () => {
    expect(() => readConfig({ env: { NODE_ENV: 'production' } })).toThrow(/SERVICE_TOKEN_SECRET/);
  });
});
