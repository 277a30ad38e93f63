import { bigserial, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

// ── Complaints (migration 0008_complaints.sql) ──────────────────────────────────────
// Foreign keys, checks and indexes live in the SQL; this module mirrors the columns for drizzle.

export type ComplaintStatus = 'open' | 'handled' | 'dismissed';

/** A member's report about a member, a photo or the site; mailed to the site's support address. */
export const complaints = pgTable('complaints', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  siteId: integer('site_id').notNull(),
  memberId: integer('member_id').notNull(),
  category: text('category').$type<'member' | 'photo' | 'general'>().notNull(),
  text: text('text').notNull(),
  targetMemberId: integer('target_member_id'),
  targetPhotoId: integer('target_photo_id'),
  status: text('status').$type<ComplaintStatus>().notNull().default('open'),
  createdAt: tz('created_at').notNull(),
});
