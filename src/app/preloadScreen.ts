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

/**
 * Starts fetching the screen of the page being opened at once, while the locale catalog and the
 * stored data load, instead of after the first render: one network (or cache) round trip less
 * before the first paint, which counts most for an offline cold start.
 */
export function preloadScreen(pathname: string): void {
  const route = routeOf(pathname);
  if (route) screens[route]?.preload().catch(() => undefined);
}
