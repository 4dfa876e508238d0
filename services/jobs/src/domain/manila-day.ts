/** Days in Manila (UTC+8 all year, no daylight saving): Today jobs, deadlines, application periods. */

/** The start of the day in Manila of an instant. */
export function startOfManilaDay(now: Date): Date {
  const offset = 8 * 3_600_000;
  return new Date(Math.floor((now.getTime() + offset) / 86_400_000) * 86_400_000 - offset);
}

/** The day in Manila (YYYY-MM-DD) of an instant. */
export const manilaDate = (now: Date) => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
