import { z } from 'zod/mini';
import { MAX_AGE, MIN_AGE } from './constants.ts';
import type { Gender as GenderSchema } from './user.ts';

/**
 * Discovery starts from the member (decision 175). Shared by the server (search,
 * swipe game, match finder, related profiles) and the app (the search form's first filters).
 */

export type Gender = z.infer<typeof GenderSchema>;
/** Whom a member looks for: men, women or both (the own profile's "Looking for"). */
export const LookingFor = z.enum(['male', 'female', 'both']);
export type LookingFor = z.infer<typeof LookingFor>;

/** Years either side of the member's own age that a first search covers. */
export const AGE_SPREAD = 10;

/** The age range a member's first search covers: around their own age, inside what search takes. */
export function ageRangeAround(age: number): { min_age: number; max_age: number } {
  return { min_age: Math.max(MIN_AGE, age - AGE_SPREAD), max_age: Math.min(MAX_AGE, age + AGE_SPREAD) };
}

/**
 * The filters a search opens with before the member set any: a member's own country and an age
 * range around theirs. A visitor gets none: the server puts the members of the visitor's country
 * (SPEC §3 geoip_country) first, so a niche site with few members there still shows the others.
 * Whom they look for is not a filter: the server applies it to every search (audience.ts).
 */
export function firstSearchFilters(who: { country: string; age: number } | null): { country?: string; min_age?: number; max_age?: number } {
  if (who) return { country: who.country, ...ageRangeAround(who.age) };
  return {};
}
