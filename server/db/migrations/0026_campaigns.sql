-- Operators' campaigns (decision 131, SPEC §3 notification preferences): promotions, news and
-- reminders written in the staff console (or sent with the operator call), to the members of the
-- chosen sites who opted in to the kind. A campaign is a row with its texts per locale, audience
-- and schedule; its delivery figures are counters the sender, the bounce webhook and the click
-- link increment. One row per member reached makes every send and every click count once.
CREATE TABLE "campaigns" (
  "id" bigserial PRIMARY KEY,
  -- the operator call's own id (POST /api/admin/campaign.php): a ref is sent once
  "ref" text UNIQUE,
  "kind" text NOT NULL CHECK ("kind" IN ('promotions', 'news', 'reminders')),
  -- { "<locale>": { "title", "body", "button"? } }
  "texts" jsonb NOT NULL,
  -- the screen the campaign link leads to: a path of the member's own site, never another host
  "path" text NOT NULL CHECK ("path" ~ '^/([^/\\]|$)'),
  -- null: every site
  "site_ids" integer[],
  -- { "paying": "any" | "paying" | "not_paying", "inactive_days": int | null }
  "audience" jsonb NOT NULL,
  "status" text NOT NULL DEFAULT 'draft' CHECK ("status" IN ('draft', 'scheduled', 'sending', 'sent', 'cancelled')),
  "scheduled_at" timestamptz,
  -- the staff member who wrote it; null for the operator call (ADMIN_TOKEN)
  "created_by" integer REFERENCES "staff_accounts" ("id"),
  "created_at" timestamptz NOT NULL,
  "updated_at" timestamptz NOT NULL,
  "started_at" timestamptz,
  "finished_at" timestamptz,
  -- the instance sending it holds it until then (renewed while it sends); after a crash another takes over
  "claimed_until" timestamptz,
  "push_sent" integer NOT NULL DEFAULT 0,
  "push_delivered" integer NOT NULL DEFAULT 0,
  "emails_sent" integer NOT NULL DEFAULT 0,
  "bounces" integer NOT NULL DEFAULT 0,
  "clicks" integer NOT NULL DEFAULT 0,
  CHECK ("status" = 'draft' OR "status" = 'cancelled' OR "scheduled_at" IS NOT NULL)
);--> statement-breakpoint
CREATE INDEX "campaigns_due" ON "campaigns" ("scheduled_at") WHERE "status" IN ('scheduled', 'sending');--> statement-breakpoint
CREATE INDEX "campaigns_list" ON "campaigns" ("id" DESC);--> statement-breakpoint
-- One row per member a campaign went to: the once-only claim of the send, and what happened to it.
CREATE TABLE "campaign_recipients" (
  "campaign_id" bigint NOT NULL REFERENCES "campaigns" ("id") ON DELETE CASCADE,
  "member_id" integer NOT NULL REFERENCES "members" ("id") ON DELETE CASCADE,
  -- sha256 of the member's click token (the link /api/c/<campaign>/<token> carries the token)
  "click_token_hash" text NOT NULL UNIQUE,
  "locale" text NOT NULL,
  "claimed_at" timestamptz NOT NULL,
  "push_sent_at" timestamptz,
  "push_delivered_at" timestamptz,
  -- the mail_outbox row of its e-mail (the bounce webhook names a mail by its token)
  "mail_id" bigint,
  "email_sent_at" timestamptz,
  "bounced_at" timestamptz,
  "clicked_at" timestamptz,
  PRIMARY KEY ("campaign_id", "member_id")
);--> statement-breakpoint
CREATE INDEX "campaign_recipients_member" ON "campaign_recipients" ("member_id", "claimed_at");--> statement-breakpoint
CREATE INDEX "campaign_recipients_mail" ON "campaign_recipients" ("mail_id") WHERE "mail_id" IS NOT NULL;
