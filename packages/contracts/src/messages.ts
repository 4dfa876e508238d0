/**
 * The messages users see and the limits they name, zod-free: services answer with them (through
 * the schemas of auth.ts, account.ts, talent.ts and chat.ts), and remotes show them, imported
 * from here so that nothing is copied and no zod reaches a bundle. The spec's words where it has
 * them; ours are marked.
 */
import { LIMITS } from './codes.ts';

// ---------------------------------------------------------------------------------------------
// Sign-up and login
// ---------------------------------------------------------------------------------------------

/** The spec's messages and codes (account-community.md sections 5 and 8). */
export const AUTH_ERRORS = {
  invalidLogin: { code: 'auth/invalid-login', message: 'Your login information is incorrect.' },
  emailTaken: { code: 'auth/email-already-exists', message: 'This e-mail is already registered.' },
  invalidRefresh: { code: 'auth/invalid-refresh-token', message: 'The session has ended. Please log in again.' },
} as const;
export const EMAIL_FORMAT_MESSAGE = 'It does not match the email format.';
/** Password policy (ours: the spec does not show one): 8 to 128 characters with a letter and a digit. */
export const PASSWORD_POLICY = { minLength: 8, maxLength: 128 } as const;
export const PASSWORD_POLICY_MESSAGE = 'Use 8 or more characters with at least one letter and one digit.';
/** A phone number that is not one (the format is ours: auth.ts ZPhoneNumber). */
export const PHONE_MESSAGE = 'It does not match the phone number format.';
/** The spec's message for an empty phone (employer.md section 5). */
export const PHONE_REQUIRED_MESSAGE = 'Phone number is a required input.';
/** Philippine mobile numbers: +63 9XX XXX XXXX, also typed 09XX XXX XXXX or 639XX...; spaces and dashes allowed. */
export const PH_MOBILE_PATTERN = /^(?:\+?63[ -]?|0)9\d{2}[ -]?\d{3}[ -]?\d{4}$/;
export const isPhMobile = (phone: string) => PH_MOBILE_PATTERN.test(phone.trim());
/** '0917 123 4567' → '+639171234567' (call only on a number that passed PH_MOBILE_PATTERN). */
export const toE164Mobile = (phone: string) => `+63${phone.replace(/\D/g, '').replace(/^(?:63|0)/, '')}`;
export const EMAIL_PROOF_MESSAGE = 'Please verify your e-mail.';
export const PHONE_PROOF_MESSAGE = 'Please verify your phone number.';
export const SOCIAL_TICKET_MESSAGE = 'Sign in with the provider first.';
/**
 * An e-mail with 5 failed logins in a row is locked for a while (ours: the spec shows no message).
 * Unknown e-mails are counted and locked alike, so the answer tells nothing about the account.
 */
export const LOGIN_LOCKED = {
  code: 'auth/too-many-failures',
  message: (minutes: number) => `Too many failed logins. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

/**
 * Text a person typed may hold any character but the control characters (tab, CR and LF are kept)
 * and broken UTF-16 (a lone surrogate). services refuse such text with a 400 naming the field
 * (service-kit's validate.ts, for every route's params, query and body): PostgreSQL cannot store
 * NUL, and nothing a person types needs the others. Ours (the spec shows no message).
 */
export const TEXT_CHARACTER_MESSAGE = 'This text has a character that cannot be saved. Please remove it.';

// ---------------------------------------------------------------------------------------------
// Verification codes and the account
// ---------------------------------------------------------------------------------------------

/** Codes: 6 digits, valid 300 s (the spec's countdown), one resend a minute, 5 tries, then dead. */
export const VERIFICATION = {
  codeLength: 6,
  codeTtlSeconds: 300,
  resendIntervalSeconds: 60,
  maxAttempts: 5,
  /** Sends per phone number per day (Asia/Manila calendar day). */
  smsDailyLimit: 5,
  /** Sends per device id per day, over all numbers. */
  deviceDailyLimit: 10,
  /** Sends per e-mail address per day. */
  emailDailyLimit: 10,
  /** How long the proof answered by a successful verify stays usable (sign-up session data lives 1 hour). */
  tokenTtlSeconds: 3600,
  /** How long an identity check (re-entered password) lasts before password change or withdrawal. */
  certifyTtlSeconds: 600,
} as const;
/** The spec's messages (employer.md sections 4, 5 and 8) and ours where it shows none. */
export const VERIFICATION_ERRORS = {
  /** 429, with `Retry-After`. */
  resendThrottled: { code: 'verification/resend-throttled', message: (seconds: number) => `To prevent frequent resend, please try after ${seconds} seconds` },
  /** 409 */
  smsDailyLimit: { code: 'verification/daily-limit', message: 'Daily sms request has exceeded, please try tomorrow.' },
  /** 409 */
  emailDailyLimit: { code: 'verification/daily-limit', message: 'Daily email request has exceeded, please try tomorrow.' },
  /** 410: the code's 300 seconds are over, it was replaced by a resend, or it was already used. */
  expired: { code: 'verification/code-expired', message: 'Code is expired. Resend to verify' },
  /** 410: five wrong codes; the code is dead. */
  tooManyAttempts: { code: 'verification/too-many-attempts', message: 'Too many wrong codes. Resend to verify' },
  /** 400 with fields.code */
  mismatch: { code: 'verification/code-mismatch', message: 'The verification code does not match.' },
  /** 400 with the field of the missing or unusable proof. */
  required: { code: 'verification/required', message: 'Please verify first.' },
  /** 503: the SMS or mail provider refused or did not answer; the send does not count. */
  deliveryFailed: { code: 'verification/delivery-failed', message: 'The code could not be sent. Please try again.' },
  /** 400 with fields.token (sendVerifySms) or fields.answer (captcha verify). */
  captcha: { code: 'captcha/invalid', message: 'Please complete the captcha.' },
} as const;
export const CODE_MESSAGE = 'Please enter 6 digit code.';

// ---------------------------------------------------------------------------------------------
// Company member information and business permit (company-info.ts; zod-free for the remotes)
// ---------------------------------------------------------------------------------------------

/** employer.md section 5: a changed phone without its verified code. */
export const PHONE_NOT_VERIFIED_MESSAGE = 'Phone number is changed but not verifed';
/** Business registration number: 4 to 16 English letters and digits (employer.md section 5). */
export const BUSINESS_REGISTRATION_PATTERN = /^[A-Za-z0-9]{4,16}$/;
export const BUSINESS_REGISTRATION_MESSAGE = 'Use 4 to 16 English letters and numbers.';
export const COMPANY_CODE_MESSAGE = 'The company code is not valid.';
export const CERTIFY_MESSAGE = 'Please confirm your identity first.';
/** Business permit: 015A under review, 015B certified, 015C needs certification. */
export const PERMIT_STATUS_CODES = ['015A', '015B', '015C'] as const;
export type PermitStatusCode = (typeof PERMIT_STATUS_CODES)[number];
/** Default validity of a permit when the dates are not given (employer.md section 9). */
export const PERMIT_DEFAULT_YEARS = 2;
export const ACCOUNT_ERRORS = {
  noPassword: { code: 'auth/no-password', message: 'Password change is only for members who log in with a password.' },
} as const;

// ---------------------------------------------------------------------------------------------
// Resumes and offers
// ---------------------------------------------------------------------------------------------

/**
 * Self introduction on create: between these lengths, spaces included (the spec takes them "from a
 * shared constant (values not shown)": ours). On edit it is required and at most `max`.
 */
export const SELF_INTRODUCTION_LENGTH = { min: 50, max: 2000 } as const;
/** Offer text (offerIndex) and answer text (answerIndex): ours. */
export const OFFER_INDEX_MAX = 2000;
export const ANSWER_INDEX_MAX = 1000;
/** Field messages. The spec words the title and self-introduction ones; the others are ours. */
export const RESUME_MESSAGES = {
  titleRequired: 'Please enter a title.',
  titleMax: `Title can be up to ${LIMITS.resumeTitle} characters.`,
  educationRequired: 'Please select your education.',
  careerCompanyName: 'Please enter the company name.',
  careerPeriodFrom: 'Please enter the start month (YYYY-MM).',
  careerPeriodTo: 'Please enter the end month (YYYY-MM).',
  careerPeriodOrder: 'The end month cannot be before the start month.',
  careerPosition: 'Please enter the position.',
  workingConditionsRequired: 'Please fill in the working conditions.',
  specializationRequired: 'Please select a specialization.',
  regionRequired: 'Please select a region.',
  employeeTypeRequired: 'Please select an employment type.',
  selfIntroductionLength: `Please fill self introduction with length between ${SELF_INTRODUCTION_LENGTH.min} and ${SELF_INTRODUCTION_LENGTH.max} include spaces.`,
  selfIntroductionRequired: 'Please fill self introduction.',
  selectionRequired: "Please choose 'direct' or 'sample'.",
  /** 409 resume/limit-reached on the 7th resume (resumes per member: 6). */
  limitReached: `You can register up to ${LIMITS.resumesPerMember} resumes. Delete one to register a new one.`,
} as const;
export const OFFER_MESSAGES = {
  offerIndexRequired: 'Please write the offer.',
  offerIndexMax: `The offer can be up to ${OFFER_INDEX_MAX} characters.`,
  answerCodeRequired: 'Please choose an answer.',
  answerIndexRequired: 'Please write your answer.',
  answerIndexMax: `The answer can be up to ${ANSWER_INDEX_MAX} characters.`,
} as const;

// ---------------------------------------------------------------------------------------------
// Memos
// ---------------------------------------------------------------------------------------------

export const MEMO_MESSAGES = {
  encoding: 'The memo must be the URL-encoded text, base64-encoded.',
  tooLong: `A memo can be up to ${LIMITS.memo} characters.`,
  chatUrl: "The chat must be written apply_{jobId}_{uid}.",
  /** 400 on chat_url: the chat named is not this application's. */
  otherChat: 'This chat is not the chat of this application.',
} as const;

// ---------------------------------------------------------------------------------------------
// Chat (ours: the spec shows none; services/chat answers them, the chat screens show them)
// ---------------------------------------------------------------------------------------------

export const CHAT_MESSAGES = {
  textRequired: 'Please write a message.',
  textTooLong: 'A message can be up to 1,000 characters.',
  textOrImage: 'Send either a text or an image.',
  imageKey: 'The image is not one of your uploads.',
  clientId: 'The message needs a client id (a UUID).',
  chatUrl: 'The chat must be written apply_{jobId}_{uid}.',
  messageId: 'The message id must be a positive integer.',
  noRoom: 'No such chat.',
  noAd: 'No such job ad.',
  /** The composer of a frozen room, by reason (FREEZE_REASONS). */
  frozen: 'This chat has ended. You can read the messages but not send new ones.',
  frozenBy: {
    member: 'This chat has ended because the application was cancelled.',
    'application.cancelled': 'This chat has ended because the application was cancelled.',
    'job_ad.deleted': 'This chat has ended because the job ad was deleted.',
    'company.withdrawn': 'This chat has ended because the company left PH Jobs.',
    'period.expired': 'This chat has ended: its job ad closed more than 30 days ago.',
  },
  blocked: 'You cannot send messages in this chat.',
  blockedByYou: 'You blocked this chat. Unblock it to send messages.',
  readOnly: 'The master account can read this chat but not write in it.',
  rateLimited: 'You are sending messages too fast. Please wait a moment.',
  reportReason: 'Please choose a reason.',
  reportDetailTooLong: 'The details can be up to 500 characters.',
  ownMessage: 'You cannot report your own message.',
  reported: 'Thank you. We will review this message.',
  jobId: 'The job id must be a positive integer.',
} as const;

// ---------------------------------------------------------------------------------------------
// Events and notices, FAQ, inquiries, reports (community.ts)
// ---------------------------------------------------------------------------------------------

/**
 * The spec's words (account-community.md sections 5 and 8) where it has them; the others are ours.
 * The event filter's 'invalid dropdown id' and 'no dropdown value found' are developer errors of
 * the screen (thrown, never shown) and are not here.
 */
export const COMMUNITY_MESSAGES = {
  noInquiries: 'There are no registered inquiries.',
  /** Shown on an inquiry's detail (spec section 8: answers are written in turn and sent to the e-mail given). */
  answerNote: 'Answers are written in the order inquiries arrive and are also sent to the e-mail you gave.',
  majorRequired: 'Please select a category.',
  detailRequired: 'Please select a detail category.',
  /** The detail does not belong to the major chosen (the form filters details by major). */
  detailOfOtherMajor: 'Please select a detail category of the category chosen.',
  contentRequired: 'Please enter the content.',
  contentMax: `The content can be up to ${LIMITS.inquiryContent} characters.`,
  emailRequired: 'Email is a required input.',
  attachmentsMax: `You can attach up to ${LIMITS.inquiryAttachments} images.`,
  attachmentType: 'Only gif, jpeg, jpg and png images within 6 MB can be attached.',
  attachmentNotOwn: 'The image is not one you uploaded.',
  /** A text with control characters (other than line breaks and tabs): the message service-kit answers for every route. */
  controlCharacters: TEXT_CHARACTER_MESSAGE,
  keywordMax: `A keyword can be up to ${LIMITS.communityKeyword} characters.`,
  reportTargetRequired: 'Please choose what you report.',
  reportTargetId: 'The reported item is missing.',
  reportDetailOfOtherTarget: 'Please select a report reason of this kind of item.',
  /** 409 report/duplicate: the same member reporting the same item again. */
  reportDuplicate: 'You have already reported this. Thank you, we are reviewing it and will let you know the outcome in My news.',
  /** 404 report/target-not-found: the job ad or resume reported does not exist. */
  reportTargetMissing: 'The item you report no longer exists.',
} as const;
/** Control characters other than tab, line feed and carriage return: refused in every request (service-kit validate.ts); forms may check before sending. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const hasControlCharacters = (text: string) => CONTROL_CHARACTERS.test(text);
/** Error codes of the community calls, beside the common ones (validation/invalid, auth/*, not-found). */
export const COMMUNITY_ERROR_CODES = {
  /** 409 */
  reportDuplicate: 'report/duplicate',
  /** 404 */
  reportTargetMissing: 'report/target-not-found',
} as const;
