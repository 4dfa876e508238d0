import { createHmac, createPublicKey, generateKeyPairSync, timingSafeEqual, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import jwt from 'jsonwebtoken';
import { LRUCache } from 'lru-cache';
import { forbidden, unauthorized } from './errors.ts';

export type UserType = 'individual' | 'company' | 'master.company';
export type Principal = { userId: string; userType: UserType; email: string };
export type Keys = { publicKey: string; privateKey?: string };

const ALGORITHM = 'ES256';
const ISSUER = 'phjobs-account';
export const ACCESS_TOKEN_SECONDS = 15 * 60;
const USER_TYPES: readonly string[] = ['individual', 'company', 'master.company'];

/**
 * An access token for `principal`. `sessionId` (the refresh-token family, claim `sid`) names the
 * session it belongs to: once the session ends (logout, password change, withdrawal, a stolen
 * refresh token), the gateway refuses the token before its 15 minutes are up (gateway
 * ended-sessions.ts).
 */
export function signAccessToken(privateKey: string, principal: Principal, expiresInSeconds = ACCESS_TOKEN_SECONDS, sessionId?: string): string {
  return jwt.sign({ userType: principal.userType, email: principal.email, ...(sessionId ? { sid: sessionId } : {}) }, privateKey, {
    algorithm: ALGORITHM,
    subject: principal.userId,
    issuer: ISSUER,
    expiresIn: expiresInSeconds,
  });
}

/**
 * The keys that verify access tokens: a PEM text may hold several public keys, the current one
 * first (loadKeys: JWT_PUBLIC_KEY, then JWT_PUBLIC_KEY_PREVIOUS while the signing key is rotated).
 */
export type VerificationKeys = string | KeyObject | readonly KeyObject[];

const PEM_BLOCK = /-----BEGIN PUBLIC KEY-----[\s\S]+?-----END PUBLIC KEY-----/g;

export function verificationKeys(keys: VerificationKeys): readonly KeyObject[] {
  if (typeof keys !== 'string') return Array.isArray(keys) ? keys : [keys as KeyObject];
  const blocks = keys.match(PEM_BLOCK);
  return (blocks ?? [keys]).map((block) => createPublicKey(block));
}

/** Verifies signature (by any of the keys), issuer, expiry and claims; throws a 401 HttpError otherwise. */
export function verifyAccessToken(publicKey: VerificationKeys, token: string): Principal {
  return verifyClaims(verificationKeys(publicKey), token).principal;
}

function verifyClaims(keys: readonly KeyObject[], token: string): { principal: Principal; expiresAtMs: number } {
  let claims: jwt.JwtPayload | string | undefined;
  for (const key of keys) {
    try {
      claims = jwt.verify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER });
      break;
    } catch {
      // the next key, if any (a token signed before the rotation)
    }
  }
  if (claims === undefined) throw unauthorized('The access token is invalid or expired.');
  if (typeof claims === 'string' || !claims.sub || typeof claims.email !== 'string' || !USER_TYPES.includes(String(claims.userType)))
    throw unauthorized('The access token is invalid or expired.');
  return { principal: { userId: claims.sub, userType: claims.userType as UserType, email: claims.email }, expiresAtMs: (claims.exp ?? 0) * 1000 };
}

/**
 * Tokens already verified, until they expire: a member's app sends the same token for up to 15
 * minutes, and an ES256 check costs ~0.1-0.2 ms of CPU per request. Bounded (lru-cache); the least
 * recently used go first.
 */
const VERIFIED_TOKENS = 10_000;

function verifiedTokens(publicKey: VerificationKeys) {
  const keys = verificationKeys(publicKey);
  const known = new LRUCache<string, Principal>({ max: VERIFIED_TOKENS });
  return (token: string): Principal => {
    const hit = known.get(token);
    if (hit) return hit;
    const verified = verifyClaims(keys, token);
    // Kept until the token's own expiry (a ttl of 0 would be for ever: such a token is not kept).
    const ttl = verified.expiresAtMs - Date.now();
    if (ttl > 0) known.set(token, verified.principal, { ttl });
    return verified.principal;
  };
}

/** Reads a bearer token when there is one: a bad one is a 401, none makes a visitor. */
export function authenticate(publicKey: VerificationKeys): RequestHandler {
  const verify = verifiedTokens(publicKey);
  return (req: Request, res: Response, next: NextFunction) => {
    const header = req.headers.authorization;
    if (!header) return next();
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) return next(unauthorized('The access token is invalid or expired.'));
    try {
      res.locals.principal = verify(token);
      next();
    } catch (error) {
      next(error);
    }
  };
}

export function principalOf(res: Response): Principal | null {
  return (res.locals.principal as Principal | undefined) ?? null;
}

/** The signed-in user, of one of the given types when any are given (401 for visitors, 403 for others). */
export function requireUser(res: Response, ...userTypes: UserType[]): Principal {
  const principal = principalOf(res);
  if (!principal) throw unauthorized();
  if (userTypes.length && !userTypes.includes(principal.userType)) throw forbidden();
  return principal;
}

/**
 * The spec sends the user's e-mail as a query parameter. It never decides identity: when it is
 * given and names someone other than the token's user (or there is no token), the call is refused.
 */
export function checkEmailParam(req: Request, res: Response): void {
  const given = req.query.email;
  const email = typeof given === 'string' ? given.trim() : '';
  if (!email) return;
  const principal = principalOf(res);
  if (!principal || principal.email.toLowerCase() !== email.toLowerCase()) throw forbidden('The email does not belong to the signed-in user.');
}

/**
 * Key pair from JWT_PRIVATE_KEY / JWT_PUBLIC_KEY, else created once under <dataDir>/keys.
 * JWT_PUBLIC_KEY_PREVIOUS (while rotating the signing key, infra/README.md): the key tokens signed
 * before the rotation verify with, kept after the current one in `publicKey` (verificationKeys).
 */
export function loadKeys(env: NodeJS.ProcessEnv, dataDir: string): Keys {
  if (env.JWT_PUBLIC_KEY) {
    const previous = env.JWT_PUBLIC_KEY_PREVIOUS ? `\n${pem(env.JWT_PUBLIC_KEY_PREVIOUS).trim()}\n` : '';
    return { publicKey: `${pem(env.JWT_PUBLIC_KEY).trim()}\n${previous}`, privateKey: env.JWT_PRIVATE_KEY ? pem(env.JWT_PRIVATE_KEY) : undefined };
  }
  const dir = join(dataDir, 'keys');
  const publicPath = join(dir, 'jwt-public.pem');
  const privatePath = join(dir, 'jwt-private.pem');
  if (!existsSync(publicPath) || !existsSync(privatePath)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const pair = generateKeys();
    writeFileSync(privatePath, pair.privateKey, { mode: 0o600 });
    writeFileSync(publicPath, pair.publicKey);
  }
  return { publicKey: readFileSync(publicPath, 'utf8'), privateKey: readFileSync(privatePath, 'utf8') };
}

export function generateKeys(): Required<Keys> {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return {
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

/** Env values may carry '\n' escapes for newlines. */
const pem = (value: string) => value.replace(/\\n/g, '\n');

/** The development value of SERVICE_TOKEN_SECRET: the embedded default and tests share it. */
export const DEV_SERVICE_TOKEN_SECRET = 'phjobs-embedded-dev-only';

/**
 * The secret that signs internal calls (x-service-token): SERVICE_TOKEN_SECRET. Production must set
 * it (this throws when NODE_ENV is production and it is missing); elsewhere the shared development
 * value, so that services agree without setup.
 */
export function serviceTokenSecret(env: NodeJS.ProcessEnv): string {
  if (env.SERVICE_TOKEN_SECRET) return env.SERVICE_TOKEN_SECRET;
  if (env.NODE_ENV === 'production') throw new Error('SERVICE_TOKEN_SECRET must be set in production.');
  return DEV_SERVICE_TOKEN_SECRET;
}

/** Internal service-to-service calls: header x-service-token = "<caller>.<hmac>". */
export function serviceToken(secret: string, caller: string): string {
  return `${caller}.${createHmac('sha256', secret).update(caller).digest('base64url')}`;
}

export function verifyServiceToken(secret: string, token: string | undefined): string | null {
  if (!token) return null;
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const caller = token.slice(0, dot);
  const expected = Buffer.from(serviceToken(secret, caller));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? caller : null;
}

const headerOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

export function requireService(secret: string): RequestHandler {
  return (req, _res, next) => (verifyServiceToken(secret, headerOf(req.headers['x-service-token'])) ? next() : next(forbidden('Internal calls only.')));
}
