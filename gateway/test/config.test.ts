import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testKeys } from '@phjobs/test-utils/keys';
import { afterAll, describe, expect, it } from 'vitest';
import { gatewayOptionsFromEnv, publicKeyFromEnv, socketRateLimitFromEnv, upstreamsFromEnv } from '../src/config.ts';
import { DEFAULT_SOCKET_RATE_LIMIT } from '../src/rate-limit.ts';
import { silentLogger } from './helpers.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'gateway-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the chat socket settings from env', () => {
  it('takes the public key from JWT_PUBLIC_KEY, else the pair under DATA_DIR/keys as the services do', () => {
    const keys = testKeys();
    expect(publicKeyFromEnv({ JWT_PUBLIC_KEY: keys.publicKey, DATA_DIR: dataDir })).toBe(keys.publicKey);
    const fromDisk = publicKeyFromEnv({ DATA_DIR: dataDir });
    expect(fromDisk).toBe(readFileSync(join(dataDir, 'keys', 'jwt-public.pem'), 'utf8'));
    // the same pair the next time (and for the services started with this DATA_DIR)
    expect(publicKeyFromEnv({ DATA_DIR: dataDir })).toBe(fromDisk);
  });

  it('hands the key the start command already holds to the gateway', () => {
    const keys = testKeys();
    expect(gatewayOptionsFromEnv({ DATA_DIR: dataDir }, silentLogger, dataDir, keys.publicKey).publicKey).toBe(keys.publicKey);
  });

  it('limits new sockets per IP by RATE_LIMIT_CHAT_SOCKET, off with RATE_LIMIT=off or 0', () => {
    expect(socketRateLimitFromEnv({})).toBe(DEFAULT_SOCKET_RATE_LIMIT);
    expect(socketRateLimitFromEnv({ RATE_LIMIT_CHAT_SOCKET: '50' })).toBe(50);
    expect(socketRateLimitFromEnv({ RATE_LIMIT_CHAT_SOCKET: '0' })).toBe(false);
    expect(socketRateLimitFromEnv({ RATE_LIMIT: 'off', RATE_LIMIT_CHAT_SOCKET: '50' })).toBe(false);
    expect(() => socketRateLimitFromEnv({ RATE_LIMIT_CHAT_SOCKET: 'many' })).toThrow(/RATE_LIMIT_CHAT_SOCKET/);
  });

  it('keeps several instances of a service as given (the gateway takes them in turn)', () => {
    expect(upstreamsFromEnv({ UPSTREAM_CHAT: 'http://127.0.0.1:4106,http://127.0.0.1:4116' }).chat).toBe('http://127.0.0.1:4106,http://127.0.0.1:4116');
  });
});
