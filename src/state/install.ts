import { proxy } from 'valtio';

/**
 * Chromium's install prompt event (not in TypeScript's DOM library): kept, it lets the app open the
 * browser's install dialog from its own button, once per event.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/** UI state of the app's own "Install the app" button (decision 180). */
export interface InstallState {
  /** the browser fired `beforeinstallprompt` and its event has not been used yet */
  canPrompt: boolean;
  /** the browser said the app was installed (`appinstalled`, or the dialog accepted) */
  installed: boolean;
}

export const installState = proxy<InstallState>({ canPrompt: false, installed: false });

let deferred: BeforeInstallPromptEvent | null = null;
let captured: EventTarget | null = null;

function isPromptEvent(event: Event): event is BeforeInstallPromptEvent {
  return typeof (event as Partial<BeforeInstallPromptEvent>).prompt === 'function';
}

/**
 * Keeps the browser's install prompt event for the app's button. Called in the entry before the
 * first render: the event may come before any screen mounts. Engines without the event (WebKit,
 * Gecko) never call the listener; the app then offers what they allow (`installWay`, pwa.ts).
 */
export function captureInstallPrompt(target: EventTarget | undefined = typeof window === 'undefined' ? undefined : window): void {
  if (!target || captured === target) return;
  captured = target;
  target.addEventListener('beforeinstallprompt', (event) => {
    if (!isPromptEvent(event)) return;
    // the browser's own mini-infobar stays away: the app offers the install where it fits
    event.preventDefault();
    deferred = event;
    installState.canPrompt = true;
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    installState.canPrompt = false;
    installState.installed = true;
  });
}

/**
 * Opens the browser's install dialog. An event prompts once: the button goes away whatever the
 * member chooses, and comes back only with the browser's next event.
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  installState.canPrompt = false;
  try {
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'accepted') installState.installed = true;
    return outcome;
  } catch {
    return 'dismissed';
  }
}

/** For tests: forget the kept event and the listeners' target. */
export function resetInstallPrompt(): void {
  deferred = null;
  captured = null;
  installState.canPrompt = false;
  installState.installed = false;
}
