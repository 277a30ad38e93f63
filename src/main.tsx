import './contract/zodJitless.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadKv, peekKv, waitForKv } from './db/kv.ts';
import { activateLocale, loadAllMessages } from './i18n/i18n.ts';
import { detectLocale } from './i18n/detectLocale.ts';
import { readLocaleCookie } from './i18n/localeCookie.ts';
import { isShellRoute } from './i18n/shellScreens.ts';
import { installChunkErrorReload } from './state/chunkReload.ts';
import { abortTransactionsOnLeave } from './db/leaveForCache.ts';
import { registerServiceWorker } from './state/pwa.ts';
import { captureInstallPrompt } from './state/install.ts';
import { listenForNotificationOpens } from './state/notificationOpens.ts';
import { startSync } from './sync/client.ts';
import { scheduleSyncStart, StartSyncAfterFirstRender } from './sync/syncStart.tsx';
import { rememberTracking } from './sync/visitTracking.ts';
import { installPageBounceLogging } from './features/landers/pageBounce.ts';
import { handleServerEntryWarning } from './features/entry-warning/serverDialog.ts';
import { preloadServerRenderedScreen } from './app/ssrData.ts';
import { App } from './app/App.tsx';
import { preloadedScreen, preloadScreen, routeOf } from './app/preloadScreen.ts';
import { authRedirect } from './app/authRedirect.ts';
import { yieldToBrowser } from './app/yieldToBrowser.ts';
import { loadMemberParts } from './layouts/memberParts.ts';
import './styles/index.css';
import './styles/public-pages.css';

/** How long a first visit waits for the site's settings before painting without them. */
const SETTINGS_WAIT_MS = 2_000;

/** The locale before the first render: cookie, else the site settings' domain language, else English. */
async function initialLocale() {
  // A chosen language (the cookie) decides at once: no wait for the stored settings.
  const cookie = readLocaleCookie(document.cookie);
  if (cookie) return cookie;
  // On a first visit the sync worker is fetching the settings now; waiting for them a moment
  // paints the page once, in the right language, instead of shifting it when they arrive.
  const settings = await waitForKv('settings', SETTINGS_WAIT_MS);
  return detectLocale({ cookie, domainLanguage: settings?.domain_language, available: settings?.available_locales });
}

/** The staff console's pages (decision 120): its own lazily loaded chunk, none of the members' app. */
const isConsolePage = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

async function main() {
  installChunkErrorReload();
  if (isConsolePage(window.location.pathname)) {
    const root = document.getElementById('root');
    if (!root) throw new Error('index.html has no #root element');
    const { bootConsole } = await import('./admin/boot.tsx');
    return bootConsole(root);
  }
  // The stored member and the site's settings are read from IndexedDB, and the locale they decide
  // chosen, beside the start's work: the locale's catalog was the start's last download when its
  // choice waited for the tasks below (an offline conversation's catalog asked for 75 ms after the
  // entry ran, decision 182's figure).
  const stored = loadKv(['user', 'settings', 'companyinfo']);
  const locale = initialLocale();
  // The start's synchronous work runs in three tasks, not in the entry's evaluation alone: the
  // entry's modules, the opened screen's preload (a link element per file of its chunks), then the
  // rest; at 4x CPU the longest start task of a conversation went from 137 to 81 ms (decision 160).
  await yieldToBrowser();
  preloadScreen(window.location.pathname);
  await yieldToBrowser();
  installPageBounceLogging(window);
  // the visit's traffic source (network, ref, sub1–3): kept for signup and logged-out browsing (SPEC §3, §6)
  rememberTracking(window.location.search);
  handleServerEntryWarning();
  registerServiceWorker();
  listenForNotificationOpens();
  const screen = preloadServerRenderedScreen();
  // a screen outside the first route's has all its messages at its first render (decision 006)
  if (!isShellRoute(routeOf(window.location.pathname))) void loadAllMessages();
  // The layout's first render knows who is there and the site (no loading state to replace).
  // A member's layout parts (and Dexie) load before it too. On a route only members see (a visitor
  // there is sent to /login) they are asked for at once, beside the read of the stored member
  // instead of after it (decision 142); where visitors may browse (SPEC §6) only for a member.
  const route = routeOf(window.location.pathname);
  if (authRedirect(route, false, true) !== null) loadMemberParts().catch(() => undefined);
  // A stored member's first render paints from what is stored, and the worker starts after it;
  // without them it starts at once (src/sync/syncStart.tsx, decision 154).
  const kv = stored.then(() => {
    const member = Boolean(peekKv('user'));
    scheduleSyncStart(member && Boolean(peekKv('settings')), startSync);
    return member ? loadMemberParts().then(() => undefined) : undefined;
  });
  await activateLocale(await locale);
  // the opened screen's chunk, and a conversation's stored messages, are in its first render
  await Promise.all([screen.catch(() => undefined), kv, preloadedScreen()]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const app = createRoot(root);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // blocking it in one long task; a server-rendered page stays on screen until it commits (decision 092).
  startTransition(() => {
    app.render(
      <StrictMode>
        <App />
        <StartSyncAfterFirstRender start={startSync} />
      </StrictMode>,
    );
  });
}

// before any IndexedDB read: a page left with one in flight held the sync worker's writes (decision 194)
abortTransactionsOnLeave({ window, document, prototype: IDBDatabase.prototype, reload: () => location.reload() });
// before anything else: Chromium's install prompt event may come before any screen mounts (decision 180)
captureInstallPrompt();
void main();
