import { OUTBOX_SYNC_TAG, REFRESH_SYNC_MIN_INTERVAL_MS, REFRESH_SYNC_TAG } from '../contract/constants.ts';

// Decision 178: where the engine has Background Sync (Chromium), what the member wrote
// offline is sent by the service worker when the network returns, even with every tab closed; where
// it has not (WebKit, Gecko), at the next open, and the conversation says so (OfflineSendNote).

/** The parts of a registration's Background Sync managers used here (not in TypeScript's DOM lib yet). */
interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
  periodicSync?: { register(tag: string, options: { minInterval: number }): Promise<void> };
}

/** Whether this engine sends the outbox with the app closed (Background Sync). */
export function backgroundSyncSupported(): boolean {
  return typeof window !== 'undefined' && 'SyncManager' in window;
}

async function registration(): Promise<SyncRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const found = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  return (found as SyncRegistration | undefined) ?? null;
}

/**
 * Asks for a sync when the network is (back) there. Registered while offline, when a tab is hidden
 * (it may be closed next) and at start offline: the service worker's sync then finds either a tab
 * whose engine sends, or none and sends itself; an empty outbox costs nothing.
 */
export async function requestOutboxSync(): Promise<void> {
  const reg = await registration();
  await reg?.sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
}

/** An installed app with the permission refreshes its chats and likes while closed. */
async function requestPeriodicRefresh(): Promise<void> {
  const reg = await registration();
  if (!reg?.periodicSync) return;
  const permissions = (navigator as Navigator & { permissions?: Permissions }).permissions;
  const state = await permissions?.query({ name: 'periodic-background-sync' as PermissionName }).then((s) => s.state).catch(() => 'denied');
  if (state === 'granted') await reg.periodicSync.register(REFRESH_SYNC_TAG, { minInterval: REFRESH_SYNC_MIN_INTERVAL_MS }).catch(() => undefined);
}

let watching = false;

/** Called once at start (registerServiceWorker). */
export function watchBackgroundSync(): void {
  if (watching || typeof window === 'undefined' || !backgroundSyncSupported()) return;
  watching = true;
  const request = () => void requestOutboxSync();
  if (!navigator.onLine) request();
  window.addEventListener('offline', request);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') request();
  });
  window.addEventListener('pagehide', request);
  void requestPeriodicRefresh();
}
