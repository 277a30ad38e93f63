/** Longest delay the `t` parameter may ask for: one hour. */
const MAX_SECONDS = 3600;

/** The seconds of a `t` query parameter, or null when there is none or it is not a number. */
export function delayedLikeSeconds(search: string): number | null {
  const raw = new URLSearchParams(search).get('t');
  if (raw === null || !/^\d{1,5}(\.\d+)?$/.test(raw.trim())) return null;
  return Math.min(Number(raw), MAX_SECONDS);
}

/** The same URL without its `t` parameter (other parameters and the hash kept). */
export function withoutLikeDelay(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('t');
  return `${url.pathname}${url.search}${url.hash}`;
}
