import { useEffect, useState } from 'react';
import { secondsLeft } from './countdown';

/**
 * Seconds left until `deadlineMs` (epoch ms), re-rendering every quarter second while it runs;
 * 0 when there is no deadline or it has passed.
 */
export function useCountdown(deadlineMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (deadlineMs === null) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= deadlineMs) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadlineMs]);
  return secondsLeft(deadlineMs, now);
}
