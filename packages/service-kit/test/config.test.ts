import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ConfigError, envFlag, envInt, envUrl, parseConfig } from '../src/config.ts';

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
