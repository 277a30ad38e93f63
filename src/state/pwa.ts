import { proxy } from 'valtio';
import { Workbox } from 'workbox-window';
import { watchBackgroundSync } from './backgroundSync.ts';

/**
 * UI state of the installed app (valtio: UI state only). `needRefresh` drives the "new version,
 * reload" toast; the UI calls `applyUpdate()` from it. Never a silent reload: a chat draft could be lost.
 */
export interface PwaState {
  needRefresh: boolean;
  offlineReady: boolean;
  /** running as an installed app (display-mode standalone, or iOS home screen) */
  standalone: boolean;
}

/** Bump to move the service worker to a new script path (SPEC §7: a versioned script path). */
export const SW_VERSION = 1;
export const SW_URL = `/sw.js?v=${SW_VERSION}`;
const UPDATE_CHECK_MS = 60 * 60 * 1000;
const STANDALONE_QUERY = '(display-mode: standalone)';

export interface StandaloneEnv {
  matchMedia?: (query: string) => Pick<MediaQueryList, 'matches' | 'addEventListener'>;
  navigator?: { standalone?: boolean };
}

function browserEnv(): StandaloneEnv {
  if (typeof window === 'undefined') return {};
  return {
    matchMedia: typeof window.matchMedia === 'function' ? (q) => window.matchMedia(q) : undefined,
    navigator: window.navigator as { standalone?: boolean },
  };
}

export function detectStandalone(env: StandaloneEnv = browserEnv()): boolean {
  return Boolean(env.matchMedia?.(STANDALONE_QUERY).matches) || env.navigator?.standalone === true;
}

/** What the browser says of itself that tells how the app is installed there (decision 172). */
export interface InstallEnv {
  userAgent: string;
  maxTouchPoints: number;
  /** the browser fires `beforeinstallprompt` (Chromium): the app can offer its own Install button */
  installPromptEvent: boolean;
  standalone: boolean;
}

export function browserInstallEnv(): InstallEnv {
  if (typeof window === 'undefined') return { userAgent: '', maxTouchPoints: 0, installPromptEvent: false, standalone: false };
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints || 0,
    installPromptEvent: 'onbeforeinstallprompt' in window,
    standalone: detectStandalone(),
  };
}

/**
 * An iPhone or iPad, where every browser is WebKit and installing is the share sheet's "Add to Home
 * Screen". iPadOS asks for desktop pages as a Mac: a Mac with a touch screen is an iPad.
 */
export function isAppleMobile(env: Pick<InstallEnv, 'userAgent' | 'maxTouchPoints'>): boolean {
  return /\b(iPhone|iPad|iPod)\b/.test(env.userAgent) || (/\bMacintosh\b/.test(env.userAgent) && env.maxTouchPoints > 1);
}

/**
 * How the member installs the app here: already installed; the browser's own prompt
 * (`beforeinstallprompt`); the share sheet's "Add to Home Screen" (an iPhone or iPad); or not at all.
 */
export type InstallWay = 'installed' | 'prompt' | 'share-sheet' | 'none';

export function installWay(env: InstallEnv = browserInstallEnv()): InstallWay {
  if (env.standalone) return 'installed';
  if (env.installPromptEvent) return 'prompt';
  return isAppleMobile(env) ? 'share-sheet' : 'none';
}

/**
 * Web Push on an iPhone or iPad works only in the installed app (WebKit gives Safari's tabs no
 * PushManager): where push is missing and the share sheet installs, the reminder points there.
 */
export function pushNeedsInstalledApp(pushSupported: boolean, env: InstallEnv = browserInstallEnv()): boolean {
  return !pushSupported && installWay(env) === 'share-sheet';
}

export const pwaState = proxy<PwaState>({ needRefresh: false, offlineReady: false, standalone: detectStandalone() });

/** Keeps `pwaState.standalone` current (the app can be moved into or out of a window). */
export function watchStandalone(env: StandaloneEnv = browserEnv()): void {
  pwaState.standalone = detectStandalone(env);
  env.matchMedia?.(STANDALONE_QUERY).addEventListener('change', () => {
    pwaState.standalone = detectStandalone(env);
  });
}

let workbox: Workbox | null = null;
let registration: ServiceWorkerRegistration | null = null;

/**
 * A new build waits: a worker waits behind an active one. A worker reported waiting while none is
 * active is the site's first install, which activates by itself a moment later: Gecko holds a
 * page's `register()` until the install it queued behind has finished, so a page loaded while the
 * first visit's worker installed is told of it as waiting (Workbox: `wasWaitingBeforeRegister`),
 * and "A new version is available" showed on the second page of a first visit (decision 189).
 */
export function updateIsWaiting(reg: Pick<ServiceWorkerRegistration, 'active' | 'waiting'> | null | undefined): boolean {
  return Boolean(reg?.waiting && reg.active);
}

/** Register the service worker (production builds only) and watch for updates. Call once. */
export function registerServiceWorker(): void {
  watchStandalone();
  if (workbox || !import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const wb = new Workbox(SW_URL, { scope: '/' });
  workbox = wb;
  const registered = wb.register();
  wb.addEventListener('waiting', () => {
    // read once register() has answered: a waiting worker found by it is reported before that
    void registered.then((reg) => {
      if (updateIsWaiting(reg)) pwaState.needRefresh = true;
    }, () => undefined);
  });
  wb.addEventListener('installed', (event) => {
    if (!event.isUpdate) pwaState.offlineReady = true;
  });
  registered.then((reg) => {
    registration = reg ?? null;
    watchBackgroundSync();
  }, () => undefined);
  setInterval(() => {
    if (document.visibilityState === 'visible') wb.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
}

/** The user accepted the update: activate the waiting service worker, then reload once it controls. */
export function applyUpdate(): void {
  const wb = workbox;
  if (!wb) return;
  pwaState.needRefresh = false;
  // another tab already moved to the new build: this page only needs to load it
  if (!registration?.waiting) {
    window.location.reload();
    return;
  }
  wb.addEventListener('controlling', () => {
    window.location.reload();
  });
  wb.messageSkipWaiting();
}
