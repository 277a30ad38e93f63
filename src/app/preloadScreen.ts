import { routes, type RouteName } from './routes.ts';
import { screens } from './screens.ts';

/** '/likes/:type' → /^\/likes\/[^/]+\/?$/, ':slug?' optional, like wouter's patterns. */
export function routePattern(path: string): RegExp {
  const body = path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(':')) return part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body || '/'}/?$`, 'i');
}

const patterns = (Object.keys(routes) as RouteName[]).map((name) => [name, routePattern(routes[name].path)] as const);

/** The route a path shows (the first that matches, as the router's Switch picks it). */
export function routeOf(pathname: string): RouteName | null {
  return patterns.find(([name, pattern]) => screens[name] && pattern.test(pathname))?.[0] ?? null;
}

/** The longest the first render waits for the opened screen's chunk and data (preloadedScreen). */
export const PRELOAD_WAIT_MS = 1_500;

let ready: Promise<void> = Promise.resolve();

/**
 * Starts fetching the screen of the page being opened at once, and the stored data its first
 * render shows (a conversation: read from IndexedDB on this thread), while the locale catalog
 * loads, instead of after the first render: no loading state and no chain of queries before the
 * first paint, which counts most for an offline cold start. `preloadedScreen()` tells when done.
 */
export function preloadScreen(pathname: string): void {
  const route = routeOf(pathname);
  const screen = route ? screens[route] : undefined;
  if (!screen) return;
  ready = new Promise((resolve) => {
    const timer = setTimeout(resolve, PRELOAD_WAIT_MS);
    const done = (): void => {
      clearTimeout(timer);
      resolve();
    };
    screen.preload(pathname).then(done, done);
  });
}

/** Resolves when the screen and data `preloadScreen` started are in (or after PRELOAD_WAIT_MS); never rejects. */
export function preloadedScreen(): Promise<void> {
  return ready;
}
