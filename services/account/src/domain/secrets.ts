import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque proof (32 random bytes, base64url); only its SHA-256 is stored. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** HMAC-SHA256 with the service's code secret: a stolen table does not give away 6-digit codes. */
export const keyedHash = (secret: string, value: string): string => createHmac('sha256', secret).update(value).digest('hex');

export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
