/** Labels and small rules of the applicant screens (employer.md sections 2 and 4). */
import { ABILITY_SKILL, APPLICATION_STATUS, APPLY_METHOD, EDUCATION, type ApplicationStatusCode } from '@phjobs/contracts/codes';

/** The overview's tabs in ?tab= (the spec's values and labels: byJob lists the ads with their unread counts). */
export const OVERVIEW_TABS = [
  { value: 'all', label: 'All applications' },
  { value: 'byJob', label: 'Unread applications' },
  { value: 'byChat', label: 'Chat applications' },
] as const;
export type OverviewTab = (typeof OVERVIEW_TABS)[number]['value'];
export const overviewTabOf = (value: string | null): OverviewTab => OVERVIEW_TABS.find((t) => t.value === value)?.value ?? 'all';

/** One ad's tabs in ?tab=. */
export const JOB_TABS = [
  { value: 'all', label: 'All applications' },
  { value: 'unread', label: 'Unread applications' },
] as const;
export type JobTab = (typeof JOB_TABS)[number]['value'];
export const jobTabOf = (value: string | null): JobTab => (value === 'unread' ? 'unread' : 'all');

/** The statuses the employer sets, in the bottom bar's order. */
export const STATUS_BUTTONS = [
  { code: '021C', label: 'Under review' },
  { code: '021B', label: 'Non pass' },
  { code: '021A', label: 'Pass' },
] as const;
export type EmployerStatusCode = (typeof STATUS_BUTTONS)[number]['code'];

export const statusLabel = (code: string) => (code in APPLICATION_STATUS ? APPLICATION_STATUS[code as ApplicationStatusCode] : code);
/** Pass green, Non pass red, Under review blue; 021D-021F neutral grey (spec section 4). */
export const statusTone = (code: string) => (code === '021A' ? 'success' : code === '021B' ? 'danger' : code === '021C' ? 'accent' : 'muted') as 'success' | 'danger' | 'accent' | 'muted';

export const methodLabel = (code: string) => (code === '018B' ? 'Chat' : code in APPLY_METHOD ? APPLY_METHOD[code as keyof typeof APPLY_METHOD] : code);
export const educationLabel = (code: string) => (code in EDUCATION ? EDUCATION[code as keyof typeof EDUCATION] : code);
export const skillLabel = (code: string) => (code === '005A' ? 'Language' : code in ABILITY_SKILL ? 'Computer' : code);

/** 003A Male, otherwise Female (spec section 2). */
export const genderLabel = (code: string | null) => (code === null ? null : code === '003A' ? 'Male' : 'Female');

/** Full years from a YYYY-MM-DD birth date to `today`; null without a date. */
export function ageOf(birthDate: string | null, today: Date = new Date()): number | null {
  const m = birthDate ? /^(\d{4})-(\d{2})-(\d{2})/.exec(birthDate) : null;
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < mo || (today.getMonth() + 1 === mo && today.getDate() < d)) age -= 1;
  return age >= 0 ? age : null;
}

/** 'YYYY-MM' as 'MM-YYYY' (the spec shows dates month first). */
export const monthOf = (value: string | null) => (value && /^\d{4}-\d{2}/.test(value) ? `${value.slice(5, 7)}-${value.slice(0, 4)}` : '');

/** The management link of a row (spec: /myPage/applicant/{applicationId}/edit?howToApply={code}). */
export const managementLink = (applicationId: number, howToApplyCode: string) => `/myPage/applicant/${applicationId}/edit?howToApply=${encodeURIComponent(howToApplyCode)}`;
