import { createHmac, timingSafeEqual } from 'node:crypto';
import { FILE_KEY_PATTERN, MEDIA_ERROR_CODES } from '@phjobs/contracts/media';
import { HttpError } from '@phjobs/service-kit/errors';
import { z } from 'zod';

/** What the local store's POST policy allows: one file under `key`, of these types, this size, until then. */
export type UploadPolicy = { key: string; maxBytes: number; contentTypes: string[]; expiresAt: string };

const ZPolicy = z.object({
  key: z.string().regex(FILE_KEY_PATTERN),
  maxBytes: z.number().int().positive(),
  contentTypes: z.array(z.string()).min(1),
  expiresAt: z.iso.datetime(),
});

const hmac = (secret: string, policy: string) => createHmac('sha256', secret).update(policy).digest('base64url');

/** The `policy` (base64 JSON) and `signature` (HMAC-SHA256 of that base64 text) form fields. */
export function signPolicy(secret: string, policy: UploadPolicy): { policy: string; signature: string } {
  const encoded = Buffer.from(JSON.stringify(policy)).toString('base64');
  return { policy: encoded, signature: hmac(secret, encoded) };
}

/** The policy when its signature is right and its time not up; a 403 otherwise. */
export function verifyPolicy(secret: string, encoded: string | undefined, signature: string | undefined, now = new Date()): UploadPolicy {
  if (!encoded || !signature) throw new HttpError(400, 'validation/invalid', 'The policy and signature fields must come before the file.');
  const expected = Buffer.from(hmac(secret, encoded));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new HttpError(403, MEDIA_ERROR_CODES.invalidSignature, 'The upload policy signature does not match.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const policy = ZPolicy.safeParse(parsed);
  if (!policy.success) throw new HttpError(403, MEDIA_ERROR_CODES.invalidSignature, 'The upload policy is not readable.');
  if (Date.parse(policy.data.expiresAt) <= now.getTime())
    throw new HttpError(403, MEDIA_ERROR_CODES.policyExpired, 'The upload policy has expired; ask for a new upload URL.');
  return policy.data;
}
