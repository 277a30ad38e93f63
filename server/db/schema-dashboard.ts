import { bigint, bigserial, date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

// ── The operator's dashboard (decision 132, migration 0027_dashboard_rollups.sql) ──
// Indexes and foreign keys live in the SQL; this module mirrors the columns for drizzle.

/** One lander visit: a visitor's first lander view of a UTC day (migration 0039); anonymous. */
export const landerVisits = pgTable('lander_visits', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  siteId: integer('site_id').notNull(),
  kind: text('kind').notNull(),
  createdAt: tz('created_at').notNull(),
  /** HMAC of address and user agent under the day's salt (unique a site) */
  visitorKey: text('visitor_key'),
  /** HMAC of the address under the day's salt */
  addressKey: text('address_key'),
});

/** The random salt of a UTC day's visitor keys, deleted when the day is over (migration 0039). */
export const landerVisitSalts = pgTable('lander_visit_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/** A member's confirmation, first message and first purchase (kept by the rollup job). */
export const dashboardMemberFirsts = pgTable('dashboard_member_firsts', {
  memberId: integer('member_id').primaryKey(),
  siteId: integer('site_id').notNull(),
  confirmedAt: tz('confirmed_at'),
  firstMessageAt: tz('first_message_at'),
  firstPurchaseAt: tz('first_purchase_at'),
});

/** The UTC days a member was active on. */
export const dashboardActiveDays = pgTable(
  'dashboard_active_days',
  {
    siteId: integer('site_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    memberId: integer('member_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.memberId] })],
);

/** The figures of one site and UTC day. */
export const dashboardDaily = pgTable(
  'dashboard_daily',
  {
    siteId: integer('site_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    landerVisits: integer('lander_visits').notNull().default(0),
    landerBounces: integer('lander_bounces').notNull().default(0),
    signups: integer('signups').notNull().default(0),
    confirmed: integer('confirmed').notNull().default(0),
    firstMessages: integer('first_messages').notNull().default(0),
    firstPurchases: integer('first_purchases').notNull().default(0),
    messages: integer('messages').notNull().default(0),
    active7: integer('active_7').notNull().default(0),
    active30: integer('active_30').notNull().default(0),
    pushOpted: integer('push_opted'),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day] })],
);

/** Completed payments of one site, UTC day and currency (amounts in minor units). */
export const dashboardRevenue = pgTable(
  'dashboard_revenue',
  {
    siteId: integer('site_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    payments: integer('payments').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.currency] })],
);

/** The rollup job's one row: the last closed day and when it last ran. */
export const dashboardRollupState = pgTable('dashboard_rollup_state', {
  id: smallint('id').primaryKey(),
  finalThrough: date('final_through', { mode: 'string' }),
  refreshedAt: tz('refreshed_at').notNull(),
});
