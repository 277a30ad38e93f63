import { api } from '../../contract/api.ts';

/** The beacon's URL: the page (path and query, with its tracking data) and where the visitor came from. */
export function pageHiddenUrl(location: { pathname: string; search: string }, referrer: string): string {
  const params = new URLSearchParams({ path: `${location.pathname}${location.search}` });
  if (referrer) params.set('referrer', referrer.slice(0, 500));
  return `${api.pageHidden}?${params.toString()}`;
}

interface BounceWindow {
  location: { pathname: string; search: string };
  document: {
    referrer: string;
    visibilityState: string;
    /** data-page-bounce: public/app-after-paint.js already installed the beacon on a server-painted page */
    documentElement: { hasAttribute(name: string): boolean };
    addEventListener(type: 'visibilitychange', listener: () => void): void;
  };
  navigator: { sendBeacon?(url: string, data?: BodyInit | null): boolean };
}

/**
 * SPEC §4/§7: a page opened with the `lb` query parameter sends POST /api/page-hidden.php with an
 * empty JSON body as a beacon when it is hidden (the visitor leaves or switches away), once per
 * page load. Without `lb` nothing is ever sent. On a page the server painted, the small script
 * that starts the app has installed it already (it runs before the app), and this does nothing.
 */
export function installPageBounceLogging(win: BounceWindow): boolean {
  if (!new URLSearchParams(win.location.search).has('lb')) return false;
  if (win.document.documentElement.hasAttribute('data-page-bounce')) return true;
  const landed = { pathname: win.location.pathname, search: win.location.search };
  let sent = false;
  win.document.addEventListener('visibilitychange', () => {
    if (sent || win.document.visibilityState !== 'hidden' || !win.navigator.sendBeacon) return;
    sent = win.navigator.sendBeacon(pageHiddenUrl(landed, win.document.referrer), new Blob(['{}'], { type: 'application/json' }));
  });
  return true;
}
