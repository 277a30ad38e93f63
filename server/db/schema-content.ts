import { bigserial, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

// ── Content pages, terms acceptance, page-bounce logging (migration 0010_content.sql) ──
// Foreign keys and indexes live in the SQL; this module mirrors the columns for drizzle.

export interface ContentSectionJson {
  heading: string;
  paragraphs: string[];
}

/** An operator's text of one content page (site, locale, token); overrides the built-in default. */
export const contentPages = pgTable(
  'content_pages',
  {
    siteId: integer('site_id').notNull(),
    locale: text('locale').notNull(),
    token: text('token').notNull(),
    title: text('title').notNull(),
    sections: jsonb('sections').$type<ContentSectionJson[]>().notNull(),
    updatedAt: tz('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.locale, t.token] })],
);

/** The terms version a member accepted last. */
export const termsAcceptances = pgTable('terms_acceptances', {
  memberId: integer('member_id').primaryKey(),
  version: tz('version').notNull(),
  acceptedAt: tz('accepted_at').notNull(),
});

/** One bounced page view (POST /api/page-hidden.php with the lb query parameter). */
export const pageHiddenEvents = pgTable('page_hidden_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  siteId: integer('site_id').notNull(),
  memberId: integer('member_id'),
  path: text('path').notNull(),
  referrer: text('referrer'),
  network: text('network'),
  ref: text('ref'),
  sub1: text('sub1'),
  sub2: text('sub2'),
  sub3: text('sub3'),
  createdAt: tz('created_at').notNull(),
});
