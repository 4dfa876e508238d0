/**
 * The rules of the master's branch screens (employer.md 'Master account', sections 5 and 9): the
 * query of the branch pages, their links, the columns hidden on Under Review, the 'Copied' label,
 * and the 'Branch information' form (its values, messages and when 'Next step' is active).
 *
 * The messages are the contract's: the zod-free ones of messages.ts, and the required-field ones of
 * branches.ts ZUpdateBranchRequest written here (a remote does not bundle zod; test/branches.test.tsx
 * checks them against the schema). The phone rules are the shared phone verification's (web-core).
 */
import { BUSINESS_REGISTRATION_MESSAGE, BUSINESS_REGISTRATION_PATTERN, PHONE_NOT_VERIFIED_MESSAGE } from '@phjobs/contracts/messages';
import { cityById, provinceOf } from '@phjobs/contracts/regions';
import { phMobileE164, phoneMessage, samePhone } from '@phjobs/web-core/verification';
import type { AdStatus } from '../../api/ads';
import type { BranchInfo, UpdateBranchRequest } from '../../api/branches';

/** 'Copied' stays on the Copy button this long (spec section 9). */
export const COPIED_MS = 2000;

/** ?employerId= as a company id, or null. */
export function employerIdOf(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export const branchDetailLink = (employerId: number) => `/myPage/branch?employerId=${employerId}`;
export const branchEditLink = (employerId: number) => `/myPage/branch/edit?employerId=${employerId}`;
export const branchAdsLink = (employerId: number, tab?: AdStatus) => `/myPage/branch/ad?employerId=${employerId}${tab ? `&tab=${tab}` : ''}`;
export const branchApplicantsLink = (employerId: number) => `/myPage/branch/applicant?employerId=${employerId}`;
export const branchAdLink = (jobId: number) => `/myPage/branch/ad/${jobId}`;
export const branchAdApplicantsLink = (jobId: number) => `/myPage/branch/ad/${jobId}/applicants`;
/** The spec's 'Management' link (its query name is howToApply; the item's field is the misspelt howToAppliyCode). */
export const branchApplicationLink = (applicationId: number, howToApplyCode: string) => `/myPage/branch/applicant/${applicationId}?howToApply=${encodeURIComponent(howToApplyCode)}`;

/** The count columns of a branch ad row; under review, pass, non pass and unread are hidden on the Under Review tab. */
export type BranchAdColumn = 'underReview' | 'pass' | 'nonPass' | 'view' | 'applicant' | 'unread';
const ALL_COLUMNS: readonly BranchAdColumn[] = ['underReview', 'pass', 'nonPass', 'view', 'applicant', 'unread'];
export const branchAdColumns = (status: AdStatus): BranchAdColumn[] => ALL_COLUMNS.filter((c) => status !== '012A' || (c !== 'underReview' && c !== 'pass' && c !== 'nonPass' && c !== 'unread'));

/** The Description popup of 'Job ad management by branch' (spec sections 2 and 9). */
export const BRANCH_DESCRIPTION_TEXTS = [
  'Ads are published within 24 hours after administrator review.',
  'Regular recruitment closes automatically after 21 days, including the registration date.',
  'Ads falling under the restrictions on notice registration may be deleted or modified without prior consent.',
] as const;

/** The applicant management tabs in ?tab= ('All applications' default). */
export const BRANCH_APPLICANT_TABS = [
  { value: 'all', label: 'All applications' },
  { value: 'byJob', label: 'Applicants by Job ad' },
] as const;
export type BranchApplicantTab = (typeof BRANCH_APPLICANT_TABS)[number]['value'];
export const branchApplicantTabOf = (value: string | null): BranchApplicantTab => (value === 'byJob' ? 'byJob' : 'all');

// ---------------------------------------------------------------------------------------------
// 'Branch information'
// ---------------------------------------------------------------------------------------------

export const BRANCH_FORM_MESSAGES = {
  companyName: 'Company name is a required input.',
  managerName: 'Manager name is a required input.',
  phoneVerify: PHONE_NOT_VERIFIED_MESSAGE,
  region: 'Region is a required input.',
  regionDetail: 'Detailed address is a required input.',
  specialization: 'Specialization is a required input.',
  mainBusiness: 'Main business is a required input.',
  businessRegistrationNumber: BUSINESS_REGISTRATION_MESSAGE,
} as const;

/** The spec's 'Branch edit form model' (region: a city id of the region tree, its province implied). */
export type BranchFormValues = {
  companyName: string;
  email: string;
  managerName: string;
  /** As typed after the field's '+63' ('917 123 4567'; '0917…' and '+63 917…' count too). */
  phone: string;
  /** The proof of a verified new phone (services/account), or null. */
  phoneToken: string | null;
  region: string | null;
  regionDetail: string;
  specialization: string | null;
  businessRegistrationNumber: string;
  mainBusiness: string;
  logoKey: string | null;
};
export type BranchFormField = 'companyName' | 'managerName' | 'phone' | 'phoneVerify' | 'region' | 'regionDetail' | 'specialization' | 'businessRegistrationNumber' | 'mainBusiness';
export type BranchFormErrors = Partial<Record<BranchFormField, string>>;

/** The stored branch as the form's first values. */
export function branchFormOf(info: BranchInfo): BranchFormValues {
  const city = info.city && cityById(info.city) ? info.city : null;
  return {
    companyName: info.companyName,
    email: info.email,
    managerName: info.managerName,
    phone: nationalPhone(info.phoneNumber),
    phoneToken: null,
    region: city,
    regionDetail: info.detailAddress ?? '',
    specialization: info.specializationCode,
    businessRegistrationNumber: info.businessRegistrationNumber ?? '',
    mainBusiness: info.mainBusiness ?? '',
    logoKey: info.logoKey,
  };
}

/** '+639171234567' as the field shows it after its '+63': '917 123 4567' (other text as it is). */
export function nationalPhone(stored: string): string {
  const e164 = phMobileE164(stored);
  if (!e164) return stored;
  const d = e164.slice(3);
  return `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`;
}

/** Whether the phone differs from the stored branch phone (then it needs a verification). */
export const phoneChanged = (phone: string, storedPhone: string) => !samePhone(phone, storedPhone);

/** The form's errors (spec section 5); empty when 'Next step' may submit. */
export function validateBranchForm(v: BranchFormValues, storedPhone: string): BranchFormErrors {
  const e: BranchFormErrors = {};
  const m = BRANCH_FORM_MESSAGES;
  if (!v.companyName.trim()) e.companyName = m.companyName;
  if (!v.managerName.trim()) e.managerName = m.managerName;
  const phone = phoneMessage(v.phone);
  if (phone) e.phone = phone;
  else if (phoneChanged(v.phone, storedPhone) && !v.phoneToken) e.phoneVerify = m.phoneVerify;
  if (!v.region || !provinceOf(v.region)) e.region = m.region;
  if (!v.regionDetail.trim()) e.regionDetail = m.regionDetail;
  if (!v.specialization) e.specialization = m.specialization;
  const brn = v.businessRegistrationNumber.trim();
  if (brn && !BUSINESS_REGISTRATION_PATTERN.test(brn)) e.businessRegistrationNumber = m.businessRegistrationNumber;
  if (!v.mainBusiness.trim()) e.mainBusiness = m.mainBusiness;
  return e;
}

export const isBranchFormReady = (v: BranchFormValues, storedPhone: string) => Object.keys(validateBranchForm(v, storedPhone)).length === 0;

/** PUT /api/master/branch/{id}'s body (companyName and email are read-only and not sent). */
export function toUpdateBranchRequest(v: BranchFormValues, storedPhone: string): UpdateBranchRequest {
  const city = v.region ?? '';
  return {
    managerName: v.managerName.trim(),
    phoneNumber: phMobileE164(v.phone) ?? v.phone.trim(),
    ...(phoneChanged(v.phone, storedPhone) && v.phoneToken ? { phoneVerificationToken: v.phoneToken } : {}),
    province: provinceOf(city)?.id ?? '',
    city,
    detailAddress: v.regionDetail.trim(),
    specializationCode: v.specialization ?? '',
    businessRegistrationNumber: v.businessRegistrationNumber.trim() || null,
    mainBusiness: v.mainBusiness.trim(),
    logoKey: v.logoKey,
  };
}

/** The server's 400 fields under the form's fields (province and city on the region). */
export function branchServerErrors(fields: Record<string, string>): BranchFormErrors {
  const map: Record<string, BranchFormField> = {
    managerName: 'managerName',
    phoneNumber: 'phone',
    phoneVerificationToken: 'phoneVerify',
    phoneVerify: 'phoneVerify',
    province: 'region',
    city: 'region',
    detailAddress: 'regionDetail',
    specializationCode: 'specialization',
    businessRegistrationNumber: 'businessRegistrationNumber',
    mainBusiness: 'mainBusiness',
    companyName: 'companyName',
  };
  const e: BranchFormErrors = {};
  for (const [field, message] of Object.entries(fields)) {
    const key = map[field];
    if (key && !e[key]) e[key] = message;
  }
  return e;
}
