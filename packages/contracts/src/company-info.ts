/**
 * A company's member information and business permit (employer.md 'Member information', 'Business
 * permit'), the Philippine mobile number rule of the phone verification, and the internal call that
 * lets services/employer spend the proofs services/account issued (identity check, verified phone).
 *
 * The spec names the calls (GET /api/employer/memberInfo, PUT /api/employer/updateInfo,
 * PUT /api/employer/permit) and the member info's fields; the request bodies are ours, written here.
 */
import { z } from 'zod';
import { ZFileKey } from './media.ts';
import {
  BUSINESS_REGISTRATION_MESSAGE,
  BUSINESS_REGISTRATION_PATTERN,
  CERTIFY_MESSAGE,
  COMPANY_CODE_MESSAGE,
  PERMIT_STATUS_CODES,
  PHONE_MESSAGE,
  PHONE_NOT_VERIFIED_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  PH_MOBILE_PATTERN,
  toE164Mobile,
} from './messages.ts';

// the zod-free parts live in messages.ts (the remotes import them from there: no zod in a bundle)
export {
  BUSINESS_REGISTRATION_MESSAGE,
  BUSINESS_REGISTRATION_PATTERN,
  COMPANY_CODE_MESSAGE,
  PERMIT_DEFAULT_YEARS,
  PERMIT_STATUS_CODES,
  PHONE_NOT_VERIFIED_MESSAGE,
  PH_MOBILE_PATTERN,
  isPhMobile,
  toE164Mobile,
  type PermitStatusCode,
} from './messages.ts';

const REQUIRED_PHONE = PHONE_REQUIRED_MESSAGE;
/** A required Philippine mobile number, normalised to +639XXXXXXXXX. */
export const ZMobilePhone = z
  .string({ error: REQUIRED_PHONE })
  .trim()
  .min(1, REQUIRED_PHONE)
  .regex(PH_MOBILE_PATTERN, PHONE_MESSAGE)
  .transform(toE164Mobile);

/** Business registration number: 4 to 16 English letters and digits (employer.md section 5). */
export const ZBusinessRegistrationNumber = z.string().trim().regex(BUSINESS_REGISTRATION_PATTERN, BUSINESS_REGISTRATION_MESSAGE);

export const ZBusinessPermit = z.object({
  statusCode: z.enum(PERMIT_STATUS_CODES),
  /** YYYY-MM-DD or null. */
  businessPermitExpirationDateFrom: z.string().nullable(),
  businessPermitExpirationDateTo: z.string().nullable(),
  /** ours: the uploaded permit document's key (image or PDF), null before the first upload. */
  documentKey: z.string().nullable(),
  /** ours: when the permit became certified (ISO 8601), for 'Certified' with its date. */
  certifiedAt: z.string().nullable(),
});
export type BusinessPermit = z.infer<typeof ZBusinessPermit>;

/**
 * GET /api/employer/memberInfo?email : the spec's 'Employer member info' and 'User info' in one
 * answer (ours: the header fields, so the page needs one call).
 */
export const ZEmployerMemberInfo = z.object({
  // User info
  userType: z.enum(['company', 'master.company']),
  email: z.string(),
  /** 'password' or a social provider: the password change link shows only for 'password'. */
  provider: z.string(),
  /** For a branch: its master's invitation code it joined with; for a master: its own code; else null. */
  companyCode: z.string().nullable(),
  // ours: header and branch link
  companyName: z.string(),
  managerName: z.string(),
  logoKey: z.string().nullable(),
  /** A branch's master company (null: not a branch). */
  master: z.object({ employerId: z.number().int(), companyName: z.string() }).nullable(),
  // Employer member info
  phoneNumber: z.string(),
  landlineNumber: z.string().nullable(),
  detailAddress: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  businessRegistrationNumber: z.string().nullable(),
  specializationCode: z.string().nullable(),
  mainBusiness: z.string().nullable(),
  businessPermit: ZBusinessPermit,
});
export type EmployerMemberInfo = z.infer<typeof ZEmployerMemberInfo>;

const optionalText = (max: number) => z.string().trim().max(max, `Can be up to ${max} characters.`).nullable().optional();
const PHONE_PROOF = PHONE_NOT_VERIFIED_MESSAGE;
const CERTIFY = CERTIFY_MESSAGE;

/**
 * PUT /api/employer/updateInfo (step 2 of 'edit'): certifyToken is the identity check's answer
 * (POST /api/auth/verifyIdentity), used up by a successful save. Fields left out stay; null clears.
 * A phone that differs from the stored one needs phoneVerificationToken (a verified SMS code for
 * that number): 400 fields.phoneVerificationToken 'Phone number is changed but not verifed'.
 * companyCode: a master's invitation code makes this company that master's branch (400
 * fields.companyCode 'The company code is not valid.' when unknown; masters cannot join).
 * Company name and e-mail cannot change here.
 */
export const ZUpdateEmployerInfoRequest = z.object({
  certifyToken: z.string({ error: CERTIFY }).trim().min(16, CERTIFY).max(200, CERTIFY),
  managerName: z.string({ error: 'Manager name is a required input.' }).trim().min(1, 'Manager name is a required input.').max(100).optional(),
  phoneNumber: ZMobilePhone.optional(),
  phoneVerificationToken: z.string().trim().min(16, PHONE_PROOF).max(200, PHONE_PROOF).optional(),
  landlineNumber: z.string().trim().regex(/^\+?[0-9][0-9 -]{5,18}[0-9]$/, PHONE_MESSAGE).nullable().optional(),
  province: optionalText(100),
  city: optionalText(100),
  detailAddress: optionalText(300),
  businessRegistrationNumber: ZBusinessRegistrationNumber.nullable().optional(),
  specializationCode: optionalText(20),
  mainBusiness: optionalText(1000),
  /** Empty: no code (the form's empty field). The code it already has (a branch's join code, a master's own) changes nothing. */
  companyCode: z.string().trim().max(50, COMPANY_CODE_MESSAGE).optional(),
});
export type UpdateEmployerInfoRequest = z.input<typeof ZUpdateEmployerInfoRequest>;

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD.');
/**
 * PUT /api/employer/permit: the dates default to today and two years later (Manila); documentKey is
 * a services/media upload of this company (image or PDF, magic bytes checked there). The answer is
 * the permit after the automatic review (document present and dates valid: 015B, else 015C); the
 * operations console will take the review over (the status passes through 015A then).
 */
export const ZUpdatePermitRequest = z
  .object({
    businessPermitExpirationDateFrom: ZDay.optional(),
    businessPermitExpirationDateTo: ZDay.optional(),
    documentKey: ZFileKey,
  })
  .refine((v) => !v.businessPermitExpirationDateFrom || !v.businessPermitExpirationDateTo || v.businessPermitExpirationDateFrom <= v.businessPermitExpirationDateTo, {
    path: ['businessPermitExpirationDateTo'],
    message: 'The end date must not be before the start date.',
  });
export type UpdatePermitRequest = z.input<typeof ZUpdatePermitRequest>;

/**
 * Internal: POST /internal/users/:id/contact-change on services/account (x-service-token). Spends, in
 * one transaction, the member's identity check (certifyToken, when given) and the proof that a new
 * phone was verified (phoneNumber with phoneVerificationToken), and stores the new phone as the
 * member's recovery phone. 204, or 400 with fields (certifyToken / phoneVerificationToken).
 */
export const ZContactChangeRequest = z.object({
  certifyToken: z.string().optional(),
  phoneNumber: z.string().optional(),
  phoneVerificationToken: z.string().optional(),
});
export type ContactChangeRequest = z.infer<typeof ZContactChangeRequest>;
