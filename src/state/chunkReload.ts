import { CHUNK_RELOAD_GUARD_MS } from '../contract/constants.ts';

/**
 * SPEC §4/§8: when a code chunk fails to load (usually a deploy replaced it), reload the page, at
 * most once per 60 s so a chunk that is really gone cannot loop.
 */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

export interface ChunkReloadDeps {
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  reload: () => void;
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
export function reloadWithGuard(deps: Omit<ChunkReloadDeps, 'target'>): boolean {
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

function browserDeps(): ChunkReloadDeps {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  return { target: window, storage, now: () => Date.now(), reload: () => window.location.reload() };
}

/** Install the handlers; returns a function that removes them. */
export function installChunkErrorReload(deps: ChunkReloadDeps = browserDeps()): () => void {
  const onPreloadError = (event: Event): void => {
    if (reloadWithGuard(deps)) event.preventDefault();
  };
  const onRejection = (event: Event): void => {
    const reason = (event as Event & { reason?: unknown }).reason;
    if (isChunkLoadError(reason) && reloadWithGuard(deps)) event.preventDefault();
  };
  deps.target.addEventListener('vite:preloadError', onPreloadError);
  deps.target.addEventListener('unhandledrejection', onRejection);
  return () => {
    deps.target.removeEventListener('vite:preloadError', onPreloadError);
    deps.target.removeEventListener('unhandledrejection', onRejection);
  };
}
