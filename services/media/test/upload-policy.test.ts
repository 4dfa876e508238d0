import { describe, expect, it } from 'vitest';
import { signPolicy, verifyPolicy } from '../src/domain/upload-policy.ts';

const SECRET = 'a-test-secret-of-enough-length';
const policy = { key: 'individual/7/abc', maxBytes: 1024, contentTypes: ['image/png'], expiresAt: '2030-01-01T00:00:00.000Z' };

describe('upload policy', () => {
  it('verifies what it signed until it expires', () => {
    const signed = signPolicy(SECRET, policy);
    expect(verifyPolicy(SECRET, signed.policy, signed.signature, new Date('2029-12-31T23:59:59Z'))).toEqual(policy);
    expect(() => verifyPolicy(SECRET, signed.policy, signed.signature, new Date('2030-01-01T00:00:00Z'))).toThrow(expect.objectContaining({ status: 403, code: 'media/policy-expired' }));
  });

  it('refuses another secret, a changed policy and a missing signature', () => {
    const signed = signPolicy(SECRET, policy);
    const now = new Date('2029-01-01T00:00:00Z');
    expect(() => verifyPolicy('another-secret-of-enough-length', signed.policy, signed.signature, now)).toThrow(expect.objectContaining({ code: 'media/invalid-signature' }));
    const changed = Buffer.from(JSON.stringify({ ...policy, key: 'individual/8/abc' })).toString('base64');
    expect(() => verifyPolicy(SECRET, changed, signed.signature, now)).toThrow(expect.objectContaining({ code: 'media/invalid-signature' }));
    expect(() => verifyPolicy(SECRET, signed.policy, undefined, now)).toThrow(expect.objectContaining({ status: 400 }));
  });

  it('refuses a signed policy that is not a policy (signed garbage is still garbage)', () => {
    const garbage = signPolicy(SECRET, { ...policy, key: '../../etc/passwd' });
    expect(() => verifyPolicy(SECRET, garbage.policy, garbage.signature, new Date('2029-01-01T00:00:00Z'))).toThrow(expect.objectContaining({ code: 'media/invalid-signature' }));
  });
});
