import { z } from 'zod';
import { Cursor } from './chats.ts';
import { MainImage } from './user.ts';

/** Paths of the likes calls. `likes` and `autoLike` are SPEC §7; the others follow its style. */
export const likesApi = {
  likes: '/api/likes.php',
  like: '/api/like.php',
  likeSeen: '/api/like-seen.php',
  autoLike: '/api/auto-like.php',
} as const;

/** The likes pages by type (docs/decisions/070-likes-types.md). */
export const likeTypes = ['liked-me', 'my-likes', 'matches'] as const;
export type LikeType = (typeof likeTypes)[number];
export const isLikeType = (value: string): value is LikeType => (likeTypes as readonly string[]).includes(value);

/**
 * One like as a card needs it: the other member (`id` is their profile id), when the like was
 * made, whether it is new to me (liked_by only) and whether both like each other (a match).
 */
export const LikeEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  region: z.string().nullable(),
  country: z.string(),
  main_image: z.nullable(MainImage),
  fictional: z.boolean(),
  like_new: z.boolean(),
  liked_at: z.string(),
  match: z.boolean(),
});
export type LikeEntry = z.infer<typeof LikeEntry>;

export const LikesQuery = z.object({ since: Cursor.optional() });

/**
 * GET /api/likes.php. Without `since` every like (SPEC §7: profiles and liked_by, new received
 * likes first); with it the likes changed after the cursor and, as tombstones, the ones taken back
 * or removed by a block.
 */
export const LikesAnswer = z.object({
  /** members I like */
  profiles: z.array(LikeEntry),
  /** members who like me, new ones first */
  liked_by: z.array(LikeEntry),
  tombstones: z.object({ profiles: z.array(z.number().int()), liked_by: z.array(z.number().int()) }),
  cursor: Cursor,
});
export type LikesAnswer = z.infer<typeof LikesAnswer>;

/** POST /api/like.php: like a member; repeating it (same or another request id) changes nothing. */
export const LikeRequest = z.object({ profile_id: z.number().int().positive(), request_id: z.uuid().optional() });
export type LikeRequest = z.infer<typeof LikeRequest>;

export const LikeAnswer = z.object({
  /** both like each other now */
  match: z.boolean(),
  /** my like as it is stored now */
  like: LikeEntry,
});
export type LikeAnswer = z.infer<typeof LikeAnswer>;

/** DELETE /api/like.php?profile_id=<id>: take a like back; already gone counts as done. */
export const UnlikeQuery = z.object({ profile_id: z.coerce.number().int().positive() });
export const UnlikeAnswer = z.object({ ok: z.literal(true), match: z.literal(false) });

/** POST /api/like-seen.php: the member opened the profile of someone who likes them (like_new false). */
export const LikeSeenRequest = z.object({ profile_id: z.number().int().positive() });
export const LikeSeenAnswer = z.object({ ok: z.literal(true) });

/** POST /api/auto-like.php (SPEC §7 said GET; POST : it records a like): the profile for the match modal when none is passed. */
export const AutoLikeAnswer = LikeEntry;
export type AutoLikeAnswer = z.infer<typeof AutoLikeAnswer>;
