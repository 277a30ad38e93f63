export const BACKOFF_BASE_MS = 500;
export const BACKOFF_CAP_MS = 30_000;

/**
 * Exponential backoff with full jitter: a random delay in [0, min(cap, base·2^attempt)).
 * `attempt` counts the failures so far, from 0.
 */
export function fullJitterDelay(
  attempt: number,
  random: () => number,
  base = BACKOFF_BASE_MS,
  cap = BACKOFF_CAP_MS,
): number {
  const ceiling = Math.min(cap, base * 2 ** attempt);
  return Math.floor(random() * ceiling);
}
