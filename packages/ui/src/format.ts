/**
 * Formatters of the spec: pesos with en-US grouping ('₱12,345'), dates MM-DD-YYYY, counts with
 * en-US grouping ('1,234 jobs'). All are pure and never throw: unusable input gives ''.
 */

const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const AMOUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
/** Dates of the marketplace are Philippine dates. */
export const TIME_ZONE = 'Asia/Manila';

const toNumber = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
};

/** `₱12,345`, `₱72.13`; '' for null/undefined/non-numbers. */
export function formatPeso(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return n === null ? '' : `₱${AMOUNT.format(n)}`;
}

/** `1,234` (en-US grouping, whole numbers). */
export function formatCount(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return n === null ? '0' : COUNT.format(Math.trunc(n));
}

/** The count line of list screens: `1,234 jobs`. */
export function formatJobCount(value: number | string | null | undefined, unit = 'jobs'): string {
  return `${formatCount(value)} ${unit}`;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const MANILA_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Calendar day (in Manila) of a date-only string, ISO timestamp, epoch ms or Date. */
export function toCalendarDay(value: string | number | Date | null | undefined): { y: number; m: number; d: number } | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value.trim());
    if (match) return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(MANILA_PARTS.formatToParts(date).map((p) => [p.type, p.value]));
  return { y: Number(parts.year), m: Number(parts.month), d: Number(parts.day) };
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
