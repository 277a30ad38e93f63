const KEY = 'entryWarningDismissedAt';

/** When the entry warning was dismissed (ms since epoch), or null; storage failures count as never. */
export function readDismissal(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): number | null {
  try {
    const value = Number(storage?.getItem(KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Remember the dismissal with its timestamp; returns the timestamp. */
export function saveDismissal(now: number = Date.now(), storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): number {
  try {
    storage?.setItem(KEY, String(now));
  } catch {
    // private mode or full storage: the warning shows again next visit, which is the safe side
  }
  return now;
}
