import { bigint, bigserial, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { CampaignAudience, CampaignStatus, CampaignTexts } from '../../src/contract/adminCampaigns.ts';
import type { CampaignKind } from '../../src/contract/push.ts';
import { tz } from './columns.ts';

// ── Operators' campaigns (decision 131, migration 0026_campaigns.sql) ─────────────────────────
// Checks, foreign keys and indexes live in the SQL; this module mirrors the columns for drizzle.

export const campaigns = pgTable('campaigns', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ref: text('ref').unique(),
  kind: text('kind').$type<CampaignKind>().notNull(),
  texts: jsonb('texts').$type<CampaignTexts>().notNull(),
  path: text('path').notNull(),
  siteIds: integer('site_ids').array(),
  audience: jsonb('audience').$type<CampaignAudience>().notNull(),
  status: text('status').$type<CampaignStatus>().notNull().default('draft'),
  scheduledAt: tz('scheduled_at'),
  createdBy: integer('created_by'),
  createdAt: tz('created_at').notNull(),
  updatedAt: tz('updated_at').notNull(),
  startedAt: tz('started_at'),
  finishedAt: tz('finished_at'),
  claimedUntil: tz('claimed_until'),
  pushSent: integer('push_sent').notNull().default(0),
  pushDelivered: integer('push_delivered').notNull().default(0),
  emailsSent: integer('emails_sent').notNull().default(0),
  bounces: integer('bounces').notNull().default(0),
  clicks: integer('clicks').notNull().default(0),
});

export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    campaignId: bigint('campaign_id', { mode: 'number' }).notNull(),
    memberId: integer('member_id').notNull(),
    clickTokenHash: text('click_token_hash').notNull().unique(),
    locale: text('locale').notNull(),
    claimedAt: tz('claimed_at').notNull(),
    pushSentAt: tz('push_sent_at'),
    pushDeliveredAt: tz('push_delivered_at'),
    mailId: bigint('mail_id', { mode: 'number' }),
    emailSentAt: tz('email_sent_at'),
    bouncedAt: tz('bounced_at'),
    clickedAt: tz('clicked_at'),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.memberId] })],
);
