/**
 * The home page menu (account-community spec, 'Home page'): by user type. Visitors see the
 * individual menu; Resume and Chats send them to /enter.
 */
import type { UserType } from '@phjobs/contracts/codes';

export type MenuItem = { label: string; to: string; icon: string };

const INDIVIDUAL: readonly MenuItem[] = [
  { label: 'Jobs', to: '/ad/all', icon: 'briefcase' },
  { label: 'Resume', to: '/myPage/resume', icon: 'file' },
  { label: 'Chats', to: '/myPage/chats', icon: 'chat' },
  { label: 'Multilingual', to: '/multilingual', icon: 'globe' },
];

const BUSINESS: readonly MenuItem[] = [
  { label: 'Applicant Management', to: '/myPage/applicant', icon: 'users' },
  { label: 'Scrapped Talents', to: '/myPage/talent', icon: 'bookmark' },
  { label: 'Application Offer', to: '/offer', icon: 'send' },
  { label: 'Chat Inquiry', to: '/myPage/chats', icon: 'chat' },
];

/** Links that need a login: visitors go to /enter instead. */
const MEMBERS_ONLY = new Set(['/myPage/resume', '/myPage/chats']);

export function homeMenu(userType: UserType | null): MenuItem[] {
  if (userType === 'company' || userType === 'master.company') return [...BUSINESS];
  if (userType === 'individual') return [...INDIVIDUAL];
  return INDIVIDUAL.map((item) => (MEMBERS_ONLY.has(item.to) ? { ...item, to: '/enter' } : item));
}

/** The search box goes to /search?query=...; an empty query goes to /search. */
export function searchHref(query: string): string {
  const q = query.trim();
  return q ? `/search?query=${encodeURIComponent(q)}` : '/search';
}
