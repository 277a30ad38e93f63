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
  remote.start({ visible: isVisible(), online: navigator.onLine }).catch(ignore);
  document.addEventListener('visibilitychange', () => {
    remote.setVisible(isVisible()).catch(ignore);
  });
  // A closing tab must not stay "visible" in the leader's view.
  window.addEventListener('pagehide', () => {
    remote.setVisible(false).catch(ignore);
  });
  window.addEventListener('pageshow', () => {
    remote.setVisible(isVisible()).catch(ignore);
  });
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
}
