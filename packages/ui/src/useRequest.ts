import { useCallback, useEffect, useRef, useState } from 'react';

export type RequestState<T> =
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: T | null; error: unknown };

/**
 * Runs `fn` when `deps` change (aborting the previous call) and on `reload()`.
 * `enabled: false` keeps it in 'loading' without calling (e.g. until the session is known).
 */
export function useRequest<T>(
  fn: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  enabled = true,
): RequestState<T> & { reload: () => void } {
  const [state, setState] = useState<RequestState<T>>({ status: 'loading', data: null, error: null });
  const [nonce, setNonce] = useState(0);
  const fnRef = useRef(fn);
  fnRef.current = fn;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState((s) => ({ status: 'loading', data: s.data, error: null }));
    fnRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((s) => ({ status: 'error', data: s.data, error }));
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, nonce, enabled]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { ...state, reload };
}
