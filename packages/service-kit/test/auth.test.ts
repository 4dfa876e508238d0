import { describe, expect, it } from 'vitest';
import { DEV_SERVICE_TOKEN_SECRET, serviceToken, serviceTokenSecret, verifyServiceToken } from '../src/auth.ts';

describe('serviceTokenSecret', () => {
  it('takes SERVICE_TOKEN_SECRET when it is set', () => {
    expect(serviceTokenSecret({ SERVICE_TOKEN_SECRET: 's3cret', NODE_ENV: 'production' })).toBe('s3cret');
  });

  it('falls back to the shared development value outside production', () => {
    expect(serviceTokenSecret({})).toBe(DEV_SERVICE_TOKEN_SECRET);
    expect(serviceTokenSecret({ NODE_ENV: 'test' })).toBe(DEV_SERVICE_TOKEN_SECRET);
  });

  it('refuses to start in production without a secret', () => {
    expect(() => serviceTokenSecret({ NODE_ENV: 'production' })).toThrow(/SERVICE_TOKEN_SECRET/);
  });
});

describe('service tokens', () => {
  it('name the caller when signed with the same secret, and nobody otherwise', () => {
    const token = serviceToken('a', 'jobs');
    expect(verifyServiceToken('a', token)).toBe('jobs');
    expect(verifyServiceToken('b', token)).toBeNull();
    expect(verifyServiceToken('a', undefined)).toBeNull();
    expect(verifyServiceToken('a', 'jobs.forged')).toBeNull();
  });
});
