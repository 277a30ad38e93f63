import { useState } from 'react';
import type { ActionError } from '../../i18n/index.ts';
import type { ActionResult } from '../../sync/index.ts';

/** Runs one account action at a time and keeps its state for the form. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ActionError | null>(null);
  const [done, setDone] = useState(false);
  const run = async (action: () => Promise<ActionResult>): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    setError(null);
    setDone(false);
    const result = await action();
    setBusy(false);
    if (result.ok) setDone(true);
    else setError(result.error);
    return result.ok;
  };
  return { busy, error, done, run };
}
