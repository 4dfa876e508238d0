/** Runs `task` now and then every interval (the permits' expiry: every minute); stop() ends the timer. `ready` is the first run. */
export function scheduleEveryMinute(task: () => Promise<unknown>, onError: (error: unknown) => void, intervalMs = 60_000): { stop(): void; ready: Promise<void> } {
  const run = () =>
    task().then(
      () => undefined,
      (error: unknown) => onError(error),
    );
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), ready: run() };
}
