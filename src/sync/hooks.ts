import { useSyncExternalStore } from 'react';
import { useKv } from '../db/kv.ts';
import type { SyncStatusRow } from '../db/schema.ts';

/** The sync engine's state for the UI: undefined while loading, null before the first report. */
export function useSyncStatus(): SyncStatusRow | null | undefined {
  return useKv('syncStatus');
}

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser thinks it is online; live. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}
