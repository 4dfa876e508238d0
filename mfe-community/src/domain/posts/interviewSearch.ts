/**
 * The /interview list's search (account-community spec, sections 4 and 5): a normal view or the
 * search-form view; the form has companyName (text), specialization (up to 5) and the result filter
 * All, Pass, On Hold, Failed (default All). Submitting the form or changing the sort reloads from
 * page 1 (a new list key); Reset clears the filters, closes the form and reloads from page 1.
 */
import { INTERVIEW_RESULT } from '@phjobs/contracts/codes';
import type { ResultCode } from './interviewForm';

export const SPECIALIZATION_PICKS = 5;
export type SortKey = 'createdAt' | 'viewCount';

export type InterviewFilter = { companyName: string; specialization: string[]; interviewResults: ResultCode | 'all' };
export type InterviewSearchState = { view: 'list' | 'search'; applied: InterviewFilter; draft: InterviewFilter; orderKey: SortKey };

export const EMPTY_FILTER: InterviewFilter = { companyName: '', specialization: [], interviewResults: 'all' };
export const initialInterviewSearch: InterviewSearchState = { view: 'list', applied: EMPTY_FILTER, draft: EMPTY_FILTER, orderKey: 'createdAt' };

export const RESULT_FILTER: readonly { value: ResultCode | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: '041A', label: INTERVIEW_RESULT['041A'] },
  { value: '041B', label: INTERVIEW_RESULT['041B'] },
  { value: '041C', label: INTERVIEW_RESULT['041C'] },
];

export type InterviewSearchAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'draft'; patch: Partial<InterviewFilter> }
  | { type: 'submit' }
  | { type: 'reset' }
  | { type: 'sort'; orderKey: SortKey };

export function interviewSearchReducer(s: InterviewSearchState, a: InterviewSearchAction): InterviewSearchState {
  switch (a.type) {
    case 'open':
      return { ...s, view: 'search', draft: s.applied };
    case 'close':
      return { ...s, view: 'list', draft: s.applied };
    case 'draft': {
      const draft = { ...s.draft, ...a.patch };
      return { ...s, draft: { ...draft, specialization: draft.specialization.slice(0, SPECIALIZATION_PICKS) } };
    }
    case 'submit':
      return { ...s, view: 'list', applied: { ...s.draft, companyName: s.draft.companyName.trim() } };
    case 'reset':
      return { ...s, view: 'list', applied: EMPTY_FILTER, draft: EMPTY_FILTER };
    case 'sort':
      return { ...s, orderKey: a.orderKey };
  }
}

export const filterActive = (f: InterviewFilter): boolean => f.companyName !== '' || f.specialization.length > 0 || f.interviewResults !== 'all';

/** The list call's filter query: companyName, interviewResults (none for All), specialization as a JSON array of ids. */
export function interviewQuery(f: InterviewFilter): { companyName?: string; interviewResults?: ResultCode; specialization?: string } {
  return {
    ...(f.companyName ? { companyName: f.companyName } : {}),
    ...(f.interviewResults !== 'all' ? { interviewResults: f.interviewResults } : {}),
    ...(f.specialization.length ? { specialization: JSON.stringify(f.specialization) } : {}),
  };
}
