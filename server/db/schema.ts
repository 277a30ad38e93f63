import { bigserial, boolean, customType, date, index, integer, jsonb, pgSequence, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BodyType, EyeColor, HairColor, RelationshipStatus, Tattoos } from '../../src/contract/members.ts';
import { sites } from './schema-sites.ts';
import { tz, version } from './columns.ts';

/**
 * One monotonic sequence for every member-visible row: each insert/update takes `nextval`, so a
 * sync cursor ("everything with version > N") never depends on wall-clock time.
 */
export const changeSeq = pgSequence('change_seq');

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Key/value store for server secrets generated at first start (VAPID keys). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

export const interests = pgTable('interests', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

/** The country's own word for its regions (state, county, canton…). */
export const regionTerms = pgTable('region_terms', {
  country: text('country').primaryKey(),
  term: text('term').notNull(),
});

export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('regions_country_name').on(t.country, t.name)],
);

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    /** stored lower-cased; unique per site */
    email: text('email').notNull(),
    /** null for demo profiles that cannot log in */
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    gender: text('gender').$type<'male' | 'female'>().notNull(),
    sexuality: text('sexuality').$type<'hetero' | 'gay' | 'lesbian' | 'bi'>().notNull(),
    /** whom the member looks for, when they said so (migration 0042, decision 175); null: as the sexuality says */
    lookingFor: text('looking_for').$type<'male' | 'female' | 'both'>(),
    birthdate: date('birthdate', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    regionId: integer('region_id').references(() => regions.id),
    city: text('city'),
    status: text('status').$type<'confirmed' | 'not_confirmed' | 'pending_deletion'>().notNull().default('confirmed'),
    profileStatus: text('profile_status').$type<'active' | 'disabled'>().notNull().default('active'),
    credits: integer('credits').notNull().default(0),
    paidUser: boolean('paid_user').notNull().default(false),
    signupDate: tz('signup_date').notNull(),
    language: text('language').notNull().default('en'),
    fictional: boolean('fictional').notNull().default(false),
    invisible: boolean('invisible').notNull().default(false),
    notificationsDisabled: jsonb('notifications_disabled').$type<string[]>().notNull().default([]),
    lastSeen: tz('last_seen'),
    version: version(),
    // ── members area (migration 0003): SPEC §3 profile attributes ──
    relationshipStatus: text('relationship_status').$type<RelationshipStatus>(),
    bodyType: text('body_type').$type<BodyType>(),
    hairColor: text('hair_color').$type<HairColor>(),
    eyeColor: text('eye_color').$type<EyeColor>(),
    tattoos: text('tattoos').$type<Tattoos>(),
    about: text('about'),
    // ── moderation (migration 0019, decision 121): server/moderation/ ──
    moderation: text('moderation').$type<'active' | 'warned' | 'suspended' | 'banned'>().notNull().default('active'),
    moderationReason: text('moderation_reason'),
    moderationUntil: tz('moderation_until'),
    moderationRev: integer('moderation_rev').notNull().default(0),
    moderationAt: tz('moderation_at'),
    signupIp: text('signup_ip'),
    riskClearedAt: tz('risk_cleared_at'),
  },
  (t) => [
    uniqueIndex('members_site_email').on(t.siteId, t.email),
    index('members_site_search').on(t.siteId, t.gender, t.country),
    // keyset search indexes (partial, searchable members only) are in 0003_members_profiles.sql;
    // no index on the version: a charge of credits stays a HOT update (decision 140)
  ],
);

export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull().unique(),
    thumbFilename: text('thumb_filename').notNull().unique(),
    matchFilename: text('match_filename').notNull().unique(),
    status: text('status').$type<'active' | 'pending' | 'rejected'>().notNull().default('active'),
    position: smallint('position').notNull().default(0),
    private: boolean('private').notNull().default(false),
    version: version(),
    // photo review (migration 0019): queued while reviewedAt is null
    createdAt: tz('created_at').notNull().defaultNow(),
    reviewedAt: tz('reviewed_at'),
    rejectReason: text('reject_reason'),
  },
  (t) => [index('photos_member').on(t.memberId, t.position)],
);

/** Image bytes in the database so that every server instance can serve every file. */
export const media = pgTable('media', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** Objects written to the object store before their row (migration 0041, decision 174): swept when the row never came. */
export const mediaUploads = pgTable('media_uploads', {
  key: text('key').primaryKey(),
  startedAt: tz('started_at').notNull().defaultNow(),
});

/** Objects of deleted rows, queued in the deleting transaction and removed from the object store after it (decision 174). */
export const mediaRemovals = pgTable('media_removals', {
  key: text('key').primaryKey(),
  queuedAt: tz('queued_at').notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie token, hex */
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull(),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
  },
  (t) => [index('sessions_member').on(t.memberId)],
);

/** Login attempts claimed before the password is judged, keyed by site and e-mail hash (migration 0015) */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: tz('at').notNull(),
  },
  (t) => [index('login_failures_key_at').on(t.key, t.at), index('login_failures_at').on(t.at)],
);

/** Abuse-limit counters shared by every instance (migration 0014; server/platform/rateLimit.ts). */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').notNull(),
    windowStart: tz('window_start').notNull(),
    hits: integer('hits').notNull(),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_counters_expires').on(t.expiresAt)],
);

/** Member interests (many-to-many); filled by the profile editor later. */
export const memberInterests = pgTable(
  'member_interests',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    interestId: integer('interest_id')
      .notNull()
      .references(() => interests.id),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.interestId] })],
);

// ── Shared by several areas (safety, chat, payments) ─────────────────────────────────────────

/** A member (blocker) blocked another (blocked): neither may see or contact the other (SPEC §4). */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
);

/**
 * Every change of a member's credit balance, with the balance after it. `members.credits` is the
 * running balance; a row here explains each change. `ref` is unique per reason (a message id, a
 * payment id), so the same charge or grant can never be booked twice.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    ref: text('ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    // a staff member's adjustment (decision 129, migration 0024): who made it and why
    staffId: integer('staff_id'),
    note: text('note'),
  },
  (t) => [uniqueIndex('credit_ledger_reason_ref_idx').on(t.reason, t.ref), index('credit_ledger_member_idx').on(t.memberId, t.id)],
);

// Companies, sites and their host names: tables in their own module.
export * from './schema-sites.ts';

// Account lifecycle and mail: tables in their own module.
export * from './schema-account.ts';

// Credits shop and payments: tables in their own module.
export * from './schema-payments.ts';

// Chat: tables in their own module.
export * from './schema-chat.ts';

// Likes and the swipe game: tables in their own module.
export * from './schema-likes.ts';

// Complaints (safety): tables in their own module.
export * from './schema-safety.ts';

// Member reports (decision 123): tables in their own module.
export * from './schema-reports.ts';

// Push and e-mail notifications, jobs: tables in their own module.
export * from './schema-push.ts';

// Content pages, terms acceptance, page-bounce logging: tables in their own module.
export * from './schema-content.ts';

// Staff accounts, sessions and the append-only audit log (decision 120): tables in their own module.
export * from './schema-staff.ts';

// "Download my data" (decision 124): the exports table in its own module.
export * from './schema-export.ts';

// Moderation notices to members (decision 133): their table in its own module.
export * from './schema-notices.ts';

// Operators' campaigns and their recipients (decision 131): tables in their own module.
export * from './schema-campaigns.ts';

// The operator's dashboard (decision 132): lander visits and the rollup tables in their own module.
export * from './schema-dashboard.ts';
