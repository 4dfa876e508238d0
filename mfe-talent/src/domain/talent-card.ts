/** What a talent card shows, worked out from a list item (pure, tested). */
import { toCalendarDay } from '@phjobs/ui/format';

/** A URL-safe form of a title for /talent/{slug}/{id}: lower case ASCII words joined by '-', at most 60 characters; 'talent' when nothing is left. */
export function talentSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'talent';
}

export const talentPath = (resumeId: number, title: string) => `/talent/${talentSlug(title)}/${resumeId}`;

/** Age in full years on `today` ('YYYY-MM-DD' birth date); null when unknown. */
export function ageOn(birthDate: string | null, today: Date = new Date()): number | null {
  if (!birthDate || !/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) return null;
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const now = toCalendarDay(today);
  if (!now) return null;
  let age = now.y - y;
  if (now.m < m || (now.m === m && now.d < d)) age -= 1;
  return age >= 0 ? age : null;
}

/** 'Newcomer', '8 months', '1 year', '3 years 2 months'. */
export function careerLabel(months: number, isNewcomer: boolean): string {
  if (months <= 0) return isNewcomer ? 'Newcomer' : 'No career';
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const y = years ? `${years} ${years === 1 ? 'year' : 'years'}` : '';
  const m = rest ? `${rest} ${rest === 1 ? 'month' : 'months'}` : '';
  return [y, m].filter(Boolean).join(' ');
}

/** 'Male' for 003A, otherwise 'Female' (employer.md); '' when unknown. */
export const genderLabel = (code: string | null) => (code === null ? '' : code === '003A' ? 'Male' : 'Female');
