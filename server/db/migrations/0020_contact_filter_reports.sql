-- Contact-details and scam filter (decision 122) and member reports (decision 123).
-- Per site and per kind what the filter does: 'allow', 'mask' or 'hold' (for review).
ALTER TABLE "sites" ADD COLUMN "contact_filter" jsonb DEFAULT '{"phone":"mask","email":"mask","messenger":"mask","link":"mask","scam":"hold"}'::jsonb NOT NULL;--> statement-breakpoint
-- What the receiver sees when the filter masked a message (null: the body as written).
ALTER TABLE "messages" ADD COLUMN "shown_body" text;--> statement-breakpoint
-- null: untouched; 'masked'; 'held' (waits for a moderator, only the sender sees it);
-- 'released' (delivered after review); 'rejected' (never delivered)
ALTER TABLE "messages" ADD COLUMN "filter_state" text;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_filter_state" CHECK ("filter_state" IN ('masked', 'held', 'released', 'rejected'));--> statement-breakpoint
-- the kinds found, e.g. {phone,scam}
ALTER TABLE "messages" ADD COLUMN "filter_kinds" text[];--> statement-breakpoint
CREATE INDEX "messages_held_queue" ON "messages" ("created_at", "id") WHERE "filter_state" = 'held';--> statement-breakpoint
-- a member's filtered messages (the risk queue's held-messages signal)
CREATE INDEX "messages_filtered_sender" ON "messages" ("sender_id") WHERE "filter_state" IS NOT NULL;--> statement-breakpoint
-- Reports (decision 123): a member reports a member, optionally one message they received.
CREATE TABLE "reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL REFERENCES "sites"("id"),
	"reporter_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"target_member_id" integer REFERENCES "members"("id") ON DELETE SET NULL,
	"reason" text NOT NULL,
	"note" text,
	"message_id" uuid REFERENCES "messages"("id") ON DELETE SET NULL,
	-- the reported message as the reporter saw it, kept when the conversation is deleted
	"message_body" text,
	"message_kind" text,
	"message_at" timestamp with time zone,
	"blocked" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reports_reason" CHECK ("reason" IN ('fake_profile', 'scam', 'harassment', 'sexual_content', 'contact_details', 'underage', 'spam', 'other')),
	CONSTRAINT "reports_status" CHECK ("status" IN ('open', 'handled', 'dismissed'))
);--> statement-breakpoint
CREATE INDEX "reports_open_queue" ON "reports" ("site_id", "created_at", "id") WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" ("target_member_id", "created_at");--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" ("reporter_id", "created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_once_per_message" ON "reports" ("reporter_id", "message_id") WHERE "message_id" IS NOT NULL;
