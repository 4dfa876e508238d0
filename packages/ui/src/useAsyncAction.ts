import { useCallback, useState } from 'react';
import { causeOf } from './cause';

/**
 * One async action of a screen (save, delete, upload): `busy` while it runs, its failure's cause in
 * `error` (cleared when the next run starts). `then` runs when it ends either way (close a dialog,
 * reset a file input).
 */
export function useAsyncAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (action: () => Promise<void>, then?: () => void) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(causeOf(e));
    } finally {
      setBusy(false);
      then?.();
    }
  }, []);
  return { busy, error, setError, run };
}
