/**
 * The calls of the shared verification components (services/account through the gateway): e-mail
 * and SMS codes, the captcha that guards the SMS send, and the identity check. Any remote may use
 * them (individuals in mfe-account, companies and branches in mfe-employer).
 */
import type { VerifyIdentityRequest } from '@phjobs/contracts/account';
import { ACCOUNT_ROUTES } from '@phjobs/contracts/routes/account';
import { call } from '@phjobs/web-core/client';

/** A stable id of this browser for the daily SMS limit per device. */
export function deviceId(): string {
  const key = 'phjobs.deviceId';
  try {
    const known = window.localStorage.getItem(key);
    if (known) return known;
    const id = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    window.localStorage.setItem(key, id);
    return id;
  } catch {
    return 'unknown-device';
  }
}

export const sendEmailCode = (email: string, purpose: 'signup' | 'identity' = 'signup') => call(ACCOUNT_ROUTES.sendEmailCode, { body: { email, purpose } });
export const verifyEmailCode = (verificationId: string, code: string) => call(ACCOUNT_ROUTES.verifyEmailCode, { body: { verificationId, code } });

/** POST /api/employer/sendVerifySms (the spec's path for everyone): phoneNumber in E.164, the captcha's pass as token. */
export const sendSmsCode = (phoneNumber: string, captchaToken: string) =>
  call(ACCOUNT_ROUTES.sendVerifySms, {
    body: { phoneNumber, deviceId: deviceId(), reqHost: typeof window !== 'undefined' ? window.location.hostname : undefined, token: captchaToken },
  });
export const verifySmsCode = (phoneNumber: string, code: string, verificationId?: string) => call(ACCOUNT_ROUTES.individualVerifySms, { query: { code, phoneNumber, verificationId } });

export const getCaptcha = () => call(ACCOUNT_ROUTES.captcha);
export const verifyCaptcha = (challengeId: string, answer: string) => call(ACCOUNT_ROUTES.captchaVerify, { body: { challengeId, answer } });

/** POST /api/auth/verifyIdentity: a password or an e-mail proof for a certify token (edit, password change, withdraw). */
export const verifyIdentity = (body: VerifyIdentityRequest) => call(ACCOUNT_ROUTES.verifyIdentity, { body });
