/**
 * Badge rules of the job ad detail (jobs-seeker spec, sections 2 and 9):
 * - Employment Contract, 3 Major Insurances, Business Permit from the ad's flags;
 * - NEW for ads under 7 days old;
 * - the deadline badge: 'Closing Soon' when the deadline is in the future and within 15 days, for
 *   ads that have a work type; otherwise D-day, D-n or D+n.
 */
import { LIMITS } from '@phjobs/contracts/codes';
import { calendarDaysBetween } from '@phjobs/ui/format';

export type Badge = { label: string; tone: 'accent' | 'success' | 'warning' | 'danger' | 'default' };

const DAY_MS = 86_400_000;

/** True while the ad is under 7 days old. */
export function isNewAd(createdAt: string | null | undefined, now: Date): boolean {
  if (!createdAt) return false;
  const created = new Date(createdAt).getTime();
  if (Number.isNaN(created)) return false;
  const age = now.getTime() - created;
  return age >= 0 && age < LIMITS.newBadgeDays * DAY_MS;
}

/** 'D-day', 'D-3' (3 days left), 'D+2' (2 days past); null without a deadline. */
export function dDay(deadline: string | null | undefined, now: Date): string | null {
  if (!deadline) return null;
  const days = calendarDaysBetween(now, deadline);
  if (days === null) return null;
  if (days === 0) return 'D-day';
  return days > 0 ? `D-${days}` : `D+${-days}`;
}

/** The deadline badge: 'Closing Soon' (future, within 15 days, ad with a work type) or the D-day text. */
export function deadlineBadge(deadline: string | null | undefined, hasWorkType: boolean, now: Date): Badge | null {
  if (!deadline) return null;
  const days = calendarDaysBetween(now, deadline);
  if (days === null) return null;
  if (hasWorkType && days > 0 && days <= LIMITS.closingSoonDays) return { label: 'Closing Soon', tone: 'danger' };
  const label = dDay(deadline, now);
  if (!label) return null;
  return { label, tone: days < 0 ? 'default' : days <= 3 ? 'danger' : 'warning' };
}

export type BadgeSource = {
  isEmploymentContact: boolean;
  isThreeMajor: boolean;
  isPermit: boolean;
  jobCreatedAt: string;
};

/** The badges under the posting date, in the spec's order. */
export function adBadges(ad: BadgeSource, now: Date): Badge[] {
  const badges: Badge[] = [];
  if (ad.isEmploymentContact) badges.push({ label: 'Employment Contract', tone: 'success' });
  if (ad.isThreeMajor) badges.push({ label: '3 Major Insurances', tone: 'success' });
  if (ad.isPermit) badges.push({ label: 'Business Permit', tone: 'success' });
  if (isNewAd(ad.jobCreatedAt, now)) badges.push({ label: 'NEW', tone: 'accent' });
  return badges;
}
