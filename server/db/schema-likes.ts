import { sql } from 'drizzle-orm';
import { bigint, boolean, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

// ── Likes and the swipe game (migration 0007_likes.sql) ─────────────────────────────
// Foreign keys, checks and indexes live in the SQL; this module mirrors the columns for drizzle.

/** `auto`: a fictional profile's like handed to the match modal by auto-like.php (decision 070) */
export type LikeSource = 'profile' | 'swipe' | 'modal' | 'match_finder' | 'auto';

/** One row per (liker, liked); `removed_at` marks an unlike or a block (a tombstone for deltas). */
export const likes = pgTable(
  'likes',
  {
    likerId: integer('liker_id').notNull(),
    likedId: integer('liked_id').notNull(),
    siteId: integer('site_id').notNull(),
    source: text('source').$type<LikeSource>().notNull().default('profile'),
    likeNew: boolean('like_new').notNull().default(true),
    createdAt: tz('created_at').notNull(),
    removedAt: tz('removed_at'),
    version: bigint('version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('change_seq')`),
  },
  (t) => [primaryKey({ columns: [t.likerId, t.likedId] })],
);

/** A swipe-game decision; a decided card never comes back, `day` counts the daily like limit. */
export const swipes = pgTable(
  'swipes',
  {
    memberId: integer('member_id').notNull(),
    targetId: integer('target_id').notNull(),
    action: text('action').$type<'like' | 'pass'>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.targetId] })],
);
