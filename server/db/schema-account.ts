import { bigserial, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { members, sites } from './schema.ts';
import { tz, version } from './columns.ts';

// ── Account lifecycle and mail (migration 0005) ─────────────────────────────────────

/** Every mail the site sends: delivered over SMTP with retries, or kept for the dev mailbox. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    unsubscribeUrl: text('unsubscribe_url').notNull(),
    /** pending → sent, or failed after the last retry; kept when no SMTP_URL is set */
    status: text('status').$type<'pending' | 'sent' | 'failed' | 'kept'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tz('next_attempt_at').notNull(),
    lastError: text('last_error'),
    createdAt: tz('created_at').notNull(),
    sentAt: tz('sent_at'),
  },
  (t) => [index('mail_outbox_due').on(t.status, t.nextAttemptAt), index('mail_outbox_member').on(t.memberId)],
);

/** One-use, expiring links of e-mails (activation, password reset, e-mail change, reactivation); only the sha256 is kept. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'activate' | 'reset' | 'mail_change' | 'reactivate'>().notNull(),
    newEmail: text('new_email'),
    createdAt: tz('created_at').notNull(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
  },
  (t) => [index('account_tokens_member').on(t.memberId, t.purpose)],
);

/** Reset requests per address (hashed, existing or not), for the daily cap without revealing accounts. */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    emailHash: text('email_hash').notNull(),
    at: tz('at').notNull(),
  },
  (t) => [index('password_reset_requests_email').on(t.siteId, t.emailHash, t.at)],
);

/** What a member told at signup beyond the members columns: whom they seek, tracking data, about me. */
export const memberSignups = pgTable('member_signups', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  seeking: text('seeking').$type<'male' | 'female' | 'both'>().notNull(),
  network: text('network'),
  ref: text('ref'),
  sub1: text('sub1'),
  sub2: text('sub2'),
  sub3: text('sub3'),
  relationship: text('relationship'),
  about: text('about'),
  createdAt: tz('created_at').notNull(),
});

/** A first message written while signing up; delivered once the e-mail is confirmed. */
export const pendingFirstMessages = pgTable(
  'pending_first_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    targetId: integer('target_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    status: text('status').$type<'pending' | 'delivered' | 'refused'>().notNull().default('pending'),
    createdAt: tz('created_at').notNull(),
    deliveredAt: tz('delivered_at'),
  },
  (t) => [index('pending_first_messages_member').on(t.memberId, t.status)],
);

/** A deletion request: reactivation possible until erase_after, then the erasure job runs. */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    requestedAt: tz('requested_at').notNull(),
    eraseAfter: tz('erase_after').notNull(),
    wasInvisible: boolean('was_invisible').notNull(),
    previousStatus: text('previous_status').$type<'confirmed' | 'not_confirmed'>().notNull(),
    erasedAt: tz('erased_at'),
  },
  (t) => [index('account_deletions_due').on(t.eraseAfter)],
);

/** Per-item e-mail notification choices (SPEC §3 notification preferences) and `lock_screen` (decision 178). */
export const notificationSettings = pgTable('notification_settings', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<Record<string, boolean | string>>().notNull(),
  version: version(),
});
