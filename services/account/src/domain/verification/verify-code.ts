import { VERIFICATION, VERIFICATION_ERRORS } from '@phjobs/contracts/messages';
import { HttpError } from '@phjobs/service-kit/errors';
import type { AccountDb } from '../../data/db.ts';
import { newOpaqueToken, sameHex, sha256 } from '../secrets.ts';
import { hashCode, type CodeChannel } from './send-code.ts';
import type { VerificationSql } from './verification-sql.ts';

export type VerifiedCode = { verificationToken: string; expiresIn: number; purpose: string; target: string };

const expired = () => new HttpError(410, VERIFICATION_ERRORS.expired.code, VERIFICATION_ERRORS.expired.message);
const dead = () => new HttpError(410, VERIFICATION_ERRORS.tooManyAttempts.code, VERIFICATION_ERRORS.tooManyAttempts.message);
const mismatch = (left: number) =>
  new HttpError(400, VERIFICATION_ERRORS.mismatch.code, `${VERIFICATION_ERRORS.mismatch.message} ${left} ${left === 1 ? 'try' : 'tries'} left.`, {
    code: VERIFICATION_ERRORS.mismatch.message,
  });

/**
 * Checks a code against its request. Each try first takes one of the request's 5 attempts in one
 * UPDATE (so parallel guesses cannot exceed them), then compares HMACs in constant time. A match
 * answers a single-use proof (only its SHA-256 kept) valid for an hour.
 * Identify the request by id, or (SMS without an id) as the target's newest request.
 */
export async function verifyCode(
  db: AccountDb,
  sql: VerificationSql,
  secret: string,
  request: { verificationId?: string; channel: CodeChannel; target?: string; code: string },
  now = new Date(),
): Promise<VerifiedCode> {
  const { channel, code } = request;
  let id = request.verificationId;
  if (!id) {
    if (!request.target) throw expired();
    const newest = await db.verification.findFirst({ where: { channel, target: request.target }, orderBy: { createdAt: 'desc' }, select: { id: true } });
    if (!newest) throw expired();
    id = newest.id;
  }
  const row = await sql.claimAttempt(db, { id, channel, target: request.target ?? null, now, maxAttempts: VERIFICATION.maxAttempts });
  if (!row) {
    const existing = await db.verification.findFirst({ where: { id, channel }, select: { attempts: true, verifiedAt: true, expiresAt: true } });
    if (existing && !existing.verifiedAt && existing.expiresAt > now && existing.attempts >= VERIFICATION.maxAttempts) throw dead();
    throw expired();
  }
  if (!row.code_hash || !sameHex(row.code_hash, hashCode(secret, row.id, code))) {
    const left = VERIFICATION.maxAttempts - row.attempts;
    if (left <= 0) throw dead();
    throw mismatch(left);
  }
  const verificationToken = newOpaqueToken();
  const marked = await db.verification.updateMany({
    where: { id: row.id, verifiedAt: null },
    data: { verifiedAt: now, tokenHash: sha256(verificationToken), tokenExpiresAt: new Date(now.getTime() + VERIFICATION.tokenTtlSeconds * 1000) },
  });
  if (marked.count === 0) throw expired();
  return { verificationToken, expiresIn: VERIFICATION.tokenTtlSeconds, purpose: row.purpose, target: row.target };
}
