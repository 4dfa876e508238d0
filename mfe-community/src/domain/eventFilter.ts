/**
 * The /event screen's filter (account-community spec, sections 2 and 4): tabs Notice (022B,
 * default), Event (022A) and Winner Announcement (022C); on the Event tab a status dropdown
 * (027A Ongoing, default; 027B End). Switching the tab resets the keyword and the status to
 * Ongoing and closes the search panel. The dropdown's developer errors ('invalid dropdown id',
 * 'no dropdown value found') are thrown for a programming mistake and only logged, never shown.
 */
import { EVENT_CATEGORY, EVENT_STATUS, type EventCategoryCode, type EventStatusCode } from '@phjobs/contracts/codes';

export const EVENT_TABS: readonly { value: EventCategoryCode; label: string }[] = [
  { value: '022B', label: EVENT_CATEGORY['022B'] },
  { value: '022A', label: EVENT_CATEGORY['022A'] },
  { value: '022C', label: EVENT_CATEGORY['022C'] },
];
export const DEFAULT_CATEGORY: EventCategoryCode = '022B';
export const DEFAULT_STATUS: EventStatusCode = '027A';

/** The dropdown groups of the event filter: only event_status. */
export const DROPDOWNS = { event_status: [{ value: '027A', label: EVENT_STATUS['027A'] }, { value: '027B', label: EVENT_STATUS['027B'] }] } as const;
export type DropdownId = keyof typeof DROPDOWNS;

export const INVALID_DROPDOWN_ID = 'invalid dropdown id';
export const NO_DROPDOWN_VALUE = 'no dropdown value found';

/** A dropdown's option by its id and value; throws the spec's developer errors. */
export function dropdownOption(id: string, value: string): { value: EventStatusCode; label: string } {
  if (!(id in DROPDOWNS)) throw new Error(INVALID_DROPDOWN_ID);
  const option = DROPDOWNS[id as DropdownId].find((o) => o.value === value);
  if (!option) throw new Error(NO_DROPDOWN_VALUE);
  return option;
}

export type EventFilter = { category: EventCategoryCode; keyword: string; statusCode: EventStatusCode; searchOpen: boolean };
export const initialEventFilter = (category: EventCategoryCode = DEFAULT_CATEGORY): EventFilter => ({ category, keyword: '', statusCode: DEFAULT_STATUS, searchOpen: false });

export type EventFilterAction =
  | { type: 'tab'; category: EventCategoryCode }
  | { type: 'toggleSearch' }
  | { type: 'search'; keyword: string }
  | { type: 'status'; id: string; value: string };

export function eventFilterReducer(state: EventFilter, action: EventFilterAction): EventFilter {
  switch (action.type) {
    case 'tab':
      // switching category resets the keyword and the status to Ongoing, and closes the panel
      return initialEventFilter(action.category);
    case 'toggleSearch':
      return { ...state, searchOpen: !state.searchOpen };
    case 'search':
      return { ...state, keyword: action.keyword.trim() };
    case 'status':
      try {
        return { ...state, statusCode: dropdownOption(action.id, action.value).value };
      } catch (error) {
        // a developer error: logged, the filter stays as it was
        console.error(error);
        return state;
      }
  }
}

/** The call's status filter: only the Event tab sends one. */
export const statusOf = (filter: EventFilter): EventStatusCode | null => (filter.category === '022A' ? filter.statusCode : null);

/** MM.DD.YYYY of an ISO date (spec section 9). */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getMonth() + 1)}.${pad(d.getDate())}.${d.getFullYear()}`;
}
