/** Labels and small rules of the applicant screens (employer.md sections 2 and 4). */
import { APPLICATION_STATUS, APPLY_METHOD, type ApplicationStatusCode } from '@phjobs/contracts/codes';

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
// Shared with the talent resume view (mfe-talent).
export { ageOf, educationLabel, genderLabel, monthOf, skillLabel } from '@phjobs/web-core/resume-texts';

/** The management link of a row (spec: /myPage/applicant/{applicationId}/edit?howToApply={code}). */
export const managementLink = (applicationId: number, howToApplyCode: string) => `/myPage/applicant/${applicationId}/edit?howToApply=${encodeURIComponent(howToApplyCode)}`;
