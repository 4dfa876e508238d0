/**
 * Application status of the job seeker (account-community.md sections 2-9): tabs All, General, Chat
 * (query `tab`), the period and search form (period chips, status dropdown, company name; default
 * one week back, status all), the rows' chat link, cancel rule and status labels.
 */
import type { MyApplicationRow as ContractRow } from '@phjobs/contracts/applications';
import { APPLICATION_STATUS, type ApplicationStatusCode } from '@phjobs/contracts/codes';

export type ApplicationTab = 'all' | 'general' | 'chat';

export const APPLICATION_TABS: readonly { value: ApplicationTab; label: string; howToApply: 'all' | 'online' | 'chat' }[] = [
  { value: 'all', label: 'All', howToApply: 'all' },
  { value: 'general', label: 'General', howToApply: 'online' },
  { value: 'chat', label: 'Chat', howToApply: 'chat' },
];

export const tabOf = (value: string | null): ApplicationTab => (value === 'general' || value === 'chat' ? value : 'all');

/** Period chips; the default (index 0) is one week back, unit w. */
export const PERIODS: readonly { label: string; value: number; unit: 'w' | 'm' | 'y' }[] = [
  { label: '1 week', value: 1, unit: 'w' },
  { label: '1 month', value: 1, unit: 'm' },
  { label: '3 months', value: 3, unit: 'm' },
  { label: '6 months', value: 6, unit: 'm' },
  { label: '1 year', value: 1, unit: 'y' },
];

/** The status dropdown: index 0 is all. */
export const STATUS_OPTIONS: readonly { label: string; code: ApplicationStatusCode | null }[] = [
  { label: 'All', code: null },
  ...(Object.entries(APPLICATION_STATUS) as [ApplicationStatusCode, string][]).map(([code, label]) => ({ label, code })),
];

/** The search form: company name text, statusIndex and periodIndex numbers (empty becomes null). */
export type ApplicationSearch = { companyName: string; statusIndex: number | null; periodIndex: number | null };

export const defaultSearch = (): ApplicationSearch => ({ companyName: '', statusIndex: null, periodIndex: 0 });

/** '' or anything not a whole number becomes null. */
export function indexOrNull(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

export const PAGE_UNIT = 10;

/** The query of GET /api/application/myApplications for a tab, a search and a page. */
export function applicationQuery(tab: ApplicationTab, search: ApplicationSearch, pageNo: number): Record<string, string | number | undefined> {
  const period = search.periodIndex === null ? undefined : PERIODS[search.periodIndex];
  const status = search.statusIndex === null ? undefined : STATUS_OPTIONS[search.statusIndex]?.code ?? undefined;
  return {
    howToApplyCode: 'all',
    howToApply: APPLICATION_TABS.find((t) => t.value === tab)?.howToApply ?? 'all',
    companyName: search.companyName.trim() || undefined,
    statusCode: status ?? undefined,
    periodValue: period?.value,
    periodUnit: period?.unit,
    pageUnit: PAGE_UNIT,
    pageNo,
  };
}

/** A row of the list (the spec's "My application row": contracts/applications ZMyApplicationRow). */
export type MyApplicationRow = ContractRow;

export const isChatApplication = (row: Pick<MyApplicationRow, 'applicationTitle'>): boolean => row.applicationTitle === 'Direct';

/** Cancel is not offered for Pass or Non pass; for a chat application 021E hides it too. */
export function canCancel(row: Pick<MyApplicationRow, 'statusCode' | 'applicationTitle'>): boolean {
  if (row.statusCode === '021A' || row.statusCode === '021B') return false;
  if (isChatApplication(row) && row.statusCode === '021E') return false;
  return true;
}

/** /chats/apply/apply_{jobId}_{uid}?title=... */
export const chatLink = (row: Pick<MyApplicationRow, 'jobId' | 'uid' | 'jobTitle'>): string =>
  `/chats/apply/apply_${row.jobId}_${row.uid}?title=${encodeURIComponent(row.jobTitle)}`;

export const statusLabel = (code: string): string => (APPLICATION_STATUS as Record<string, string>)[code] ?? code;

/** Pass in the pass colour, Non pass in danger, Under review in accent, 021D-021F grey. */
export function statusTone(code: string): 'success' | 'danger' | 'accent' | 'default' {
  if (code === '021A') return 'success';
  if (code === '021B') return 'danger';
  if (code === '021C') return 'accent';
  return 'default';
}
