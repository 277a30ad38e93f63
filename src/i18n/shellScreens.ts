import type { RouteName } from '../app/routes.ts';

/**
 * The screens a visitor lands on (home, login, content pages, landers). Their messages, with those
 * of every module main.tsx loads, form the first part of each locale's catalog; the other screens
 * and a member's layout parts wait for the rest (decision 006). vite.config.ts reads the paths,
 * shellScreens.test.ts checks them against screens.ts.
 */
export const shellScreens = {
  home: 'src/features/home/HomeScreen.tsx',
  login: 'src/features/auth/LoginScreen.tsx',
  page: 'src/features/pages/ContentPageScreen.tsx',
  landerTinderSwipe: 'src/features/landers/LanderScreen.tsx',
  lander: 'src/features/landers/LanderScreen.tsx',
  memberLanding2: 'src/features/landers/LanderScreen.tsx',
  memberLanding3: 'src/features/landers/LanderScreen.tsx',
} as const satisfies Partial<Record<RouteName, string>>;

/** Whether the route's screen shows with the first part of the catalog (null: the 404 page). */
export function isShellRoute(route: RouteName | null): boolean {
  return route === null || route in shellScreens;
}
