import { useCallback, useEffect, useState } from 'react';
import type { DataExportState } from '../../contract/dataExport.ts';
import type { ActionError } from '../../i18n/index.ts';
import { type DataExportResult, actions } from '../../sync/index.ts';

/** While an export is prepared, its state is asked for again this often (the job takes seconds). */
const PENDING_POLL_MS = 5000;

/**
 * The member's data export as the settings page shows it (decision 124): loaded when shown, asked
 * again every few seconds while the job prepares it, and the request of a new one.
 */
export function useDataExport() {
  const [state, setState] = useState<DataExportState | null | undefined>(undefined);
  const [error, setError] = useState<ActionError | null>(null);
  const [busy, setBusy] = useState(false);

  const take = useCallback((result: DataExportResult) => {
    if (result.ok) {
      setState(result.data);
      setError(null);
    } else {
      setError(result.error);
      setState((previous) => previous ?? null);
    }
  }, []);

  const pending = state?.status === 'pending';
  useEffect(() => {
    let live = true;
    const load = () => void actions.loadDataExport().then((result) => live && take(result));
    load();
    const timer = pending ? window.setInterval(() => document.visibilityState === 'visible' && load(), PENDING_POLL_MS) : undefined;
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [pending, take]);

  const request = async () => {
    if (busy) return;
    setBusy(true);
    take(await actions.requestDataExport());
    setBusy(false);
  };

  return { state, error, busy, request };
}
