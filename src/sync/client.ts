import * as Comlink from 'comlink';
import { peekKv, subscribeKv } from '../db/kv.ts';
import type { SyncWorkerApi } from '../../workers/engine.ts';
import { provideSync, withdrawSync, type RemoteSync } from './remote.ts';

let started = false;

/**
 * A page that began to leave (`beforeunload`) but is still here after this long, or is used again,
 * did not leave (a download, a cancelled or very slow navigation): its worker's IndexedDB runs again.
 */
const STAY_AFTER_MS = 5_000;

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

/** The running worker's `leave` (decision 197), once startSync has run. */
let leaveNow: (() => Promise<void>) | null = null;

/** How long a navigation the app makes waits for its worker's transactions to end (decision 197 aborts them after 1 s). */
const LEAVE_WAIT_MS = 1_500;

/**
 * Leaves the app for another document (a payment provider's checkout, a server page) once the
 * worker has no transaction in flight (decision 197). `beforeunload` asks the worker too, but a
 * fast page (a server's redirect on this host) can end the worker before it answered: in WebKit a
 * worker ended mid-transaction keeps its connection, and the logout's deletion then never ends.
 */
export async function leaveFor(url: string): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([leaveNow?.(), new Promise<void>((resolve) => (timer = setTimeout(resolve, LEAVE_WAIT_MS)))]);
  clearTimeout(timer);
  window.location.assign(url);
}

/**
 * Start the sync worker for this tab (call once, from main.tsx). Every tab has a worker; the
 * workers elect one leader that pulls. Safe to call twice.
 */
export function startSync(): void {
  if (started) return;
  started = true;
  const ignore = (): void => undefined;
  let worker: Worker | null = null;
  let remote: RemoteSync | null = null;

  function spawn(): void {
    worker = new Worker(new URL('../../workers/sync.worker.ts', import.meta.url), { type: 'module' });
    remote = Comlink.wrap<SyncWorkerApi>(worker);
    provideSync(remote);
    remote.start({ visible: isVisible(), online: navigator.onLine, page: { host: location.host, search: location.search } }).catch(ignore);
  }
  spawn();

  document.addEventListener('visibilitychange', () => {
    remote?.setVisible(isVisible()).catch(ignore);
  });
  // A page entering the back-forward cache (or frozen) ends its worker (decision 179): WebKit
  // suspends a cached page's worker wherever it stands, an IndexedDB transaction in flight included,
  // and that transaction then holds the member database's tables against every other tab (and a
  // logout's deletion) until the page leaves the cache. An ended worker holds no transaction, no
  // connection and no leader lock; a restored page starts a new one, which reads its state from
  // IndexedDB as at a page load. (the page's own database connection is closed by src/db/pageDb.ts)
  // Ended mid-transaction, a WebKit worker's transactions and connection can stay alive in the
  // storage process until the browser restarts (bug 324094): every later writer of those tables and
  // the logout's deletion wait for them. So as the page begins to leave, its worker lets the
  // transactions in flight end and starts none (decision 197); it is ended with none in flight.
  let leaving: ReturnType<typeof setTimeout> | undefined;
  const stay = (): void => {
    if (leaving === undefined) return;
    clearTimeout(leaving);
    leaving = undefined;
    remote?.stay().catch(ignore);
  };
  const leave = (): Promise<void> => {
    if (!remote) return Promise.resolve();
    clearTimeout(leaving);
    leaving = setTimeout(stay, STAY_AFTER_MS);
    return remote.leave().catch(ignore);
  };
  leaveNow = leave;
  window.addEventListener('beforeunload', () => void leave());
  window.addEventListener('pointerdown', stay, { capture: true, passive: true });
  window.addEventListener('keydown', stay, { capture: true });
  const frozen = (): void => {
    clearTimeout(leaving);
    leaving = undefined;
    if (!worker) return;
    worker.terminate();
    worker = null;
    remote = null;
    withdrawSync();
  };
  window.addEventListener('pagehide', (event) => {
    if (event.persisted) frozen();
    else remote?.setVisible(false).catch(ignore);
  });
  document.addEventListener('freeze', frozen);
  const restored = (): void => {
    if (!worker) spawn();
    else remote?.setVisible(isVisible()).catch(ignore);
  };
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) restored();
    else remote?.setVisible(isVisible()).catch(ignore);
  });
  document.addEventListener('resume', restored);
  window.addEventListener('online', () => {
    remote?.setOnline(true).catch(ignore);
  });
  window.addEventListener('offline', () => {
    remote?.setOnline(false).catch(ignore);
  });
  // The service worker turns a Web Push message into { type: 'poke' } for open tabs.
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data;
    if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'poke') {
      remote?.poke('push').catch(ignore);
    }
  });
  persistStorageOnLogin();
  forgetPushWhenMemberEnds();
}
