import type { ContentPageAnswer, LanderAnswer } from '../contract/content.ts';

/** What the server rendered into this page's HTML (server/content/ssr.ts), for the first render. */
export interface SsrData {
  path: string;
  page?: ContentPageAnswer;
  lander?: LanderAnswer;
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

/** The server-rendered data when it belongs to this path (the page the browser loaded), else null. */
export function ssrDataFor(path: string): SsrData | null {
  if (cached === undefined) cached = read();
  return cached && cached.path === path ? cached : null;
}
