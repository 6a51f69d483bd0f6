import { useCallback, useState } from 'react';
import { notifyError } from './notify';

/**
 * Runs an async action while `busy` is true (for a button's spinner), showing its failure in a
 * toast. `run` never rejects, so a form handler can simply await it.
 */
export function useBusy(): { busy: boolean; run: (action: () => Promise<void>) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
