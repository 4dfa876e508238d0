/**
 * Messages of the code verifications (e-mail and SMS), as the spec words them where it does
 * (employer.md sections 4, 5, 8; account-community.md sections 2 and 8). The values equal
 * contracts/account VERIFICATION_ERRORS and CODE_MESSAGE (checked by a test); they are repeated
 * here so that zod stays out of the browser bundle.
 */
import { ApiError } from '@phjobs/ui/api';

export const CODE_TTL_SECONDS = 300;
export const RESEND_INTERVAL_SECONDS = 60;
export const CODE_LENGTH = 6;

export const CODE_PLACEHOLDER = 'Please enter 6 digit code.';
export const CODE_EXPIRED = 'Code is expired. Resend to verify';
export const SMS_DAILY_LIMIT = 'Daily sms request has exceeded, please try tomorrow.';
export const EMAIL_DAILY_LIMIT = 'Daily email request has exceeded, please try tomorrow.';
export const CODE_MISMATCH = 'The verification code does not match.';
export const resendThrottled = (seconds: number) => `To prevent frequent resend, please try after ${seconds} seconds`;

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
