// The device remembers the last session-end notice it showed (decision 133), like the storage
// notice (AppToasts): by its time, in localStorage, so it shows once even before the worker runs.
const SEEN_KEY = 'sessionEndSeen';

export function readSessionEndSeen(): number {
  try {
    return Number(localStorage.getItem(SEEN_KEY) ?? 0) || 0;
  } catch {
    return 0;
  }
}

export function saveSessionEndSeen(at: number): void {
  try {
    localStorage.setItem(SEEN_KEY, String(at));
  } catch {
    // private mode without storage: shown again on the next load
  }
}
