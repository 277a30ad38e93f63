import type { TrackingData } from './signup.ts';

/**
 * Whether a visit carries a traffic source (SPEC §3 tracking), as signups `with_trafficsource`
 * require. Without zod: the signup screen asks it at its start (decision 142).
 */
export function hasTracking(tracking: TrackingData | undefined): boolean {
  return Boolean(tracking && Object.values(tracking).some((v) => typeof v === 'string' && v.trim() !== ''));
}
