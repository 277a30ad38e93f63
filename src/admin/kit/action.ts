import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { staffErrorMessage } from '../login/errors.ts';

/**
 * A console screen's write (decision 184): busy while it runs, its failure as one translated
 * sentence, what it did as a notice, and the screen's read refreshed after it.
 */
export interface Action {
  busy: boolean;
  /** the last run's failure, translated; or a screen's own message (`fail`) */
  error: string | null;
  /** what the last run did, for the screen's status line */
  notice: string | null;
  /**
   * Runs `call`; its answer goes to `done`, whose sentence (if any) becomes the notice. Resolves
   * true when it went through, false when it failed (the error is then set).
   */
  run: <T>(call: () => Promise<T>, done?: (answer: T) => string | void) => Promise<boolean>;
  /** shows a message in the error's place (a form's check before any call), or clears it */
  fail: (message: string | null) => void;
  /** a notice that did not come from a run (a child's action, a step of the screen) */
  tell: (message: string | null) => void;
}

export interface ActionOptions {
  /** read the screen again after a run (usually `query.reload`) */
  refresh?: () => void;
  /** refresh after a failure too: a 409 (someone else was first) then shows what they did */
  refreshAfterFailure?: boolean;
}

export function useStaffAction({ refresh, refreshAfterFailure = false }: ActionOptions = {}): Action {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const run = useCallback(
    async <T,>(call: () => Promise<T>, done?: (answer: T) => string | void): Promise<boolean> => {
      setBusy(true);
      setError(null);
      setNotice(null);
      let ok = false;
      try {
        const answer = await call();
        ok = true;
        const message = done?.(answer);
        if (typeof message === 'string') setNotice(message);
        return true;
      } catch (failure) {
        setError(staffErrorMessage(i18n, failure));
        return false;
      } finally {
        setBusy(false);
        if (ok || refreshAfterFailure) refresh?.();
      }
    },
    [i18n, refresh, refreshAfterFailure],
  );
  return { busy, error, notice, run, fail: setError, tell: setNotice };
}
