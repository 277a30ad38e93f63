import * as Comlink from 'comlink';
import { peekKv, subscribeKv } from '../db/kv.ts';
import type { SyncWorkerApi } from './protocol.ts';
import { provideSync, type RemoteSync } from './remote.ts';

let started = false;

function isVisible(): boolean {
  return document.visibilityState === 'visible';
}

/** Once a member is logged in, ask the browser to keep our IndexedDB (ARCHITECTURE: Dexie). */
function persistStorageOnLogin(): void {
  const unsubscribe = subscribeKv('user', () => {
    if (!peekKv('user')) return;
    unsubscribe();
    navigator.storage?.persist?.().catch(() => undefined);
  });
}

/**
 * The member ended in any way — a forced logout (session revoked, password changed elsewhere),
 * another member logging in, an account deletion — not only the logout button: this browser stops
 * getting their pushes (decision 116; the server also ends the subscriptions of an ended session).
 */
function forgetPushWhenMemberEnds(): void {
  let known: number | null | undefined;
  subscribeKv('user', () => {
    const user = peekKv('user');
    if (user === undefined) return;
    const id = user?.id ?? null;
    if (typeof known === 'number' && id !== known) {
      void import('../state/push.ts').then((push) => push.forgetPushSubscription()).catch(() => undefined);
    }
    known = id;
  });
}

/**
 * Start the sync worker for this tab (call once, from main.tsx). Every tab has a worker; the
 * workers elect one leader that pulls. Safe to call twice.
 */
export function startSync(): void {
  if (started) return;
  started = true;
  const worker = new Worker(new URL('../../workers/sync.worker.ts', import.meta.url), { type: 'module' });
  const remote = Comlink.wrap<SyncWorkerApi>(worker) as unknown as RemoteSync;
  provideSync(remote);

  const ignore = (): void => undefined;
  remote.start({ visible: isVisible(), online: navigator.onLine, page: { host: location.host, search: location.search } }).catch(ignore);
  document.addEventListener('visibilitychange', () => {
    remote.setVisible(isVisible()).catch(ignore);
  });
  // A closing tab must not stay "visible" in the leader's view. A page kept in the back-forward
  // cache (or frozen) gives up leading and its stream; restored, it takes its part again (decision 171).
  // (the page's own database connection is closed by src/db/pageDb.ts, which the first route leaves out)
  const frozen = (): void => {
    remote.setFrozen(true).catch(ignore);
  };
  window.addEventListener('pagehide', (event) => {
    if (event.persisted) frozen();
    else remote.setVisible(false).catch(ignore);
  });
  document.addEventListener('freeze', frozen);
  const restored = (): void => {
    remote.setFrozen(false).catch(ignore);
    remote.setVisible(isVisible()).catch(ignore);
  };
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) restored();
    else remote.setVisible(isVisible()).catch(ignore);
  });
  document.addEventListener('resume', restored);
  window.addEventListener('online', () => {
    remote.setOnline(true).catch(ignore);
  });
  window.addEventListener('offline', () => {
    remote.setOnline(false).catch(ignore);
  });
  // The service worker turns a Web Push message into { type: 'poke' } for open tabs.
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data;
    if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'poke') {
      remote.poke('push').catch(ignore);
    }
  });
  persistStorageOnLogin();
  forgetPushWhenMemberEnds();
}
