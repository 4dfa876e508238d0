/**
 * The deadline badge of an application row (account-community.md section 4): 'D-Day' or
 * 'D-{days}', only for ongoing jobs (012C) that have a deadline date.
 */
import { calendarDaysBetween } from '@phjobs/ui/format';

export const ONGOING = '012C';

export function dDayBadge(jobStatusCode: string | null | undefined, deadlineDate: string | null | undefined, now: Date): string | null {
  if (jobStatusCode !== ONGOING || !deadlineDate) return null;
  const days = calendarDaysBetween(now, deadlineDate);
  if (days === null || days < 0) return null;
  return days === 0 ? 'D-Day' : `D-${days}`;
}
