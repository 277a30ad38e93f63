/**
 * The path of every route of SPEC §2 (wouter patterns: `:name` is a segment, `:name?` an optional
 * one). The app's route table (src/app/routes.ts) frames each with its layout and title; the server
 * answers 404 for a page no pattern matches (server/content/pageStatus.ts). Order matters where paths
 * overlap: the app takes the first match, so fixed segments come before parameters.
 */
export const routePaths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  completeSignup: '/complete-signup',
  signupMatches: '/signup-matches',
  members: '/members',
  memberChat: '/members/:id/chat',
  memberLanding: '/members/:id/landing',
  memberSignup: '/members/:id/signup',
  memberLanding2: '/members/:id/landing2/:slug?',
  memberLanding3: '/members/:id/landing3/:slug?',
  member: '/members/:id',
  likesMember: '/likes/m/:id',
  chats: '/chats',
  chat: '/chats/:id',
  likes: '/likes',
  likesByType: '/likes/:type',
  premium: '/premium',
  pricing: '/pricing',
  credits: '/credits',
  creditsRepeatOrder: '/credits/repeat-order',
  creditsPayment: '/credits/:id/:paymentmethod?',
  directDebit: '/directdebit',
  transactions: '/transactions/:id?',
  profile: '/profile',
  settings: '/settings',
  notifications: '/notifications',
  complaints: '/complaints',
  swipeGame: '/swipe-game',
  matchFinder: '/match-finder',
  langConfig: '/lang-config',
  accountDeleted: '/account-deleted',
  activateDone: '/activate/done',
  activateError: '/activate/error',
  mailChangeDo: '/mail-change/do',
  resetPassword: '/reset-password',
  resetPasswordDo: '/reset-password/do',
  page: '/pages/:token',
  landerTinderSwipe: '/landers/tinderswipe',
  lander: '/landers/:name/:slug?',
} as const;

export type RoutePathName = keyof typeof routePaths;

/** A pattern as a regular expression, as wouter reads it: any case, an optional trailing slash. */
function patternRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .slice(1)
    .map((part) => {
      if (part.startsWith(':')) return part.endsWith('?') ? '(?:/([^/]+))?' : '/([^/]+)';
      return `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${pattern === '/' ? '' : body}/?$`, 'i');
}

const compiled = Object.entries(routePaths).map(([name, pattern]) => ({ name: name as RoutePathName, re: patternRegExp(pattern), keys: pattern.split('/').filter((p) => p.startsWith(':')).map((p) => p.replace(/[:?]/g, '')) }));

/** The first route whose pattern matches the path, with its parameters; null for none (a 404). */
export function matchRoutePath(pathname: string): { name: RoutePathName; params: Record<string, string> } | null {
  for (const { name, re, keys } of compiled) {
    const m = re.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = Object.create(null) as Record<string, string>;
    keys.forEach((key, i) => {
      const value = m[i + 1];
      if (value !== undefined) params[key] = value;
    });
    return { name, params };
  }
  return null;
}
