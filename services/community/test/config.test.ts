import { ConfigError } from '@phjobs/service-kit/config';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';

describe('readConfig', () => {
  it('uses the development service secret outside production, else the one given', () => {
    expect(readConfig({ env: {} })).toEqual({ serviceSecret: 'phjobs-embedded-dev-only' });
    expect(readConfig({ env: { SERVICE_TOKEN_SECRET: 's3cret', NODE_ENV: 'production' } })).toEqual({ serviceSecret: 's3cret' });
  });

  it('wants SERVICE_TOKEN_SECRET in production', () => {
    const read = () => readConfig({ env: { NODE_ENV: 'production' } });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(/SERVICE_TOKEN_SECRET: must be set in production/);
  });
});
