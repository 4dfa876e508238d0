import { createHash, randomBytes } from 'node:crypto';

/** An opaque refresh token: 32 random bytes, base64url. Only its SHA-256 is stored. */
export const newRefreshToken = (): string => randomBytes(32).toString('base64url');
export const hashRefreshToken = (token: string): string => createHash('sha256').update(token).digest('hex');
