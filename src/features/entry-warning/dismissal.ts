const KEY = 'entryWarningDismissedAt';
/** Read by the server too, which then leaves the warning out of the home page's HTML (decision 093). */
export const DISMISSAL_COOKIE = 'entry_ok';
const COOKIE_DAYS = 365;

type CookieJar = { cookie: string };
const browserCookies = (): CookieJar | undefined => (typeof document === 'undefined' ? undefined : document);

function cookieValue(jar: CookieJar | undefined): number | null {
  const match = new RegExp(`(?:^|;\\s*)${DISMISSAL_COOKIE}=(\\d+)`).exec(jar?.cookie ?? '');
  const value = Number(match?.[1]);
  return Number.isFinite(value) && value > 0 ? value : null;
}

function writeCookie(at: number, jar: CookieJar | undefined): void {
  if (jar) jar.cookie = `${DISMISSAL_COOKIE}=${at}; path=/; max-age=${COOKIE_DAYS * 86_400}; samesite=lax`;
}

/** When the entry warning was dismissed (ms since epoch), or null; storage failures count as never. */
export function readDismissal(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage, jar: CookieJar | undefined = browserCookies()): number | null {
  let stored: number | null = null;
  try {
    const value = Number(storage?.getItem(KEY));
    stored = Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    stored = null;
  }
  const cookie = cookieValue(jar);
  // a dismissal from before the cookie existed: tell the server too, so it stops painting the warning
  if (stored !== null && cookie === null) writeCookie(stored, jar);
  return stored ?? cookie;
}

/** Remember the dismissal with its timestamp (local storage and a cookie); returns the timestamp. */
export function saveDismissal(now: number = Date.now(), storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage, jar: CookieJar | undefined = browserCookies()): number {
  try {
    storage?.setItem(KEY, String(now));
  } catch {
    // private mode or full storage: the cookie still remembers it
  }
  writeCookie(now, jar);
  for (const listener of listeners) listener();
  return now;
}

const listeners = new Set<() => void>();

/**
 * Calls `listener` when the dismissal may have changed: saved in this page (by the app's dialog, or
 * by the server-painted one's Enter while the app's first render is under way, serverDialog.ts), or
 * in another tab. With `readDismissal` as the snapshot of `useSyncExternalStore`, a consent given
 * between a render and its commit is seen at the commit: the visitor is never asked twice.
 */
export function subscribeDismissal(listener: () => void): () => void {
  const fromAnotherTab = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  listeners.add(listener);
  globalThis.addEventListener?.('storage', fromAnotherTab);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', fromAnotherTab);
  };
}
