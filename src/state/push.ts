import { proxy, subscribe } from 'valtio';
import { api } from '../contract/api.ts';
import { whenSyncReady } from '../sync/remote.ts';

/**
 * Web Push on this device (SPEC §4 push state: unknown, capable, subscribed, denied). valtio: UI
 * state only; the server keeps the subscription (POST /api/user.php?push=1). The sync engine polls
 * every 300 s instead of 60 s where this device is subscribed and the member's `push_subscribed`
 * confirms the server has it.
 */
export type PushStatus = 'unknown' | 'capable' | 'subscribed' | 'denied';

export interface PushState {
  status: PushStatus;
  busy: boolean;
  /** the last attempt to subscribe failed (no push service reachable, e.g. offline) */
  failed: boolean;
}

export const pushState = proxy<PushState>({ status: 'unknown', busy: false, failed: false });

// The sync engine polls less only on a device that receives pushes (not on every device of a
// member who subscribed somewhere): it learns this device's state whenever it changes.
let reportedSubscribed = false;
subscribe(pushState, () => {
  const subscribed = pushState.status === 'subscribed';
  if (subscribed === reportedSubscribed) return;
  reportedSubscribed = subscribed;
  void whenSyncReady()
    .then((remote) => remote.setDevicePush(subscribed))
    .catch(() => undefined);
});

interface PushManagerLike {
  getSubscription(): Promise<{ endpoint: string; toJSON(): unknown; unsubscribe(): Promise<boolean> } | null>;
  subscribe(options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array<ArrayBuffer> }): Promise<{ endpoint: string; toJSON(): unknown; unsubscribe(): Promise<boolean> }>;
}

/** What the push state needs from the browser and the server (fakes in unit tests). */
export interface PushEnv {
  supported: boolean;
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  pushManager(): Promise<PushManagerLike | null>;
  save(subscription: unknown): Promise<boolean>;
  remove(endpoint: string): Promise<boolean>;
}

async function send(method: 'POST' | 'DELETE', body: unknown): Promise<boolean> {
  try {
    const res = await fetch(`${api.user}?push=1`, {
      method,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return res.ok;
  } catch {
    return false;
  }
}

export function browserPushEnv(): PushEnv {
  const supported =
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window && import.meta.env.PROD;
  return {
    supported,
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
    pushManager: async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      return registration?.active ? registration.pushManager : null;
    },
    save: (subscription) => send('POST', subscription),
    remove: (endpoint) => send('DELETE', { endpoint }),
  };
}

/** The state from the browser's facts. */
export function pushStatusOf(supported: boolean, permission: NotificationPermission, subscribed: boolean): PushStatus {
  if (!supported) return 'unknown';
  if (permission === 'denied') return 'denied';
  return subscribed && permission === 'granted' ? 'subscribed' : 'capable';
}

/** The VAPID public key (base64url) as the bytes pushManager.subscribe() wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

let lastSavedFor: number | null = null;

/**
 * Reads the state of this device. A logged-in member's existing subscription is saved again once
 * per login (the browser may have been used by another member, or the server lost it).
 */
export async function detectPush(memberId: number | null, env: PushEnv = browserPushEnv()): Promise<PushStatus> {
  const subscription = await readDevicePush(env);
  if (subscription && memberId !== null && lastSavedFor !== memberId && env.permission() === 'granted') {
    lastSavedFor = memberId;
    await env.save(subscription.toJSON());
  }
  return pushState.status;
}

/**
 * Reads the state of this device into `pushState`, without a request to the server: the start's
 * preload of the screens that show the push prompt (src/features/push/preloadPushPrompt.ts), so the
 * prompt is in their first render instead of pushing the screen down after it. Never fails.
 */
export async function preloadPushStatus(env: PushEnv = browserPushEnv()): Promise<void> {
  await readDevicePush(env);
}

/** Sets `pushState.status` from the browser's facts; answers this device's subscription. */
async function readDevicePush(env: PushEnv) {
  if (!env.supported) {
    pushState.status = 'unknown';
    return null;
  }
  const manager = await env.pushManager().catch(() => null);
  const subscription = manager ? await manager.getSubscription().catch(() => null) : null;
  pushState.status = pushStatusOf(true, env.permission(), subscription !== null);
  return subscription;
}

/** Asks for permission, subscribes with the site's VAPID key and saves the subscription. */
export async function enablePush(publicKey: string, env: PushEnv = browserPushEnv()): Promise<PushStatus> {
  if (!env.supported || pushState.busy) return pushState.status;
  pushState.busy = true;
  pushState.failed = false;
  try {
    const permission = env.permission() === 'granted' ? 'granted' : await env.requestPermission();
    if (permission !== 'granted') {
      pushState.status = pushStatusOf(true, permission, false);
      return pushState.status;
    }
    const manager = await env.pushManager();
    if (!manager) throw new Error('no active service worker');
    const subscription =
      (await manager.getSubscription()) ?? (await manager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) }));
    if (!(await env.save(subscription.toJSON()))) throw new Error('the subscription was not saved');
    pushState.status = 'subscribed';
  } catch {
    // Chromium without its push service (offline, or no internet in tests) lands here
    pushState.failed = true;
    pushState.status = pushStatusOf(true, env.permission(), false);
  } finally {
    pushState.busy = false;
  }
  return pushState.status;
}

/** Unsubscribes this device and removes it on the server. */
export async function disablePush(env: PushEnv = browserPushEnv()): Promise<PushStatus> {
  if (!env.supported || pushState.busy) return pushState.status;
  pushState.busy = true;
  try {
    const manager = await env.pushManager();
    const subscription = manager ? await manager.getSubscription() : null;
    if (subscription) {
      await env.remove(subscription.endpoint);
      await subscription.unsubscribe().catch(() => false);
    }
    pushState.status = pushStatusOf(true, env.permission(), false);
  } finally {
    pushState.busy = false;
  }
  return pushState.status;
}

/**
 * Logout: the browser's subscription is removed on the server and unsubscribed, so a shared device
 * shows no more pushes about the member. Never fails the logout; waits at most 3 s.
 */
export async function forgetPushSubscription(env: PushEnv = browserPushEnv()): Promise<void> {
  if (!env.supported) return;
  const work = (async () => {
    const manager = await env.pushManager();
    const subscription = manager ? await manager.getSubscription() : null;
    if (!subscription) return;
    await env.remove(subscription.endpoint);
    await subscription.unsubscribe();
  })().catch(() => undefined);
  await Promise.race([work, new Promise((resolve) => setTimeout(resolve, 3_000))]);
  lastSavedFor = null;
  pushState.status = pushStatusOf(true, env.permission(), false);
}
