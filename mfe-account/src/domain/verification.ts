/**
 * Messages of the code verifications (e-mail and SMS), as the spec words them where it does
 * (employer.md sections 4, 5, 8; account-community.md sections 2 and 8): the contracts' own
 * (zod-free contracts/messages), under the names the screens use.
 */
import { CODE_MESSAGE, VERIFICATION, VERIFICATION_ERRORS } from '@phjobs/contracts/messages';
import { ApiError } from '@phjobs/web-core/api';

export const CODE_TTL_SECONDS = VERIFICATION.codeTtlSeconds;
export const RESEND_INTERVAL_SECONDS = VERIFICATION.resendIntervalSeconds;
export const CODE_LENGTH = VERIFICATION.codeLength;

export const CODE_PLACEHOLDER = CODE_MESSAGE;
export const CODE_EXPIRED = VERIFICATION_ERRORS.expired.message;
export const SMS_DAILY_LIMIT = VERIFICATION_ERRORS.smsDailyLimit.message;
export const EMAIL_DAILY_LIMIT = VERIFICATION_ERRORS.emailDailyLimit.message;
export const CODE_MISMATCH = VERIFICATION_ERRORS.mismatch.message;
export const resendThrottled = VERIFICATION_ERRORS.resendThrottled.message;

export const isSixDigits = (code: string) => /^\d{6}$/.test(code.trim());

/** Seconds the client must still wait before a resend (0 when it may resend now). */
export function resendWait(sentAtMs: number | null, resendAfterSeconds: number, nowMs: number): number {
  if (sentAtMs === null) return 0;
  return Math.max(0, Math.ceil((sentAtMs + resendAfterSeconds * 1000 - nowMs) / 1000));
}

/** The text to show for a failed send (`channel` picks the daily-limit text). */
export function sendErrorMessage(error: unknown, channel: 'sms' | 'email'): string {
  if (error instanceof ApiError) {
    if (error.status === 409 && (error.code === 'verification/daily-limit' || channel === 'sms')) return channel === 'sms' ? SMS_DAILY_LIMIT : EMAIL_DAILY_LIMIT;
    if (error.status === 429 || error.code === 'verification/resend-throttled') {
      const seconds = Number(/(\d+)\s*seconds?/.exec(error.message)?.[1]);
      return Number.isFinite(seconds) && seconds > 0 ? resendThrottled(seconds) : error.message;
    }
    if (error.fields) {
      const first = Object.values(error.fields)[0];
      if (first) return first;
    }
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The text to show for a failed verify. */
export function verifyErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'verification/code-expired' || error.status === 410) return error.code === 'verification/too-many-attempts' ? error.message : CODE_EXPIRED;
    if (error.code === 'verification/code-mismatch') return CODE_MISMATCH;
    if (error.fields?.code) return error.fields.code;
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
