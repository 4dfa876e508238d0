/**
 * Career arithmetic of the spec's Resume: periods are 'YYYY-MM', both ends included; an isInOffice
 * entry runs up to the current month (in the Philippines, whatever the server's time zone).
 */
import type { ResumeCareer } from '@phjobs/contracts/talent';

/** 'YYYY-MM' of `now` in Manila (UTC+8, no daylight saving). */
export function manilaMonth(now: Date = new Date()): string {
  const manila = new Date(now.getTime() + 8 * 3_600_000);
  return `${manila.getUTCFullYear()}-${String(manila.getUTCMonth() + 1).padStart(2, '0')}`;
}

const monthNumber = (yearMonth: string): number => {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  return year * 12 + (month - 1);
};

/** The entries as answered: an isInOffice entry ends at the current month. */
export function careerAsOf(career: readonly ResumeCareer[], now: Date = new Date()): ResumeCareer[] {
  const current = manilaMonth(now);
  return career.map((entry) => (entry.isInOffice ? { ...entry, periodTo: current } : entry));
}

/**
 * totalNumberOfMonthsInCareer: the months covered by the entries, each month counted once (two jobs
 * held at the same time do not double the experience). A period ending before it starts counts nothing.
 */
export function careerMonths(career: readonly ResumeCareer[], now: Date = new Date()): number {
  const intervals = careerAsOf(career, now)
    .map((entry) => [monthNumber(entry.periodFrom), monthNumber(entry.periodTo)] as const)
    .filter(([from, to]) => to >= from)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [from, to] of intervals) {
    if (to <= end) continue;
    total += to - Math.max(from, end + 1) + 1;
    end = to;
  }
  return total;
}
