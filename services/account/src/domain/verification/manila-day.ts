/** Start of the calendar day in Asia/Manila (UTC+8, no daylight saving): when the daily limits reset. */
export function startOfManilaDay(now: Date): Date {
  const offsetMs = 8 * 3_600_000;
  const dayMs = 86_400_000;
  return new Date(Math.floor((now.getTime() + offsetMs) / dayMs) * dayMs - offsetMs);
}
