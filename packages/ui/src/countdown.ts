/**
 * Countdowns of verification codes (a code lives 300 seconds, shown as minutes:seconds) and resend
 * throttles. Pure helpers; `useCountdown` (./useCountdown) ticks them in a component.
 */

/** '05:00', '04:59', ... '00:00': whole seconds left as MM:SS (negative and non-numbers give '00:00'). */
export function formatCountdown(totalSeconds: number): string {
  const s = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const minutes = Math.floor(s / 60);
  const seconds = s % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** Whole seconds from `nowMs` until `deadlineMs`, rounded up (a started second counts), never below 0. */
export function secondsLeft(deadlineMs: number | null | undefined, nowMs: number): number {
  if (deadlineMs === null || deadlineMs === undefined || !Number.isFinite(deadlineMs)) return 0;
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}
