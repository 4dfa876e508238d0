/**
 * Sign-up form rules. The service validates with the contracts (ZIndividualSignupRequest,
 * ZEmployerSignupRequest) and answers 400 with `fields`; the form checks the same things first so
 * the user sees them at once.
 */
import type { LoginType } from '@phjobs/ui/session';
import { EMAIL_FORMAT, isEmail } from './loginForm';

export type SignupKind = 'individual' | 'business' | 'master';
export type SignupValues = { email: string; password: string; fullName: string; companyName: string; managerName: string; phoneNumber: string };
export type SignupErrors = Partial<Record<keyof SignupValues, string>>;

/** The spec's alert for code auth/email-already-exists, spelled as the spec spells it. */
export const EMAIL_TAKEN_ALERT = 'alraedy used ID, Please another email';
/** contracts/auth PASSWORD_POLICY_MESSAGE */
export const PASSWORD_POLICY = 'Use 8 or more characters with at least one letter and one digit.';
const PHONE = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;

export const emptySignup = (): SignupValues => ({ email: '', password: '', fullName: '', companyName: '', managerName: '', phoneNumber: '' });

export function validateSignup(kind: SignupKind, v: SignupValues): SignupErrors {
  const e: SignupErrors = {};
  if (!v.email.trim()) e.email = 'Email is a required input.';
  else if (!isEmail(v.email)) e.email = EMAIL_FORMAT;
  if (!v.password) e.password = 'Password is a required input.';
  else if (v.password.length < 8 || !/\p{L}/u.test(v.password) || !/\p{Nd}/u.test(v.password)) e.password = PASSWORD_POLICY;
  if (kind === 'individual') {
    if (!v.fullName.trim()) e.fullName = 'Full name is a required input.';
  } else {
    if (!v.companyName.trim()) e.companyName = 'Company name is a required input.';
    if (!v.managerName.trim()) e.managerName = 'Manager name is a required input.';
    if (!v.phoneNumber.trim()) e.phoneNumber = 'Phone number is a required input.';
    else if (!PHONE.test(v.phoneNumber.trim())) e.phoneNumber = 'It does not match the phone number format.';
  }
  return e;
}

/** The endpoint and body of each sign-up. */
export function signupRequest(kind: SignupKind, v: SignupValues): { path: string; body: Record<string, string> } {
  const base = { email: v.email.trim(), password: v.password };
  if (kind === 'individual') return { path: '/api/individual/signup', body: { ...base, fullName: v.fullName.trim() } };
  return {
    path: kind === 'master' ? '/api/employer/signup/master' : '/api/employer/signup',
    body: { ...base, companyName: v.companyName.trim(), managerName: v.managerName.trim(), phoneNumber: v.phoneNumber.trim() },
  };
}

/** The login type to sign in with after a sign-up. */
export const loginTypeOfSignup = (kind: SignupKind): LoginType => (kind === 'individual' ? 'individual' : kind === 'master' ? 'master' : 'company');
