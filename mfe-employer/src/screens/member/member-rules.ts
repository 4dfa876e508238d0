/**
 * The rules of the company member information screens (employer.md 'Member information',
 * 'Business permit', section 5): how the permit status shows, the permit's default dates, the edit
 * form's checks and the body it sends. Pure functions, tested in test/member.test.tsx.
 */
import type { EmployerMemberInfo, UpdateEmployerInfoRequest } from '@phjobs/contracts/company-info';
import {
  BUSINESS_REGISTRATION_MESSAGE,
  BUSINESS_REGISTRATION_PATTERN,
  PERMIT_DEFAULT_YEARS,
  PHONE_MESSAGE,
  PHONE_NOT_VERIFIED_MESSAGE,
  type PermitStatusCode,
} from '@phjobs/contracts/messages';
import { cityById, provinceById } from '@phjobs/contracts/regions';
import { codeItem, codeName, SPECIALIZATION_TREE } from '@phjobs/contracts/taxonomy';
import { formatDate } from '@phjobs/ui/format';
import { phMobileE164, phoneMessage, samePhone } from '@phjobs/web-core/verification';

// ---- the info page ----------------------------------------------------------------------------

/** The detailed address, then 'Makati City, Metro Manila' from PSGC ids (unknown ids shown as given). */
export function addressOf(info: Pick<EmployerMemberInfo, 'province' | 'city' | 'detailAddress'>): string {
  const province = info.province ? (provinceById(info.province)?.name ?? info.province) : '';
  const city = info.city ? (cityById(info.city)?.name ?? info.city) : '';
  return [info.detailAddress?.trim() ?? '', city, province].filter(Boolean).join(', ');
}

/** A specialization's name ('Customer Service / BPO · Virtual Assistant'), the code itself when unknown. */
export function specializationNameOf(code: string | null | undefined): string {
  if (!code) return '';
  const item = codeItem(SPECIALIZATION_TREE, code);
  if (!item) return code;
  const parent = item.parent_id ? codeName(SPECIALIZATION_TREE, item.parent_id) : undefined;
  return parent ? `${parent} · ${item.name}` : item.name;
}

export type PermitView =
  | { kind: 'review'; label: 'Under review' }
  | { kind: 'certified'; label: 'Certified'; date: string }
  | { kind: 'needed'; label: string; action: 'Go to certify' };

/** 015A grey 'Under review'; 015B 'Certified' with its date; 015C a warning with 'Go to certify'. */
export function permitView(permit: EmployerMemberInfo['businessPermit']): PermitView {
  const status: PermitStatusCode = permit.statusCode;
  if (status === '015A') return { kind: 'review', label: 'Under review' };
  if (status === '015B') return { kind: 'certified', label: 'Certified', date: formatDate(permit.certifiedAt ?? permit.businessPermitExpirationDateFrom) };
  return { kind: 'needed', label: 'Your business permit is not certified. Certify it so that your job ads show the Business Permit badge.', action: 'Go to certify' };
}

// ---- the permit ------------------------------------------------------------------------------

const pad = (n: number) => String(n).padStart(2, '0');
/** Today in Manila as YYYY-MM-DD. */
export function manilaToday(now: Date = new Date()): string {
  const manila = new Date(now.getTime() + 8 * 3600_000);
  return `${manila.getUTCFullYear()}-${pad(manila.getUTCMonth() + 1)}-${pad(manila.getUTCDate())}`;
}
/** The same day `years` later (29 February becomes 28 February). */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return `${y + years}-${pad(m)}-${pad(Math.min(d, last))}`;
}
/** The permit form's dates: the stored ones, else today and two years later (employer.md section 9). */
export function permitDefaults(permit: EmployerMemberInfo['businessPermit'], now: Date = new Date()): { from: string; to: string } {
  const today = manilaToday(now);
  return { from: permit.businessPermitExpirationDateFrom ?? today, to: permit.businessPermitExpirationDateTo ?? addYears(permit.businessPermitExpirationDateFrom ?? today, PERMIT_DEFAULT_YEARS) };
}
export const PERMIT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/gif', 'image/webp'];
export const PERMIT_MAX_BYTES = 10 * 1024 * 1024;
/** What is wrong with a chosen permit document (undefined: fine). */
export function permitFileProblem(file: { type: string; size: number }): string | undefined {
  if (!PERMIT_TYPES.includes(file.type)) return 'Please choose a PDF or an image (jpg, png, gif, webp).';
  if (file.size > PERMIT_MAX_BYTES) return 'The file is larger than 10 MB.';
  return undefined;
}
export function permitFormErrors(v: { from: string; to: string; documentKey: string | null }): Record<string, string> {
  const e: Record<string, string> = {};
  if (!v.from) e.businessPermitExpirationDateFrom = 'Start date is a required input.';
  if (!v.to) e.businessPermitExpirationDateTo = 'End date is a required input.';
  else if (v.from && v.to < v.from) e.businessPermitExpirationDateTo = 'The end date must not be before the start date.';
  if (!v.documentKey) e.documentKey = 'Please upload your business permit.';
  return e;
}

// ---- the edit form ---------------------------------------------------------------------------

export type EditValues = {
  managerName: string;
  phone: string;
  phoneToken: string | null;
  landlineNumber: string;
  province: string;
  city: string;
  detailAddress: string;
  businessRegistrationNumber: string;
  specializationCode: string;
  mainBusiness: string;
};

/** '+639171234567' → '917 123 4567': the national part the phone field takes after its '+63'. */
export function nationalPhone(stored: string): string {
  const e164 = phMobileE164(stored);
  if (!e164) return stored;
  const n = e164.slice(3);
  return `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;
}

export const editValuesOf = (info: EmployerMemberInfo): EditValues => ({
  managerName: info.managerName,
  phone: nationalPhone(info.phoneNumber),
  phoneToken: null,
  landlineNumber: info.landlineNumber ?? '',
  province: info.province ?? '',
  city: info.city ?? '',
  detailAddress: info.detailAddress ?? '',
  businessRegistrationNumber: info.businessRegistrationNumber ?? '',
  specializationCode: info.specializationCode ?? '',
  mainBusiness: info.mainBusiness ?? '',
});

const LANDLINE = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;

/** The edit form's own checks (the server checks again and its 400 `fields` show under the same fields). */
export function editErrors(v: EditValues, storedPhone: string): Record<string, string> {
  const e: Record<string, string> = {};
  if (!v.managerName.trim()) e.managerName = 'Manager name is a required input.';
  const phone = phoneMessage(v.phone);
  if (phone) e.phoneNumber = phone;
  else if (!samePhone(v.phone, storedPhone) && !v.phoneToken) e.phoneNumber = PHONE_NOT_VERIFIED_MESSAGE;
  if (v.landlineNumber.trim() && !LANDLINE.test(v.landlineNumber.trim())) e.landlineNumber = PHONE_MESSAGE;
  if (v.businessRegistrationNumber.trim() && !BUSINESS_REGISTRATION_PATTERN.test(v.businessRegistrationNumber.trim())) e.businessRegistrationNumber = BUSINESS_REGISTRATION_MESSAGE;
  return e;
}

/** PUT updateInfo's body: every field of the form (empty clears), the phone with its proof only when it changed. */
export function editBody(v: EditValues, storedPhone: string, certifyToken: string): UpdateEmployerInfoRequest {
  const text = (s: string) => s.trim() || null;
  const changed = !samePhone(v.phone, storedPhone);
  return {
    certifyToken,
    managerName: v.managerName.trim(),
    ...(changed ? { phoneNumber: phMobileE164(v.phone) ?? v.phone.trim(), phoneVerificationToken: v.phoneToken ?? undefined } : {}),
    landlineNumber: text(v.landlineNumber),
    province: text(v.province),
    city: text(v.city),
    detailAddress: text(v.detailAddress),
    businessRegistrationNumber: text(v.businessRegistrationNumber),
    specializationCode: text(v.specializationCode),
    mainBusiness: text(v.mainBusiness),
  };
}

/** The server's 400 `fields` under the form's field names (the phone's proof under the phone). */
export function serverFieldErrors(fields: Record<string, string> | undefined): Record<string, string> {
  if (!fields) return {};
  const out: Record<string, string> = { ...fields };
  if (fields.phoneVerificationToken && !fields.phoneNumber) out.phoneNumber = fields.phoneVerificationToken;
  return out;
}
