import { routes, type RouteName } from './routes.ts';

/**
 * SPEC §7 auth redirects: a logged-in member on home or login goes to members; a visitor in the
 * members area goes to login. undefined user = still loading: no decision yet.
 */
export function authRedirect(route: RouteName | null, loggedIn: boolean | undefined, visitorsMayBrowse: boolean | 'unknown' = false): string | null {
  if (loggedIn === undefined || route === null) return null;
  if (loggedIn && (route === 'home' || route === 'login')) return routes.members.path;
  // SPEC §6: where logged_out_search allows it, visitors search and open profiles (the server has
  // the last word); while the site settings are still unknown (first visit) nothing is decided.
  if (!loggedIn && visitorsMayBrowse !== false && (route === 'members' || route === 'member')) return null;
  const def = routes[route];
  if (!loggedIn && 'membersArea' in def && def.membersArea) return routes.login.path;
  return null;
}

/** Whether a route must wait for the current user before rendering (to avoid a flash of the wrong page). */
export function needsAuthDecision(route: RouteName | null): boolean {
  if (route === null) return false;
  const def = routes[route];
  return route === 'home' || route === 'login' || ('membersArea' in def && def.membersArea === true);
}
