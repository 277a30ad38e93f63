import { bigserial, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

// ── Push and e-mail notifications (migration 0009_push.sql) ─────────────────────────
// Foreign keys, checks and indexes live in the SQL; this module mirrors the columns for drizzle.

/** A browser's Web Push subscription of a member. */
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: integer('member_id').notNull(),
  /** the session that saved it; revoking or deleting that session ends it (0016, decision 116) */
  sessionTokenHash: text('session_token_hash').notNull(),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  createdAt: tz('created_at').notNull(),
  lastSuccessAt: tz('last_success_at'),
  failures: integer('failures').notNull().default(0),
  lastError: text('last_error'),
});

export type JobStatus = 'pending' | 'done' | 'failed';

/** A background job (see server/notify/jobs.ts). */
export const jobs = pgTable('jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  dedupeKey: text('dedupe_key').unique(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  runAt: tz('run_at').notNull(),
  status: text('status').$type<JobStatus>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lockedUntil: tz('locked_until'),
  lastError: text('last_error'),
  createdAt: tz('created_at').notNull(),
  finishedAt: tz('finished_at'),
});

/** One row per notification sent (member, kind, reference, channel): the once-only guard. */
export const notificationLog = pgTable(
  'notification_log',
  {
    memberId: integer('member_id').notNull(),
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    channel: text('channel').$type<'push' | 'email'>().notNull(),
    sentAt: tz('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind, t.ref, t.channel] })],
);

/** An open SSE connection: the member has the app open and visible. */
export const memberPresence = pgTable('member_presence', {
  connectionId: text('connection_id').primaryKey(),
  memberId: integer('member_id').notNull(),
  seenAt: tz('seen_at').notNull(),
});

