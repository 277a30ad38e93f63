// When this tab's sync worker starts (decision 154). A stored member's first render paints from what
// is stored and the worker starts once that render has committed: its start (scripts, leader
// election, the start's pull) would run beside the render on the same cores and delay it. Should the
// render not commit in time, the worker starts anyway. Without a stored member (a visitor; a first
// visit waits for the settings the worker fetches) it starts at once.
import { useEffect } from 'react';

/** The latest a stored member's sync worker starts when the first render has not committed by then. */
export const SYNC_START_LATEST_MS = 3_000;

/**
 * Starts the worker now, or (a stored member with the site's settings) at the latest after
 * SYNC_START_LATEST_MS; `start` must be safe to call twice (startSync is).
 */
export function scheduleSyncStart(storedMember: boolean, start: () => void): void {
  if (storedMember) setTimeout(start, SYNC_START_LATEST_MS);
  else start();
}

/** Rendered beside the app: starts the worker once the first render has committed. */
export function StartSyncAfterFirstRender({ start }: { start: () => void }) {
  useEffect(() => start(), [start]);
  return null;
}
