/**
 * The deadline badge of a job row (account-community.md and employer.md section 4): 'D-Day' or
 * 'D-{days}', only for ongoing jobs (012C) that have a deadline date. The seeker's applications and
 * scraps and the employer's ad management show it.
 */
import { calendarDaysBetween } from './format';

export const ONGOING = '012C';

export function dDayBadge(jobStatusCode: string | null | undefined, deadlineDate: string | null | undefined, now: Date): string | null {
  if (jobStatusCode !== ONGOING || !deadlineDate) return null;
  const days = calendarDaysBetween(now, deadlineDate);
  if (days === null || days < 0) return null;
  return days === 0 ? 'D-Day' : `D-${days}`;
}
