/**
 * How the detail and the cards put codes into words (jobs-seeker spec, 'Job ad detail').
 * Shared by the jobs remote (cards, detail) and the gateway (an ad page's HTML before any JavaScript).
 */
import { LANGUAGE, NATIONALITY, SALARY_UNIT, WORK_TYPE, WORKING_DAY, WORKING_HOUR, WORKING_PERIOD, EDUCATION, EMPLOYEE_TYPE } from '@phjobs/contracts/codes';
import { formatPeso } from '@phjobs/ui/format';

const label = (table: Readonly<Record<string, string>>, code: string | null | undefined): string | null =>
  code && Object.prototype.hasOwnProperty.call(table, code) ? (table[code] ?? null) : null;

export type SalaryText = { negotiable: true; unit: null; amount: null; text: string } | { negotiable: false; unit: string; amount: string; text: string };

/**
 * Salary with its unit label: `{ unit: 'month', amount: '₱18,000' }`. 010F, any unknown unit and a
 * missing amount all read 'Negotiable' (the spec: other values are treated as negotiation).
 */
export function salaryText(salary: number | null | undefined, salaryCode: string | null | undefined): SalaryText {
  const unit = salaryCode && salaryCode !== '010F' ? label(SALARY_UNIT, salaryCode) : null;
  if (!unit || salary === null || salary === undefined || !Number.isFinite(salary)) {
    return { negotiable: true, unit: null, amount: null, text: 'Negotiable' };
  }
  const amount = formatPeso(salary);
  return { negotiable: false, unit, amount, text: `${unit} ${amount}` };
}

/** Nationality: 1 Filipino, 2 Foreigner, anything else both. */
export function nationalityText(nationality: number | string | null | undefined): string {
  const n = Number(nationality);
  if (n === 1) return NATIONALITY[1];
  if (n === 2) return NATIONALITY[2];
  return NATIONALITY[0];
}

/** Language list of strings or `{ id }` objects; 'all' means English and Korean. */
export function languageText(language: readonly (string | { id: string })[] | null | undefined): string {
  const ids = (language ?? []).map((l) => (typeof l === 'string' ? l : l.id)).filter(Boolean);
  if (ids.length === 0) return 'Not specified';
  const expanded = ids.includes('all') ? ['english', 'korean'] : ids;
  return [...new Set(expanded)].map((id) => label(LANGUAGE, id) ?? id).join(', ');
}

/** Work types: hybrid, inOffice, remote; 'all' means every one. */
export function workTypeText(workType: readonly string[] | null | undefined): string {
  const ids = workType ?? [];
  if (ids.length === 0) return 'Not specified';
  const expanded = ids.includes('all') ? Object.keys(WORK_TYPE) : ids;
  return [...new Set(expanded)].map((id) => label(WORK_TYPE, id) ?? id).join(', ');
}

const negotiable = (text: string, isNegotiable: boolean | null | undefined) => (isNegotiable ? `${text} (Negotiable)` : text);

/** Workdays: the code's label; 007G (selected days) as 'N days a week'. */
export function workingDayText(code: string | null | undefined, selected: readonly string[] | null | undefined, isNegotiable?: boolean | null): string {
  let text: string;
  if (code === '007G') {
    const n = new Set(selected ?? []).size;
    text = n > 0 ? `${n} day${n === 1 ? '' : 's'} a week` : WORKING_DAY['007G'];
  } else {
    text = label(WORKING_DAY, code) ?? 'Not specified';
  }
  return negotiable(text, isNegotiable);
}

export function workingHourText(code: string | null | undefined, isNegotiable?: boolean | null, from?: string | null, to?: string | null): string {
  const base = from && to ? `${from}~${to}` : (label(WORKING_HOUR, code) ?? 'Not specified');
  return negotiable(base, isNegotiable);
}

export function workingPeriodText(code: string | null | undefined, isNegotiable?: boolean | null): string {
  return negotiable(label(WORKING_PERIOD, code) ?? 'Not specified', isNegotiable);
}

export function educationText(code: string | null | undefined): string {
  return label(EDUCATION, code) ?? 'Not specified';
}

export function employeeTypeText(types: readonly string[] | null | undefined): string {
  const ids = types ?? [];
  if (ids.length === 0 || ids.includes('all')) return 'All types';
  return ids.map((id) => label(EMPLOYEE_TYPE, id) ?? id).join(', ');
}

/** Website apply: https:// is prepended when the URL lacks an http prefix. */
export function websiteHref(url: string | null | undefined): string | null {
  const trimmed = (url ?? '').trim();
  if (!trimmed) return null;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}
