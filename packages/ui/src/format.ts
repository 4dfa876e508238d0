/**
 * Formatters of the spec: pesos with en-US grouping ('₱12,345'), dates MM-DD-YYYY, counts with
 * en-US grouping ('1,234 jobs'). All are pure and never throw: unusable input gives ''.
 *
 * Written without Intl on purpose: the first Intl formatter a page makes loads the browser's ICU
 * data, 55-165 ms of main thread on this project's machine (4x that on Lighthouse's phone), and
 * every first screen formats a salary, a count or a date. The en-US forms used here are simple
 * enough to write out; test/format.test.ts checks them against Intl.
 */

/** Dates of the marketplace are Philippine dates. */
export const TIME_ZONE = 'Asia/Manila';
/**
 * Philippine time is UTC+8 all year (no daylight saving since 1978), so a Manila calendar day is
 * the UTC day of the instant moved 8 hours on.
 */
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * `1234567.5` with at most `maxFraction` decimals, the en-US way: '1,234,567.5'. Rounds as Intl
 * does: the number's shortest decimal form (`String(2.675)` is '2.675'), halves away from zero.
 */
function groupDigits(n: number, maxFraction: number): string {
  const shortest = String(Math.abs(n));
  // exponent forms (below 1e-6, from 1e21 up) are no amount of this marketplace: toFixed is near enough
  const plain = /e/i.test(shortest) ? Math.abs(n).toFixed(maxFraction) : shortest;
  const [whole = '0', fraction = ''] = plain.split('.');
  let digits = whole + fraction.slice(0, maxFraction).padEnd(maxFraction, '0');
  if ((fraction[maxFraction] ?? '0') >= '5') digits = addOne(digits);
  const wholeDigits = digits.slice(0, digits.length - maxFraction) || '0';
  const kept = digits.slice(digits.length - maxFraction).replace(/0+$/, '');
  const text = `${wholeDigits.replace(/\B(?=(\d{3})+$)/g, ',')}${kept ? `.${kept}` : ''}`;
  return n < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

/** A string of decimal digits plus one ('199' -> '200', '99' -> '100'). */
function addOne(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i -= 1;
  return i < 0 ? `1${'0'.repeat(digits.length)}` : `${digits.slice(0, i)}${Number(digits[i]) + 1}${'0'.repeat(digits.length - i - 1)}`;
}

const toNumber = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
};

/** `₱12,345`, `₱72.13`; '' for null/undefined/non-numbers. */
export function formatPeso(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return n === null ? '' : `₱${groupDigits(n, 2)}`;
}

/** `1,234` (en-US grouping, whole numbers). */
export function formatCount(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return n === null ? '0' : groupDigits(Math.trunc(n), 0);
}

/** The count line of list screens: `1,234 jobs`. */
export function formatJobCount(value: number | string | null | undefined, unit = 'jobs'): string {
  return `${formatCount(value)} ${unit}`;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Calendar day (in Manila) of a date-only string, ISO timestamp, epoch ms or Date. */
export function toCalendarDay(value: string | number | Date | null | undefined): { y: number; m: number; d: number } | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value.trim());
    if (match) return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const manila = new Date(date.getTime() + MANILA_OFFSET_MS);
  return { y: manila.getUTCFullYear(), m: manila.getUTCMonth() + 1, d: manila.getUTCDate() };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `MM-DD-YYYY` ('' when the value is not a date). Date-only strings are taken as written. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const day = toCalendarDay(value);
  return day ? `${pad(day.m)}-${pad(day.d)}-${pad(day.y, 4)}` : '';
}

/** Whole calendar days from `from` to `to` (Manila calendar), e.g. 1 for tomorrow, -2 for two days ago. */
export function calendarDaysBetween(from: string | number | Date, to: string | number | Date): number | null {
  const a = toCalendarDay(from);
  const b = toCalendarDay(to);
  if (!a || !b) return null;
  const utc = (x: { y: number; m: number; d: number }) => Date.UTC(x.y, x.m - 1, x.d);
  return Math.round((utc(b) - utc(a)) / 86_400_000);
}

/** Phone numbers of the Philippines with the +63 prefix: '09171234567' -> '+63 917 123 4567'. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/[^\d]/g, '');
  if (!digits) return '';
  const national = digits.startsWith('63') ? digits.slice(2) : digits.startsWith('0') ? digits.slice(1) : digits;
  if (national.length === 10) return `+63 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  // Metro Manila landlines: area code 2 and 8 digits
  if (national.length === 9 && national.startsWith('2')) return `+63 2 ${national.slice(1, 5)} ${national.slice(5)}`;
  return `+63 ${national}`;
}
