/**
 * The 'Detail search' filter of the job lists: its form state, the request body it becomes
 * (spec 'Search filter fields'; the service parses it with ZJobSearchFilter), and how it is kept on
 * the device (stored when the user submits, cleared by Reset).
 */
import type { CodeItem } from '@phjobs/contracts/taxonomy';
import { readJson, removeKey, writeJson } from '@phjobs/web-core/storage';

export type PickedItem = Pick<CodeItem, 'codegroup_id' | 'id' | 'name' | 'depth' | 'parent_id'>;

export type JobFilter = {
  specialization: PickedItem[];
  region: PickedItem[];
  /** '' = any. */
  education: string;
  /** ['all'] = any. */
  employeeType: string[];
  workingPeriod: string[];
  workingPeriodNegotiable: boolean;
  /** '007A' (All) is the default. */
  workingDay: string;
  selectedDay: string[];
  onlySelectedDay: boolean;
  workingDayNegotiable: boolean;
  workingHour: {
    /** true: pick up to 3 from the list (Flexible = 009Z); false: a from/to range. */
    isListSelect: boolean;
    workingHour: string[];
    workingHourFrom: string;
    workingHourTo: string;
    isNegotiable: boolean;
  };
  salary: {
    /** '' = any unit. */
    salaryType: string;
    /** The text of the amount field; '' = no minimum. Not applicable with 010F. */
    salaryMoreThan: string;
  };
  welfarebenefits: PickedItem[];
  preference: PickedItem[];
  keyword: string;
  /** Multilingual screen only: language ids, ['all'] = any (never empty: the lists are required). */
  language?: string[];
  /** Multilingual screen only: work type ids, ['all'] = any. */
  workType?: string[];
};

export const ALL = 'all';
export const NEGOTIABLE_SALARY = '010F';

export function emptyFilter(): JobFilter {
  return {
    specialization: [],
    region: [],
    education: '',
    employeeType: [ALL],
    workingPeriod: [],
    workingPeriodNegotiable: false,
    workingDay: '007A',
    selectedDay: [],
    onlySelectedDay: false,
    workingDayNegotiable: false,
    workingHour: { isListSelect: true, workingHour: [], workingHourFrom: '', workingHourTo: '', isNegotiable: false },
    salary: { salaryType: '', salaryMoreThan: '' },
    welfarebenefits: [],
    preference: [],
    keyword: '',
  };
}

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);
const strs = (v: unknown, fallback: string[]) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : fallback);
const items = (v: unknown): PickedItem[] =>
  Array.isArray(v)
    ? v
        .filter((x): x is Record<string, unknown> => isObj(x) && typeof x.id === 'string' && typeof x.name === 'string')
        .map((x) => ({
          codegroup_id: str(x.codegroup_id, ''),
          id: String(x.id),
          name: String(x.name),
          depth: x.depth === 1 ? 1 : 2,
          parent_id: typeof x.parent_id === 'string' ? x.parent_id : null,
        }))
    : [];

/** Reads a stored filter defensively: anything missing or malformed falls back to the default. */
export function normalizeFilter(value: unknown): JobFilter {
  const d = emptyFilter();
  if (!isObj(value)) return d;
  const wh = isObj(value.workingHour) ? value.workingHour : {};
  const sal = isObj(value.salary) ? value.salary : {};
  const employeeType = strs(value.employeeType, d.employeeType);
  return {
    specialization: items(value.specialization).slice(0, 5),
    region: items(value.region).slice(0, 5),
    education: str(value.education, d.education),
    employeeType: employeeType.length ? employeeType : [ALL],
    workingPeriod: strs(value.workingPeriod, d.workingPeriod),
    workingPeriodNegotiable: bool(value.workingPeriodNegotiable, false),
    workingDay: str(value.workingDay, d.workingDay) || d.workingDay,
    selectedDay: strs(value.selectedDay, d.selectedDay),
    onlySelectedDay: bool(value.onlySelectedDay, false),
    workingDayNegotiable: bool(value.workingDayNegotiable, false),
    workingHour: {
      isListSelect: bool(wh.isListSelect, true),
      workingHour: strs(wh.workingHour, []).slice(0, 3),
      workingHourFrom: str(wh.workingHourFrom, ''),
      workingHourTo: str(wh.workingHourTo, ''),
      isNegotiable: bool(wh.isNegotiable, false),
    },
    salary: { salaryType: str(sal.salaryType, ''), salaryMoreThan: str(sal.salaryMoreThan, '') },
    welfarebenefits: items(value.welfarebenefits).slice(0, 5),
    preference: items(value.preference).slice(0, 5),
    keyword: str(value.keyword, ''),
    ...(Array.isArray(value.language) ? { language: nonEmpty(strs(value.language, [])) } : {}),
    ...(Array.isArray(value.workType) ? { workType: nonEmpty(strs(value.workType, [])) } : {}),
  };
}

const nonEmpty = (list: string[]): string[] => (list.length ? list : [ALL]);

/** The multilingual screen's default: no filter, language and work type 'all'. */
export function emptyMultiFilter(): JobFilter {
  return { ...emptyFilter(), language: [ALL], workType: [ALL] };
}

/**
 * Keeps only digits and one decimal point, so the amount is always a number >= 0 or empty
 * (the filter form shows no validation messages).
 */
export function sanitizeAmount(text: string): string {
  const cleaned = text.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  return rest.length ? `${whole}.${rest.join('')}` : whole;
}

/** The amount as the request wants it: a number >= 0, or null (empty, or 010F negotiable). */
export function salaryAmount(salary: JobFilter['salary']): number | null {
  if (salary.salaryType === NEGOTIABLE_SALARY) return null;
  const text = sanitizeAmount(salary.salaryMoreThan);
  if (!text) return null;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** The JSON body of POST /api/jobAds/allJobs. */
export function toRequestBody(filter: JobFilter) {
  const employeeType = filter.employeeType.length === 0 || filter.employeeType.includes(ALL) ? [ALL] : filter.employeeType;
  const listSelect = filter.workingHour.isListSelect;
  return {
    specialization: filter.specialization.length ? filter.specialization.map((i) => ({ ...i, codegroup_id: i.codegroup_id || 'specialization' })) : null,
    region: filter.region.length ? filter.region.map((i) => ({ ...i, codegroup_id: i.codegroup_id || 'region' })) : null,
    education: filter.education,
    employeeType,
    workingPeriod: filter.workingPeriod,
    workingPeriodNegotiable: filter.workingPeriodNegotiable,
    workingDay: filter.workingDay || '007A',
    selectedDay: filter.workingDay === '007G' ? filter.selectedDay : [],
    onlySelectedDay: filter.workingDay === '007G' && filter.onlySelectedDay,
    workingDayNegotiable: filter.workingDayNegotiable,
    workingHour: {
      isListSelect: listSelect,
      workingHour: listSelect ? filter.workingHour.workingHour : [],
      workingHourFrom: listSelect ? '' : filter.workingHour.workingHourFrom,
      workingHourTo: listSelect ? '' : filter.workingHour.workingHourTo,
      isNegotiable: filter.workingHour.isNegotiable,
    },
    salary: { salaryType: filter.salary.salaryType, salaryMoreThan: salaryAmount(filter.salary) },
    welfarebenefits: filter.welfarebenefits.map((i) => i.id),
    preference: filter.preference.map((i) => i.id),
    keyword: filter.keyword.trim(),
    ...(filter.language ? { language: nonEmpty(filter.language) } : {}),
    ...(filter.workType ? { workType: nonEmpty(filter.workType) } : {}),
  };
}

/** True when the filter differs from "no filter" (the toggle shows a dot). */
export function isFilterActive(filter: JobFilter): boolean {
  const empty = filter.language || filter.workType ? emptyMultiFilter() : emptyFilter();
  return JSON.stringify(toRequestBody(filter)) !== JSON.stringify(toRequestBody(empty));
}

/** Chips with an 'all' choice (employment type, language, work type): 'all' excludes the others; picking another drops 'all'; none left means 'all'. */
export const toggleWithAll = (current: readonly string[], code: string): string[] => toggleEmployeeType(current, code);

/** Employee type chips: 'all' excludes the others; picking a type drops 'all'; none left means 'all'. */
export function toggleEmployeeType(current: readonly string[], code: string): string[] {
  if (code === ALL) return [ALL];
  const withoutAll = current.filter((c) => c !== ALL);
  const next = withoutAll.includes(code) ? withoutAll.filter((c) => c !== code) : [...withoutAll, code];
  return next.length ? next : [ALL];
}

/** Device keys: one stored filter per list screen. */
export const filterKey = (screen: string) => `jobFilter:${screen}`;

export const loadFilter = (screen: string, fallback?: () => JobFilter): JobFilter => {
  const stored = readJson<unknown>(filterKey(screen), null);
  return stored === null && fallback ? fallback() : normalizeFilter(stored);
};
export const storeFilter = (screen: string, filter: JobFilter): void => {
  writeJson(filterKey(screen), filter);
};
export const clearFilter = (screen: string): void => removeKey(filterKey(screen));
