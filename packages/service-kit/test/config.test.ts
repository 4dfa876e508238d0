import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { DEV_SERVICE_TOKEN_SECRET } from '../src/auth.ts';
import { ConfigError, envFlag, envInt, envUrl, parseConfig, secretSetInProduction, serviceSecretEnv, serviceSecretFrom, upstreamEnv, upstreamFrom } from '../src/config.ts';

const ZExample = z.object({
  POOL: envInt({ min: 1, max: 100 }).default(10),
  CACHE: envFlag().default(true),
  UPSTREAM: envUrl().optional(),
  MODE: z.enum(['local', 'gcs']).default('local'),
});

describe('service configuration', () => {
  it('parses the variables once into typed values with their defaults, an empty one counting as unset', () => {
    expect(parseConfig('jobs', ZExample, { POOL: '25', CACHE: 'off', UPSTREAM: 'http://127.0.0.1:4101', OTHER: 'x' })).toEqual({ POOL: 25, CACHE: false, UPSTREAM: 'http://127.0.0.1:4101', MODE: 'local' });
    expect(parseConfig('jobs', ZExample, { POOL: '', MODE: '' })).toEqual({ POOL: 10, CACHE: true, MODE: 'local' });
  });

  it('refuses to start with one error naming every variable at fault, what it needs and what it got', () => {
    let error: unknown;
    try {
      parseConfig('jobs', ZExample, { POOL: 'ten', CACHE: 'maybe', UPSTREAM: 'ftp://x', MODE: 'disk' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { message, problems } = error as ConfigError;
    expect(Object.keys(problems).sort()).toEqual(['CACHE', 'MODE', 'POOL', 'UPSTREAM']);
    expect(message).toMatch(/^jobs: invalid configuration\n/);
    expect(message).toContain('POOL: a whole number from 1 up to 100 is needed (got "ten")');
    expect(message).toContain('(got "maybe")');
  });

  it('checks bounds', () => {
    expect(() => parseConfig('jobs', ZExample, { POOL: '0' })).toThrow(/POOL: at least 1 is needed \(got "0"\)/);
    expect(() => parseConfig('jobs', ZExample, { POOL: '101' })).toThrow(/POOL: at most 100 is allowed/);
  });
});

describe('the shared fields of internal calls', () => {
  const ZCalls = z.object({ ...serviceSecretEnv, ...upstreamEnv('jobs') }).refine(...secretSetInProduction);

  it('finds another service by UPSTREAM_<NAME>, else on PORT_<NAME>, else on its default port', () => {
    expect(upstreamFrom(parseConfig('x', ZCalls, {}), 'jobs')).toBe('http://127.0.0.1:4103');
    expect(upstreamFrom(parseConfig('x', ZCalls, { PORT_JOBS: '5103' }), 'jobs')).toBe('http://127.0.0.1:5103');
    expect(upstreamFrom(parseConfig('x', ZCalls, { PORT_JOBS: '5103', UPSTREAM_JOBS: 'http://jobs:8080' }), 'jobs')).toBe('http://jobs:8080');
    expect(() => parseConfig('x', ZCalls, { UPSTREAM_JOBS: 'jobs:8080' })).toThrow(/UPSTREAM_JOBS: an http\(s\) URL is needed/);
  });

  it('uses the development secret only outside production', () => {
    expect(serviceSecretFrom(parseConfig('x', ZCalls, {}))).toBe(DEV_SERVICE_TOKEN_SECRET);
    expect(serviceSecretFrom(parseConfig('x', ZCalls, { SERVICE_TOKEN_SECRET: 's3cret', NODE_ENV: 'production' }))).toBe('s3cret');
    expect(() => parseConfig('x', ZCalls, { NODE_ENV: 'production' })).toThrow(/SERVICE_TOKEN_SECRET: must be set in production/);
  });
});
