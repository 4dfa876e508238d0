/** Days in Manila (UTC+8 all year, no daylight saving): permit validity. */

/** The day in Manila (YYYY-MM-DD) of an instant. */
export const manilaDate = (now: Date) => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** A real calendar day 'YYYY-MM-DD' (not 2026-02-30). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** The same day `years` later (29 February becomes 1 March). */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d)).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' as the DATE column's value, and back. */
export const dayToDate = (day: string) => new Date(`${day}T00:00:00Z`);
export const dateToDay = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);
