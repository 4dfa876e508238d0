import { useCallback, useSyncExternalStore } from 'react';
import { secondsLeft } from './countdown';

/**
 * Seconds left until `deadlineMs` (epoch ms), checked every quarter second while it runs (a
 * re-render when the number changes); 0 when there is no deadline or it has passed. The clock is
 * an external store to React: a new deadline counts from the current time in its first render.
 */
export function useCountdown(deadlineMs: number | null): number {
  const subscribe = useCallback(
    (tick: () => void) => {
      if (deadlineMs === null) return () => {};
      const timer = setInterval(() => {
        tick();
        if (Date.now() >= deadlineMs) clearInterval(timer);
      }, 250);
      return () => clearInterval(timer);
    },
    [deadlineMs],
  );
  return useSyncExternalStore(subscribe, () => secondsLeft(deadlineMs, Date.now()));
}
