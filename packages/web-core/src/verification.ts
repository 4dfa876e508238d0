/**
 * The rules and messages of the code verifications (e-mail and SMS) that individuals (sign-up,
 * member info, find e-mail) and companies (member info, branches) share, as the spec words them
 * (employer.md sections 4, 5 and 8; account-community.md sections 2 and 8): the contracts' own
 * (zod-free contracts/messages), under the names the screens use. The components are in
 * ./components (CodeVerifier, PhoneVerification, Captcha, IdentityCheck).
 */
import { CODE_MESSAGE, PHONE_MESSAGE, PHONE_REQUIRED_MESSAGE, VERIFICATION, VERIFICATION_ERRORS, isPhMobile, toE164Mobile } from '@phjobs/contracts/messages';
import { ApiError } from '@phjobs/web-core/api';

export const CODE_TTL_SECONDS = VERIFICATION.codeTtlSeconds;
export const RESEND_INTERVAL_SECONDS = VERIFICATION.resendIntervalSeconds;
export const CODE_LENGTH = VERIFICATION.codeLength;
/** The send-code button is debounced 500 ms (employer.md sections 4 and 9). */
export const SEND_DEBOUNCE_MS = 500;

export const CODE_PLACEHOLDER = CODE_MESSAGE;
export const CODE_EXPIRED = VERIFICATION_ERRORS.expired.message;
export const SMS_DAILY_LIMIT = VERIFICATION_ERRORS.smsDailyLimit.message;
export const EMAIL_DAILY_LIMIT = VERIFICATION_ERRORS.emailDailyLimit.message;
export const CODE_MISMATCH = VERIFICATION_ERRORS.mismatch.message;
export const resendThrottled = VERIFICATION_ERRORS.resendThrottled.message;
export const PHONE_REQUIRED = PHONE_REQUIRED_MESSAGE;
export const PHONE_FORMAT = PHONE_MESSAGE;

export const isSixDigits = (code: string) => /^\d{6}$/.test(code.trim());

/**
 * A typed Philippine mobile number in E.164 (+639XXXXXXXXX), or null when it is not one. The
 * field shows '+63' in front, so the national part alone ('917 123 4567') counts as well as
 * '0917 123 4567' and '+63 917 123 4567' (contracts' isPhMobile).
 */
export function phMobileE164(typed: string): string | null {
  const value = typed.trim();
  if (!value) return null;
  if (isPhMobile(value)) return toE164Mobile(value);
  if (/^9/.test(value) && isPhMobile(`0${value}`)) return toE164Mobile(`0${value}`);
  return null;
}

/** The phone field's own message: required, then the format; undefined when the number is usable. */
export function phoneMessage(typed: string): string | undefined {
  if (!typed.trim()) return PHONE_REQUIRED;
  return phMobileE164(typed) ? undefined : PHONE_FORMAT;
}

/** Two typed numbers are the same mobile number (stored '+639171234567' vs typed '0917 123 4567'). */
export function samePhone(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  const [x, y] = [phMobileE164(a), phMobileE164(b)];
  return x !== null && x === y;
}

/** Seconds the client must still wait before a resend (0 when it may resend now). */
export function resendWait(sentAtMs: number | null, resendAfterSeconds: number, nowMs: number): number {
  if (sentAtMs === null) return 0;
  return Math.max(0, Math.ceil((sentAtMs + resendAfterSeconds * 1000 - nowMs) / 1000));
}

/** The seconds of a resend-throttle answer (429), or null when the error is not one. */
export function throttledSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || (error.status !== 429 && error.code !== 'verification/resend-throttled')) return null;
  const seconds = Number(/(\d+)\s*seconds?/.exec(error.message)?.[1]);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** The text to show for a failed send (`channel` picks the daily-limit text). */
export function sendErrorMessage(error: unknown, channel: 'sms' | 'email'): string {
  if (error instanceof ApiError) {
    if (error.status === 409 && (error.code === 'verification/daily-limit' || channel === 'sms')) return channel === 'sms' ? SMS_DAILY_LIMIT : EMAIL_DAILY_LIMIT;
    if (error.status === 429 || error.code === 'verification/resend-throttled') {
      const seconds = throttledSeconds(error);
      return seconds ? resendThrottled(seconds) : error.message;
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
