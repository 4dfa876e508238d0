import { randomInt, randomUUID } from 'node:crypto';
import { VERIFICATION, VERIFICATION_ERRORS } from '@phjobs/contracts/messages';
import { HttpError } from '@phjobs/service-kit/errors';
import type { AccountDb } from '../../data/db.ts';
import { keyedHash } from '../secrets.ts';
import { startOfManilaDay } from './manila-day.ts';
import type { VerificationSql } from './verification-sql.ts';

export type CodeChannel = 'email' | 'sms';
export type CodePurpose = 'signup' | 'password-reset' | 'identity' | 'phone';

export type SendCodeInput = {
  channel: CodeChannel;
  purpose: CodePurpose;
  /** Lower-cased e-mail or +63 phone. */
  target: string;
  userId?: number;
  deviceId?: string;
  /** Delivers the message; throws when the provider refuses (the send then does not count). */
  deliver: (code: string) => Promise<void>;
};

export type SentCode = { verificationId: string; expiresIn: number; resendAfter: number };

export const hashCode = (secret: string, verificationId: string, code: string) => keyedHash(secret, `code:${verificationId}:${code}`);

const throttled = (seconds: number) => {
  const error = new HttpError(429, VERIFICATION_ERRORS.resendThrottled.code, VERIFICATION_ERRORS.resendThrottled.message(seconds));
  return Object.assign(error, { retryAfter: seconds });
};

/**
 * Sends a new 6-digit code: one a minute per address (429 'To prevent frequent resend, please try
 * after {n} seconds'), a daily limit per address and per device (409), and the address's earlier
 * codes die. Checks and insert run under an advisory lock on the address, so that two sends at once
 * cannot both pass. Only the code's HMAC is stored; the id answered binds the code to this request.
 */
export async function sendCode(db: AccountDb, sql: VerificationSql, secret: string, input: SendCodeInput, now = new Date()): Promise<SentCode> {
  const { channel, purpose, target, deviceId, userId } = input;
  const id = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(VERIFICATION.codeLength, '0');
  const dailyLimit = channel === 'sms' ? VERIFICATION.smsDailyLimit : VERIFICATION.emailDailyLimit;
  const dailyError = channel === 'sms' ? VERIFICATION_ERRORS.smsDailyLimit : VERIFICATION_ERRORS.emailDailyLimit;

  await db.$transaction(async (tx) => {
    await sql.lockTarget(tx, channel, target);
    const last = await tx.verification.findFirst({ where: { channel, target }, orderBy: { createdAt: 'desc' }, select: { createdAt: true } });
    if (last) {
      const waitMs = last.createdAt.getTime() + VERIFICATION.resendIntervalSeconds * 1000 - now.getTime();
      if (waitMs > 0) throw throttled(Math.ceil(waitMs / 1000));
    }
    const dayStart = startOfManilaDay(now);
    const today = await tx.verification.count({ where: { channel, target, createdAt: { gte: dayStart } } });
    if (today >= dailyLimit) throw new HttpError(409, dailyError.code, dailyError.message);
    if (deviceId) {
      const fromDevice = await tx.verification.count({ where: { channel, deviceId, createdAt: { gte: dayStart } } });
      if (fromDevice >= VERIFICATION.deviceDailyLimit) throw new HttpError(409, dailyError.code, dailyError.message);
    }
    // Requests older than yesterday count for nothing any more: this address's go now.
    await tx.verification.deleteMany({ where: { channel, target, createdAt: { lt: new Date(dayStart.getTime() - 86_400_000) } } });
    // A resend replaces the codes sent before it.
    await tx.verification.updateMany({ where: { channel, target, verifiedAt: null, expiresAt: { gt: now } }, data: { expiresAt: now } });
    await tx.verification.create({
      data: {
        id,
        channel,
        purpose,
        target,
        userId: userId === undefined ? null : BigInt(userId),
        deviceId: deviceId ?? null,
        codeHash: hashCode(secret, id, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + VERIFICATION.codeTtlSeconds * 1000),
      },
    });
  });

  try {
    await input.deliver(code);
  } catch {
    // Not delivered: the request does not count against the limits.
    await db.verification.delete({ where: { id } }).catch(() => undefined);
    throw new HttpError(503, VERIFICATION_ERRORS.deliveryFailed.code, VERIFICATION_ERRORS.deliveryFailed.message, undefined);
  }
  return { verificationId: id, expiresIn: VERIFICATION.codeTtlSeconds, resendAfter: VERIFICATION.resendIntervalSeconds };
}
