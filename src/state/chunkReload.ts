import { CHUNK_RELOAD_GUARD_MS } from '../contract/constants.ts';

/**
 * SPEC §4/§8: when a code chunk fails to load because a deploy replaced it, reload the page, at most
 * once per 60 s so a chunk that is really gone cannot loop.
 *
 * Decision 192: a chunk also "fails" when the page is being left. WebKit cancels the old page's
 * loads as soon as a full page load starts (the address bar, a notification's URL, a link out),
 * rejects their dynamic imports ("Importing a module script failed"), and a reload then replaced the
 * navigation the member asked for with the page they were leaving. So a failed chunk is judged a
 * moment later, and only while the page is still here: the app's entry is looked up in a fresh copy
 * of the shell, and the page reloads only when that shell names another build. The same build
 * (a cancelled or lost request) or no answer (offline, or the page is going) leaves the page as it
 * is: its screen shows its own error with a retry, and the member's navigation goes ahead.
 */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

/** How long a failed chunk waits before the check: a page being left is gone by then (its `pagehide`). */
export const CHUNK_CHECK_DELAY_MS = 400;

/** What a fresh shell says of the running build. */
export type BuildCheck = 'same' | 'changed' | 'unknown';

export interface ChunkReloadDeps {
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  reload: () => void;
  /** the fresh shell compared with the running build */
  checkBuild: () => Promise<BuildCheck>;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const chunkErrorPatterns = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // Vite's CSS preload
  /loading (css )?chunk \S+ failed/i,
];

export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  return reason.name === 'ChunkLoadError' || chunkErrorPatterns.some((pattern) => pattern.test(reason.message));
}

/** Reload unless we already did in the last CHUNK_RELOAD_GUARD_MS; true when it reloaded. */
export function reloadWithGuard(deps: Pick<ChunkReloadDeps, 'storage' | 'now' | 'reload'>): boolean {
  const { storage, now } = deps;
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now() - last < CHUNK_RELOAD_GUARD_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now()));
  } catch {
    return false; // without a place to remember the reload we cannot guard it: let the error show
  }
  deps.reload();
  return true;
}

/** The running build's entry script, as index.html names it (`/assets/index-<hash>.js`); null in development. */
export function runningEntry(doc: Pick<Document, 'querySelector'>): string | null {
  const src = doc.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;
  return src && /^\/assets\//.test(src) ? src : null;
}

/** Compares a fresh shell's markup with the running entry. */
export function compareBuild(entry: string | null, shell: string): BuildCheck {
  if (!entry) return 'unknown';
  return shell.includes(`src="${entry}"`) ? 'same' : /src="\/assets\/[^"]+\.js"/.test(shell) ? 'changed' : 'unknown';
}

/**
 * A fresh copy of the shell from the server: a query the service worker's precache does not know,
 * past the HTTP cache. Offline, or a page being left, answers 'unknown'.
 */
async function checkBrowserBuild(): Promise<BuildCheck> {
  const entry = runningEntry(document);
  if (!entry) return 'unknown';
  try {
    const response = await fetch(`/index.html?build-check=${Date.now()}`, { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) return 'unknown';
    return compareBuild(entry, await response.text());
  } catch {
    return 'unknown';
  }
}

function browserDeps(): ChunkReloadDeps {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  return {
    target: window,
    storage,
    now: () => Date.now(),
    reload: () => window.location.reload(),
    checkBuild: checkBrowserBuild,
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  };
}

/** Install the handlers; returns a function that removes them. */
export function installChunkErrorReload(deps: ChunkReloadDeps = browserDeps()): () => void {
  let timer: unknown = null;
  let checking = false;
  // a page that is hidden for a navigation or the back-forward cache judges nothing it failed to load
  const onPageHide = (): void => {
    if (timer !== null) deps.clearTimeout(timer);
    timer = null;
  };
  const judge = (): void => {
    if (timer !== null || checking) return;
    timer = deps.setTimeout(() => {
      timer = null;
      checking = true;
      void deps
        .checkBuild()
        .then((build) => {
          if (build === 'changed') reloadWithGuard(deps);
        })
        .finally(() => {
          checking = false;
        });
    }, CHUNK_CHECK_DELAY_MS);
  };
  const onPreloadError = (): void => judge();
  const onRejection = (event: Event): void => {
    const reason = (event as Event & { reason?: unknown }).reason;
    if (isChunkLoadError(reason)) judge();
  };
  deps.target.addEventListener('vite:preloadError', onPreloadError);
  deps.target.addEventListener('unhandledrejection', onRejection);
  deps.target.addEventListener('pagehide', onPageHide);
  return () => {
    onPageHide();
    deps.target.removeEventListener('vite:preloadError', onPreloadError);
    deps.target.removeEventListener('unhandledrejection', onRejection);
    deps.target.removeEventListener('pagehide', onPageHide);
  };
}
