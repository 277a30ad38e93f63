import { z } from 'zod';
import { Profile } from './user.ts';

/** Swipe game, match finder and complaints (safety). */
export const safetyApi = {
  swipe: '/api/swipe.php',
  matchFinder: '/api/match-finder.php',
  complaints: '/api/complaints.php',
} as const;

/** Cards per GET swipe.php; the client asks for more when it runs low. */
export const SWIPE_BATCH = 10;
export const MATCH_FINDER_LIMIT = 24;
export const COMPLAINT_TEXT_MIN = 10;
export const COMPLAINT_TEXT_MAX = 2000;
/** Complaints a member may send per hour (a flood protection, not a product limit). */
export const COMPLAINTS_PER_HOUR = 10;

/** Where the daily swipe likes stand: left today and when the count starts again (00:00 UTC, decision 071). */
export const SwipeQuota = z.object({
  likes_left: z.number().int().nonnegative(),
  likes_per_day: z.number().int().positive(),
  resets_at: z.string(),
});
export type SwipeQuota = z.infer<typeof SwipeQuota>;

/** GET /api/swipe.php: the next cards (never one already swiped, liked, blocked or unreachable). */
export const SwipeCandidatesAnswer = SwipeQuota.extend({ profiles: z.array(Profile) });
export type SwipeCandidatesAnswer = z.infer<typeof SwipeCandidatesAnswer>;

export const SwipeAction = z.enum(['like', 'pass']);
export type SwipeAction = z.infer<typeof SwipeAction>;

/** POST /api/swipe.php: idempotent per (member, profile); a repeat answers the first decision. */
export const SwipeRequest = z.object({ profile_id: z.number().int().positive(), action: SwipeAction });
export type SwipeRequest = z.infer<typeof SwipeRequest>;

export const SwipeAnswer = SwipeQuota.extend({
  action: SwipeAction,
  /** the liked member likes the member too (SPEC §3 match) */
  match: z.boolean(),
});
export type SwipeAnswer = z.infer<typeof SwipeAnswer>;

/** A match-finder suggestion: the card and its fit score 0–100 (decision 071). */
export const MatchSuggestion = z.object({
  ...Profile.shape,
  score: z.number().int().min(0).max(100),
  /** what made the score: same region, same country, close in age, recently active */
  reasons: z.array(z.enum(['region', 'country', 'age', 'active'])),
});
export type MatchSuggestion = z.infer<typeof MatchSuggestion>;

export const MatchFinderAnswer = z.object({ profiles: z.array(MatchSuggestion) });
export type MatchFinderAnswer = z.infer<typeof MatchFinderAnswer>;

export const ComplaintCategory = z.enum(['member', 'photo', 'general']);
export type ComplaintCategory = z.infer<typeof ComplaintCategory>;

/**
 * POST /api/complaints.php: stored and mailed to the site's support address. A member or photo
 * complaint needs `member_id` (refused with issue `member_id: required`).
 */
export const ComplaintRequest = z.object({
  category: ComplaintCategory,
  text: z.string().trim().min(COMPLAINT_TEXT_MIN).max(COMPLAINT_TEXT_MAX),
  member_id: z.number().int().positive().optional(),
  photo_id: z.number().int().positive().optional(),
});
export type ComplaintRequest = z.input<typeof ComplaintRequest>;

export const ComplaintAnswer = z.object({ ok: z.literal(true), id: z.number().int() });
export type ComplaintAnswer = z.infer<typeof ComplaintAnswer>;
