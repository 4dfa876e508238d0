/**
 * The individual sign-up in four steps (account-community.md sections 2, 3, 4, 5):
 * 1 account (e-mail with a verification code, password, policy), 2 profile (phone verification,
 * experience, industry, position, location; captcha), 3 preferences (education, skills, employment
 * type, expected salary with unit 010D by default; Next submits), 4 done.
 */
import type { EducationCode, SalaryUnitCode } from '@phjobs/contracts/codes';
import type { IndividualSignupRequest } from '@phjobs/contracts/auth';
import { EMAIL_PROOF_MESSAGE, PHONE_MESSAGE, PHONE_PROOF_MESSAGE } from '@phjobs/contracts/messages';
import { EMAIL_FORMAT, isEmail } from './loginForm';
import { PASSWORD_POLICY } from './signupForm';

export const MESSAGES = {
  emailRequired: 'Email is a required input.',
  emailFormat: EMAIL_FORMAT,
  emailNotVerified: EMAIL_PROOF_MESSAGE,
  passwordRequired: 'Password is a required input.',
  passwordPolicy: PASSWORD_POLICY,
  passwordConfirm: 'The passwords do not match.',
  policyRequired: 'Please agree to the required terms.',
  fullNameRequired: 'Full name is a required input.',
  phoneRequired: 'Phone number is a required input.',
  phoneFormat: PHONE_MESSAGE,
  phoneNotVerified: PHONE_PROOF_MESSAGE,
  experienceRequired: 'Please choose newcomer or experienced.',
  industryRequired: 'Please select an industry.',
  positionRequired: 'Please enter a position.',
  locationRequired: 'Please select a province.',
  educationRequired: 'Please select your education.',
  empTypeRequired: 'Please select an employment type.',
  salaryNumber: 'Please enter the amount in numbers.',
} as const;

export type IndividualSignupValues = {
  // step 1
  email: string;
  password: string;
  passwordConfirm: string;
  emailToken: string | null;
  agreeTerms: boolean;
  agreePrivacy: boolean;
  alarmEmail: boolean;
  // step 2
  fullName: string;
  /** The national part after +63, as typed ('917 123 4567'). */
  phoneNumber: string;
  phoneToken: string | null;
  captchaToken: string | null;
  isNewcomer: boolean | null;
  experienceDetail: string;
  industry: string;
  position: string;
  province: string;
  city: string;
  // step 3
  education: EducationCode | '';
  skills: string[];
  empType: string[];
  salaryType: SalaryUnitCode;
  salary: string;
};

export const emptyIndividualSignup = (): IndividualSignupValues => ({
  email: '',
  password: '',
  passwordConfirm: '',
  emailToken: null,
  agreeTerms: false,
  agreePrivacy: false,
  alarmEmail: false,
  fullName: '',
  phoneNumber: '',
  phoneToken: null,
  captchaToken: null,
  isNewcomer: null,
  experienceDetail: '',
  industry: '',
  position: '',
  province: '',
  city: '',
  education: '',
  skills: [],
  empType: [],
  // the expected salary's unit defaults to 010D (month)
  salaryType: '010D',
  salary: '',
});

export type SignupFieldErrors = Partial<Record<keyof IndividualSignupValues, string>>;

/** The national digits of a Philippine mobile number: '0917 123 4567', '+63 917…', '917…' -> '9171234567'. */
export function nationalDigits(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('63') && digits.length === 12) digits = digits.slice(2);
  if (digits.startsWith('0')) digits = digits.slice(1);
  return digits;
}

/** '+639171234567' */
export const phoneE164 = (phone: string): string => `+63${nationalDigits(phone)}`;

/** Mobile numbers of the Philippines: 9XX XXX XXXX after +63. */
export const isMobileNumber = (phone: string): boolean => /^9\d{9}$/.test(nationalDigits(phone));

export const isStrongPassword = (password: string): boolean =>
  password.length >= 8 && password.length <= 128 && /\p{L}/u.test(password) && /\p{Nd}/u.test(password);

export function validateStep(step: number, v: IndividualSignupValues): SignupFieldErrors {
  const e: SignupFieldErrors = {};
  if (step === 1) {
    if (!v.email.trim()) e.email = MESSAGES.emailRequired;
    else if (!isEmail(v.email)) e.email = MESSAGES.emailFormat;
    else if (!v.emailToken) e.emailToken = MESSAGES.emailNotVerified;
    if (!v.password) e.password = MESSAGES.passwordRequired;
    else if (!isStrongPassword(v.password)) e.password = MESSAGES.passwordPolicy;
    if (v.password && v.passwordConfirm !== v.password) e.passwordConfirm = MESSAGES.passwordConfirm;
    if (!v.agreeTerms || !v.agreePrivacy) e.agreeTerms = MESSAGES.policyRequired;
  }
  if (step === 2) {
    if (!v.fullName.trim()) e.fullName = MESSAGES.fullNameRequired;
    if (!v.phoneNumber.trim()) e.phoneNumber = MESSAGES.phoneRequired;
    else if (!isMobileNumber(v.phoneNumber)) e.phoneNumber = MESSAGES.phoneFormat;
    else if (!v.phoneToken) e.phoneToken = MESSAGES.phoneNotVerified;
    if (v.isNewcomer === null) e.isNewcomer = MESSAGES.experienceRequired;
    if (!v.industry) e.industry = MESSAGES.industryRequired;
    if (!v.position.trim()) e.position = MESSAGES.positionRequired;
    if (!v.province) e.province = MESSAGES.locationRequired;
  }
  if (step === 3) {
    if (!v.education) e.education = MESSAGES.educationRequired;
    if (v.empType.length === 0) e.empType = MESSAGES.empTypeRequired;
    if (v.salary.trim() && !/^\d+(\.\d{1,2})?$/.test(v.salary.replace(/,/g, '').trim())) e.salary = MESSAGES.salaryNumber;
  }
  return e;
}

/** POST /api/individual/signup body of the password sign-up. */
export function individualSignupBody(v: IndividualSignupValues): IndividualSignupRequest {
  const amount = v.salary.replace(/,/g, '').trim();
  return {
    email: v.email.trim(),
    password: v.password,
    fullName: v.fullName.trim(),
    phoneNumber: phoneE164(v.phoneNumber),
    alarmEmail: v.alarmEmail,
    isNewcomer: v.isNewcomer ?? true,
    ...(v.experienceDetail.trim() ? { experienceDetail: v.experienceDetail.trim() } : {}),
    ...(v.industry ? { industry: v.industry } : {}),
    ...(v.position.trim() ? { position: v.position.trim() } : {}),
    region: { province: v.province || undefined, city: v.city || undefined },
    ...(v.education ? { education: v.education } : {}),
    skills: v.skills,
    empType: v.empType,
    salary: { salaryType: v.salaryType, salary: amount ? Number(amount) : null },
    inflowPathCode: 'A',
    genderCode: '003A',
    signInProvider: 'password',
    emailVerificationToken: v.emailToken ?? undefined,
    phoneVerificationToken: v.phoneToken ?? undefined,
  };
}

/** What the session-storage draft keeps: everything but the password. */
export type IndividualDraft = { step: number; values: Omit<IndividualSignupValues, 'password' | 'passwordConfirm'> };

export function toDraft(step: number, v: IndividualSignupValues): IndividualDraft {
  const { password: _p, passwordConfirm: _c, ...rest } = v;
  return { step, values: rest };
}

/** A restored draft: the password is typed again, so a draft past step 1 goes back to step 1 with the e-mail kept. */
export function fromDraft(draft: IndividualDraft | null): { step: number; values: IndividualSignupValues } | null {
  if (!draft || typeof draft !== 'object' || !draft.values || typeof draft.values !== 'object') return null;
  const values = { ...emptyIndividualSignup(), ...draft.values, password: '', passwordConfirm: '' };
  return { step: 1, values };
}
