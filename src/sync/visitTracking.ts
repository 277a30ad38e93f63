import type { TrackingData } from '../contract/index.ts';

/** Also written by public/app-after-paint.js (before the app starts on a server-painted page): keep both alike. */
const KEY = 'signupTracking';
const fields = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;

/**
 * Remembers the traffic-source parameters of the landing URL for this visit (SPEC §3 tracking): sent
 * with signup, and its network/ref with search and profile.php for logged-out browsing (SPEC §6).
 */
export function rememberTracking(search: string): void {
  const params = new URLSearchParams(search);
  const found: TrackingData = {};
  for (const field of fields) {
    const value = params.get(field);
    if (value) found[field] = value.slice(0, 100);
  }
  if (Object.keys(found).length > 0) sessionStorage.setItem(KEY, JSON.stringify(found));
}

/** The tracking data of this visit (network, ref, sub1–3), if any. */
export function readTracking(): TrackingData | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const data: TrackingData = {};
    for (const field of fields) if (typeof parsed[field] === 'string') data[field] = parsed[field];
    return data;
  } catch {
    return undefined;
  }
}

/** network and ref of this visit, for members.php and profile.php (logged_out_search_trafficsource). */
export function browseTracking(): Record<string, string> {
  const data = readTracking();
  const out: Record<string, string> = {};
  if (data?.network) out.network = data.network;
  if (data?.ref) out.ref = data.ref;
  return out;
}
