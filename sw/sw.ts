/// <reference lib="webworker" />
// The service worker (built by vite-plugin-pwa, injectManifest): precached app shell, offline
// navigations, a bounded cache of member photos, Web Push notifications and pokes for the sync
// engine. API answers are never cached here: Dexie is the cache.
import { cacheNames, clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { mediaCacheFirst } from './mediaCache.ts';
import { NOTIFICATION_BADGE, NOTIFICATION_ICON, parsePushPayload, sameOriginUrl } from './push.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** The static routing API (Chromium 123+): a rule the browser applies without running this worker. */
interface StaticRoute {
  condition: { urlPattern: string; requestMethod?: string };
  source: 'network' | 'cache' | 'fetch-event' | { cacheName: string };
}
type RoutingInstallEvent = ExtendableEvent & { addRoutes?: (rules: StaticRoute[]) => Promise<void> };

// Decision 149: the build's hashed files are read by the browser straight from the precache, without
// starting this worker or running its fetch handler for each one (a returning member's conversation
// loads about thirty of them). A file not in the precache (the staff console's) goes to the network.
// Browsers without the API keep the precache route above.
self.addEventListener('install', (event: RoutingInstallEvent) => {
  if (typeof event.addRoutes !== 'function') return;
  event.waitUntil(
    event.addRoutes([{ condition: { urlPattern: '/assets/*', requestMethod: 'GET' }, source: { cacheName: cacheNames.precache } }]).catch(() => undefined),
  );
});

// Every app route opens the precached shell, also offline. Server paths and files are left alone.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    // server-rendered pages (payment provider checkout, development outboxes) are never the app shell
    denylist: [/^\/api\//, /^\/sandbox-checkout\//, /^\/dev\//, /^\/media\//, /^\/icons\//, /^\/manifest\.webmanifest$/, /^\/sw\.js$/, /\/[^/?]+\.[a-z0-9]+$/i],
  }),
);

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/media/') && request.method === 'GET',
  ({ request, event }) => mediaCacheFirst(request, event),
);

// Prompt flow: the page asks (workbox-window messageSkipWaiting) after the user accepted.
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

clientsClaim();

async function pokeClients(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: 'poke' });
}

/** SPEC §4: the app badge is unread messages plus new likes; the push carries the count. */
async function updateBadge(count: number | undefined): Promise<void> {
  const nav = self.navigator as WorkerNavigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  if (count === undefined) return;
  try {
    if (count > 0) await nav.setAppBadge?.(count);
    else await nav.clearAppBadge?.();
  } catch {
    // badging not allowed or not supported
  }
}

// Issue 8: every push shows a notification (a silent push is punished by browsers), updates the
// app badge and tells open tabs to pull (chats and likes).
self.addEventListener('push', (event) => {
  const payload = parsePushPayload(event.data?.text() ?? null, self.location.hostname);
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        icon: NOTIFICATION_ICON,
        badge: NOTIFICATION_BADGE,
        data: { url: payload.url, kind: payload.kind },
      }),
      updateBadge(payload.badge),
      pokeClients(),
    ]),
  );
});

// Focus a tab that shows the screen already; else ask any open tab to show it (no reload);
// else open a new window on it.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const url = sameOriginUrl(typeof data?.url === 'string' ? data.url : '/', self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const exact = windows.find((client) => client.url === url);
      const any = exact ?? windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (any) {
        if (!exact) any.postMessage({ type: 'open', url });
        await any.focus().catch(() => undefined);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
