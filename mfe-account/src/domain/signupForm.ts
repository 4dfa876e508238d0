/**
 * Business and master sign-up ('Business sign up', 'Master sign up'; steps 0 form, 1 details and
 * policy, 2 finished). The service validates with the contracts (ZEmployerSignupRequest) and
 * answers 400 with `fields`; the form checks the same things first so the user sees them at once.
 */
import type { EmployerSignupRequest } from '@phjobs/contracts/auth';
import { ACCOUNT_ROUTES } from '@phjobs/contracts/routes/account';
import { PASSWORD_POLICY_MESSAGE, PHONE_MESSAGE } from '@phjobs/contracts/messages';
import type { LoginType } from '@phjobs/web-core/session';
import { EMAIL_FORMAT, isEmail } from './loginForm';

export type SignupKind = 'business' | 'master';

/** The spec's alert for code auth/email-already-exists, spelled as the spec spells it. */
export const EMAIL_TAKEN_ALERT = 'alraedy used ID, Please another email';
export const PASSWORD_POLICY = PASSWORD_POLICY_MESSAGE;
export const PHONE_FORMAT = PHONE_MESSAGE;
export const BRN_FORMAT = 'Use 4 to 16 English letters and numbers.';
const PHONE = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;

export const SIGNUP_TITLES: Readonly<Record<SignupKind, string>> = { business: 'Business sign up', master: 'Master sign up' };

export type BusinessValues = {
  email: string;
  emailToken: string | null;
  password: string;
  passwordConfirm: string;
  companyName: string;
  managerName: string;
  phoneNumber: string;
  landlineNumber: string;
  province: string;
  city: string;
  detailAddress: string;
  businessRegistrationNumber: string;
  specializationCode: string;
  mainBusiness: string;
  /** Company sign-up only: a master's invitation code (optional); the company becomes its branch. */
  companyCode: string;
  agreeTerms: boolean;
  agreePrivacy: boolean;
};
export type BusinessErrors = Partial<Record<keyof BusinessValues, string>>;

export const emptyBusiness = (): BusinessValues => ({
  email: '',
  emailToken: null,
  password: '',
  passwordConfirm: '',
  companyName: '',
  managerName: '',
  phoneNumber: '',
  landlineNumber: '',
  province: '',
  city: '',
  detailAddress: '',
  businessRegistrationNumber: '',
  specializationCode: '',
  mainBusiness: '',
  companyCode: '',
  agreeTerms: false,
  agreePrivacy: false,
});

const strong = (p: string) => p.length >= 8 && p.length <= 128 && /\p{L}/u.test(p) && /\p{Nd}/u.test(p);

export function validateBusinessStep(step: number, v: BusinessValues): BusinessErrors {
  const e: BusinessErrors = {};
  if (step === 0) {
    if (!v.email.trim()) e.email = 'Email is a required input.';
    else if (!isEmail(v.email)) e.email = EMAIL_FORMAT;
    else if (!v.emailToken) e.emailToken = 'Please verify your e-mail.';
    if (!v.password) e.password = 'Password is a required input.';
    else if (!strong(v.password)) e.password = PASSWORD_POLICY;
    if (v.password && v.passwordConfirm !== v.password) e.passwordConfirm = 'The passwords do not match.';
    if (!v.companyName.trim()) e.companyName = 'Company name is a required input.';
    if (!v.managerName.trim()) e.managerName = 'Manager name is a required input.';
    if (!v.phoneNumber.trim()) e.phoneNumber = 'Phone number is a required input.';
    else if (!PHONE.test(v.phoneNumber.trim())) e.phoneNumber = PHONE_FORMAT;
  }
  if (step === 1) {
    if (v.landlineNumber.trim() && !PHONE.test(v.landlineNumber.trim())) e.landlineNumber = PHONE_FORMAT;
    if (v.businessRegistrationNumber.trim() && !/^[A-Za-z0-9]{4,16}$/.test(v.businessRegistrationNumber.trim())) e.businessRegistrationNumber = BRN_FORMAT;
    if (!v.agreeTerms || !v.agreePrivacy) e.agreeTerms = 'Please agree to the required terms.';
  }
  return e;
}

const opt = (value: string) => (value.trim() ? value.trim() : undefined);

/** The endpoint and body of the business or master sign-up. */
export function businessSignupRequest(kind: SignupKind, v: BusinessValues): { route: typeof ACCOUNT_ROUTES.employerSignup | typeof ACCOUNT_ROUTES.masterSignup; path: string; body: EmployerSignupRequest } {
  const route = kind === 'master' ? ACCOUNT_ROUTES.masterSignup : ACCOUNT_ROUTES.employerSignup;
  return {
    route,
    path: route.path,
    body: {
      email: v.email.trim(),
      password: v.password,
      companyName: v.companyName.trim(),
      managerName: v.managerName.trim(),
      phoneNumber: v.phoneNumber.trim(),
      landlineNumber: opt(v.landlineNumber),
      province: opt(v.province),
      city: opt(v.city),
      detailAddress: opt(v.detailAddress),
      businessRegistrationNumber: opt(v.businessRegistrationNumber),
      specializationCode: opt(v.specializationCode),
      mainBusiness: opt(v.mainBusiness),
      // invitation codes are capitals and digits; a master signs up without one
      companyCode: kind === 'business' ? opt(v.companyCode)?.toUpperCase() : undefined,
      emailVerificationToken: v.emailToken ?? undefined,
    },
  };
}

/** The login type to sign in with after a sign-up whose answer carried no token. */
export const loginTypeOfSignup = (kind: SignupKind): LoginType => (kind === 'master' ? 'master' : 'company');

export type BusinessDraft = { step: number; values: Omit<BusinessValues, 'password' | 'passwordConfirm'> };
export function toBusinessDraft(step: number, v: BusinessValues): BusinessDraft {
  const { password: _p, passwordConfirm: _c, ...rest } = v;
  return { step, values: rest };
}
/** The password is never stored: a restored draft starts again at step 0 with the rest filled in. */
export function fromBusinessDraft(draft: BusinessDraft | null): BusinessValues | null {
  if (!draft || typeof draft !== 'object' || !draft.values || typeof draft.values !== 'object') return null;
  return { ...emptyBusiness(), ...draft.values, password: '', passwordConfirm: '' };
}
