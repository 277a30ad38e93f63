import { bigserial, boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ReportReason } from '../../src/contract/reports.ts';
import { tz } from './columns.ts';

// ── Member reports (decision 123, migration 0020_contact_filter_reports.sql) ─────────────────
// Foreign keys, checks and indexes live in the SQL; this module mirrors the columns for drizzle.

export type ReportStatus = 'open' | 'handled' | 'dismissed';

/** A member's structured report about a member, with the received message it names attached. */
export const reports = pgTable('reports', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  siteId: integer('site_id').notNull(),
  reporterId: integer('reporter_id').notNull(),
  targetMemberId: integer('target_member_id'),
  reason: text('reason').$type<ReportReason>().notNull(),
  note: text('note'),
  messageId: uuid('message_id'),
  messageBody: text('message_body'),
  messageKind: text('message_kind'),
  messageAt: tz('message_at'),
  blocked: boolean('blocked').notNull().default(false),
  status: text('status').$type<ReportStatus>().notNull().default('open'),
  handledAt: tz('handled_at'),
  handledBy: integer('handled_by'),
  createdAt: tz('created_at').notNull(),
});
