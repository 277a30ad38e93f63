import { bigserial, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { WarningCategory } from '../../src/contract/moderationNotices.ts';
import { tz } from './columns.ts';

// ── Moderation notices (decision 133, migration 0028_moderation_notices.sql) ─────────────────
// Foreign keys, checks and indexes live in the SQL; this module mirrors the columns for drizzle.

/** A moderator's notice to a member (a warning), listed by user.php until the member has seen it. */
export const memberNotices = pgTable('member_notices', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: integer('member_id').notNull(),
  kind: text('kind').$type<'warning'>().notNull(),
  category: text('category').$type<WarningCategory>().notNull(),
  reason: text('reason').notNull(),
  createdAt: tz('created_at').notNull(),
  seenAt: tz('seen_at'),
});
