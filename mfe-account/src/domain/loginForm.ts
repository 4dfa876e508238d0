/**
 * Login form rules (account-community spec, section 5): email and password are required; the
 * Business tab checks the e-mail format ('It does not match the email format.'); an individual may
 * type an id without '@' (the service appends the product's mail domain).
 */
import { AUTH_ERRORS, EMAIL_FORMAT_MESSAGE } from '@phjobs/contracts/messages';
import type { LoginType } from '@phjobs/web-core/session';

export type LoginTab = 'individual' | 'business';
export type LoginErrors = { email?: string; password?: string };

export const EMAIL_REQUIRED = 'Email is a required input.';
export const PASSWORD_REQUIRED = 'Password is a required input.';
/** The spec's text. */
export const EMAIL_FORMAT = EMAIL_FORMAT_MESSAGE;
/** The spec's login failure text. */
export const LOGIN_FAILED = AUTH_ERRORS.invalidLogin.message;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string) => EMAIL.test(value.trim());

export function validateLogin(tab: LoginTab, email: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = EMAIL_REQUIRED;
  else if (tab === 'business' && !isEmail(email)) errors.email = EMAIL_FORMAT;
  if (!password) errors.password = PASSWORD_REQUIRED;
  return errors;
}

/** What the login call sends as userType. */
export function loginTypeOf(tab: LoginTab, master: boolean): LoginType {
  if (tab === 'individual') return 'individual';
  return master ? 'master' : 'company';
}

/**
 * Ours (the spec gives none): a login refused with 429, too many attempts from this address. Says
 * when to try again, from the answer's Retry-After (counting down); null seconds when not given.
 */
export function tooManyAttempts(seconds: number | null): string {
  if (seconds === null) return 'Too many login attempts. Please wait a minute and try again.';
  if (seconds <= 0) return 'You can try to log in again now.';
  const wait = seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;
  return `Too many login attempts. Please try again in ${wait}.`;
}
