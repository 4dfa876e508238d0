/**
 * Account calls beyond login (services/account): verification codes (e-mail and SMS), the captcha,
 * social login over OpenID Connect, account recovery, the individual my-page and member info,
 * password change and withdrawal, and the my-news inboxes of individuals and employers.
 *
 * Where ../shared/spec shows a call (sendVerifySms, verifySms, myPage, updateProfileImage,
 * deleteProfileImage, myNews) its path, query and field names are kept. The rest is not shown in the
 * spec; its design is written down here and in services/account/docs/design.md.
 */
import { z } from 'zod';
import { EDUCATION_CODES, GENDER_CODES, SALARY_UNIT_CODES } from './codes.ts';
import { ZMemberProfile } from './applications.ts';
import { LOGIN_TYPES, SIGN_IN_PROVIDERS, SOCIAL_PROVIDERS, ZEmail, ZPassword, ZPhoneNumber } from './auth.ts';
import { CODE_MESSAGE, VERIFICATION_ERRORS } from './messages.ts';

// ---------------------------------------------------------------------------------------------
// Verification codes
// ---------------------------------------------------------------------------------------------


/** The day the daily limits count in: the product serves the Philippines. */
export const VERIFICATION_TIME_ZONE = 'Asia/Manila';


export const ZVerificationCode = z.string({ error: CODE_MESSAGE }).trim().regex(/^\d{6}$/, CODE_MESSAGE);

/** Proofs are opaque random strings (only their SHA-256 is stored). */
const ZProof = (message: string) => z.string({ error: message }).trim().min(16, message).max(200, message);

/**
 * What an e-mail code is for:
 * - `signup`: the address must be free (409 auth/email-already-exists otherwise);
 * - `identity`: the signed-in member's own address (identity check of members without a password).
 * Password reset codes are sent by POST /api/auth/forgotPassword, which checks the member first.
 */
export const EMAIL_CODE_PURPOSES = ['signup', 'identity'] as const;

/** POST /api/auth/email/sendCode */
export const ZSendEmailCodeRequest = z.object({
  email: ZEmail,
  purpose: z.enum(EMAIL_CODE_PURPOSES).default('signup'),
});
export type SendEmailCodeRequest = z.input<typeof ZSendEmailCodeRequest>;

/** 201 of every send call: the id binds the code to this request. */
export const ZSendCodeResponse = z.object({
  verificationId: z.uuid(),
  /** Seconds the code is valid (300). */
  expiresIn: z.number().int(),
  /** Seconds before a resend is accepted (60). */
  resendAfter: z.number().int(),
});
export type SendCodeResponse = z.infer<typeof ZSendCodeResponse>;

/** POST /api/auth/email/verifyCode */
export const ZVerifyEmailCodeRequest = z.object({
  verificationId: z.uuid('Request a code first.'),
  code: ZVerificationCode,
});
export type VerifyEmailCodeRequest = z.input<typeof ZVerifyEmailCodeRequest>;

/** 200 of the verify calls: a single-use proof for the sign-up, reset or identity call that follows. */
export const ZVerifyCodeResponse = z.object({
  verified: z.literal(true),
  verificationToken: z.string(),
  /** Seconds the proof stays usable (3600). */
  expiresIn: z.number().int(),
});
export type VerifyCodeResponse = z.infer<typeof ZVerifyCodeResponse>;

/**
 * POST /api/employer/sendVerifySms (spec: phoneNumber, deviceId, reqHost, token; 409 = daily limit).
 * `token` is the captcha proof: the built-in captcha's pass token, or a reCAPTCHA response token.
 */
export const ZSendVerifySmsRequest = z.object({
  phoneNumber: z.string({ error: 'Phone number is a required input.' }).trim().min(1, 'Phone number is a required input.').pipe(ZPhoneNumber),
  deviceId: z.string().trim().max(200).optional(),
  reqHost: z.string().trim().max(253).optional(),
  token: z.string({ error: VERIFICATION_ERRORS.captcha.message }).trim().min(1, VERIFICATION_ERRORS.captcha.message).max(4000),
});
export type SendVerifySmsRequest = z.input<typeof ZSendVerifySmsRequest>;

/**
 * GET /api/individual/verifySms?code&phoneNumber[&verificationId] (POST with the same fields as a
 * body also works, as does /api/employer/verifySms). Without verificationId the phone's latest
 * request is meant: a resend kills the codes sent before it.
 */
export const ZVerifySmsQuery = z.object({
  code: ZVerificationCode,
  phoneNumber: z.string({ error: 'Phone number is a required input.' }).pipe(ZPhoneNumber),
  verificationId: z.uuid().optional(),
});
export type VerifySmsQuery = z.input<typeof ZVerifySmsQuery>;

/** Philippine numbers in one form: '0917 123 4567', '63 917…', '+63-917…' all become '+639171234567'. */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/[^0-9+]/g, '');
  if (digits.startsWith('+')) return `+${digits.slice(1).replace(/\+/g, '')}`;
  if (digits.startsWith('63')) return `+${digits}`;
  if (digits.startsWith('0')) return `+63${digits.slice(1)}`;
  return `+63${digits}`;
}

// ---------------------------------------------------------------------------------------------
// Captcha
// ---------------------------------------------------------------------------------------------

/**
 * GET /api/auth/captcha: what the sign-up step 2 shows until it is solved. The built-in captcha (the
 * embedded default) is a question the service asks and checks itself; with reCAPTCHA configured the
 * client renders Google's widget with the site key and sends its response token as `token`.
 */
export const ZCaptchaChallenge = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('builtin'), challengeId: z.uuid(), question: z.string(), expiresIn: z.number().int() }),
  z.object({ provider: z.literal('recaptcha'), siteKey: z.string() }),
]);
export type CaptchaChallenge = z.infer<typeof ZCaptchaChallenge>;

/** POST /api/auth/captcha/verify (built-in captcha only): one answer per challenge. */
export const ZCaptchaVerifyRequest = z.object({
  challengeId: z.uuid(),
  answer: z.string({ error: 'Please enter the answer.' }).trim().min(1, 'Please enter the answer.').max(20),
});
export const ZCaptchaVerifyResponse = z.object({
  /** The pass token: `token` of sendVerifySms; bound to the first phone number it is used for. */
  token: z.string(),
  expiresIn: z.number().int(),
});
export type CaptchaVerifyResponse = z.infer<typeof ZCaptchaVerifyResponse>;

export const CAPTCHA = { challengeTtlSeconds: 300, passTtlSeconds: 600 } as const;

// ---------------------------------------------------------------------------------------------
// Social login (OpenID Connect: google, facebook, apple; individuals only)
// ---------------------------------------------------------------------------------------------


/** GET /api/auth/providers: the social providers this deployment has configured (none by default). */
export const ZAuthProvidersResponse = z.object({
  providers: z.array(z.object({ id: z.enum(SOCIAL_PROVIDERS), name: z.string(), startUrl: z.string() })),
});
export type AuthProvidersResponse = z.infer<typeof ZAuthProvidersResponse>;

/** GET /api/auth/social/{provider}/start?returnTo=/path : 302 to the provider. */
export const ZSocialStartQuery = z.object({
  /** Where to land after a login: a path of this site ('/', '/ad/all'); anything else becomes '/'. */
  returnTo: z.string().max(500).optional(),
});

/**
 * Where the callback (GET or POST /api/auth/social/{provider}/callback) sends the browser:
 * - a known member: the `rt` cookie is set, then 302 to `/enter/social?result=login&returnTo=…`
 *   (the client calls POST /api/auth/refresh for its access token);
 * - someone new: 302 to `/register/social?provider=…&ticket=…` (social sign-up steps 0 and 1:
 *   the ticket is the `token` of POST /api/individual/signup, valid 30 minutes, single use);
 * - a failure: 302 to `/enter/social?result=error&reason=<SOCIAL_ERROR_REASONS>`.
 */
export const SOCIAL_LANDING = { login: '/enter/social', signup: '/register/social' } as const;
export const SOCIAL_ERROR_REASONS = ['denied', 'expired', 'invalid', 'no-email', 'email-taken', 'withdrawn', 'provider'] as const;
export const SOCIAL_TICKET_TTL_SECONDS = 1800;

/** GET /api/auth/social/ticket?ticket= : what the provider told us, for social sign-up step 0. */
export const ZSocialTicketResponse = z.object({ provider: z.enum(SOCIAL_PROVIDERS), email: z.string(), fullName: z.string().nullable() });
/** The ticket of the query; anything but one text value reads as none (404 like an unknown ticket). */
export const ZSocialTicketQuery = z.object({ ticket: z.string().optional().catch(undefined) });
export type SocialTicketResponse = z.infer<typeof ZSocialTicketResponse>;

// ---------------------------------------------------------------------------------------------
// Recovery: Forgot ID, Forgot Email, Forgot password (2xx with data when found, 404 otherwise)
// ---------------------------------------------------------------------------------------------

const ZPhoneProof = ZProof('Please verify your phone number.');
const ZEmailProof = ZProof('Please verify your e-mail.');

/** POST /api/auth/findId (individual): full name and a verified phone. */
export const ZFindIdRequest = z.object({
  fullName: z.string({ error: 'Full name is a required input.' }).trim().min(1, 'Full name is a required input.').max(100),
  phoneNumber: z.string({ error: 'Phone number is a required input.' }).pipe(ZPhoneNumber),
  phoneVerificationToken: ZPhoneProof,
});
export type FindIdRequest = z.input<typeof ZFindIdRequest>;
/** 200: the member's e-mail, partly masked ('ma******@example.ph'), newest account first. */
export const ZFindIdResponse = z.object({
  list: z.array(z.object({ email: z.string(), createdAt: z.string() })).min(1),
  count: z.number().int(),
});
export type FindIdResponse = z.infer<typeof ZFindIdResponse>;

/** POST /api/auth/findEmail (business and master): company name or registration number, and a verified phone. */
export const ZFindEmailRequest = z
  .object({
    companyName: z.string().trim().max(100).optional(),
    businessRegistrationNumber: z.string().trim().max(16).optional(),
    phoneNumber: z.string({ error: 'Phone number is a required input.' }).pipe(ZPhoneNumber),
    phoneVerificationToken: ZPhoneProof,
  })
  .refine((v) => Boolean(v.companyName || v.businessRegistrationNumber), {
    path: ['companyName'],
    message: 'Company name or business registration number is a required input.',
  });
export type FindEmailRequest = z.input<typeof ZFindEmailRequest>;
/** 200: the business login e-mail in full (the company's phone was verified). */
export const ZFindEmailResponse = z.object({
  list: z.array(z.object({ email: z.string(), companyName: z.string(), userType: z.enum(['company', 'master.company']), createdAt: z.string() })).min(1),
  count: z.number().int(),
});
export type FindEmailResponse = z.infer<typeof ZFindEmailResponse>;

/**
 * POST /api/auth/forgotPassword (step 0): member type and e-mail (+ full name for individuals).
 * Found: a code goes to the e-mail, 201 ZSendCodeResponse (same throttles as every code); else 404.
 * Step 1 is POST /api/auth/email/verifyCode; step 2 POST /api/auth/forgotPassword/reset.
 */
export const ZForgotPasswordRequest = z
  .object({
    userType: z.enum(LOGIN_TYPES),
    email: ZEmail,
    fullName: z.string().trim().max(100).optional(),
  })
  .refine((v) => v.userType !== 'individual' || Boolean(v.fullName), { path: ['fullName'], message: 'Full name is a required input.' });
export type ForgotPasswordRequest = z.input<typeof ZForgotPasswordRequest>;

/** POST /api/auth/forgotPassword/reset (step 2): 204; every session of the member ends. */
export const ZResetPasswordRequest = z.object({ verificationToken: ZEmailProof, password: ZPassword });
export type ResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

/** Masks an e-mail for Forgot ID: the first two letters of the name stay, the domain stays. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const name = email.slice(0, at);
  const keep = name.length <= 2 ? 1 : 2;
  return `${name.slice(0, keep)}${'*'.repeat(Math.max(3, name.length - keep))}${email.slice(at)}`;
}

// ---------------------------------------------------------------------------------------------
// Identity check, password change, withdrawal (every member type; /myPage/userInfo screens)
// ---------------------------------------------------------------------------------------------

/**
 * POST /api/auth/verifyIdentity: step 1 of member-info edit, password change and withdrawal. A member with a password
 * re-enters it; a social member proves the e-mail instead (sendCode purpose 'identity', verifyCode).
 * Wrong password: 401 auth/invalid-login 'Your login information is incorrect.'.
 */
export const ZVerifyIdentityRequest = z.union([
  z.object({ password: z.string({ error: 'Password is a required input.' }).min(1, 'Password is a required input.').max(128) }),
  z.object({ emailVerificationToken: ZEmailProof }),
]);
export type VerifyIdentityRequest = z.input<typeof ZVerifyIdentityRequest>;
export const ZVerifyIdentityResponse = z.object({ certifyToken: z.string(), expiresIn: z.number().int() });
export type VerifyIdentityResponse = z.infer<typeof ZVerifyIdentityResponse>;

const ZCertifyToken = ZProof('Please confirm your identity first.');

/** PUT /api/auth/password: 204; only when the provider is 'password' (409 auth/no-password otherwise); every session ends. */
export const ZChangePasswordRequest = z.object({ certifyToken: ZCertifyToken, password: ZPassword });
export type ChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

/** POST /api/auth/withdraw: 204; the member can no longer log in; account.user.withdrawn goes out. */
export const ZWithdrawRequest = z.object({ certifyToken: ZCertifyToken, reason: z.string().trim().max(500).optional() });
export type WithdrawRequest = z.input<typeof ZWithdrawRequest>;


// ---------------------------------------------------------------------------------------------
// Individual my-page
// ---------------------------------------------------------------------------------------------

/** Queries of the spec carry `email`: optional, and when given it must be the signed-in member's (else 403). */
export const ZEmailQuery = z.object({ email: z.string().trim().max(254).optional() });

/** GET /api/individual/myPage?email : the spec's "Individual profile". */
export const ZIndividualMyPageResponse = z.object({
  fullName: z.string(),
  photoKey: z.string().nullable(),
  resumeCount: z.number().int().min(0),
  applicationCount: z.number().int().min(0),
  scrapCount: z.number().int().min(0),
  /** 003A male, otherwise female. */
  genderCode: z.string(),
  /** YYYY-MM-DD */
  birthDate: z.string().nullable(),
  address: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string(),
});
export type IndividualMyPageResponse = z.infer<typeof ZIndividualMyPageResponse>;

/** Storage keys from /api/common/uploadUrl: no scheme, no '..'. */
export const ZStorageKey = z
  .string({ error: 'photoKey is a required input.' })
  .trim()
  .min(1, 'photoKey is a required input.')
  .max(300)
  .regex(/^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9/_.=-]*$/, 'Not a storage key.');

/** PUT /api/individual/updateProfileImage → 200 { photoKey }. DELETE /api/individual/deleteProfileImage → 200 { photoKey: null }. */
export const ZUpdateProfileImageRequest = z.object({ photoKey: ZStorageKey });
export const ZProfileImageResponse = z.object({ photoKey: z.string().nullable() });
export type ProfileImageResponse = z.infer<typeof ZProfileImageResponse>;

/** GET /api/individual/myPage/userInfo?email : what the sign-up steps gave, for the edit screen. */
export const ZIndividualUserInfo = z.object({
  userId: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  phoneNumber: z.string().nullable(),
  /** 'password' or a social provider: the password change link shows only for 'password'. */
  signInProvider: z.enum(SIGN_IN_PROVIDERS),
  genderCode: z.string(),
  birthDate: z.string().nullable(),
  address: z.string().nullable(),
  region: z.object({ province: z.string().nullable(), city: z.string().nullable() }),
  photoKey: z.string().nullable(),
  isNewcomer: z.boolean().nullable(),
  experienceDetail: z.string().nullable(),
  education: z.string().nullable(),
  industry: z.string().nullable(),
  position: z.string().nullable(),
  skills: z.array(z.string()),
  empType: z.array(z.string()),
  salary: z.object({ salaryType: z.string(), salary: z.number().nullable() }),
  alarmEmail: z.boolean(),
  createdAt: z.string(),
});
export type IndividualUserInfo = z.infer<typeof ZIndividualUserInfo>;

const optionalText = (max: number) => z.string().trim().max(max, `Can be up to ${max} characters.`).nullable().optional();

/**
 * PUT /api/individual/myPage/userInfo → 200 ZIndividualUserInfo. Like password change and
 * withdrawal, step 2 of two: certifyToken is the answer of POST /api/auth/verifyIdentity (10
 * minutes, used up by a successful save; missing, expired or used: 400 with fields.certifyToken
 * 'Please confirm your identity first.'). The spec names neither this call nor its fields.
 * Fields left out stay as they are; null clears. A new phone number needs phoneVerificationToken
 * (a verified SMS code for it). The e-mail (the login id) cannot change here.
 */
export const ZUpdateIndividualUserInfoRequest = z.object({
  certifyToken: ZCertifyToken,
  fullName: z.string().trim().min(1, 'Full name is a required input.').max(100).optional(),
  phoneNumber: ZPhoneNumber.optional(),
  phoneVerificationToken: ZPhoneProof.optional(),
  genderCode: z.enum(GENDER_CODES).optional(),
  birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD.').nullable().optional(),
  address: optionalText(300),
  region: z.object({ province: optionalText(100), city: optionalText(100) }).optional(),
  isNewcomer: z.boolean().nullable().optional(),
  experienceDetail: optionalText(2000),
  education: z.enum(EDUCATION_CODES).nullable().optional(),
  industry: optionalText(100),
  position: optionalText(100),
  skills: z.array(z.string().trim().min(1).max(100)).max(50).optional(),
  empType: z.union([z.string().max(20), z.array(z.string().max(20)).max(10)]).optional(),
  salary: z.object({ salaryType: z.enum(SALARY_UNIT_CODES).default('010D'), salary: z.number().min(0).nullable().optional() }).optional(),
  alarmEmail: z.boolean().optional(),
});
export type UpdateIndividualUserInfoRequest = z.input<typeof ZUpdateIndividualUserInfoRequest>;

// ---------------------------------------------------------------------------------------------
// My news (individual and employer inboxes, fed by events)
// ---------------------------------------------------------------------------------------------

export const NEWS_TYPES = ['read', 'offer', 'notification', 'note', 'message', 'scrap', 'chat', 'search', 'doc'] as const;
export type NewsType = (typeof NEWS_TYPES)[number];
export const NEWS_SEARCH_TYPES = ['all', 'read', 'unread'] as const;

const pageNumber = (fallback: number, max: number) =>
  z.preprocess((v) => (v === undefined || v === '' ? undefined : Number(v)), z.number().int('Must be a whole number.').min(1).max(max).default(fallback));

/** GET /api/individual/myNews and /api/employer/myNews ?pageUnit&pageNo&searchType&email */
export const ZMyNewsQuery = z.object({
  pageUnit: pageNumber(10, 100),
  pageNo: pageNumber(1, 100_000),
  searchType: z.enum(NEWS_SEARCH_TYPES).default('all'),
  email: z.string().trim().max(254).optional(),
});
export type MyNewsQuery = z.input<typeof ZMyNewsQuery>;

export const ZNewsItem = z.object({
  newsId: z.number().int(),
  newsType: z.enum(NEWS_TYPES),
  title: z.string(),
  content: z.string(),
  /** Where clicking the item leads (spec section 4): /myPage/application, /myPage/view/offer/{id}, /offer, /myPage/applicant. */
  link: z.string().nullable(),
  createdAt: z.string(),
  /** null while unread. */
  readAt: z.string().nullable(),
});
export type NewsItem = z.infer<typeof ZNewsItem>;

/** Newest first; `count` is the number of items the filter matches in all. */
export const ZMyNewsResponse = z.object({ list: z.array(ZNewsItem), count: z.number().int() });
export type MyNewsResponse = z.infer<typeof ZMyNewsResponse>;

/** PUT /api/individual/myNews/{newsId} (and /api/employer/myNews/{newsId}) → 200 the item, read. Another member's → 404. */
export const ZNewsIdParam = z.object({ newsId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

// ---------------------------------------------------------------------------------------------
// Dev outbox (embedded default only: absent when NODE_ENV=production)
// ---------------------------------------------------------------------------------------------

/** GET /api/dev/outbox[?to=] : codes and mails the embedded default "sent", newest first. */
export const ZDevOutboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  /** The 6-digit code in the message, when there is one. */
  code: z.string().nullable(),
  sentAt: z.string(),
});
export type DevOutboxMessage = z.infer<typeof ZDevOutboxMessage>;
export const ZDevOutboxResponse = z.object({ list: z.array(ZDevOutboxMessage), count: z.number().int() });
export type DevOutboxResponse = z.infer<typeof ZDevOutboxResponse>;
/** The query of the outbox: `to` narrows it to one recipient; anything but one text value is ignored. */
export const ZDevOutboxQuery = z.object({ to: z.string().optional().catch(undefined) });

// ---------------------------------------------------------------------------------------------
// Internal calls services/account makes for the my-page counts (x-service-token)
// ---------------------------------------------------------------------------------------------

/** services/talent: GET /internal/users/{userId}/resume-count. A 404 (route or member unknown) counts as 0. */
export const ZInternalResumeCount = z.object({ resumeCount: z.number().int().min(0) });
export type InternalResumeCount = z.infer<typeof ZInternalResumeCount>;
/** services/jobs: GET /internal/users/{userId}/seeker-counts. A 404 counts as 0 for both. */
export const ZInternalSeekerCounts = z.object({ applicationCount: z.number().int().min(0), scrapCount: z.number().int().min(0) });
export type InternalSeekerCounts = z.infer<typeof ZInternalSeekerCounts>;

/** services/account: GET /internal/users/{id}/profile, ZMemberProfile (contracts/applications) plus address and photoKey. */
export const ZInternalMemberProfile = ZMemberProfile.extend({ address: z.string().nullable(), photoKey: z.string().nullable() });
export type InternalMemberProfile = z.infer<typeof ZInternalMemberProfile>;

/**
 * `GET /internal/sessions/ended?since=` (the gateway, every few seconds): the sessions (refresh
 * token families, the access tokens' `sid`) that ended after `since` (logout, password change or
 * reset, withdrawal, a reused refresh token). Access tokens live 15 minutes, so `since` is at most
 * that far back; `asOf` is the next call's `since`.
 */
export const ZEndedSessionsQuery = z.object({ since: z.iso.datetime({ offset: true, error: 'since must be an ISO 8601 time.' }) });
export const ZEndedSessions = z.object({ sessionIds: z.array(z.string()), asOf: z.string() });
export type EndedSessions = z.infer<typeof ZEndedSessions>;
