/**
 * Rotating the access tokens' signing key without logging anyone out (infra/README.md, runbook):
 * while JWT_PUBLIC_KEY_PREVIOUS names the old public key, tokens signed before the rotation still
 * verify, in services (authenticate) and in the gateway's chat socket check alike; once it is
 * removed (after the tokens' 15 minutes), they do not.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { authenticate, generateKeys, loadKeys, principalOf, signAccessToken, verifyAccessToken, type Principal } from '../src/auth.ts';

const seeker: Principal = { userId: '1', userType: 'individual', email: 'seeker@demo.ph' };
const before = generateKeys();
const after = generateKeys();
const oldToken = signAccessToken(before.privateKey, seeker);
const newToken = signAccessToken(after.privateKey, seeker);
const servers: { close(): void }[] = [];
afterAll(() => servers.forEach((server) => server.close()));

async function service(publicKey: string): Promise<(token: string) => Promise<number>> {
  const app = express();
  app.use(authenticate(publicKey));
  app.get('/me', (_req, res) => void res.json({ user: principalOf(res)?.userId ?? null }));
  app.use((error: { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => void res.status(error.status ?? 500).end());
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return async (token) => (await fetch(`${base}/me`, { headers: { authorization: `Bearer ${token}` } })).status;
}

describe('rotating the signing key', () => {
  it('verifies tokens of the old key and the new while JWT_PUBLIC_KEY_PREVIOUS is set', async () => {
    const keys = loadKeys({ JWT_PUBLIC_KEY: after.publicKey, JWT_PUBLIC_KEY_PREVIOUS: before.publicKey, JWT_PRIVATE_KEY: after.privateKey }, '/nonexistent');
    expect(verifyAccessToken(keys.publicKey, oldToken)).toEqual(seeker);
    expect(verifyAccessToken(keys.publicKey, newToken)).toEqual(seeker);
    const call = await service(keys.publicKey);
    expect(await call(oldToken)).toBe(200);
    expect(await call(newToken)).toBe(200);
  });

  it('takes PEM values written with \\n escapes, as env files hold them', () => {
    const escaped = (pem: string) => pem.trim().replace(/\n/g, '\\n');
    const keys = loadKeys({ JWT_PUBLIC_KEY: escaped(after.publicKey), JWT_PUBLIC_KEY_PREVIOUS: escaped(before.publicKey) }, '/nonexistent');
    expect(verifyAccessToken(keys.publicKey, oldToken)).toEqual(seeker);
    expect(verifyAccessToken(keys.publicKey, newToken)).toEqual(seeker);
  });

  it('refuses the old tokens once the previous key is removed, and a token of a key never named', async () => {
    const keys = loadKeys({ JWT_PUBLIC_KEY: after.publicKey }, '/nonexistent');
    expect(() => verifyAccessToken(keys.publicKey, oldToken)).toThrow(/invalid or expired/);
    const call = await service(keys.publicKey);
    expect(await call(oldToken)).toBe(401);
    expect(await call(newToken)).toBe(200);
    const stranger = signAccessToken(generateKeys().privateKey, seeker);
    const both = loadKeys({ JWT_PUBLIC_KEY: after.publicKey, JWT_PUBLIC_KEY_PREVIOUS: before.publicKey }, '/nonexistent');
    expect(() => verifyAccessToken(both.publicKey, stranger)).toThrow(/invalid or expired/);
  });
});
