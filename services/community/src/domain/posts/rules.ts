/**
 * The rules of the member-written areas that need no database (contracts community-posts.ts says
 * the decisions): who may write, nicknames, 'new', Manila days and years, company names compared,
 * and the automatic first pass of an interview review.
 */
import { COMMUNITY_POST_ERROR_CODES, COMMUNITY_POST_MESSAGES as M, COMMUNITY_POST_NEW_HOURS } from '@phjobs/contracts/community-posts';
import { HttpError } from '@phjobs/service-kit/errors';
import type { Principal } from '@phjobs/service-kit/auth';

/** Only individual members write (company and master members: 403 with the spec's message). */
export function requireIndividual(principal: Principal): void {
  if (principal.userType !== 'individual') throw new HttpError(403, COMMUNITY_POST_ERROR_CODES.individualOnly, M.onlyIndividual);
}

/** Someone else's item: 403, nothing changes. */
export const notOwner = () => new HttpError(403, COMMUNITY_POST_ERROR_CODES.notOwner, M.notOwner);

/**
 * A nickname from a name: its first word's first letters (up to 3, never the whole word) and
 * '***'. 'Juan Dela Cruz' -> 'Jua***', 'Ana' -> 'An***', 'Jo' -> 'J***', '' -> 'Member***'.
 */
export function maskName(name: string): string {
  const first = name.trim().split(/[\s._@+-]+/u)[0] ?? '';
  const letters = Array.from(first);
  if (letters.length === 0) return 'Member***';
  const keep = Math.max(1, Math.min(3, letters.length - 1));
  return `${letters.slice(0, keep).join('')}***`;
}

/** The nickname of a member: their full name masked, else their e-mail's local part masked. */
export const nicknameOf = (fullName: string | null, email: string): string => maskName(fullName?.trim() ? fullName : (email.split('@')[0] ?? ''));

/** A list item is new while younger than 24 hours. */
export const isNewAt = (createdAt: Date, now: Date): boolean => now.getTime() - createdAt.getTime() < COMMUNITY_POST_NEW_HOURS * 3_600_000;

const MANILA_OFFSET = 8 * 3_600_000;
/** The Manila day (YYYY-MM-DD) of an instant. */
export const manilaDate = (now: Date): string => new Date(now.getTime() + MANILA_OFFSET).toISOString().slice(0, 10);
/** The start of the Manila day of an instant. */
export const startOfManilaDay = (now: Date): Date => new Date(Math.floor((now.getTime() + MANILA_OFFSET) / 86_400_000) * 86_400_000 - MANILA_OFFSET);
export const manilaYear = (now: Date): number => new Date(now.getTime() + MANILA_OFFSET).getUTCFullYear();
/** The current Manila month 'YYYY-MM'. */
export const manilaMonth = (now: Date): string => new Date(now.getTime() + MANILA_OFFSET).toISOString().slice(0, 7);

/** Company names are compared in lower case with spaces collapsed ('Jollibee  Foods' = 'jollibee foods'). */
export const companyKey = (name: string): string => name.trim().replace(/\s+/gu, ' ').toLowerCase();

/** Rounded to one decimal. */
export const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

// ---------------------------------------------------------------------------------------------
// The automatic first pass of an interview review: reviews are anonymous
// ---------------------------------------------------------------------------------------------

/** An e-mail address. */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u;
/**
 * A phone number: a Philippine mobile (09xx xxx xxxx, +63 9xx...), a landline with area code
 * ((02) 8xxx xxxx), or any run of 10+ digits with spaces, dots or dashes between.
 */
const PHONES = [/(?:\+?63|0)[\s.-]?9\d{2}[\s.-]?\d{3}[\s.-]?\d{4}/u, /\(0\d{1,2}\)[\s.-]?\d{3,4}[\s.-]?\d{4}/u, /(?:\d[\s.-]?){10,}/u];
/** A title or honorific followed by a capitalised word: 'Ms. Santos', 'Sir Mark', "Ma'am Joy", 'HR Jenny'. */
const PERSON = /(?:^|[^\p{L}])(?:Mr|Mrs|Ms|Miss|Mx|Sir|Ma'?am|Madam|Dr|Engr|Atty|Kuya|Ate|HR|Recruiter)\.?\s+\p{Lu}\p{Ll}+/u;

export type ScreeningFinding = 'contactDetails' | 'personNames';

/** What the first pass finds in a text: contact details, or a person's name after a title; null when clean. */
export function screenText(text: string): ScreeningFinding | null {
  if (EMAIL.test(text) || PHONES.some((pattern) => pattern.test(text))) return 'contactDetails';
  if (PERSON.test(text)) return 'personNames';
  return null;
}
