import type { ResumeCareer } from '@phjobs/contracts/talent';

const monthIndex = (ym: string) => {
  const [y, m] = ym.split('-').map(Number) as [number, number];
  return y * 12 + (m - 1);
};

/** Months of a career list, overlaps counted once; an isInOffice entry runs to `now`'s month. */
export function careerMonthsOf(career: readonly ResumeCareer[], now: Date = new Date()): number {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const months = new Set<number>();
  for (const entry of career) {
    if (!entry?.periodFrom) continue;
    const from = monthIndex(entry.periodFrom);
    const to = entry.isInOffice || !entry.periodTo ? current : monthIndex(entry.periodTo);
    for (let m = from; m <= to && m - from < 1200; m++) months.add(m);
  }
  return months.size;
}
