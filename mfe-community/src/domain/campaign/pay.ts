/**
 * The pay calculator of /campaign/wage: what a daily wage comes to an hour, a week, a month and a
 * year. Assumptions (stated on the page): 8 hours a day (Labor Code art. 83); a week of 6 or 5 paid
 * days; a month = daily rate x DOLE's factor / 12 (313 for a 6-day week, 261 for a 5-day week: the
 * paid days of a year, rest days unpaid, regular holidays paid). No overtime, premiums or deductions.
 */
import { HOURS_PER_DAY, WORK_WEEKS, type WorkWeekId } from './facts';
import { divideRounded } from './amount';

export type PayBreakdown = {
  /** All in centavos. */
  hourly: number;
  daily: number;
  weekly: number;
  monthly: number;
  yearly: number;
  daysPerWeek: number;
  yearFactor: number;
};

/** The largest daily wage the calculator takes, in pesos (keeps every product a safe integer). */
export const MAX_DAILY_WAGE = 1_000_000_000;

export function payFromDailyWage(dailyCentavos: number, week: WorkWeekId): PayBreakdown {
  if (!Number.isSafeInteger(dailyCentavos) || dailyCentavos < 0) throw new RangeError('dailyCentavos must be a whole number of centavos, 0 or more');
  if (dailyCentavos > MAX_DAILY_WAGE * 100) throw new RangeError(`the daily wage is at most PHP ${MAX_DAILY_WAGE}`);
  const schedule = WORK_WEEKS.find((w) => w.id === week);
  if (!schedule) throw new RangeError(`unknown work week ${week}`);
  return {
    hourly: divideRounded(dailyCentavos, HOURS_PER_DAY),
    daily: dailyCentavos,
    weekly: dailyCentavos * schedule.daysPerWeek,
    monthly: divideRounded(dailyCentavos * schedule.yearFactor, 12),
    yearly: dailyCentavos * schedule.yearFactor,
    daysPerWeek: schedule.daysPerWeek,
    yearFactor: schedule.yearFactor,
  };
}

/** Pay for a day or an hour at `percent` of the rate (130 for a rest day), in centavos, rounded half up. */
export function atPercent(centavos: number, percent: number): number {
  return divideRounded(centavos * percent, 100);
}
