/// <reference lib="webworker" />
// The service worker (built by vite-plugin-pwa, injectManifest): precached app shell, offline
// navigations, a bounded cache of member photos, Web Push notifications and pokes for the sync
// engine. API answers are never cached here: Dexie is the cache.
import { cacheNames, clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { withConversationPaint } from './conversationPaint.ts';
import { mediaCacheFirst } from './mediaCache.ts';
import { OUTBOX_SYNC_TAG, REFRESH_SYNC_TAG } from '../src/contract/constants.ts';
import { TAB_CHANNEL } from '../workers/leader.ts';
import { refreshWithAppClosed, sendOutboxWithAppClosed, type ClosedAppEnv, type ClosedAppOutcome } from './closedApp.ts';
import { currentMember, localBadge, markReadFromNotification, writePushedLike, writePushedMessage, type InboxEnv } from './inbox.ts';
import { NOTIFICATION_BADGE, NOTIFICATION_ICON, parseFullPayload, parsePushPayload, sameOriginUrl } from './push.ts';

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
// A conversation's address gets the shell with the conversation painted in it from the member's
// database (decision 201): a notification's message is readable before the app has started.
const shell = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(async (options) => withConversationPaint(options.url, await shell(options), inboxEnv()), {
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

function inboxEnv(): InboxEnv {
  return { host: self.location.host, indexedDB: self.indexedDB, now: () => Date.now() };
}

/** Runs the closed app's engine work (closedApp.ts) with the tabs' channel open for its length. */
async function withChannel(work: (env: ClosedAppEnv) => Promise<ClosedAppOutcome>): Promise<ClosedAppOutcome> {
  const channel = new BroadcastChannel(TAB_CHANNEL);
  try {
    return await work({
      ...inboxEnv(),
      fetch: (input, init) => self.fetch(input, init),
      locks: self.navigator.locks,
      channel,
      hasWindows: async () => (await self.clients.matchAll({ type: 'window' })).length > 0,
      isOffline: () => !self.navigator.onLine,
    });
  } finally {
    channel.close();
  }
}

type SyncManagerLike = { register(tag: string): Promise<void> };
interface SyncEventLike extends ExtendableEvent {
  tag: string;
  lastChance?: boolean;
}

/** The outbox out now, with or without a tab; what is left waits for the next Background Sync. */
async function sendOutbox(): Promise<void> {
  const outcome = await withChannel(sendOutboxWithAppClosed);
  if (outcome === 'left') await (self.registration as ServiceWorkerRegistration & { sync?: SyncManagerLike }).sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
}

// Every push shows a notification (a silent push is punished by browsers), updates the app badge
// and tells open tabs to pull. A push for the device's current member first writes the message,
// like or match it brings into their database (decisions 178, 182), so that the notification opens
// onto it without a network; a push for anyone else (after a logout, an account switch, a forced
// logout) writes nothing and shows only the generic line.
self.addEventListener('push', (event) => {
  const raw = event.data?.text() ?? null;
  event.waitUntil(onPush(raw));
});

async function onPush(raw: string | null): Promise<void> {
  const payload = parsePushPayload(raw, self.location.hostname);
  const full = parseFullPayload(raw);
  const env = inboxEnv();
  if (full?.member_id !== undefined && (await currentMember(env)) !== full.member_id) {
    await self.registration.showNotification(full.generic?.title || self.location.hostname, {
      body: full.generic?.body ?? '',
      tag: 'generic',
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      data: { url: '/', kind: 'generic' },
    });
    return;
  }
  if (full?.message) await writePushedMessage(full, env).catch(() => 'nothing');
  if (full?.like) await writePushedLike(full, env).catch(() => 'nothing');
  const conversationId = full?.conversation_id;
  const readable = full?.actions !== undefined && conversationId !== undefined && full.member_id !== undefined;
  const options: NotificationOptions & { actions?: Array<{ action: string; title: string }> } = {
    body: payload.body,
    tag: payload.tag,
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
    data: { url: payload.url, kind: payload.kind, memberId: full?.member_id, conversationId },
    // Notification actions where the engine shows them (Chromium); elsewhere a click opens
    ...(readable && full.actions ? { actions: [{ action: 'read', title: full.actions.read }, { action: 'open', title: full.actions.open }] } : {}),
  };
  await Promise.all([self.registration.showNotification(payload.title, options), updateBadge(payload.badge), pokeClients()]);
}

/** "Mark as read": read on the device at once, the read mark queued and sent as soon as possible. */
async function markReadAction(data: { memberId?: unknown; conversationId?: unknown } | null): Promise<void> {
  if (typeof data?.memberId !== 'number' || typeof data.conversationId !== 'number') return;
  const env = inboxEnv();
  if (!(await markReadFromNotification(data.memberId, data.conversationId, env))) return;
  await updateBadge(await localBadge(env));
  await sendOutbox();
}

// "Mark as read" reads without opening; "Open" and a click on the notification itself: focus a
// tab that shows the screen already; else ask any open tab to show it (no reload); else open a
// new window on it.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown; memberId?: unknown; conversationId?: unknown } | null;
  if (event.action === 'read') {
    event.waitUntil(markReadAction(data));
    return;
  }
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

// Background Sync (Chromium): the outbox goes out when the network returns, every tab closed or
// not; rows still waiting make the sync fail, so the browser tries again later.
self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as unknown as SyncEventLike;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    withChannel(sendOutboxWithAppClosed).then((outcome) => {
      if (outcome === 'left' && !sync.lastChance) throw new Error('outbox rows are still waiting');
    }),
  );
});

// Periodic Background Sync (an installed Chromium app): chats and likes refreshed while it is closed.
self.addEventListener('periodicsync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as unknown as SyncEventLike;
  if (sync.tag !== REFRESH_SYNC_TAG) return;
  sync.waitUntil(withChannel(refreshWithAppClosed).then(() => undefined));
});
