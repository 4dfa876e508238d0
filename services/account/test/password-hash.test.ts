import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/domain/password-hash.ts';

describe('password hashing', () => {
  it('stores argon2id hashes with OWASP parameters', async () => {
    expect(await hashPassword('Demo!2345')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('Demo!2345');
    expect(await verifyPassword(stored, 'Demo!2345')).toBe(true);
    expect(await verifyPassword(stored, 'demo!2345')).toBe(false);
  });

  it('answers false without a stored hash, after spending a verification', async () => {
    expect(await verifyPassword(null, 'anything1')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything1')).toBe(false);
  });
});
