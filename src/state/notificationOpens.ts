import { navigate } from 'wouter/use-browser-location';
import { leaveFor } from '../sync/client.ts';

/** A notification click with a tab already open: the service worker asks the tab to show the screen. */
export function listenForNotificationOpens(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown; url?: unknown } | null;
    if (data?.type !== 'open' || typeof data.url !== 'string') return;
    const url = new URL(data.url, window.location.origin);
    if (url.origin !== window.location.origin) return;
    // a campaign's link (/api/c/…, decision 131) is the server's: it counts the click and redirects
    if (url.pathname.startsWith('/api/')) void leaveFor(url.href);
    else navigate(`${url.pathname}${url.search}`);
  });
}
