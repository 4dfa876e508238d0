/**
 * Identity calls of services/account: sign-up (individual, business, master), login, refresh,
 * logout, me. Field names follow ../shared/spec/account-community.md (section 3, "Individual sign-up
 * payload"); what the spec does not show (password policy, the business sign-up body, the login
 * answer) is our design and is written down here.
 */
import { z } from 'zod';
import { EDUCATION_CODES, GENDER_CODES, SALARY_UNIT_CODES, USER_TYPES } from './codes.ts';
import { EMAIL_FORMAT_MESSAGE, EMAIL_PROOF_MESSAGE, PASSWORD_POLICY, PASSWORD_POLICY_MESSAGE, PHONE_MESSAGE, PHONE_PROOF_MESSAGE, SOCIAL_TICKET_MESSAGE } from './messages.ts';

/** The product's own mail domain: an individual may log in with an id without '@' (spec section 5). */
export const PRODUCT_MAIL_DOMAIN = 'phjobs.ph';

/** Login form type: the tabs Individual / Business, and Business with the Master Account Login toggle. */
export const LOGIN_TYPES = ['individual', 'company', 'master'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];
/** Which account type each login tab signs in. */
export const USER_TYPE_OF_LOGIN: Readonly<Record<LoginType, (typeof USER_TYPES)[number]>> = {
  individual: 'individual',
  company: 'company',
  master: 'master.company',
};

/** Refresh token: opaque, rotating, httpOnly cookie `rt` on path /api/auth (docs/CONVENTIONS.md). */
export const REFRESH_COOKIE = 'rt';
export const REFRESH_COOKIE_PATH = '/api/auth';
export const REFRESH_TOKEN_DAYS = 14;


export const ZPassword = z
  .string({ error: 'Password is a required input.' })
  .min(PASSWORD_POLICY.minLength, PASSWORD_POLICY_MESSAGE)
  .max(PASSWORD_POLICY.maxLength, `Password can be up to ${PASSWORD_POLICY.maxLength} characters.`)
  .regex(/\p{L}/u, PASSWORD_POLICY_MESSAGE)
  .regex(/\p{Nd}/u, PASSWORD_POLICY_MESSAGE);

/** E-mails are stored and compared lower-cased and trimmed. */
export const ZEmail = z
  .string({ error: 'Email is a required input.' })
  .trim()
  .toLowerCase()
  .max(254, 'Email can be up to 254 characters.')
  .pipe(z.email(EMAIL_FORMAT_MESSAGE));

/** Philippine mobile or landline, as typed: digits with optional +, spaces and dashes (format not shown in the spec: ours). */
export const ZPhoneNumber = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 -]{5,18}[0-9]$/, PHONE_MESSAGE);

const optionalText = (max: number) => z.string().trim().max(max, `Can be up to ${max} characters.`).optional();
const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD.');

/** Social providers of the individual login (OpenID Connect); 'password' is the e-mail login. */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const SIGN_IN_PROVIDERS = ['password', ...SOCIAL_PROVIDERS] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

/** A proof answered by a verify call (e-mail or SMS code) or a social sign-up ticket: opaque, single use. */
const ZProof = (message: string) => z.string({ error: message }).trim().min(16, message).max(200, message);

/** Expected salary (step 3); the unit defaults to 010D (month), as the spec says. */
export const ZExpectedSalary = z.object({
  salaryType: z.enum(SALARY_UNIT_CODES).default('010D'),
  salary: z.number().min(0).nullable().optional(),
});

/**
 * POST /api/individual/signup.
 * - signInProvider 'password' (default): email, password, fullName, phoneNumber, and the proofs
 *   emailVerificationToken (POST /api/auth/email/verifyCode) and phoneVerificationToken
 *   (GET /api/individual/verifySms) for that e-mail and that phone. Each proof is used up.
 * - signInProvider google | facebook | apple: `token` is the sign-up ticket the social callback gave;
 *   the e-mail comes from the provider, there is no password, the other fields are optional (a
 *   phoneNumber, when given, needs its phoneVerificationToken too).
 * Steps 2 and 3 (experience, industry, position, location, education, skills, empType, salary) are
 * optional fields: the screens decide what they require.
 */
export const ZIndividualSignupRequest = z
  .object({
    email: ZEmail.optional(),
    password: ZPassword.optional(),
    fullName: z.string({ error: 'Full name is a required input.' }).trim().min(1, 'Full name is a required input.').max(100).optional(),
    phoneNumber: ZPhoneNumber.optional(),
    alarmEmail: z.boolean().optional(),
    isNewcomer: z.boolean().optional(),
    experienceDetail: optionalText(2000),
    salary: ZExpectedSalary.optional(),
    education: z.enum(EDUCATION_CODES).optional(),
    industry: optionalText(100),
    position: optionalText(100),
    skills: z.array(z.string().trim().min(1).max(100)).max(50).optional(),
    region: z.object({ province: optionalText(100), city: optionalText(100) }).optional(),
    empType: z.union([z.string().max(20), z.array(z.string().max(20)).max(10)]).optional(),
    birthDate: ZDate.optional(),
    address: optionalText(300),
    referralCode: optionalText(50),
    inflowPathCode: z.string().trim().max(10).default('A'),
    genderCode: z.enum(GENDER_CODES).default('003A'),
    signInProvider: z.enum(SIGN_IN_PROVIDERS).default('password'),
    /** Social sign-up: the ticket from the social callback. */
    token: z.string().trim().max(200).optional(),
    emailVerificationToken: ZProof(EMAIL_PROOF_MESSAGE).optional(),
    phoneVerificationToken: ZProof(PHONE_PROOF_MESSAGE).optional(),
  })
  .transform((value, ctx) => {
    const missing = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (value.signInProvider !== 'password') {
      const { token } = value;
      if (!token) {
        missing('token', SOCIAL_TICKET_MESSAGE);
        return z.NEVER;
      }
      return { ...value, signInProvider: value.signInProvider, token };
    }
    const { email, password, fullName, phoneNumber, emailVerificationToken, phoneVerificationToken } = value;
    if (!email) missing('email', 'Email is a required input.');
    if (!password) missing('password', 'Password is a required input.');
    if (!fullName) missing('fullName', 'Full name is a required input.');
    if (!phoneNumber) missing('phoneNumber', 'Phone number is a required input.');
    if (!emailVerificationToken) missing('emailVerificationToken', EMAIL_PROOF_MESSAGE);
    if (!phoneVerificationToken) missing('phoneVerificationToken', PHONE_PROOF_MESSAGE);
    if (!email || !password || !fullName || !phoneNumber || !emailVerificationToken || !phoneVerificationToken) return z.NEVER;
    return { ...value, signInProvider: 'password' as const, email, password, fullName, phoneNumber, emailVerificationToken, phoneVerificationToken };
  });
export type IndividualSignupRequest = z.input<typeof ZIndividualSignupRequest>;

/**
 * POST /api/employer/signup and /api/employer/signup/master (the body is not shown in the spec: ours).
 * emailVerificationToken proves the e-mail (POST /api/auth/email/verifyCode) and is used up.
 */
export const ZEmployerSignupFields = z.object({
    email: ZEmail,
    password: ZPassword,
    companyName: z.string({ error: 'Company name is a required input.' }).trim().min(1, 'Company name is a required input.').max(100),
    managerName: z.string({ error: 'Manager name is a required input.' }).trim().min(1, 'Manager name is a required input.').max(100),
    phoneNumber: z.string({ error: 'Phone number is a required input.' }).pipe(ZPhoneNumber),
    landlineNumber: ZPhoneNumber.optional(),
    province: optionalText(100),
    city: optionalText(100),
    detailAddress: optionalText(300),
    businessRegistrationNumber: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{4,16}$/, 'Use 4 to 16 English letters and numbers.')
      .optional(),
    specializationCode: optionalText(20),
    mainBusiness: optionalText(1000),
    /** A master's invitation code (branches.ts): the new company becomes that master's branch. Not for masters. */
    companyCode: optionalText(50),
    emailVerificationToken: ZProof(EMAIL_PROOF_MESSAGE).optional(),
  });
export const ZEmployerSignupRequest = ZEmployerSignupFields.transform((value, ctx) => {
    const { emailVerificationToken } = value;
    if (!emailVerificationToken) {
      ctx.addIssue({ code: 'custom', path: ['emailVerificationToken'], message: EMAIL_PROOF_MESSAGE });
      return z.NEVER;
    }
    return { ...value, emailVerificationToken };
  });
export type EmployerSignupRequest = z.input<typeof ZEmployerSignupRequest>;

/** POST /api/auth/login. An individual may type an id without '@': the product's mail domain is appended. */
export const ZLoginRequest = z
  .object({
    email: z.string({ error: 'Email is a required input.' }).trim().min(1, 'Email is a required input.').max(254),
    password: z.string({ error: 'Password is a required input.' }).min(1, 'Password is a required input.').max(PASSWORD_POLICY.maxLength),
    userType: z.enum(LOGIN_TYPES).default('individual'),
  })
  .transform((value, ctx) => {
    const typed = value.email.toLowerCase();
    const email = value.userType === 'individual' && !typed.includes('@') ? `${typed}@${PRODUCT_MAIL_DOMAIN}` : typed;
    if (!z.email().safeParse(email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: EMAIL_FORMAT_MESSAGE });
      return z.NEVER;
    }
    return { ...value, email };
  });
export type LoginRequest = z.input<typeof ZLoginRequest>;

export const ZAuthUser = z.object({
  userId: z.number().int(),
  userType: z.enum(USER_TYPES),
  email: z.string(),
  /** The member's name: for business and master accounts, the manager's name. */
  fullName: z.string(),
});
export type AuthUser = z.infer<typeof ZAuthUser>;

/** Answer of login, refresh and every 2xx sign-up (the client is then logged in); the refresh token travels in the cookie. */
export const ZLoginResponse = z.object({ accessToken: z.string(), user: ZAuthUser });
export type LoginResponse = z.infer<typeof ZLoginResponse>;

/** GET /api/auth/me */
export const ZMeResponse = ZAuthUser;
export type MeResponse = AuthUser;

/**
 * Internal: GET /internal/users/:id/business-signup (x-service-token). What a business or master
 * member gave at sign-up, for services/employer to build the company profile from.
 */
export const ZBusinessSignupDetails = z.object({
  userId: z.number().int(),
  userType: z.enum(['company', 'master.company']),
  email: z.string(),
  companyName: z.string(),
  managerName: z.string(),
  phoneNumber: z.string(),
  landlineNumber: z.string().nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  detailAddress: z.string().nullable(),
  businessRegistrationNumber: z.string().nullable(),
  specializationCode: z.string().nullable(),
  mainBusiness: z.string().nullable(),
  /** The master's invitation code given at sign-up (a branch joins that master); null without one. */
  companyCode: z.string().nullable().default(null),
  /** How the member signs in: 'password' or a social provider (the password change shows only for 'password'). */
  provider: z.string().default('password'),
});
export type BusinessSignupDetails = z.infer<typeof ZBusinessSignupDetails>;
