/// <reference lib="webworker" />
// The service worker (built by vite-plugin-pwa, injectManifest): precached app shell, offline
// navigations, a bounded cache of member photos, Web Push notifications and pokes for the sync
// engine. API answers are never cached here: Dexie is the cache.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { mediaCacheFirst } from './mediaCache.ts';
import { parsePushPayload, sameOriginUrl } from './push.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

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

self.addEventListener('push', (event) => {
  const payload = parsePushPayload(event.data?.text() ?? null, self.location.hostname);
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        data: { url: payload.url, kind: payload.kind },
      }),
      pokeClients(),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const url = sameOriginUrl(typeof data?.url === 'string' ? data.url : '/', self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url);
      if (open) {
        await open.focus();
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
