import type { ContentPageAnswer, HomeAnswer, LanderAnswer } from '../contract/content.ts';

/** What the server rendered into this page's HTML (server/content/ssr.ts), for the first render. */
export interface SsrData {
  path: string;
  page?: ContentPageAnswer;
  lander?: LanderAnswer;
  /** the home page's members (decision 181) */
  home?: HomeAnswer;
  /** /login or /signup painted with its form (decision 137) */
  form?: 'login' | 'signup';
}

let cached: SsrData | null | undefined;

function read(): SsrData | null {
  if (typeof document === 'undefined') return null;
  const el = document.getElementById('ssr-data');
  if (!el?.textContent) return null;
  try {
    // our own server's JSON (never executed: type application/json, so the CSP needs no inline script)
    return JSON.parse(el.textContent) as SsrData;
  } catch {
    return null;
  }
}

/**
 * Loads the screen of a server-rendered page before the app's first render, so React replaces the
 * server's HTML with the same page at once instead of a loading bar (no flash, no layout shift).
 */
export function preloadServerRenderedScreen(): Promise<unknown> {
  if (cached === undefined) cached = read();
  if (!cached || cached.path !== window.location.pathname) return Promise.resolve();
  if (cached.form === 'login') return import('../features/auth/LoginScreen.tsx');
  if (cached.form === 'signup') return import('../features/signup/SignupScreen.tsx');
  if (cached.page) return import('../features/pages/ContentPageScreen.tsx');
  if (cached.lander) return cached.lander.kind === 'landing' ? import('../features/signup/MemberLandingScreen.tsx') : import('../features/landers/LanderScreen.tsx');
  return import('../features/home/HomeScreen.tsx');
}

/** The server-rendered data when it belongs to this path (the page the browser loaded), else null. */
export function ssrDataFor(path: string): SsrData | null {
  if (cached === undefined) cached = read();
  return cached && cached.path === path ? cached : null;
}
